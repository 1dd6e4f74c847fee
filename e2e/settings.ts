// Settings the e2e server starts with that the journeys also need to know.

/**
 * Seconds one e-mail or phone waits between two one-time codes on the e2e server (OTP_RESEND_COOLDOWN_S): short,
 * so no journey sleeps through the real minute, and long enough for the journey that asks twice to see the refusal.
 */
export const OTP_COOLDOWN_S = 20;
