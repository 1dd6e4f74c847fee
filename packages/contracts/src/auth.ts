// One-time-code sign-in: identifiers, request and answer bodies of /auth/*, the login and registration forms, and their messages.
import { z } from 'zod';
import { LOCALES } from './i18n.ts';
import { blankToUndefined } from './common.ts';

export const OTP_LENGTH = 6;
/** Seconds before another code may be sent to the same e-mail or phone (the server answers 429 sooner). */
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
export const EMAIL_MAX = 254;
export const NAME_MAX = 100;

export const AUTH_MESSAGES = {
  email: 'Please enter a valid email address',
  phone: 'Phone number must be exactly 10 digits',
  identifierRequired: 'Please enter your email or phone number',
  nameRequired: 'Name is required',
  nameLetters: 'Name should only contain letters',
  nameTooLong: `Name must be at most ${NAME_MAX} characters`,
  userType: "user_type must be 'astro' or 'user'",
  otpFormat: 'Please enter a 6-digit OTP',
  otpInvalid: 'Invalid OTP. Please try again.',
  otpTooManyAttempts: 'Too many wrong attempts. Please request a new code.',
  otpExpired: 'This OTP has expired. Please request a new code.',
  accountRemoved: 'This astrologer account has been removed. Please contact us for help.',
  otpSent: 'OTP sent successfully',
  otpSendFailed: 'Failed to send OTP. Please try again.',
  usernameRequired: 'Invalid request. No email or phone found.',
  tokenRequired: 'Token is required',
  tokenInvalid: 'Profile does not exist. Please create a user profile.',
  loggedOut: 'Logged out successfully',
  phoneUnavailable: 'Sign-in by phone is not available. Please use your email address.',
  // Sign-up (the first code entered for an e-mail or phone makes the account): both are asked then, or right after.
  ageRequired: 'Please confirm that you are 18 years of age or older.',
  privacyConsentRequired: 'Please agree to the privacy policy to create an account.',
  /** The 403 (code consent_required) of every route but the few an account without consent may use. */
  consentRequired: 'Please confirm that you are 18 or older and agree to the privacy policy to continue.',
  consentRecorded: 'Thank you. Your consent has been recorded.',
  // Admin login form (section 5).
  adminEmailRequired: 'Email is required!',
  adminEmailInvalid: 'Invalid email format!',
  adminPhoneRequired: 'Phone number is required!',
  // Section 4 transitions, for the screens.
  notAUser: 'You are not a User. Please Login as an Astrologer.',
  notAnAstrologer: 'You are not an astrologer. Please Login as User.',
  signupSuccess: 'Signup successful!',
  registrationSuccess: 'Registration successful! Please login.',
  registrationFailed: 'Registration failed. Please try again.',
  invalidRequest: 'Invalid request. Please try again.',
  genericError: 'An error occurred',
  verifiedAstrologer: 'You Are verified as Astrologer. Please go to the App',
  astroProfileMissing: 'Astrologer Profile does not exist...',
  astrologerExists: 'Astrologer already exists',
  createProfile: 'Create your profile to continue',
  profileExists: 'Profile already exists',
  unauthorizedTitle: 'Unauthorized Access',
  unauthorizedText: 'You are not authorized to view this page.',
} as const;

/** 429 answers of /auth/signin; the wait is also in the Retry-After header. */
export const otpCooldownMessage = (seconds: number): string =>
  `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting another OTP.`;
