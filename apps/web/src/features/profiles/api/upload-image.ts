// POST /api/upload-image for the profile forms: the shared upload, with the forms' wording for a missing file.
import { PROFILE_MESSAGES } from '@app/contracts/profiles';
import { IMAGE_UPLOAD_MESSAGES } from '@app/contracts/uploads';
import { ApiError } from '../../../lib/api.ts';
import { uploadImage as upload } from '../../../lib/upload-image.ts';

export async function uploadImage(file: File): Promise<string> {
  try {
    return await upload(file);
  } catch (error) {
    // The existing clients turn the server's 'No file uploaded' into the form's own wording.
    if (error instanceof ApiError && error.message === IMAGE_UPLOAD_MESSAGES.noFile) {
      throw new ApiError(error.status, PROFILE_MESSAGES.noFileUploaded, error.errors);
    }
    throw error;
  }
}
