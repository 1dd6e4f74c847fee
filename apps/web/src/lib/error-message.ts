// How a failed API call becomes the message a person sees: the server's own words when it gave some.
import { ApiError } from './api.ts';

/**
 * The server's own message when it gave one (4xx bodies carry the spec's wording, 429 says
 * when to retry; status 0 is the "could not reach the server" text), else the fallback.
 */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return error.message;
    if (error.status < 500 && error.message && !error.message.startsWith('Request failed with status')) {
      return error.message;
    }
  }
  return fallback;
}
