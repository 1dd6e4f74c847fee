// The money module's public surface: the only file other modules import (docs/decisions/money.md). Every write
// moves a balance and appends the ledger rows that explain it inside the caller's transaction; the reads serve the
// screens that show money; the commission and the tariff are pure rules.
import type { Tx } from '../../db/client.ts';
import * as ledger from './ledger.ts';

/** Credits a user's wallet (a paid recharge, or an admin's adjustment); answers the new balance. */
export function creditUser(
  tx: Tx,
  userId: number,
  amountPaise: number,
  type: 'recharge' | 'adjustment',
  links: Pick<ledger.UserEntryLinks, 'rechargeId' | 'note'> = {},
): Promise<number> {
  return ledger.creditUser(tx, userId, amountPaise, type, links);
}

/** Debits a user's wallet by an adjustment; answers the new balance, or null (nothing changed) when it is short. */
export function debitUser(tx: Tx, userId: number, amountPaise: number, note: string): Promise<number | null> {
  return ledger.debitUser(tx, userId, amountPaise, 'adjustment', { note });
}

/** An account's deletion gives up what the wallet holds: one adjustment takes it to zero, so the ledger explains it. */
export async function forfeitBalance(tx: Tx, userId: number, balancePaise: number, note: string): Promise<void> {
  if (balancePaise > 0) await ledger.debitUser(tx, userId, balancePaise, 'adjustment', { note });
}

export {
  // Writes, each in the caller's transaction.
  transferMinute,
  payFreeQuestionFee,
  settlePayout,
  lockRefund,
  refundConsultation,
  recordOpeningLedger,
  recordOpeningWallets,
  type OpeningUserEntry,
  type PayoutEntries,
  type RefundSplit,
  type OpeningLedgerRow,
} from './ledger.ts';
export { holdForBooking, lockBookingParties, settleBookingHold, type BookingSettlement } from './bookings.ts';
export {
  // Reads.
  userBalance,
  astrologerBalance,
  statementPage,
  countStatement,
  type StatementRow,
  astrologerEarnings,
  platformBalance,
  hasFreeQuestionFees,
  freeQuestionFeesSum,
  userEntriesForExport,
  astrologerLedgerForExport,
} from './money.repository.ts';
export { splitWallet, percentToBp, bpToPercent, type WalletSplit } from './commission.ts';
export {
  minuteCost,
  chargeFor,
  minimumToStart,
  minutesCovered,
  astrologerDropRefund,
  lowBalanceBelow,
  suggestedTopUpRupees,
} from './tariff.ts';
