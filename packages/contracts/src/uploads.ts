// Uploaded files: the one size limit every upload shares (images and bulk spreadsheets) and the image upload's messages.

/** The largest file any upload accepts; the server answers 413 past it, the forms refuse it before sending. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
const UPLOAD_MAX_LABEL = `${UPLOAD_MAX_BYTES / (1024 * 1024)}MB`;

export const IMAGE_UPLOAD_MESSAGES = {
  /** The hint under every image chooser (accounts-and-admin.md section 5, "Catalogue"). */
  hint: `PNG, JPG or GIF up to ${UPLOAD_MAX_LABEL}`,
  notAnImage: 'Please upload an image file',
  tooLarge: `The image must be ${UPLOAD_MAX_LABEL} or smaller.`,
  /** The server's answer when the multipart body has no image part; the forms reword it (section 8). */
  noFile: 'No file uploaded',
  uploaded: 'Image uploaded successfully!',
  uploadFailed: 'Failed to upload image.',
} as const;
