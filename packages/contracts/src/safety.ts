// Trust and safety: what the filter masks in what people write to each other, reports of consultations and blocks
// between accounts (docs/decisions/safety.md).
import './zod-setup.ts';
import { z } from 'zod';
import { idNumber } from './common.ts';

/** Contact details (a phone number, an e-mail address, a UPI id, a link, a social handle), and abuse. */
export const MASK_KINDS = ['phone', 'email', 'upi', 'link', 'handle', 'abuse'] as const;
export type MaskKind = (typeof MASK_KINDS)[number];

/** What the filter masked in the text just written, told back to its writer (empty when nothing). */
export const maskedKinds = z.array(z.enum(MASK_KINDS));

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

// ---- The admin's moderation queue ----

export const MODERATION_MESSAGES = {
  reportNotFound: 'Report not found',
  flagNotFound: 'Flag not found',
  alreadyClosed: 'This has already been dealt with.',
  dismissed: 'Report dismissed.',
  resolved: 'Flag resolved.',
  noteTooLong: 'Please keep the note to 500 characters.',
  warned: 'Warning sent.',
  refundedFromQueue: 'Refund issued successfully!',
  refundUserOnly: 'Only a report made by the user can be refunded to them.',
  suspended: 'Account suspended.',
  reinstated: 'Account reinstated.',
  accountNotFound: 'Account not found',
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',
  adminNotSuspendable: "An admin's account cannot be suspended here.",
  suspendReasonInvalid: 'Choose why the account is suspended.',
} as const;

/** What an account that is suspended reads wherever it is refused. */
export const SUSPENDED_MESSAGE = 'Your account is suspended. Write to support if you think this is a mistake.';

/** Why the admin suspended an account: the reasons a report can give. */
export const SUSPENSION_REASONS = REPORT_REASONS;

/** An account's suspension as it is shown to the account (the astrologer's console). */
export const accountSuspension = z.object({
  reason: z.enum(SUSPENSION_REASONS),
  /** The admin's words to the account. */
  note: z.string(),
  since: z.string(),
});
export type AccountSuspension = z.infer<typeof accountSuspension>;

/** An account as the queue names it. */
export const moderationParty = z.object({ account_id: z.number().int(), name: z.string(), role: z.string() });

export const moderationReport = z.object({
  report_id: z.number().int(),
  consultation_id: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  text: z.string(),
  status: z.enum(['open', 'dismissed', 'actioned']),
  reporter: moderationParty,
  reported: moderationParty,
  /** Reports about the same account, this one included. */
  reports_against: z.number().int(),
  created_at: z.string(),
});
export type ModerationReport = z.infer<typeof moderationReport>;

export const moderationFlag = z.object({
  flag_id: z.number().int(),
  account: moderationParty,
  strikes: z.number().int(),
  /** What the filter masked of theirs in the 24 hours before the flag, by kind. */
  kinds: z.record(z.string(), z.number().int()),
  created_at: z.string(),
});
export type ModerationFlag = z.infer<typeof moderationFlag>;

/** What the audit log records: each look at a transcript, and each action. */
export const MODERATION_ACTIONS = [
  'view_report',
  'dismiss_report',
  'resolve_flag',
  'warn',
  'refund',
  'suspend',
  'reinstate',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const moderationAuditEntry = z.object({
  audit_id: z.number().int(),
  admin: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  report_id: z.number().int().nullable(),
  flag_id: z.number().int().nullable(),
  /** The account warned, suspended or reinstated. */
  account_id: z.number().int().nullable(),
  note: z.string(),
  created_at: z.string(),
});
export type ModerationAuditEntry = z.infer<typeof moderationAuditEntry>;

/** An account the admin suspended, until reinstated. */
export const suspendedAccount = z.object({
  account: moderationParty,
  reason: z.enum(SUSPENSION_REASONS),
  note: z.string(),
  since: z.string(),
});
export type SuspendedAccount = z.infer<typeof suspendedAccount>;

/** GET /api/admin/moderation: the open reports and flags (oldest first), the suspended accounts, the latest audit. */
export const moderationQueue = z.object({
  reports: z.array(moderationReport),
  flags: z.array(moderationFlag),
  suspended: z.array(suspendedAccount),
  audit: z.array(moderationAuditEntry),
});

/** One line of a reported consultation's transcript. */
export const transcriptLine = z.object({
  message_id: z.number().int(),
  sender: z.enum(['user', 'astro']),
  text: z.string().nullable(),
  voice_url: z.string().nullable(),
  voice_duration_ms: z.number().int().nullable(),
  masked: z.array(z.enum(MASK_KINDS)),
  created_at: z.string(),
});

/** GET /api/admin/moderation/reports/:id: the report, the transcript around its moment, and what was done with it. */
export const moderationReportDetail = z.object({
  report: moderationReport,
  transcript: z.array(transcriptLine),
  audit: z.array(moderationAuditEntry),
});
export type ModerationReportDetail = z.infer<typeof moderationReportDetail>;

export const moderationNoteBody = z.object({
  note: z.string({ error: MODERATION_MESSAGES.noteTooLong }).trim().max(500, { error: MODERATION_MESSAGES.noteTooLong }).default(''),
});

/** POST /api/admin/moderation/accounts/:id/suspend: why, the admin's words to the account, and what led to it. */
export const suspendBody = moderationNoteBody.extend({
  reason: z.enum(SUSPENSION_REASONS, { error: MODERATION_MESSAGES.suspendReasonInvalid }),
  /** The report or the flag acted on, closed with the suspension. */
  report_id: idNumber('report_id must be a positive whole number').optional(),
  flag_id: idNumber('flag_id must be a positive whole number').optional(),
});
export type SuspendBody = z.input<typeof suspendBody>;
