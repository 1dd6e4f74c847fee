// Time as the server tells it: a session carries server_time, so the page corrects its own clock by the difference
// and countdowns and running times agree with the server's, whatever the device's clock says.
import { tNow } from '../../lib/i18n.tsx';

/** Milliseconds to add to Date.now() to get the server's time, measured when `serverTime` arrived. */
export function clockOffset(serverTime: string, receivedAt: number = Date.now()): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** Whole seconds from `from` to `to` (ISO strings or ms), never negative. */
export function secondsBetween(from: string | number, to: string | number): number {
  const a = typeof from === 'number' ? from : Date.parse(from);
  const b = typeof to === 'number' ? to : Date.parse(to);
  if (Number.isNaN(a) || Number.isNaN(b)) return 0;
  return Math.max(0, Math.floor((b - a) / 1000));
}

export { formatClock } from '../../lib/clock-text.ts';

/** 95 -> "1 min 35 s" in the shown language, for sentences and screen readers. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const m = Math.floor(s / 60);
  return m > 0
    ? tNow('consult:duration.minutesSeconds', { minutes: m, seconds: s % 60 })
    : tNow('consult:duration.seconds', { seconds: s });
}
