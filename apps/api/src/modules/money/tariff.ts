// The tariff: what a consultation costs and when, as pure functions of plain values (paise, minutes, instants) with
// no rows, no clock and no database, so the rules can be read and tested on their own. The numbers come from
// @app/contracts/tariff, which the web reads too.
import {
  LOW_BALANCE_MINUTES,
  MIN_START_MINUTES,
  minutesAffordable,
  rechargeRupees,
  TOP_UP_MINUTES,
} from '@app/contracts/tariff';

export { minutesAffordable };

function wholePaise(paise: number, what: string): void {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`${what} must be whole paise >= 0`);
}

/**
 * What the user pays for minute k (from 0): the rate fixed when the session was requested, charged whole when it
 * starts; nothing for the first `freeMinutes` (a first session on the house), which the platform pays instead.
 */
export function minuteCost(ratePaise: number, k: number, freeMinutes = 0): number {
  wholePaise(ratePaise, 'rate');
  return k < freeMinutes ? 0 : ratePaise;
}

/** What the user pays for `minutesStarted` minutes: each started minute past the free ones is paid in full. */
export function chargeFor(ratePaise: number, minutesStarted: number, freeMinutes = 0): number {
  wholePaise(ratePaise, 'rate');
  return Math.max(0, minutesStarted - freeMinutes) * ratePaise;
}

/** What the astrologer earns for `minutesStarted` minutes: the rate for every one, the free ones included. */
export function earningFor(ratePaise: number, minutesStarted: number): number {
  return chargeFor(ratePaise, minutesStarted);
}

/** What the platform pays for the free minutes among `minutesStarted`: the promotion's cost. */
export function promotionFor(ratePaise: number, minutesStarted: number, freeMinutes: number): number {
  wholePaise(ratePaise, 'rate');
  return Math.min(minutesStarted, freeMinutes) * ratePaise;
}

/**
 * What a session that ends when the astrologer's side was lost gives back: the last started minute, when the user
 * paid for it (a free minute cost the user nothing). A user's own drop gives nothing back.
 */
export function astrologerDropRefund(ratePaise: number, minutesStarted: number, freeMinutes: number): number {
  return minutesStarted === 0 ? 0 : minuteCost(ratePaise, minutesStarted - 1, freeMinutes);
}

/** When minute k (from 0) starts: minute 0 at the start, each next one `minuteSeconds` later. */
export function minuteStart(startedAt: Date, minuteSeconds: number, k: number): Date {
  return new Date(startedAt.getTime() + k * minuteSeconds * 1000);
}

/**
 * The balance a wallet must hold to start a consultation: `minutes` (MIN_START_MINUTES unless configured) at the rate,
 * less the free ones.
 */
export function minimumToStart(
  ratePaise: number,
  minutes: number = MIN_START_MINUTES,
  freeMinutes = 0,
): number {
  return chargeFor(ratePaise, minutes, freeMinutes);
}

/** How many minutes a session could last on `balancePaise`: the free ones, then those the balance buys. */
export function minutesCovered(balancePaise: number, ratePaise: number, freeMinutes = 0): number {
  return freeMinutes + minutesAffordable(balancePaise, ratePaise);
}

/** A balance below this buys fewer than LOW_BALANCE_MINUTES minutes: the user is warned. */
export function lowBalanceBelow(ratePaise: number): number {
  return chargeFor(ratePaise, LOW_BALANCE_MINUTES);
}

/** Whether the user is warned: the balance buys fewer than LOW_BALANCE_MINUTES minutes at the rate. */
export function isLowBalance(balancePaise: number, ratePaise: number): boolean {
  return balancePaise < lowBalanceBelow(ratePaise);
}

/** The recharge the warning suggests: TOP_UP_MINUTES more minutes, in whole rupees (at least 1). */
export function suggestedTopUpRupees(ratePaise: number): number {
  return rechargeRupees(chargeFor(ratePaise, TOP_UP_MINUTES));
}
