// How the free-question section writes the time left on a claim and the fee.
import { formatNumber, formatRupees } from '../../lib/format.ts';
import { tNow } from '../../lib/i18n.tsx';
import { clockText } from './countdown.ts';

/** "23 h 05 min left", "42 min left", "4:09 left"; "Time is up" at 0. */
export function timeLeftText(seconds: number): string {
  if (seconds <= 0) return tNow('console:question.timeUp');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0) return tNow('console:question.hoursLeft', { hours, minutes: String(minutes).padStart(2, '0') });
  if (minutes >= 10) return tNow('console:question.minutesLeft', { minutes });
  return tNow('console:question.clockLeft', { clock: clockText(seconds) });
}

/** 10 -> "₹10", 12.5 -> "₹12.50": a whole fee reads better without paise. */
export function feeText(rupees: number): string {
  return Number.isInteger(rupees) ? `₹${formatNumber(rupees)}` : formatRupees(rupees);
}
