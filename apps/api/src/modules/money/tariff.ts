// The tariff: what a consultation costs and when, as pure functions of plain values (paise, minutes, instants) with
// no rows, no clock and no database, so the rules can be read and tested on their own. The numbers come from
// @app/contracts/tariff, which the web reads too.
import { LOW_BALANCE_MINUTES, MIN_START_MINUTES, rechargeRupees, TOP_UP_MINUTES } from '@app/contracts/tariff';

function wholePaise(paise: number, what: string): void {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`${what} must be whole paise >= 0`);
}

/** Minute k (from 0) costs the rate fixed when the session was requested, charged whole when it starts. */
export function minuteCost(ratePaise: number, _k: number): number {
  wholePaise(ratePaise, 'rate');
  return ratePaise;
}

/** What `minutesStarted` minutes cost: each started minute is paid in full. */
export function chargeFor(ratePaise: number, minutesStarted: number): number {
  wholePaise(ratePaise, 'rate');
  return minutesStarted * ratePaise;
}

/** When minute k (from 0) starts: minute 0 at the start, each next one `minuteSeconds` later. */
export function minuteStart(startedAt: Date, minuteSeconds: number, k: number): Date {
  return new Date(startedAt.getTime() + k * minuteSeconds * 1000);
}

/** The balance a wallet must hold to start a consultation: `minutes` (MIN_START_MINUTES unless configured) at the rate. */
export function minimumToStart(ratePaise: number, minutes: number = MIN_START_MINUTES): number {
  return chargeFor(ratePaise, minutes);
}

/** How many whole minutes `balancePaise` buys at the rate (unbounded when the minutes are free). */
export function minutesAffordable(balancePaise: number, ratePaise: number): number {
  wholePaise(balancePaise, 'balance');
  wholePaise(ratePaise, 'rate');
  return ratePaise === 0 ? Number.POSITIVE_INFINITY : Math.floor(balancePaise / ratePaise);
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
