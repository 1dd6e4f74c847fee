// Session rules: a user requests, the astrologer accepts or declines, either ends; every transition is one
// transaction on the locked row that re-checks its state, so each race has one winner.
import { CONSULT_MESSAGES, SOCKET_EVENTS, type Consultation, type ConsultationQuote, type ConsultationType } from '@app/contracts/consultations';
import { SAVED_MATCH_MESSAGES } from '@app/contracts/kundli-matches';
import { rechargeRupees } from '@app/contracts/tariff';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { constraintName, isUniqueViolation } from '../../db/db-errors.ts';
import { requireLiveAccount } from '../../plugins/live-account.ts';
import * as kundli from '../kundli/kundli.service.ts';
import * as money from '../money/money.service.ts';
import { cancelBookingsOf, holdAstrologerBookings, holdBookings } from './booking-platform.ts';
import { bookedPrice } from './bookings.repository.ts';
import { refuseIfBookedSoon } from './bookings.service.ts';
import { advance, closeRequest, endSession, noEffects, type Effects } from './billing.ts';
import { announce, publish, toWire } from './consultation-view.ts';
import { findVerifiedByUser, saveAvailability } from './console.repository.ts';
import * as repo from './consultations.repository.ts';
import { firstSessionMarks, freeMinutesFor } from './first-session.ts';
import { acceptedState, planAt } from './session-rules.ts';
import { astrologerStatusEvent, astrologerStatusSql } from './status.ts';
import { markTaken } from './waitlist.repository.ts';
import * as safety from '../safety/safety.service.ts';

type Ctx = Pick<AppContext, 'db' | 'dbClock' | 'config' | 'realtime' | 'push' | 'metrics'>;

/** The minute clock, which the app starts for every process (plugins/minute-clock.ts). */
export { startClock, type Clock } from './clock.ts';
/** An astrologer's published hours go with their profile's deletion, and are in their data export. */
export { dropHours, hoursForExport } from './hours.service.ts';
export { bookingsForExport, eraseCancelReasons, hasBookedConsultations } from './bookings.service.ts';

/** How many consultations are in progress now, on every process (the metrics' gauge, read at each scrape). */
export const countLive = (ctx: Pick<Ctx, 'db'>): Promise<number> => repo.countActive(ctx.db);

