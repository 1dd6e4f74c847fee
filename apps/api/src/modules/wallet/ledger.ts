// The only writes to wallets: each moves a balance and appends the ledger row that explains it, in the caller's
// transaction. A user's balance never goes below zero (a CHECK in the database), nor an astrologer's.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { astrologers, userWalletEntries, userWallets, walletLedger } from '../../db/schema/index.ts';

export type UserEntryType = 'recharge' | 'consultation' | 'refund' | 'adjustment';

export interface UserEntryLinks {
  rechargeId?: number;
  consultationId?: number;
  minuteIndex?: number;
  refundId?: number;
  note?: string;
}

/** Adds `amountPaise` (> 0) to the user's wallet, creating it on first use; answers the new balance. */
export async function creditUser(
  tx: Tx,
  userId: number,
  amountPaise: number,
  type: UserEntryType,
  links: UserEntryLinks = {},
): Promise<number> {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) throw new RangeError('credit must be whole paise > 0');
  const [wallet] = await tx
    .insert(userWallets)
    .values({ userId, balancePaise: amountPaise })
    .onConflictDoUpdate({
      target: userWallets.userId,
      set: { balancePaise: sql`${userWallets.balancePaise} + excluded.balance_paise`, updatedAt: new Date() },
    })
    .returning({ balance: userWallets.balancePaise });
  const balance = wallet!.balance;
  await tx.insert(userWalletEntries).values({ userId, entryType: type, amountPaise, balanceAfterPaise: balance, ...links });
  return balance;
}

/**
 * Takes `amountPaise` (> 0) from the user's wallet when it covers it; answers the new balance, or null (and changes
 * nothing) when it does not.
 */
export async function debitUser(
  tx: Tx,
  userId: number,
  amountPaise: number,
  type: UserEntryType,
  links: UserEntryLinks = {},
): Promise<number | null> {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) throw new RangeError('debit must be whole paise > 0');
  const [wallet] = await tx
    .update(userWallets)
    .set({ balancePaise: sql`${userWallets.balancePaise} - ${amountPaise}`, updatedAt: new Date() })
    .where(sql`${userWallets.userId} = ${userId} and ${userWallets.balancePaise} >= ${amountPaise}`)
    .returning({ balance: userWallets.balancePaise });
  if (!wallet) return null;
  await tx
    .insert(userWalletEntries)
    .values({ userId, entryType: type, amountPaise: -amountPaise, balanceAfterPaise: wallet.balance, ...links });
  return wallet.balance;
}

/** The user's balance in paise (0 for a user who never had a wallet). */
export async function userBalance(tx: Pick<Tx, 'select'>, userId: number): Promise<number> {
  const [row] = await tx.select({ balance: userWallets.balancePaise }).from(userWallets).where(eq(userWallets.userId, userId));
  return row?.balance ?? 0;
}

export interface AstroEntryLinks {
  consultationId?: number;
  minuteIndex?: number;
  refundId?: number;
}

/**
 * Moves the astrologer's wallet by `amountPaise` (signed) with its ledger row; answers the new wallet, or null (and
 * changes nothing) when a debit is more than the wallet holds.
 */
export async function moveAstrologerWallet(
  tx: Tx,
  astrologerId: number,
  amountPaise: number,
  type: 'earning' | 'refund',
  links: AstroEntryLinks = {},
): Promise<number | null> {
  if (!Number.isSafeInteger(amountPaise) || amountPaise === 0) throw new RangeError('amount must be whole paise, not 0');
  const [row] = await tx
    .update(astrologers)
    .set({ walletPaise: sql`${astrologers.walletPaise} + ${amountPaise}` })
    .where(sql`${astrologers.id} = ${astrologerId} and ${astrologers.walletPaise} + ${amountPaise} >= 0`)
    .returning({ wallet: astrologers.walletPaise });
  if (!row) return null;
  await tx.insert(walletLedger).values({ account: 'astrologer', astrologerId, entryType: type, amountPaise, ...links });
  return row.wallet;
}

/** A refund the platform bears (the astrologer had already been paid out): a debit on the platform's account. */
export async function debitPlatform(tx: Tx, amountPaise: number, links: AstroEntryLinks = {}): Promise<void> {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) throw new RangeError('debit must be whole paise > 0');
  await tx.insert(walletLedger).values({ account: 'platform', entryType: 'refund', amountPaise: -amountPaise, ...links });
}
