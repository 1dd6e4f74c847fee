// Downloads a file from the API with the stored token and hands it to the browser under a chosen name.
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';
import { getToken } from '../../../lib/storage.ts';

/** Fetches a binary answer: apiFetch reads bodies as text, which would corrupt a PDF. */
export async function fetchBlob(path: string, method: 'GET' | 'POST' = 'GET'): Promise<Blob> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.accessToken = token;
  let response: Response;
  try {
    response = await fetch(path, { method, headers });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw ApiError.unexplained(response.status);
  return response.blob();
}

/** Saves a blob through a temporary link, the one way every browser names the download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
