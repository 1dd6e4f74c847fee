// Joining a booked consultation: each side presses Join from BOOKING_JOIN_EARLY_MIN before the start; when the second
// one does, the session opens already accepted, at the booking's price and for its length, to bill by the minute as any
// session does, the hold going back to the wallet as its first minute is charged (docs/decisions/booked-consultations.md).
import { BOOKING_MESSAGES, indiaDateTime, type JoinBookingResponse } from '@app/contracts/bookings';
import { CONSULT_MESSAGES, SOCKET_EVENTS, type ConsultationType } from '@app/contracts/consultations';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { constraintName, isUniqueViolation } from '../../db/db-errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { requireLiveAccount } from '../../plugins/live-account.ts';
import * as safety from '../safety/safety.service.ts';
import { noEffects } from './billing.ts';
import { cancelByPlatform } from './booking-platform.ts';
import { settleNoShow } from './booking-no-shows.ts';
import * as repo from './bookings.repository.ts';
import { bookingOf } from './bookings.service.ts';
import { publish } from './consultation-view.ts';
import { insertBookedSession, lockedNow, updateSession } from './consultations.repository.ts';
import { acceptedState } from './session-rules.ts';
import { astrologerStatusEvent } from './status.ts';

type Ctx = Pick<AppContext, 'db' | 'dbClock' | 'config' | 'realtime' | 'push' | 'metrics' | 'now'>;

/**
 * POST /api/bookings/:id/join by the booking's user or astrologer (anyone else: 404). Before the opening, 409
 * booking_not_open saying when; a booking settled or cancelled, 409 booking_not_booked; one whose session opened answers that
 * session (a rejoin). A join past a no-show deadline settles the no-show instead, and one between a blocked pair the platform's
 * cancellation, as the clock would have.
 */
export async function join(ctx: Ctx, caller: SessionUser, id: number): Promise<JoinBookingResponse> {
  const viewer = caller.role === 'astro' ? 'astro' : 'user';
  let started = null as number | null;
  let consultationId: number | null;
  try {
    consultationId = await ctx.db.transaction(async (tx) => {
      await requireLiveAccount(tx, caller.id);
      const row = await repo.lockBooking(tx, id);
      const mine = row && (viewer === 'user' ? caller.role === 'user' && row.b.userId === caller.id : row.astroUserId === caller.id);
      if (!row || !mine) throw notFound('booking_not_found', BOOKING_MESSAGES.bookingNotFound);
      // A rejoin: the session the booking opened, even once it is over and settled.
      const opened = await repo.sessionOfBooking(tx, id);
      if (opened !== null) return opened;
      if (row.b.status !== 'booked') throw conflict('booking_not_booked', BOOKING_MESSAGES.notJoinable);
      const now = await lockedNow(tx, ctx.dbClock);
      const opensAt = row.b.startsAt.getTime() - ctx.config.BOOKING_JOIN_EARLY_MIN * 60_000;
      if (now.getTime() < opensAt) throw conflict('booking_not_open', BOOKING_MESSAGES.notOpen(indiaDateTime(opensAt)));
      if (await settleNoShow(ctx, tx, row, now)) return null;
      // One blocked the other since: it will not happen (the clock's round would have cancelled it too).
      if (await safety.blockedBetween(tx, row.b.userId, row.astroUserId)) {
        await cancelByPlatform(tx, row.b, now);
        return null;
      }
      const b = await repo.markJoined(tx, id, viewer, now);
      if (!b.userJoinedAt || !b.astroJoinedAt) return null;
      started = await start(ctx, tx, b, now);
      return started;
    });
  } catch (error) {
    // The partial unique indexes: either side already in another open session, and nothing changed.
    if (!isUniqueViolation(error)) throw error;
    throw constraintName(error) === 'consultations_open_astrologer_key'
      ? conflict('astrologer_busy', CONSULT_MESSAGES.astrologerUnavailable)
      : conflict('already_open', CONSULT_MESSAGES.alreadyOpen);
  }
  if (started !== null) await announceStart(ctx, started);
  return { booking: await bookingOf(ctx, id, viewer), consultation_id: consultationId };
}

/**
 * Both joined: the session inserted and accepted, as the booked kind at the booked price, and the booking started. The
 * hold stays held until the session charges its first minute (releaseBookedHold); a session that ends before that is
 * settled by the no-show rules (booking-no-shows.ts), so joining and leaving is not free for either side.
 */
async function start(ctx: Ctx, tx: Tx, b: repo.LockedBooking['b'], now: Date): Promise<number> {
  const kind = b.kind as ConsultationType;
  const id = await insertBookedSession(tx, {
    userId: b.userId,
    astrologerId: b.astrologerId,
    type: kind,
    ratePaise: b.pricePaise,
    minuteSeconds: ctx.config.CONSULT_MINUTE_S,
    bookingId: b.id,
    maxMinutes: bookedMinutesLeft(b, now, ctx.config.CONSULT_MINUTE_S),
    now,
  });
  await updateSession(tx, id, acceptedState(kind, now, { acceptS: ctx.config.CONSULT_ACCEPT_S, firstReplyS: ctx.config.CONSULT_FIRST_REPLY_S }));
  await repo.markStarted(tx, b.id);
  return id;
}

/**
 * The minutes a booked session may bill: its length, but not past its slot's end (to the nearest minute, so at most
 * half a minute over), so a late join cannot run into the astrologer's next booking or the user's; at least one.
 */
export function bookedMinutesLeft(b: { startsAt: Date; lengthMin: number }, now: Date, minuteS: number): number {
  const slotEnd = b.startsAt.getTime() + b.lengthMin * 60_000;
  return Math.min(b.lengthMin, Math.max(1, Math.round((slotEnd - now.getTime()) / (minuteS * 1000))));
}

/** After the commit: both sides hear the session as an accepted request is heard (the one waiting too), and the
 * directory hears the astrologer is busy. The wallet has not changed: the hold is released with the first minute. */
async function announceStart(ctx: Ctx, id: number): Promise<void> {
  const effects = noEffects();
  effects.accepted = true;
  const wire = await publish(ctx, id, effects);
  ctx.realtime.toEveryone(SOCKET_EVENTS.astrologerStatus, await astrologerStatusEvent(ctx.db, ctx.dbClock, wire.astro_id, ctx.config.CONSULT_GRACE_S));
}
