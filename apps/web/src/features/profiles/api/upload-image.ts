// POST /api/upload-image for the profile forms: the shared upload, with the forms' wording for a missing file.
import { PROFILE_MESSAGES } from '@app/contracts/profiles';
import { ApiError } from '../../../lib/api.ts';
import { uploadImage as upload } from '../../../lib/upload-image.ts';

export async function uploadImage(file: File): Promise<string> {
  try {
    return await upload(file);
  } catch (error) {
    // The existing clients turn the server's 'No file uploaded' (no_file) into the form's own wording.
    if (error instanceof ApiError && error.code === 'no_file') {
      throw new ApiError(error.status, PROFILE_MESSAGES.noFileUploaded, error.errors, error.code, error.details);
    }
    throw error;
  }
}
