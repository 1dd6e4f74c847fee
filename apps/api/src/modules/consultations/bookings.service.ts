// Booked consultations, second part: a user books one of an astrologer's free slots with a hold on the wallet, and
// either side cancels by the rules (docs/decisions/booked-consultations.md). The money moves through modules/money in
// the same transaction as the booking's row.
import {
  BOOKING_MESSAGES,
  userCancelRefundPaise,
  type Booking,
  type BookingBody,
  type ConsoleBookingsResponse,
  type MyBookingsResponse,
} from '@app/contracts/bookings';
import { paiseToRupees } from '@app/contracts/common';
import { CONSULT_MESSAGES } from '@app/contracts/consultations';
import type { BookingLength } from '@app/contracts/hours';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { constraintName, isUniqueViolation, retryConflicts } from '../../db/db-errors.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { requireLiveAccount } from '../../plugins/live-account.ts';
import * as money from '../money/money.service.ts';
import * as safety from '../safety/safety.service.ts';
import * as repo from './bookings.repository.ts';
import { findVerifiedByUser } from './console.repository.ts';
import { settleNoShow } from './booking-no-shows.ts';
import { findBookableAstrologer, lockedNow } from './consultations.repository.ts';
import { freeStarts } from './hours.service.ts';

type Ctx = Pick<AppContext, 'db' | 'dbClock' | 'config' | 'now'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A booking on the wire; `earlyMin` is BOOKING_JOIN_EARLY_MIN, how long before the start joining opens. */
export function toBooking(row: repo.BookingRow, viewer: 'user' | 'astro', earlyMin: number): Booking {
  const b = row.b;
  return {
    booking_id: b.id,
    astro_id: b.astrologerId,
    other_name: viewer === 'user' ? row.astrologerName : row.userName,
    kind: b.kind as Booking['kind'],
    starts_at: b.startsAt.toISOString(),
    length: b.lengthMin,
    price: paiseToRupees(b.pricePaise),
    held: paiseToRupees(b.heldPaise),
    status: b.status as Booking['status'],
    released: paiseToRupees(b.releasedPaise),
    captured: paiseToRupees(b.capturedPaise),
    cancelled_at: iso(b.cancelledAt),
    created_at: b.createdAt.toISOString(),
    user_joined_at: iso(b.userJoinedAt),
    astro_joined_at: iso(b.astroJoinedAt),
    consultation_id: row.consultationId,
    join_opens_at: new Date(b.startsAt.getTime() - earlyMin * 60_000).toISOString(),
    settled_at: iso(b.settledAt),
  };
}

export async function bookingOf(ctx: Ctx, id: number, viewer: 'user' | 'astro'): Promise<Booking> {
  const [row] = await repo.listById(ctx.db, id);
  return toBooking(row!, viewer, ctx.config.BOOKING_JOIN_EARLY_MIN);
}

/**
 * POST /api/bookings: the slot must be one the slots route offers now. The astrologer's row is locked for the
 * transaction, so two bookings of one astrologer (in any processes) take turns: the second sees the first's held time
 * and is refused (409 slot_taken). The hold leaves the wallet with the booking, or nothing happens (402 low_balance).
 */
