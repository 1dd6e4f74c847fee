// The wait before another code may be sent: the cool-down after a send, or the wait a refusal (429) names.
import { OTP_RESEND_COOLDOWN_SECONDS } from '@app/contracts/auth';
import { useEffect, useState } from 'react';

export function useCooldown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return { left, start: (seconds: number = OTP_RESEND_COOLDOWN_SECONDS) => setLeft(seconds) };
}
