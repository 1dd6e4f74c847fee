// How a failed API call becomes the message a person sees: the server's own words when it gave some.
import { ApiError, NETWORK_ERROR_MESSAGE } from './api.ts';
import { currentI18n } from './i18n.tsx';

/**
 * The server's own message when it gave one (4xx bodies carry the spec's wording, 429 says
 * when to retry; status 0 is the "could not reach the server" text), else the fallback.
 */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    // The app's own words when the server could not be reached, in the language shown.
    if (error.status === 0) return error.message === NETWORK_ERROR_MESSAGE ? networkMessage() : error.message;
    if (error.status < 500 && error.explained && error.message) return error.message;
  }
  return fallback;
}

/** The seconds a send-code cool-down refusal (otp_cooldown) names, else null. */
export function cooldownSecondsOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'otp_cooldown') return null;
  const seconds = error.details.retry_after_seconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

/** "Could not reach the server…" in the language shown (the app catalogue is loaded with the first page). */
function networkMessage(): string {
  return currentI18n()?.t('app:network', { defaultValue: NETWORK_ERROR_MESSAGE }) ?? NETWORK_ERROR_MESSAGE;
}
