// Trust and safety: what the filter masks in what people write to each other (docs/decisions/safety.md).

/** Contact details (a phone number, an e-mail address, a UPI id, a link, a social handle), and abuse. */
export const MASK_KINDS = ['phone', 'email', 'upi', 'link', 'handle', 'abuse'] as const;
export type MaskKind = (typeof MASK_KINDS)[number];
