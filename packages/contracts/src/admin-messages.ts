// The back-office's success and failure notices (accounts-and-admin.md section 8), across its catalogue, astrologer and report screens.
import { AUTH_MESSAGES } from './auth.ts';
import { ASTROLOGER_PROFILE_MESSAGES } from './astrologer-profile.ts';
import { PROFILE_MESSAGES } from './profiles.ts';
import { IMAGE_UPLOAD_MESSAGES } from './uploads.ts';
import { REPORT_MESSAGES } from './admin-reports.ts';

export const ADMIN_SUCCESS = {
  categoryAdded: 'Category added successfully!',
  categoryDeleted: 'Category deleted successfully!',
  productAdded: 'Product added successfully!',
  productUpdated: 'Product updated successfully!',
  productDeleted: 'Product deleted successfully!',
  imageUploaded: IMAGE_UPLOAD_MESSAGES.uploaded,
  walletUpdated: 'Wallet updated successfully!',
  verified: 'verification success',
  astrologerDeleted: 'Astrologer Deleted',
  fileProcessed: 'File processed successfully!',
  userCreated: 'User account created successfully!',
  profileCreated: ASTROLOGER_PROFILE_MESSAGES.created,
} as const;

/** Shown when the server sends no message of its own. */
export const ADMIN_FAILURE = {
  deleteCategory: 'Failed to delete category.',
  updateProduct: 'Failed to update product.',
  uploadImage: IMAGE_UPLOAD_MESSAGES.uploadFailed,
  updateWallet: 'Failed to update wallet.',
  verify: 'verification failed',
  deleteAstrologer: 'Astrologer Deletion failed',
  downloadPdf: 'Failed to download PDF. Please try again.',
  bulkUpload: 'Error uploading file. Please try again.',
  addCategory: 'Error adding category',
  addProduct: 'Error adding product',
  createUser: AUTH_MESSAGES.genericError,
  createProfile: ASTROLOGER_PROFILE_MESSAGES.createFailed,
  noFileUploaded: PROFILE_MESSAGES.noFileUploaded,
  payments: REPORT_MESSAGES.paymentsFailed,
} as const;
