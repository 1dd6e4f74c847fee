// The spec's fixed wording for the account screens, and how a failed call becomes a message.
import { AUTH_MESSAGES } from '@app/contracts/auth';
import { ApiError } from '../../lib/api.ts';

export const AUTH_TEXT = {
  signupSuccess: AUTH_MESSAGES.signupSuccess,
  registrationFailed: AUTH_MESSAGES.registrationFailed,
  sendOtpFailed: AUTH_MESSAGES.otpSendFailed,
  invalidOtp: AUTH_MESSAGES.otpInvalid,
  otpLength: AUTH_MESSAGES.otpFormat,
  noIdentity: AUTH_MESSAGES.usernameRequired,
  notAUser: AUTH_MESSAGES.notAUser,
  notAnAstrologer: AUTH_MESSAGES.notAnAstrologer,
  createProfile: AUTH_MESSAGES.createProfile,
  profileExists: AUTH_MESSAGES.profileExists,
  astrologerVerified: AUTH_MESSAGES.verifiedAstrologer,
  astrologerProfileMissing: AUTH_MESSAGES.astroProfileMissing,
  astrologerExists: AUTH_MESSAGES.astrologerExists,
  // Not in the spec: the resend control needs to say something when it worked.
  codeResent: 'A new code has been sent.',
} as const;

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
