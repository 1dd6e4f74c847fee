// How the free-question section writes the time left on a claim and the fee.
import { formatRupees } from '../../lib/format.ts';
import { clockText } from './countdown.ts';

/** "23 h 05 min left", "42 min left", "4:09 left"; "Time is up" at 0. */
export function timeLeftText(seconds: number): string {
  if (seconds <= 0) return 'Time is up';
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0) return `${hours} h ${String(minutes).padStart(2, '0')} min left`;
  if (minutes >= 10) return `${minutes} min left`;
  return `${clockText(seconds)} left`;
}

/** 10 -> "₹10", 12.5 -> "₹12.50": a whole fee reads better without paise. */
export function feeText(rupees: number): string {
  return Number.isInteger(rupees) ? `₹${rupees.toLocaleString('en-IN')}` : formatRupees(rupees);
}
