// POST /api/upload-image: sends one image as the multipart field `image`, answers its URL.
import { PROFILE_MESSAGES } from '@app/contracts/profiles';
import { IMAGE_UPLOAD_MESSAGES } from '@app/contracts/uploads';
import { ApiError, api } from '../../../lib/api.ts';

export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  try {
    const answer = await api.post<{ image: string }>('/api/upload-image', body);
    return answer.image;
  } catch (error) {
    // The existing clients turn the server's 'No file uploaded' into the form's own wording.
    if (error instanceof ApiError && error.message === IMAGE_UPLOAD_MESSAGES.noFile) {
      throw new ApiError(error.status, PROFILE_MESSAGES.noFileUploaded, error.errors);
    }
    throw error;
  }
}