export async function requestConsultation(
  ctx: Ctx,
  caller: SessionUser,
  astroId: number,
  type: ConsultationType,
  matchId: number | null = null,
): Promise<Consultation> {
  if (caller.role !== 'user') throw forbidden('consult_users_only', CONSULT_MESSAGES.usersOnly);
  await safety.refuseSuspended(ctx.db, caller.id);
  // Only the caller's own saved match: another account's is as good as missing.
  if (matchId !== null && !(await kundli.ownsSavedMatch(ctx.db, caller.id, matchId))) {
    throw notFound('match_not_found', SAVED_MATCH_MESSAGES.notFound);
  }
  const astro = await repo.findBookableAstrologer(ctx.db, astroId);
  // A block either way: they are not matched again, and the astrologer is as good as gone for this user.
  if (!astro || (await safety.blockedBetween(ctx.db, caller.id, astro.userId))) {
    throw notFound('astrologer_not_found', CONSULT_MESSAGES.astrologerNotFound);
  }
  const ratePaise = await liveRate(ctx, astro, type);
  const minutes = ctx.config.CONSULT_MIN_MINUTES;
  // A booked consultation about to start keeps the astrologer's time: no live session may run into it.
  await refuseIfBookedSoon(ctx, astro.id, minutes);
  const marks = await firstSessionMarks(ctx, caller.id);
  const free = await freeMinutesFor(ctx, caller.id, marks);
  // The free minutes count towards the minimum: a first session needs the balance for the rest only.
  const needed = money.minimumToStart(ratePaise, minutes, free);
  if ((await money.userBalance(ctx.db, caller.id)) < needed) {
    // The code and the amount let a client offer the recharge without reading the message.
    throw new AppError('payment_required', CONSULT_MESSAGES.lowBalance(minutes, needed / 100), {
      code: 'low_balance',
      details: { needed_paise: needed, minutes },
    });
  }
  if (await repo.hasOpenSession(ctx.db, caller.id)) throw conflict('already_open', CONSULT_MESSAGES.alreadyOpen);
  let id: number | null;
  try {
    // An account deleted meanwhile gets its 401; a deletion coming second finds the request and refuses (409). The
    // account's row is held exclusively, as a suspension holds it: the two take turns (docs/decisions/safety.md).
    id = await ctx.db.transaction(async (tx) => {
      await requireLiveAccount(tx, caller.id, 'exclusive');
      const made = await repo.insertRequest(tx, ctx.dbClock, {
        userId: caller.id,
        astrologerId: astro.id,
        type,
        ratePaise,
        minuteSeconds: ctx.config.CONSULT_MINUTE_S,
        acceptS: ctx.config.CONSULT_ACCEPT_S,
        graceS: ctx.config.CONSULT_GRACE_S,
        matchId,
      });
      // A suspension that committed while this waited on the account's or the astrologer's row is seen now: the
      // suspension ends what was open before it, and nothing opens after it (docs/decisions/safety.md).
      if (made !== null) await refuseIfSuspendedSince(tx, caller.id, astro.userId);
      // A request by someone on this astrologer's waitlist takes their place (the offer, or their turn).
      if (made !== null) await markTaken(tx, made, caller.id, astro.id, ctx.dbClock);
      // The person's marks are taken with the request (given back if it never bills), so a second account of the
      // same person racing this one cannot have the free minutes too.
      if (made !== null && free > 0 && (await repo.claimFirstSession(tx, made, marks))) {
        await repo.updateSession(tx, made, { freeMinutes: free });
      }
      return made;
    });
  } catch (error) {
    // The partial unique indexes are the real guard against two open sessions for one side.
    if (!isUniqueViolation(error)) throw error;
    const name = constraintName(error);
    throw name === 'consultations_open_astrologer_key'
      ? conflict('astrologer_busy', CONSULT_MESSAGES.astrologerUnavailable)
      : conflict('already_open', CONSULT_MESSAGES.alreadyOpen);
  }
  if (id === null) throw conflict('astrologer_busy', CONSULT_MESSAGES.astrologerUnavailable);
  return publish(ctx, id, noEffects(), { isNewRequest: true });
}

/**
 * The per-minute price (paise) of a live session of `type`: the astrologer's own charge for a chat or voice call, their
 * video price (the one booked video calls use) for a video call, which is refused when they set none.
 */
export async function liveRate(ctx: Pick<Ctx, 'db'>, astro: { id: number; chargePaise: number }, type: ConsultationType): Promise<number> {
  if (type !== 'video') return astro.chargePaise;
  const paise = await bookedPrice(ctx.db, astro.id, 'video');
  if (paise === null) throw conflict('video_not_offered', CONSULT_MESSAGES.videoNotOffered);
  return paise;
}

/** A new statement, so a new snapshot: a suspension of either side committed meanwhile refuses the request. */
async function refuseIfSuspendedSince(tx: Tx, userId: number, astroUserId: number): Promise<void> {
  await safety.refuseSuspended(tx, userId);
  if (await safety.anySuspended(tx, [astroUserId])) throw notFound('astrologer_not_found', CONSULT_MESSAGES.astrologerNotFound);
}

/**
 * The minutes free to the caller's next consultation: all of FIRST_SESSION_FREE_MINUTES to a guest (a new account
 * has them) and to a user whose person has not had a first session; none to anyone else.
 */
export async function firstSessionFreeMinutes(ctx: Ctx, caller: SessionUser | null): Promise<number> {
  if (!caller) return ctx.config.FIRST_SESSION_FREE_MINUTES;
  if (caller.role !== 'user') return 0;
  return freeMinutesFor(ctx, caller.id);
}

/** The request sheet's numbers for a user about to ask this astrologer, by the tariff. */
export async function quote(ctx: Ctx, caller: SessionUser, astroId: number, type: ConsultationType): Promise<ConsultationQuote> {
  if (caller.role !== 'user') throw forbidden('consult_users_only', CONSULT_MESSAGES.usersOnly);
  await safety.refuseSuspended(ctx.db, caller.id);
  const astro = await repo.findBookableAstrologer(ctx.db, astroId);
  if (!astro) throw notFound('astrologer_not_found', CONSULT_MESSAGES.astrologerNotFound);
  const ratePaise = await liveRate(ctx, astro, type);
  const [balance, free] = await Promise.all([money.userBalance(ctx.db, caller.id), freeMinutesFor(ctx, caller.id)]);
  const minutes = ctx.config.CONSULT_MIN_MINUTES;
  const needed = money.minimumToStart(ratePaise, minutes, free);
  const covered = money.minutesCovered(balance, ratePaise, free);
  return {
    astro_id: astro.id,
    type,
    rate: ratePaise / 100,
    balance: balance / 100,
    free_minutes: free,
    min_minutes: minutes,
    needed: needed / 100,
    minutes_covered: Number.isFinite(covered) ? covered : null,
    can_start: balance >= needed,
    top_up: balance >= needed ? 0 : rechargeRupees(needed - balance),
    first_reply_s: ctx.config.CONSULT_FIRST_REPLY_S,
  };
}

