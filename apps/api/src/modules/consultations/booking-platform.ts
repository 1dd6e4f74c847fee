// The platform's cancellation of booked consultations: a suspension or an astrologer's removal cancels every booked
// booking of the account, the whole hold back to each user (docs/decisions/booked-consultations.md).
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import * as money from '../money/money.service.ts';
import * as safety from '../safety/safety.service.ts';
import * as repo from './bookings.repository.ts';
import { lockedNow } from './consultations.repository.ts';

/** Bookings cancelled in one round. */
const BATCH = 100;

/**
 * A suspension's or a removal's part here, in its transaction: every booked booking of the account (as the user or the
 * astrologer) is cancelled by the platform, the whole hold back to the user. Rows taken in id order, as holdBookings
 * takes them before the account's row.
 */
export async function cancelBookingsOf(tx: Tx, accountId: number, at: Date): Promise<void> {
  for (const id of await repo.bookedIdsOf(tx, accountId)) {
    const row = await repo.lockBooking(tx, id);
    if (row && row.b.status === 'booked') await cancelByPlatform(tx, row.b, at);
  }
}

/** Cancels one locked booked booking by the platform: the whole hold back to the user, nobody's cancellation. */
export async function cancelByPlatform(tx: Tx, b: repo.LockedBooking['b'], at: Date): Promise<void> {
  await money.lockBookingParties(tx, b.userId, b.astrologerId);
  await money.settleBookingHold(tx, { userId: b.userId, astrologerId: b.astrologerId, bookingId: b.id, releasePaise: b.heldPaise, capturePaise: 0 });
  await repo.markCancelled(tx, b.id, { status: 'cancelled_by_platform', releasedPaise: b.heldPaise, capturedPaise: 0, by: null, reason: null, at });
}

/**
 * The clock's round for blocks: a booked booking between a user and an astrologer of whom one has blocked the other
 * will not happen, so the platform cancels it, the whole hold back. Each row taken FOR UPDATE SKIP LOCKED and the
 * block read again under it (it may have been lifted), so any number of processes cancel each booking once.
 */
export async function blockedRound(ctx: Pick<AppContext, 'db' | 'dbClock'>): Promise<number> {
  let cancelled = 0;
  for (const id of await repo.bookedBetweenBlocked(ctx.db, BATCH)) {
    const done = await ctx.db.transaction(async (tx) => {
      const row = await repo.lockBooking(tx, id, true);
      if (!row || !(await safety.blockedBetween(tx, row.b.userId, row.astroUserId))) return false;
      await cancelByPlatform(tx, row.b, await lockedNow(tx, ctx.dbClock));
      return true;
    });
    if (done) cancelled++;
  }
  return cancelled;
}

/** Locks the account's booked bookings in id order: a suspension takes them before the account's row. */
export async function holdBookings(tx: Tx, accountId: number): Promise<void> {
  for (const id of await repo.bookedIdsOf(tx, accountId)) await repo.lockBooking(tx, id);
}

/** Locks the astrologer's booked bookings in id order: a removal takes them before the astrologer's row. */
export async function holdAstrologerBookings(tx: Tx, astrologerId: number): Promise<void> {
  for (const id of await repo.bookedIdsOfAstrologer(tx, astrologerId)) await repo.lockBooking(tx, id);
}