export async function book(ctx: Ctx, caller: SessionUser, body: BookingBody & { length: number }): Promise<Booking> {
  if (caller.role !== 'user') throw forbidden('consult_users_only', CONSULT_MESSAGES.usersOnly);
  await safety.refuseSuspended(ctx.db, caller.id);
  const astro = await findBookableAstrologer(ctx.db, body.astro_id);
  if (!astro || (await safety.blockedBetween(ctx.db, caller.id, astro.userId))) {
    throw notFound('astrologer_not_found', CONSULT_MESSAGES.astrologerNotFound);
  }
  const lengthMin = body.length as BookingLength;
  const start = Date.parse(body.starts_at);
  let id: number;
  try {
    // PostgreSQL's deadlock victim (beside a suspension or a removal taking the same rows) runs again.
    id = await retryConflicts(() => ctx.db.transaction(async (tx) => {
      // The account first (a deletion takes it so too), then the wallet and the astrologer's row, the order a minute
      // charge locks them in. Holding the astrologer's row is the race guard: one booking of theirs at a time.
      await requireLiveAccount(tx, caller.id, 'exclusive');
      await money.lockBookingParties(tx, caller.id, astro.id);
      // Read again under the lock, in new statements: a removal or a suspension of either side committed meanwhile
      // refuses the booking.
      const current = await findBookableAstrologer(tx, astro.id);
      if (!current) throw notFound('astrologer_not_found', CONSULT_MESSAGES.astrologerNotFound);
      await safety.refuseSuspended(tx, caller.id);
      const pricePaise = body.kind === 'chat' ? current.chargePaise : await repo.bookedPrice(tx, astro.id, body.kind);
      if (pricePaise === null) throw conflict('booking_kind_not_offered', BOOKING_MESSAGES.kindNotOffered);
      await refuseUnlessFree(ctx, tx, astro.id, start, lengthMin);
      const heldPaise = pricePaise * lengthMin;
      const made = await repo.insertBooking(tx, {
        userId: caller.id,
        astrologerId: astro.id,
        kind: body.kind,
        startsAt: new Date(start),
        lengthMin,
        pricePaise,
        heldPaise,
        // The service's clock, which its notice was checked by: a reminder whose moment passed before this is skipped.
        createdAt: ctx.now(),
      });
      if ((await money.holdForBooking(tx, { userId: caller.id, bookingId: made, heldPaise })) === null) {
        // The code and the amount let a client offer the recharge without reading the message.
        throw new AppError('payment_required', BOOKING_MESSAGES.lowBalance(paiseToRupees(heldPaise)), {
          code: 'low_balance',
          details: { needed_paise: heldPaise },
        });
      }
      return made;
    }));
  } catch (error) {
    // The partial unique index on a booked start is the backstop behind the lock.
    if (isUniqueViolation(error) && constraintName(error) === 'bookings_booked_start_key') throw conflict('slot_taken', BOOKING_MESSAGES.slotTaken);
    throw error;
  }
  return bookingOf(ctx, id, 'user');
}

/** Refuses a start the hours do not offer now (409 slot_not_offered), or one the booked time holds (409 slot_taken). */
async function refuseUnlessFree(ctx: Ctx, tx: Tx, astroId: number, start: number, lengthMin: BookingLength): Promise<void> {
  const now = ctx.now().getTime();
  const q = { now, noticeMin: ctx.config.BOOKING_MIN_NOTICE_MIN, lengthMin };
  const offered = await freeStarts(tx, astroId, { ...q, held: null });
  if (!offered.starts.includes(start)) throw conflict('slot_not_offered', BOOKING_MESSAGES.slotNotOffered);
  const held = await repo.heldTimes(tx, astroId, new Date(now));
  const free = await freeStarts(tx, astroId, { ...q, held });
  if (!free.starts.includes(start)) throw conflict('slot_taken', BOOKING_MESSAGES.slotTaken);
}

/**
 * POST /api/bookings/:id/cancel. The user: the whole hold back at least FULL_REFUND_HOURS before the start, else half
 * back and half paid to the astrologer. The astrologer: the whole hold back to the user at any time, and the
 * cancellation counts against them. Only a booked booking (409 otherwise); anyone else's is not found.
 */
