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
