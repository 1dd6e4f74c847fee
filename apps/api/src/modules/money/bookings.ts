// A booking's money: the hold taken from the user's wallet when the slot is booked, and its settlement when the
// booking is cancelled (released back to the user, or part of it captured for the astrologer). Each in the caller's
// transaction, each with the ledger rows that explain it (docs/decisions/booked-consultations.md).
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { astrologers } from '../../db/schema/index.ts';
import { creditUser, debitUser, moveAstrologerWallet } from './ledger.ts';
import { userBalance } from './money.repository.ts';

/**
 * Takes a booking's hold from the user's wallet: the spendable balance drops by it and the statement shows the line.
 * The hold is nobody's revenue yet: the money sits with the booking (`bookings.held_paise`) until it is settled.
 * Answers the new balance, or null (and changes nothing) when the wallet does not cover it. A hold of 0 (a free
 * price) moves nothing and answers the balance.
 */
export async function holdForBooking(tx: Tx, h: { userId: number; bookingId: number; heldPaise: number }): Promise<number | null> {
  if (h.heldPaise === 0) return userBalance(tx, h.userId);
  return debitUser(tx, h.userId, h.heldPaise, 'booking_hold', { bookingId: h.bookingId });
}

/**
 * Locks the user's wallet and then the astrologer's row, the order a minute charge takes them in, so a booking made or
 * settled beside a running session of the same pair waits instead of deadlocking.
 */
export async function lockBookingParties(tx: Tx, userId: number, astrologerId: number): Promise<void> {
  await userBalance(tx, userId, { lock: true });
  await tx.select({ id: astrologers.id }).from(astrologers).where(eq(astrologers.id, astrologerId)).for('update');
}

export interface BookingSettlement {
  userId: number;
  astrologerId: number;
  bookingId: number;
  /** Given back to the user's wallet. */
  releasePaise: number;
  /**
   * Paid to the astrologer as an earning, like a consultation minute: the commission is the platform's share of the
   * wallet, taken when it is paid out (settlePayout), so nothing of it is split here.
   */
  capturePaise: number;
}

/** Settles a booking's hold: the release back to the user, the capture to the astrologer's wallet (rows of 0 left out). */
export async function settleBookingHold(tx: Tx, s: BookingSettlement): Promise<void> {
  if (s.releasePaise > 0) await creditUser(tx, s.userId, s.releasePaise, 'booking_release', { bookingId: s.bookingId });
  if (s.capturePaise > 0) await moveAstrologerWallet(tx, s.astrologerId, s.capturePaise, 'earning', { bookingId: s.bookingId });
}
