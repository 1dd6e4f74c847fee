// Booked consultations nobody started: the minute clock's sweep settles a booking whose astrologer did not join by
// BOOKING_ASTRO_NO_SHOW_MIN after the start (the whole hold back to the user, counted against the astrologer), or
// whose user did not join by BOOKING_USER_NO_SHOW_MIN after it while the astrologer had (BOOKING_NO_SHOW_MINUTES of
// the price paid to the astrologer as an earning, the rest back). Each booking in its own transaction, its row taken
// FOR UPDATE SKIP LOCKED, so any number of processes share the work and settle each booking once. A booking whose
// session opened but ended before its first minute was charged is settled by the same rules, the side that left (or
// failed to connect) counting as the one who did not show.
import { isMediaSession, type ConsultationType, type EndReason } from '@app/contracts/consultations';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import * as money from '../money/money.service.ts';
import * as repo from './bookings.repository.ts';
import { lockedNow } from './consultations.repository.ts';

type Ctx = Pick<AppContext, 'db' | 'dbClock' | 'config'>;
type NoShowConfig = Pick<AppContext['config'], 'BOOKING_ASTRO_NO_SHOW_MIN' | 'BOOKING_USER_NO_SHOW_MIN' | 'BOOKING_NO_SHOW_MINUTES'>;

/** Bookings settled in one round; a full round is followed by another on the next tick. */
const BATCH = 100;

/** What a booked booking is at `now`: still waiting (null), or one side's no-show with the money it moves. */
export function noShowAt(
  b: { startsAt: Date; userJoinedAt: Date | null; astroJoinedAt: Date | null; pricePaise: number; heldPaise: number },
  now: Date,
  c: NoShowConfig,
): { status: 'no_show_astrologer' | 'no_show_user'; releasePaise: number; capturePaise: number } | null {
  const after = (min: number) => now.getTime() >= b.startsAt.getTime() + min * 60_000;
  if (!b.astroJoinedAt) return after(c.BOOKING_ASTRO_NO_SHOW_MIN) ? { status: 'no_show_astrologer', releasePaise: b.heldPaise, capturePaise: 0 } : null;
  if (b.userJoinedAt || !after(c.BOOKING_USER_NO_SHOW_MIN)) return null;
  const capturePaise = Math.min(b.heldPaise, c.BOOKING_NO_SHOW_MINUTES * b.pricePaise);
  return { status: 'no_show_user', releasePaise: b.heldPaise - capturePaise, capturePaise };
}

type Outcome = { status: 'no_show_astrologer' | 'no_show_user' | 'cancelled_by_platform'; releasePaise: number; capturePaise: number };

/**
 * How a started booking whose session ended with nothing charged is settled. The astrologer's side: they ended it, went
 * quiet, never wrote first in a chat, were suspended, or never connected a call the user had offered (the whole hold
 * back, counted against them). The user's side: they ended it or were lost before it began, or never offered the call
 * (BOOKING_NO_SHOW_MINUTES of the price to the astrologer, the rest back). A user's suspension is the platform's
 * cancellation (the whole hold back), as before a session.
 */
export function unbilledOutcome(
  session: { type: ConsultationType; endReason: EndReason | null; offeredAt: Date | null },
  b: { pricePaise: number; heldPaise: number },
  c: Pick<NoShowConfig, 'BOOKING_NO_SHOW_MINUTES'>,
): Outcome {
  const all = (status: Outcome['status']): Outcome => ({ status, releasePaise: b.heldPaise, capturePaise: 0 });
  switch (session.endReason) {
    case 'user':
      break;
    case 'disconnected':
      // A call lapses 'disconnected' whoever failed it: the user's offer passed means the astrologer's side did not answer.
      if (isMediaSession(session.type) && session.offeredAt) return all('no_show_astrologer');
      break;
    case 'astro':
    case 'astro_lost':
    case 'no_reply':
    case 'astro_suspended':
      return all('no_show_astrologer');
    default:
      return all('cancelled_by_platform');
  }
  const capturePaise = Math.min(b.heldPaise, c.BOOKING_NO_SHOW_MINUTES * b.pricePaise);
  return { status: 'no_show_user', releasePaise: b.heldPaise - capturePaise, capturePaise };
}

/** Settles the locked booked booking as a no-show if one is due at `now`; answers whether it did. */
export async function settleNoShow(ctx: Pick<Ctx, 'config'>, tx: Tx, row: repo.LockedBooking, now: Date): Promise<boolean> {
  const b = row.b;
  const due = b.status === 'booked' ? noShowAt(b, now, ctx.config) : null;
  if (!due) return false;
  await money.lockBookingParties(tx, b.userId, b.astrologerId);
  await money.settleBookingHold(tx, { userId: b.userId, astrologerId: b.astrologerId, bookingId: b.id, releasePaise: due.releasePaise, capturePaise: due.capturePaise });
  await repo.markSettled(tx, b.id, { status: due.status, releasedPaise: due.releasePaise, capturedPaise: due.capturePaise, at: now });
  return true;
}

/**
 * The clock's round: every booking past a no-show deadline by the engine's clock, and every started one whose session
 * ended before its first minute, settled; answers how many.
 */
export async function noShowRound(ctx: Ctx): Promise<number> {
  const c = ctx.config;
  let settled = 0;
  for (const id of await repo.dueNoShows(ctx.db, ctx.dbClock.now(), c.BOOKING_ASTRO_NO_SHOW_MIN, c.BOOKING_USER_NO_SHOW_MIN, BATCH)) {
    const done = await ctx.db.transaction(async (tx) => {
      const row = await repo.lockBooking(tx, id, true);
      return row ? settleNoShow(ctx, tx, row, await lockedNow(tx, ctx.dbClock)) : false;
    });
    if (done) settled++;
  }
  for (const id of await repo.unbilledStarted(ctx.db, BATCH)) {
    if (await settleUnbilled(ctx, id)) settled++;
  }
  return settled;
}

/** Settles one started booking whose session ended with nothing charged, once (another process may have). */
async function settleUnbilled(ctx: Ctx, id: number): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const row = await repo.lockStartedHeld(tx, id);
    if (!row || row.session.billedMinutes > 0 || row.session.status === 'requested' || row.session.status === 'active') return false;
    const b = row.b;
    const due = unbilledOutcome({ ...row.session, endReason: row.session.endReason as EndReason | null }, b, ctx.config);
    await money.lockBookingParties(tx, b.userId, b.astrologerId);
    await money.settleBookingHold(tx, { userId: b.userId, astrologerId: b.astrologerId, bookingId: b.id, releasePaise: due.releasePaise, capturePaise: due.capturePaise });
    await repo.settleStarted(tx, b.id, { status: due.status, releasedPaise: due.releasePaise, capturedPaise: due.capturePaise, at: await lockedNow(tx, ctx.dbClock) });
    return true;
  });
}
