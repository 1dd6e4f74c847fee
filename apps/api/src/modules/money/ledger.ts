// The only writes to wallets: each moves a balance and appends the ledger row that explains it, in the caller's
// transaction. A user's balance never goes below zero (a CHECK in the database), nor an astrologer's.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { astrologers } from '../../db/schema/index.ts';
import { userWalletEntries, userWallets, walletLedger } from '../../db/schema/money.ts';

export type UserEntryType = 'recharge' | 'consultation' | 'refund' | 'adjustment' | 'booking_hold' | 'booking_release';

export interface UserEntryLinks {
  rechargeId?: number;
  consultationId?: number;
  minuteIndex?: number;
  refundId?: number;
  bookingId?: number;
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

export interface AstroEntryLinks {
  consultationId?: number;
  minuteIndex?: number;
  refundId?: number;
  bookingId?: number;
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

/**
 * One minute of a consultation: the astrologer earns `earningPaise` (the rate) and the user pays `userPaise` of it
 * (the tariff's minuteCost: nothing for a free minute); the platform pays the rest as a promotion. Each row carries
 * the minute's index (unique per side on both ledgers: the backstop against a second charge). Answers the user's new
 * balance (null when the user paid nothing), or 'short' (and changes nothing) when the wallet cannot pay it.
 */
export async function transferMinute(
  tx: Tx,
  m: { userId: number; astrologerId: number; consultationId: number; minuteIndex: number; userPaise: number; earningPaise: number },
): Promise<number | null | 'short'> {
  const links = { consultationId: m.consultationId, minuteIndex: m.minuteIndex };
  const promotion = m.earningPaise - m.userPaise;
  if (promotion < 0) throw new RangeError('a user cannot pay more than the astrologer earns');
  let balance: number | null = null;
  if (m.userPaise > 0) {
    balance = await debitUser(tx, m.userId, m.userPaise, 'consultation', links);
    if (balance === null) return 'short';
  }
  if (m.earningPaise > 0) await moveAstrologerWallet(tx, m.astrologerId, m.earningPaise, 'earning', links);
  if (promotion > 0) {
    await tx.insert(walletLedger).values({ account: 'platform', entryType: 'promotion', amountPaise: -promotion, ...links });
  }
  return balance;
}

/**
 * A free question's fee: the astrologer's wallet grows by it and two ledger rows explain it, the astrologer's credit
 * and the platform's debit (the platform pays; the user pays nothing). The ledger's unique (free_question_id, account)
 * is the backstop against a second fee. A fee of 0 moves nothing.
 */
export async function payFreeQuestionFee(tx: Tx, questionId: number, astrologerId: number, feePaise: number): Promise<void> {
  if (!Number.isSafeInteger(feePaise) || feePaise < 0) throw new RangeError('fee must be whole paise >= 0');
  if (feePaise === 0) return;
  await tx
    .update(astrologers)
    .set({ walletPaise: sql`${astrologers.walletPaise} + ${feePaise}` })
    .where(eq(astrologers.id, astrologerId));
  await tx.insert(walletLedger).values([
    { account: 'astrologer', astrologerId, entryType: 'free_question', amountPaise: feePaise, freeQuestionId: questionId },
    { account: 'platform', astrologerId: null, entryType: 'free_question', amountPaise: -feePaise, freeQuestionId: questionId },
  ]);
}

export interface PayoutEntries {
  astrologerId: number;
  payoutId: number;
  payablePaise: number;
  platformPaise: number;
  at: Date;
}

/**
 * Empties the astrologer's wallet for a payout already recorded: the payout and the commission leave the wallet and
 * the commission enters the platform's account (rows of 0 are left out).
 */
export async function settlePayout(tx: Tx, p: PayoutEntries): Promise<void> {
  const base = { payoutId: p.payoutId, createdAt: p.at };
  const entries: (typeof walletLedger.$inferInsert)[] = [
    { ...base, account: 'astrologer', astrologerId: p.astrologerId, entryType: 'payout', amountPaise: -p.payablePaise },
    { ...base, account: 'astrologer', astrologerId: p.astrologerId, entryType: 'commission', amountPaise: -p.platformPaise },
    { ...base, account: 'platform', astrologerId: null, entryType: 'commission', amountPaise: p.platformPaise },
  ];
  const nonZero = entries.filter((e) => e.amountPaise !== 0);
  if (nonZero.length > 0) await tx.insert(walletLedger).values(nonZero);
  await tx.update(astrologers).set({ walletPaise: 0, updatedAt: p.at }).where(eq(astrologers.id, p.astrologerId));
}

export interface RefundSplit {
  /** Taken back from the astrologer's wallet: as much of the refund as it holds. */
  fromAstrologerPaise: number;
  /** Borne by the platform: what had already been paid out. */
  fromPlatformPaise: number;
}

/**
 * Locks the user's wallet row (when there is one) and then the astrologer's, the order a minute charge takes them in,
 * so a refund and a charge of the same pair wait for each other instead of deadlocking; answers how `amountPaise`
 * splits between the astrologer's wallet, which cannot change before the refund takes from it, and the platform.
 */
export async function lockRefund(tx: Tx, userId: number, astrologerId: number, amountPaise: number): Promise<RefundSplit> {
  await tx.select({ userId: userWallets.userId }).from(userWallets).where(eq(userWallets.userId, userId)).for('update');
  const [astro] = await tx
    .select({ walletPaise: astrologers.walletPaise })
    .from(astrologers)
    .where(eq(astrologers.id, astrologerId))
    .for('update');
  const fromAstrologerPaise = Math.min(astro!.walletPaise, amountPaise);
  return { fromAstrologerPaise, fromPlatformPaise: amountPaise - fromAstrologerPaise };
}

/**
 * Gives a consultation's refund back to the user, out of the astrologer's wallet and the platform's account as
 * `lockRefund` split it: an admin's refund, or (with `minuteIndex`) the last minute of a session whose astrologer's
 * side was lost. Answers the user's new balance.
 */
export async function refundConsultation(
  tx: Tx,
  r: RefundSplit & { userId: number; astrologerId: number; consultationId: number; refundId: number; note: string; minuteIndex?: number },
): Promise<number> {
  const links = { consultationId: r.consultationId, refundId: r.refundId };
  const amount = r.fromAstrologerPaise + r.fromPlatformPaise;
  const minute = r.minuteIndex === undefined ? {} : { minuteIndex: r.minuteIndex };
  const balance = await creditUser(tx, r.userId, amount, 'refund', { ...links, ...minute, note: r.note.slice(0, 200) });
  if (r.fromAstrologerPaise > 0) await moveAstrologerWallet(tx, r.astrologerId, -r.fromAstrologerPaise, 'refund', links);
  if (r.fromPlatformPaise > 0) await debitPlatform(tx, r.fromPlatformPaise, links);
  return balance;
}

/** One row of the astrologers' and platform's ledger as the demo data writes it. */
export type OpeningLedgerRow = typeof walletLedger.$inferInsert;

/**
 * The demo's history: writes the given ledger rows and sets each astrologer's wallet to the sum of its rows, so every
 * balance is explained by its entries from the start.
 */
export async function recordOpeningLedger(tx: Pick<Tx, 'insert' | 'update'>, rows: OpeningLedgerRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(walletLedger).values(rows);
  const wallets = new Map<number, number>();
  for (const r of rows) {
    if (r.account === 'astrologer' && r.astrologerId != null) wallets.set(r.astrologerId, (wallets.get(r.astrologerId) ?? 0) + r.amountPaise);
  }
  for (const [astrologerId, walletPaise] of wallets) {
    await tx.update(astrologers).set({ walletPaise }).where(eq(astrologers.id, astrologerId));
  }
}

/** One row of a user's wallet as the demo data writes it: a recharge's credit or a consultation minute's charge. */
export type OpeningUserEntry = Pick<
  typeof userWalletEntries.$inferInsert,
  'userId' | 'entryType' | 'amountPaise' | 'rechargeId' | 'consultationId' | 'minuteIndex' | 'note' | 'createdAt'
>;

/**
 * The demo's users' wallets: writes the entries in the order given (each user's oldest first), each with the balance
 * it left, and creates each wallet with the sum of its user's entries. Throws, writing nothing, when a balance would
 * go below zero.
 */
export async function recordOpeningWallets(tx: Pick<Tx, 'insert'>, entries: OpeningUserEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const balances = new Map<number, number>();
  const rows = entries.map((e) => {
    const balance = (balances.get(e.userId) ?? 0) + e.amountPaise;
    if (balance < 0) throw new RangeError(`opening wallet of user ${e.userId} would go below zero`);
    balances.set(e.userId, balance);
    return { ...e, balanceAfterPaise: balance };
  });
  await tx.insert(userWallets).values([...balances].map(([userId, balancePaise]) => ({ userId, balancePaise })));
  // In slices: one statement's parameters are limited.
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(userWalletEntries).values(rows.slice(i, i + 1000));
}
