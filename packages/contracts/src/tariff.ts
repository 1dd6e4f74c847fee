// The tariff's numbers, published once for the API and the web: how many minutes a wallet must cover to start a
// consultation, when the user is warned, and what a recharge suggests. The rules that use them live in the API's
// modules/money/tariff.ts (docs/decisions/money.md).

/** A consultation is refused unless the wallet covers this many minutes (CONSULT_MIN_MINUTES may override it). */
export const MIN_START_MINUTES = 5;

/** The user is warned when the wallet covers fewer minutes than this. */
export const LOW_BALANCE_MINUTES = 2;

/** The recharge suggested from a running session's low-balance warning buys this many more minutes. */
export const TOP_UP_MINUTES = 10;

/** The whole rupees a recharge must be to cover `paise` (at least 1): what a recharge link asks for. */
export const rechargeRupees = (paise: number): number => Math.max(1, Math.ceil(paise / 100));

/**
 * How many whole minutes `balancePaise` buys at `ratePaise` (unbounded when the minutes are free): the one count the API
 * bills by and the room shows.
 */
export function minutesAffordable(balancePaise: number, ratePaise: number): number {
  for (const [what, paise] of [
    ['balance', balancePaise],
    ['rate', ratePaise],
  ] as const) {
    if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`${what} must be whole paise >= 0`);
  }
  return ratePaise === 0 ? Number.POSITIVE_INFINITY : Math.floor(balancePaise / ratePaise);
}