export const otpTooManySendsMessage = (minutes: number): string =>
  `Too many OTP requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

export const USER_TYPES = ['astro', 'user'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const ROLES = ['user', 'astro', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Letters of any script (with combining marks) and spaces. */
export const LETTERS_AND_SPACES = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A phone number as 10 digits: separators are dropped and a leading +91, 91 or 0 is accepted
 * when what remains is 10 digits. Null when it cannot be read as 10 digits.
 */
export function normalisePhone(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return null;
}

/** A valid e-mail, trimmed and lower-cased; null when invalid. */
export function normaliseEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email) && z.email().safeParse(email).success ? email : null;
}

export type Identifier = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/** Reads an e-mail (anything with an @) or a phone number, as /auth/submit-otp's username and /dev/outbox's to. */
export function parseIdentifier(raw: string): Identifier | { error: string } {
  if (raw.includes('@')) {
    const value = normaliseEmail(raw);
    return value ? { kind: 'email', value } : { error: AUTH_MESSAGES.email };
  }
  const value = normalisePhone(raw);
  return value ? { kind: 'phone', value } : { error: AUTH_MESSAGES.phone };
}

/** Shown with the country code, as the spec asks. */
export const formatPhone = (phone: string): string => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

export const emailField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.string({ error: AUTH_MESSAGES.email }).max(EMAIL_MAX, { error: AUTH_MESSAGES.email }).regex(EMAIL_PATTERN, { error: AUTH_MESSAGES.email }).pipe(z.email({ error: AUTH_MESSAGES.email })),
);

export const phoneField = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string({ error: AUTH_MESSAGES.phone })
    .max(40, { error: AUTH_MESSAGES.phone })
    .transform((v, ctx) => {
      const phone = normalisePhone(v);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.phone });
        return z.NEVER;
      }
      return phone;
    }),
);

export const personName = z
  .string({ error: AUTH_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.nameRequired })
  .max(NAME_MAX, { error: AUTH_MESSAGES.nameTooLong })
  .regex(LETTERS_AND_SPACES, { error: AUTH_MESSAGES.nameLetters });

const readFlag = (v: unknown) =>
  v === 'true' || v === 'on' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : blankToUndefined(v);
/** A form checkbox: true, or "true"/"on"/"1" from form state; "", null and absent are not given. */
const consentFlag = (message: string) => z.preprocess(readFlag, z.boolean({ error: message }).optional());
/** A checkbox that must be ticked. */
const requiredFlag = (message: string) => z.preprocess(readFlag, z.literal(true, { error: message }));

/** POST /api/account/consent: a signed-in account without a recorded consent gives it (both must be true). */
export const consentRequestSchema = z.object({
  age_confirmed: requiredFlag(AUTH_MESSAGES.ageRequired),
  privacy_consent: requiredFlag(AUTH_MESSAGES.privacyConsentRequired),
});
export const consentResponseSchema = z.object({
  message: z.string(),
  age_confirmed_at: z.string(),
  privacy_consent_at: z.string(),
});
export type ConsentResponse = z.infer<typeof consentResponseSchema>;
/** The `code` of the 403 an account without consent gets from every route but consent, sign-out and deletion. */
export const CONSENT_REQUIRED_CODE = 'consent_required';

/**
 * POST /auth/signin. Either e-mail or phone (an empty one is ignored); when both are filled the e-mail is used.
 * It sends a code whether or not an account has the e-mail or phone, and answers alike; the account of a new
 * e-mail or phone is made, of the kind `user_type` and with `name`, when its code is entered.
 */
export const signinRequestSchema = z
  .object({
    email: z.preprocess(blankToUndefined, emailField.optional()),
    phone: z.preprocess(blankToUndefined, phoneField.optional()),
    user_type: z.enum(USER_TYPES, { error: AUTH_MESSAGES.userType }),
    name: z.preprocess(blankToUndefined, personName.optional()),
  })
  .refine((b) => b.email !== undefined || b.phone !== undefined, {
    message: AUTH_MESSAGES.identifierRequired,
    path: ['email'],
  });
export type SigninRequest = z.output<typeof signinRequestSchema>;

/**
 * The same for every e-mail or phone. `is_astrologer` repeats the kind asked for (user_type 'astro'); whether the
 * account is of that kind is told by /auth/submit-otp, once the code has proved the e-mail or phone is the caller's.
 */
export const signinResponseSchema = z.object({
  message: z.string(),
  is_astrologer: z.boolean(),
});
export type SigninResponse = z.infer<typeof signinResponseSchema>;

/** Six digits; a number is accepted too (a client may have lost the leading zeros). */
export const otpField = z.preprocess(
  (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 1e6 ? String(v).padStart(OTP_LENGTH, '0') : typeof v === 'string' ? v.trim() : v),
  z.string({ error: AUTH_MESSAGES.otpFormat }).regex(/^\d{6}$/, { error: AUTH_MESSAGES.otpFormat }),
);

/**
 * POST /auth/submit-otp: username is the e-mail or phone sent to /auth/signin. A sign-up may give its consent here:
 * when both flags are true and the account has none recorded, their time is recorded (else the account gives it
 * with POST /api/account/consent before anything else).
 */
export const submitOtpRequestSchema = z.object({
  username: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string({ error: AUTH_MESSAGES.usernameRequired }).trim().min(1, { error: AUTH_MESSAGES.usernameRequired }).max(EMAIL_MAX, { error: AUTH_MESSAGES.usernameRequired }),
  ),
  otp: otpField,
  age_confirmed: consentFlag(AUTH_MESSAGES.ageRequired),
  privacy_consent: consentFlag(AUTH_MESSAGES.privacyConsentRequired),
});
export type SubmitOtpRequest = z.output<typeof submitOtpRequestSchema>;

export const submitOtpResponseSchema = z.object({
  accessToken: z.string(),
  /** The language the account reads: the app shows it on this device too (docs/decisions/languages.md). */
  locale: z.enum(LOCALES),
  user_id: z.number().int(),
  /** The name given at sign-up (null when none was): the profile form starts with it. */
  name: z.string().nullable(),
  role: z.enum(ROLES),
  is_astrologer: z.boolean(),
  is_astroprofile_exist: z.boolean(),
  is_verified_astrologer: z.boolean(),
  /** The account was made by this code. */
  is_new_user: z.boolean(),
  /** The account has not given its consent yet: every route but consent, sign-out and deletion answers 403 until it does. */
  consent_required: z.boolean(),
});
export type SubmitOtpResponse = z.infer<typeof submitOtpResponseSchema>;

/** POST /auth/verify-token. */
export const verifyTokenRequestSchema = z.object({
  token: z.string({ error: AUTH_MESSAGES.tokenRequired }).trim().min(1, { error: AUTH_MESSAGES.tokenRequired }).max(1000, { error: AUTH_MESSAGES.tokenInvalid }),
});
export const verifyTokenResponseSchema = z.object({
  user_id: z.number().int(),
  role: z.enum(ROLES),
  is_admin: z.boolean(),
});
export type VerifyTokenResponse = z.infer<typeof verifyTokenResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** GET /dev/outbox?to= (development only). */
export const outboxQuerySchema = z.object({
  to: z.string({ error: AUTH_MESSAGES.identifierRequired }).trim().min(1, { error: AUTH_MESSAGES.identifierRequired }).max(EMAIL_MAX),
});
export const outboxMessageSchema = z.object({
  to: z.string(),
  channel: z.enum(['email', 'sms']),
  code: z.string().nullable(),
  subject: z.string(),
  /** The message as the person reads it, in their language. */
  text: z.string(),
  /** The files an e-mail carried (a booking reminder's .ics), their text as sent. */
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), content: z.string() })),
  created_at: z.string(),
});
export const outboxResponseSchema = z.array(outboxMessageSchema);

// ---- Forms (the web app resolves react-hook-form with these) ----

const requiredEmail = (required: string, invalid: string) =>
  z.string().trim().min(1, { error: required }).max(EMAIL_MAX, { error: invalid }).regex(EMAIL_PATTERN, { error: invalid }).transform((v) => v.toLowerCase());
const optionalFormPhone = z
  .string()
  .trim()
  .refine((v) => v === '' || normalisePhone(v) !== null, { error: AUTH_MESSAGES.phone });
const optionalFormEmail = z
  .string()
  .trim()
  .refine((v) => v === '' || normaliseEmail(v) !== null, { error: AUTH_MESSAGES.email });

/** /user/signup and /astrologer/signup: a name, and an e-mail or a phone number (or both). */
export const registrationFormSchema = z
  .object({ name: personName, email: optionalFormEmail, phone: optionalFormPhone })
  .refine((v) => v.email !== '' || v.phone !== '', { message: AUTH_MESSAGES.identifierRequired, path: ['email'] });
export type RegistrationFormValues = z.input<typeof registrationFormSchema>;

/** The two consent checkboxes (both required): on a sign-up's code page, and on the consent screen. */
export const signupConsentFormSchema = z.object({
  age_confirmed: z.literal(true, { error: AUTH_MESSAGES.ageRequired }),
  privacy_consent: z.literal(true, { error: AUTH_MESSAGES.privacyConsentRequired }),
});
export type SignupConsentFormValues = z.input<typeof signupConsentFormSchema>;

/** Astrologer registration: the name is required (letters only is the user form's rule). */
export const astrologerRegistrationFormSchema = z
  .object({
    name: z.string().trim().min(1, { error: AUTH_MESSAGES.nameRequired }).max(NAME_MAX, { error: AUTH_MESSAGES.nameTooLong }),
    email: optionalFormEmail,
    phone: optionalFormPhone,
  })
  .refine((v) => v.email !== '' || v.phone !== '', { message: AUTH_MESSAGES.identifierRequired, path: ['email'] });

/** Login, Email tab (user login lower-cases the e-mail). */
export const emailLoginFormSchema = z.object({ email: requiredEmail(AUTH_MESSAGES.email, AUTH_MESSAGES.email) });
/** Login, Phone tab. */
export const phoneLoginFormSchema = z.object({
  phone: z.string().trim().refine((v) => normalisePhone(v) !== null, { error: AUTH_MESSAGES.phone }).transform((v) => normalisePhone(v) ?? v),
});

/** /admin-login, Email tab. */
export const adminEmailLoginFormSchema = z.object({
  email: requiredEmail(AUTH_MESSAGES.adminEmailRequired, AUTH_MESSAGES.adminEmailInvalid),
});
/** /admin-login, Phone tab. */
export const adminPhoneLoginFormSchema = z.object({
  phone: z
    .string()
    .trim()
    .min(1, { error: AUTH_MESSAGES.adminPhoneRequired })
    .refine((v) => normalisePhone(v) !== null, { error: AUTH_MESSAGES.phone })
    .transform((v) => normalisePhone(v) ?? v),
});

/** The six code boxes joined. */
export const otpFormSchema = z.object({ otp: z.string().regex(/^\d{6}$/, { error: AUTH_MESSAGES.otpFormat }) });
