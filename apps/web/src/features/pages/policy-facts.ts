// The policy facts every legal page repeats (ages, shipping times, jurisdiction), written once so they never disagree.

export const POLICIES_UPDATED = '22 November 2026';

export const MIN_AGE = 18;
export const CHILD_AGE = 13;

export const SHIPPING = {
  processing: '24-48 hours',
  delivery: '3 to 7 business days',
} as const;

/** Hours after delivery within which a damaged or wrong parcel must be reported. */
export const DAMAGE_REPORT_HOURS = 48;

export const JURISDICTION = {
  law: 'the laws of India',
  courts: 'the courts at Jaipur, Rajasthan',
} as const;