export type Action = 'accept' | 'decline' | 'cancel' | 'end';

/** One transition by a participant; answers the session after it, or the refusal once the transaction is over. */
export async function act(ctx: Ctx, caller: SessionUser, id: number, action: Action): Promise<Consultation> {
  const effects = noEffects();
  const { view, refusal } = await ctx.db.transaction(async (tx) => {
    // The account first, as the deletion takes it first: the two then never wait for each other's other locks.
    await requireLiveAccount(tx, caller.id);
    const locked = await repo.lockSession(tx, ctx.dbClock, id);
    const asUser = locked?.c.userId === caller.id;
    const asAstro = locked?.astroUserId === caller.id;
    if (!locked || (!asUser && !asAstro)) throw notFound('consultation_not_found', CONSULT_MESSAGES.consultationNotFound);
    const row = locked.c;
    if ((action === 'accept' || action === 'decline') && !asAstro) throw forbidden('astrologer_action_only', CONSULT_MESSAGES.astrologerActionOnly);
    if (action === 'cancel' && !asUser) throw forbidden('user_action_only', CONSULT_MESSAGES.userActionOnly);
    const now = await repo.lockedNow(tx, ctx.dbClock);
    const result = await transition(tx, row, action, asUser, now, ctx.config, effects);
    return { view: { ...locked, c: result.row, serverTime: now }, refusal: result.refusal };
  });
  const wire = await announce(ctx, view, effects);
  if (refusal) throw refusal;
  return wire;
}

async function transition(
  tx: Tx,
  row: repo.ConsultationRow,
  action: Action,
  asUser: boolean,
  now: Date,
  config: Ctx['config'],
  effects: Effects,
): Promise<{ row: repo.ConsultationRow; refusal?: AppError }> {
  const grace = config.CONSULT_GRACE_S;
  if (action === 'end') {
    if (row.status !== 'active') throw conflict('session_ended', CONSULT_MESSAGES.notActive);
    // Minutes that began before this moment are owed even if the clock has not charged them yet.
    const current = await advance(tx, row, now, grace, effects);
    if (current.status !== 'active') return { row: current };
    return { row: await endSession(tx, current, asUser ? 'user' : 'astro', now, effects) };
  }
  // Whether the clock or this answer noticed the deadline first, the caller hears the same.
  if (row.status === 'expired') throw conflict('request_expired', CONSULT_MESSAGES.expired);
  if (row.status !== 'requested') throw conflict('request_not_waiting', CONSULT_MESSAGES.notRequested);
  if (planAt(row, now, grace).kind === 'expire') {
    // Kept: the request is over whoever asked; the refusal is answered after the commit.
    return { row: await closeRequest(tx, row, 'expired', now, effects), refusal: conflict('request_expired', CONSULT_MESSAGES.expired) };
  }
  if (action === 'decline') return { row: await closeRequest(tx, row, 'declined', now, effects) };
  if (action === 'cancel') return { row: await closeRequest(tx, row, 'cancelled', now, effects) };
  effects.accepted = true;
  // Nothing is billed yet (docs/decisions/fair-meter.md): a call or video bills from the moment it connects, a chat
  // from the astrologer's first message. Until then accept_by is the deadline to connect, or to write first.
  const accepted = acceptedState(row.type, now, { acceptS: config.CONSULT_ACCEPT_S, firstReplyS: config.CONSULT_FIRST_REPLY_S });
  return { row: await repo.updateSession(tx, row.id, accepted) };
}

