// Trust and safety: what the filter masks in what people write to each other, reports of consultations and blocks
// between accounts (docs/decisions/safety.md).
import './zod-setup.ts';
import { z } from 'zod';

/** Contact details (a phone number, an e-mail address, a UPI id, a link, a social handle), and abuse. */
export const MASK_KINDS = ['phone', 'email', 'upi', 'link', 'handle', 'abuse'] as const;
export type MaskKind = (typeof MASK_KINDS)[number];

/** Why a consultation is reported. */
export const REPORT_REASONS = ['harassment', 'fear_selling', 'explicit', 'off_platform', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_TEXT_MAX = 1000;

export const SAFETY_MESSAGES = {
  reported: 'Thank you. Our team will look at this consultation.',
  reportExists: 'You have already reported this consultation.',
  reasonInvalid: 'Choose why you are reporting this consultation.',
  textTooLong: `Please keep it to ${REPORT_TEXT_MAX} characters.`,
  blocked: 'Blocked. You will not be matched again.',
  unblocked: 'Unblocked.',
  blockNotFound: 'This account is not blocked.',
} as const;

/** POST /api/consultations/:id/report: why, in the reporter's words if they like, and whether to block as well. */
export const reportBody = z.object({
  reason: z.enum(REPORT_REASONS, { error: SAFETY_MESSAGES.reasonInvalid }),
  text: z
    .string({ error: SAFETY_MESSAGES.textTooLong })
    .trim()
    .max(REPORT_TEXT_MAX, { error: SAFETY_MESSAGES.textTooLong })
    .default(''),
  block: z.boolean({ error: 'block must be true or false' }).default(false),
});
export type ReportBody = z.input<typeof reportBody>;

/** An account the caller blocked, as GET /api/blocks lists it. */
export const blockedAccount = z.object({
  account_id: z.number().int(),
  name: z.string(),
  /** The astrologer's directory id when the blocked account is an astrologer's. */
  astro_id: z.number().int().nullable(),
  blocked_at: z.string(),
});
export type BlockedAccount = z.infer<typeof blockedAccount>;
export const blocksResponse = z.object({ blocks: z.array(blockedAccount) });
