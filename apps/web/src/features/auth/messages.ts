// The spec's fixed wording for the account screens, named for the places that show it.
import { AUTH_MESSAGES } from '@app/contracts/auth';
import { tNow } from '../../lib/i18n.tsx';
import { messageNow } from '../../lib/message-words.ts';

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
  registrationSuccess: AUTH_MESSAGES.registrationSuccess,
  adminNoProfile: AUTH_MESSAGES.tokenInvalid,
  adminRefused: AUTH_MESSAGES.unauthorizedText,
  genericError: AUTH_MESSAGES.genericError,
  // Not in the spec: the resend control needs to say something when it worked.
  codeResent: 'A new code has been sent.',
  // Not in the spec: the consent a new account gives at its code step, or on its own right after.
  consentTitle: 'Before you continue',
  consentLead: AUTH_MESSAGES.consentRequired,
  consentRecorded: AUTH_MESSAGES.consentRecorded,
} as const;

/** The words of AUTH_TEXT that are this feature's own, by their key in the `auth` catalogue. */
const OWN_WORDS: Partial<Record<keyof typeof AUTH_TEXT, string>> = {
  codeResent: 'auth:otp.codeResent',
  consentTitle: 'auth:consent.title',
};

/** An entry of AUTH_TEXT in the language shown (the spec's English, or its translation). */
export function authText(key: keyof typeof AUTH_TEXT): string {
  const own = OWN_WORDS[key];
  return own ? tNow(own) : messageNow(AUTH_TEXT[key]);
}
