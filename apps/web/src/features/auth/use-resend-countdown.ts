// The resend control's countdown: the server's cool-down counted from when the last code was sent.
import { OTP_RESEND_COOLDOWN_SECONDS } from '@app/contracts/auth';
import { useEffect, useState } from 'react';

/** Seconds still to wait after a send at `sentAt` (ms since epoch); 0 when unknown or over. */
export function secondsLeft(sentAt: number | undefined, now: number = Date.now()): number {
  if (sentAt === undefined) return 0;
  const left = Math.ceil(OTP_RESEND_COOLDOWN_SECONDS - (now - sentAt) / 1000);
  return Math.max(0, Math.min(OTP_RESEND_COOLDOWN_SECONDS, left));
}

export function useResendCountdown(sentAt: number | undefined) {
  const [left, setLeft] = useState(() => secondsLeft(sentAt));
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return { left, restart: (seconds: number = OTP_RESEND_COOLDOWN_SECONDS) => setLeft(seconds) };
}
