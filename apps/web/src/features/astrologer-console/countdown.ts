// Time left to answer a request, read on the server's clock, and the ticking "now" that redraws it.
import { useEffect, useState } from 'react';

/** Whole seconds until `acceptBy` on the server's clock (this browser's `now` plus the offset); never below 0. */
export function secondsLeft(acceptBy: string, clockOffsetMs: number, now: number): number {
  const deadline = Date.parse(acceptBy);
  if (!Number.isFinite(deadline)) return 0;
  return Math.max(0, Math.ceil((deadline - (now + clockOffsetMs)) / 1000));
}

/** "1:05" for 65 seconds. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Date.now(), refreshed every `everyMs` while `running`. */
export function useNow(running: boolean, everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(Date.now());
    // A clock that was stopped is stale: catch up at once, then tick.
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, everyMs);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [running, everyMs]);
  return now;
}