/** Participants and the admin may read a session; anyone else is told it does not exist. */
export async function getConsultation(ctx: Ctx, caller: SessionUser, id: number): Promise<Consultation> {
  const view = await repo.findView(ctx.db, ctx.dbClock, id);
  if (!view || (caller.role !== 'admin' && view.c.userId !== caller.id && view.astroUserId !== caller.id)) {
    throw notFound('consultation_not_found', CONSULT_MESSAGES.consultationNotFound);
  }
  return toWire(view);
}

export async function listConsultations(ctx: Ctx, caller: SessionUser, page: number, limit: number) {
  const { rows, total } = await repo.listViews(ctx.db, ctx.dbClock, caller.id, limit, (page - 1) * limit);
  return { consultations: rows.map(toWire), page, total_pages: Math.max(1, Math.ceil(total / limit)), total };
}

// What other modules use of consultations: an astrologer's status (the directory's listing, the realtime presence
// events), a call's signalling and presence over the socket, and the console's check that an astrologer is verified.
export { astrologerStatusEvent, astrologerStatusSql };
export { ackOf, markMedia, relaySignal } from './calls.service.ts';
export { touchPresence } from './presence.repository.ts';
export { findVerifiedByUser };

/**
 * A suspension's part here, in the suspension's transaction (which holds the open sessions' rows, then the account's
 * row and the astrologer's row for an astrologer, so no request opens meanwhile): every open session of the account
 * is closed fairly, those a request committed between the two locks included. A request
 * waiting for an answer is declined (the astrologer suspended) or cancelled (the user); an active session is brought up
 * to now, its started minutes billed as always, and ended as astro_suspended (the user gets the running minute back,
 * as when the astrologer's side is lost) or user_suspended. A suspended astrologer goes offline. Answers what to tell
 * the participants once the transaction has committed.
 */
/**
 * Locks the account's open sessions' rows, in id order, then its booked bookings': a suspension takes them before the
 * account's rows.
 */
export async function holdOpenSessions(ctx: Ctx, tx: Tx, accountId: number): Promise<void> {
  for (const id of await repo.openSessionIdsOf(tx, accountId)) await repo.lockSession(tx, ctx.dbClock, id);
  await holdBookings(tx, accountId);
}

/**
 * A removal's or a suspension's part for booked consultations: the platform cancels them, the whole hold back. A removal
 * holds the astrologer's bookings first, before the astrologer's row.
 */
export { cancelBookingsOf, holdAstrologerBookings };

/** Tells everyone the astrologer's status now (a suspension lifted: their console reads itself again). */
export async function announceStatus(ctx: Ctx, astroId: number): Promise<void> {
  ctx.realtime.toEveryone(SOCKET_EVENTS.astrologerStatus, await astrologerStatusEvent(ctx.db, ctx.dbClock, astroId, ctx.config.CONSULT_GRACE_S));
}

export async function closeSessionsOfSuspended(ctx: Ctx, tx: Tx, accountId: number): Promise<() => Promise<void>> {
  const closed: { view: repo.Locked; effects: Effects }[] = [];
  for (const id of await repo.openSessionIdsOf(tx, accountId)) {
    const locked = await repo.lockSession(tx, ctx.dbClock, id);
    if (!locked || (locked.c.status !== 'requested' && locked.c.status !== 'active')) continue;
    const effects = noEffects();
    const astroSide = locked.astroUserId === accountId;
    const now = await repo.lockedNow(tx, ctx.dbClock);
    let row = locked.c;
    if (row.status === 'requested') {
      row = await closeRequest(tx, row, astroSide ? 'declined' : 'cancelled', now, effects);
    } else {
      row = await advance(tx, row, now, ctx.config.CONSULT_GRACE_S, effects);
      if (row.status === 'active') row = await endSession(tx, row, astroSide ? 'astro_suspended' : 'user_suspended', now, effects);
    }
    closed.push({ view: { ...locked, c: row, serverTime: now }, effects });
  }
  // Their booked consultations will not happen: the platform cancels them, the whole hold back to each user.
  await cancelBookingsOf(tx, accountId, await repo.lockedNow(tx, ctx.dbClock));
  const astro = await findVerifiedByUser(tx, accountId);
  if (astro) await saveAvailability(tx, ctx.dbClock, astro.id, { chat: false, call: false });
  return async () => {
    for (const { view, effects } of closed) await announce(ctx, view, effects);
    if (astro) await announceStatus(ctx, astro.id);
  };
}
