// Contact form: the request body of POST /api/contact, its answer, and the spec's exact messages.
import './zod-setup.ts';
import { z } from 'zod';
import { AUTH_MESSAGES } from './auth.ts';

export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;

export const CONTACT_MESSAGES = {
  name: 'Please enter a valid full name (at least 3 characters).',
  nameTooLong: `Name must be at most ${CONTACT_NAME_MAX} characters.`,
  email: AUTH_MESSAGES.email,
  contactNumber: 'Please enter a valid 10-digit phone number.',
  message: 'Message must be at least 10 characters long.',
  messageTooLong: `Message must be at most ${CONTACT_MESSAGE_MAX} characters long.`,
} as const;

export const CONTACT_SUCCESS = 'Message sent successfully!';
export const CONTACT_FAILURE = 'Failed to send message. Please try again.';
/** How long the success message stays on the contact page. */
export const CONTACT_SUCCESS_VISIBLE_MS = 3000;

// Letters of any script (Devanagari names carry combining marks, hence \p{M}) and spaces.
const NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;
// An Indian mobile number: 10 digits, the first 6 to 9.
const PHONE_PATTERN = /^[6-9]\d{9}$/;

export const contactSchema = z.object({
  name: z
    .string({ error: CONTACT_MESSAGES.name })
    .trim()
    .min(3, { error: CONTACT_MESSAGES.name })
    .max(CONTACT_NAME_MAX, { error: CONTACT_MESSAGES.nameTooLong })
    .regex(NAME_PATTERN, { error: CONTACT_MESSAGES.name }),
  email: z
    .string({ error: CONTACT_MESSAGES.email })
    .trim()
    .max(CONTACT_EMAIL_MAX, { error: CONTACT_MESSAGES.email })
    .pipe(z.email({ error: CONTACT_MESSAGES.email })),
  // People type "98765 43210" or "98765-43210"; separators carry no meaning, so they are dropped.
  contactNumber: z
    .string({ error: CONTACT_MESSAGES.contactNumber })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(PHONE_PATTERN, { error: CONTACT_MESSAGES.contactNumber })),
  message: z
    .string({ error: CONTACT_MESSAGES.message })
    .trim()
    .min(CONTACT_MESSAGE_MIN, { error: CONTACT_MESSAGES.message })
    .max(CONTACT_MESSAGE_MAX, { error: CONTACT_MESSAGES.messageTooLong }),
});

/** What the form holds (before trimming and separator removal). */
export type ContactFormValues = z.input<typeof contactSchema>;
/** What the server receives after parsing. */
export type ContactRequest = z.output<typeof contactSchema>;

/** 201 answer of POST /api/contact. */
export const contactResponseSchema = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
