// The policy facts every legal page repeats as numbers (ages, hours, the date of the current version), written once
// so they never disagree; the facts in words (shipping times, the law and courts) are in the pages catalogue.

/** The day the policies were last changed (shown in the page's language). */
export const POLICIES_UPDATED = '2026-11-22';

export const MIN_AGE = 18;
export const CHILD_AGE = 13;

/** Hours after delivery within which a damaged or wrong parcel must be reported. */
export const DAMAGE_REPORT_HOURS = 48;

/**
 * The fair meter's numbers as the terms state them: the API's defaults, CONSULT_FIRST_REPLY_S (120 s) and
 * FIRST_SESSION_FREE_MINUTES (3) (docs/decisions/fair-meter.md).
 */
export const FIRST_REPLY_MINUTES = 2;
export const FIRST_SESSION_FREE_MINUTES = 3;
