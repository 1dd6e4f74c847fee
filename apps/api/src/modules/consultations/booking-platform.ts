// The platform's cancellation of booked consultations: a suspension or an astrologer's removal cancels every booked
// booking of the account, the whole hold back to each user (docs/decisions/booked-consultations.md).
import type { Tx } from '../../db/client.ts';
import * as money from '../money/money.service.ts';
import * as repo from './bookings.repository.ts';

/**
 * A suspension's or a removal's part here, in its transaction: every booked booking of the account (as the user or the
 * astrologer) is cancelled by the platform, the whole hold back to the user. Rows taken in id order, as holdBookings
 * takes them before the account's row.
 */
export async function cancelBookingsOf(tx: Tx, accountId: number, at: Date): Promise<void> {
  for (const id of await repo.bookedIdsOf(tx, accountId)) {
    const row = await repo.lockBooking(tx, id);
    if (!row || row.b.status !== 'booked') continue;
    const b = row.b;
    await money.lockBookingParties(tx, b.userId, b.astrologerId);
    await money.settleBookingHold(tx, { userId: b.userId, astrologerId: b.astrologerId, bookingId: b.id, releasePaise: b.heldPaise, capturePaise: 0 });
    await repo.markCancelled(tx, b.id, { status: 'cancelled_by_platform', releasedPaise: b.heldPaise, capturedPaise: 0, by: null, reason: null, at });
  }
}

/** Locks the account's booked bookings in id order: a suspension takes them before the account's row. */
export async function holdBookings(tx: Tx, accountId: number): Promise<void> {
  for (const id of await repo.bookedIdsOf(tx, accountId)) await repo.lockBooking(tx, id);
}
