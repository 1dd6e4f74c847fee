// Admin-created astrologer accounts: POST /admin/create-user, the form's account section and its messages (section 5).
import { z } from 'zod';
import { blankToUndefined } from './common.ts';
import { AUTH_MESSAGES, EMAIL_MAX } from './auth.ts';

export const ADMIN_ACCOUNT_MESSAGES = {
  emailRequired: 'Email is required',
  email: AUTH_MESSAGES.email,
  phoneRequired: 'Phone number is required',
  phone: 'Please enter a valid phone number (10-15 digits)',
  userType: "user_type must be 'astro'",
  emailTaken: 'An account with this email already exists.',
  phoneTaken: 'An account with this phone number already exists.',
  accountSectionFirst: 'Please complete the user account section first',
} as const;
const M = ADMIN_ACCOUNT_MESSAGES;

/** The typed phone with spaces, dashes, dots, brackets and a leading + removed. */
export const phoneDigits = (v: string) => v.replace(/[\s\-().+]/g, '');
export const createUserSchema = z.object({
  email: z.preprocess(
    blankToUndefined,
    z
      .string({ error: M.emailRequired })
      .trim()
      .toLowerCase()
      .max(EMAIL_MAX, { error: M.email })
      .pipe(z.email({ error: M.email })),
  ),
  phone: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : blankToUndefined(v)),
    z
      .string({ error: M.phoneRequired })
      .transform(phoneDigits)
      .pipe(z.string().regex(/^\d{10,15}$/, { error: M.phone })),
  ),
  user_type: z.preprocess(blankToUndefined, z.literal('astro', { error: M.userType }).default('astro')),
});
export type CreateUserRequest = z.output<typeof createUserSchema>;
export type CreateUserForm = z.input<typeof createUserSchema>;
/** The stored phone: the last 10 digits (a country code such as 91 is dropped). */
export const normalisePhone = (digits: string) => digits.slice(-10);

export const createUserResponseSchema = z.object({
  user: z.object({ id: z.number().int(), email: z.string().nullable(), phone: z.string().nullable() }),
  message: z.string(),
});
export type CreateUserResponse = z.infer<typeof createUserResponseSchema>;