export async function cancel(ctx: Ctx, caller: SessionUser, id: number, reason: string | null): Promise<Booking> {
  const viewer = caller.role === 'astro' ? 'astro' : 'user';
  await ctx.db.transaction(async (tx) => {
    await requireLiveAccount(tx, caller.id);
    const row = await repo.lockBooking(tx, id);
    const mine = row && (viewer === 'user' ? caller.role === 'user' && row.b.userId === caller.id : row.astroUserId === caller.id);
    if (!row || !mine) throw notFound('booking_not_found', BOOKING_MESSAGES.bookingNotFound);
    const b = row.b;
    if (b.status !== 'booked') throw conflict('booking_not_booked', BOOKING_MESSAGES.notBooked);
    // The engine's time, as joins and the clock's sweep read it: a cancellation after a side's no-show deadline is
    // that no-show, whether or not the clock has settled it yet (the answer shows the booking as settled).
    const now = await lockedNow(tx, ctx.dbClock);
    if (await settleNoShow(ctx, tx, row, now)) return;
    const releasePaise = viewer === 'user' ? userCancelRefundPaise(b.heldPaise, b.startsAt.getTime(), now.getTime()) : b.heldPaise;
    const capturePaise = b.heldPaise - releasePaise;
    await money.lockBookingParties(tx, b.userId, b.astrologerId);
    await money.settleBookingHold(tx, { userId: b.userId, astrologerId: b.astrologerId, bookingId: b.id, releasePaise, capturePaise });
    await repo.markCancelled(tx, b.id, {
      status: viewer === 'user' ? 'cancelled_by_user' : 'cancelled_by_astrologer',
      releasedPaise: releasePaise,
      capturedPaise: capturePaise,
      by: caller.id,
      reason,
      at: now,
    });
  });
  return bookingOf(ctx, id, viewer);
}

/** GET /api/bookings: the user's bookings, upcoming first. */
export async function myBookings(ctx: Ctx, caller: SessionUser): Promise<MyBookingsResponse> {
  if (caller.role !== 'user') throw forbidden('consult_users_only', CONSULT_MESSAGES.usersOnly);
  const rows = await repo.userBookings(ctx.db, caller.id, ctx.now());
  return { bookings: rows.map((r) => toBooking(r, 'user', ctx.config.BOOKING_JOIN_EARLY_MIN)) };
}

/** GET /api/console/bookings: the astrologer's upcoming bookings, how many they have cancelled and how many they missed. */
export async function consoleBookings(ctx: Ctx, caller: SessionUser): Promise<ConsoleBookingsResponse> {
  const astro = caller.role === 'astro' ? await findVerifiedByUser(ctx.db, caller.id) : null;
  if (!astro) throw forbidden('astrologers_only', CONSULT_MESSAGES.astrologersOnly);
  const [rows, cancelled, noShows] = await Promise.all([
    repo.astrologerUpcoming(ctx.db, astro.id, ctx.now()),
    repo.astrologerCount(ctx.db, astro.id, 'cancelled_by_astrologer'),
    repo.astrologerCount(ctx.db, astro.id, 'no_show_astrologer'),
  ]);
  return { bookings: rows.map((r) => toBooking(r, 'astro', ctx.config.BOOKING_JOIN_EARLY_MIN)), cancelled_by_you: cancelled, no_shows: noShows };
}

/** A live request is refused while one of the astrologer's bookings runs within the next `minutes` (the engine's time). */
export async function refuseIfBookedSoon(ctx: Pick<AppContext, 'db' | 'dbClock'>, astroId: number, minutes: number): Promise<void> {
  if (await repo.bookedWithin(ctx.db, astroId, ctx.dbClock.now(), minutes)) throw conflict('astrologer_booked_soon', BOOKING_MESSAGES.bookedSoon);
}

/** Whether the account has booked consultations, as the user or (with its profile) the astrologer: its deletion waits. */
export const hasBookedConsultations = repo.hasBooked;
export const eraseCancelReasons = repo.eraseCancelReasons;

/** The user's bookings, for the data export. */
export async function bookingsForExport(ctx: Pick<Ctx, 'db' | 'config'>, userId: number): Promise<Booking[]> {
  return (await repo.bookingsForExport(ctx.db, userId)).map((r) => toBooking(r, 'user', ctx.config.BOOKING_JOIN_EARLY_MIN));
}
