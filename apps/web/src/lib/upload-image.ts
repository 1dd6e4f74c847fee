// POST /api/upload-image: stores an image (multipart field `image`) and answers its URL as `image`.
import { useMutation } from '@tanstack/react-query';
import { api } from './api.ts';

export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const answer = await api.post<{ image: string }>('/api/upload-image', form);
  return answer.image;
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
