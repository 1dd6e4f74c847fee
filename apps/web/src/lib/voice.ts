// A voice note's bytes, for the chat room and the admin's transcript alike.
import { ApiError } from './api.ts';
import { getToken } from './storage.ts';

/** A voice note's bytes, fetched with the session header (the URL alone opens nothing). */
export async function fetchVoice(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = getToken();
  const response = await fetch(url, { headers: token ? { accessToken: token } : {}, signal });
  if (!response.ok) throw new ApiError(response.status, 'Could not load the voice note.');
  return response.blob();
}
