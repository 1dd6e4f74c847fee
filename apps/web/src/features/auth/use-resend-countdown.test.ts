// The resend countdown agrees with the server: counted from the last send (a 429's wait is lib/error-message's cooldownSecondsOf).
import { OTP_RESEND_COOLDOWN_SECONDS } from '@app/contracts/auth';
import { describe, expect, it } from 'vitest';
import { secondsLeft } from './use-resend-countdown.ts';

describe('secondsLeft', () => {
  it('counts the cool-down down from the time of sending', () => {
    const now = 1_000_000;
    expect(secondsLeft(now, now)).toBe(OTP_RESEND_COOLDOWN_SECONDS);
    expect(secondsLeft(now - 10_500, now)).toBe(OTP_RESEND_COOLDOWN_SECONDS - 10);
    expect(secondsLeft(now - OTP_RESEND_COOLDOWN_SECONDS * 1000, now)).toBe(0);
  });

  it('is 0 when nothing was sent and never exceeds the cool-down (clock skew)', () => {
    expect(secondsLeft(undefined)).toBe(0);
    expect(secondsLeft(2_000_000, 1_000_000)).toBe(OTP_RESEND_COOLDOWN_SECONDS);
  });
});
