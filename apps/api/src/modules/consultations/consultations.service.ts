// Session rules: a user requests, the astrologer accepts or declines, either ends; every transition is one
// transaction on the locked row that re-checks its state, so each race has one winner.
import { CONSULT_MESSAGES, type Consultation, type ConsultationQuote, type ConsultationType } from '@app/contracts/consultations';
import { rechargeRupees } from '@app/contracts/tariff';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { constraintName, isUniqueViolation } from '../../db/db-errors.ts';
import { requireLiveAccount, withLiveAccount } from '../../plugins/live-account.ts';
import * as money from '../money/money.service.ts';
import { advance, closeRequest, endSession, noEffects, type Effects } from './billing.ts';
import { announce, publish, toWire } from './consultation-view.ts';
import * as repo from './consultations.repository.ts';
import { firstSessionMarks, freeMinutesFor } from './first-session.ts';
import { planAt } from './session-rules.ts';
import { markTaken } from './waitlist.repository.ts';
import * as safety from '../safety/safety.service.ts';

type Ctx = Pick<AppContext, 'db' | 'dbClock' | 'config' | 'realtime' | 'push'>;

/** The minute clock, which the app starts for every process (plugins/minute-clock.ts). */
export { startClock, type Clock } from './clock.ts';

export async function requestConsultation(ctx: Ctx, caller: SessionUser, astroId: number, type: ConsultationType): Promise<Consultation> {
  if (caller.role !== 'user') throw forbidden('consult_users_only', CONSULT_MESSAGES.usersOnly);
  const astro = await repo.findBookableAstrologer(ctx.db, astroId);
  // A block either way: they are not matched again, and the astrologer is as good as gone for this user.
  if (!astro || (await safety.blockedBetween(ctx.db, caller.id, astro.userId))) {
    throw notFound('astrologer_not_found', CONSULT_MESSAGES.astrologerNotFound);
  }
  const minutes = ctx.config.CONSULT_MIN_MINUTES;
  const marks = await firstSessionMarks(ctx, caller.id);
  const free = await freeMinutesFor(ctx, caller.id, marks);
  // The free minutes count towards the minimum: a first session needs the balance for the rest only.
  const needed = money.minimumToStart(astro.chargePaise, minutes, free);
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
    // An account deleted meanwhile gets its 401; a deletion coming second finds the request and refuses (409).
    id = await withLiveAccount(ctx.db, caller.id, async (tx) => {
      const made = await repo.insertRequest(tx, ctx.dbClock, {
        userId: caller.id,
        astrologerId: astro.id,
        type,
        ratePaise: astro.chargePaise,
        minuteSeconds: ctx.config.CONSULT_MINUTE_S,
        acceptS: ctx.config.CONSULT_ACCEPT_S,
        graceS: ctx.config.CONSULT_GRACE_S,
      });
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
  const astro = await repo.findBookableAstrologer(ctx.db, astroId);
  if (!astro) throw notFound('astrologer_not_found', CONSULT_MESSAGES.astrologerNotFound);
  const [balance, free] = await Promise.all([money.userBalance(ctx.db, caller.id), freeMinutesFor(ctx, caller.id)]);
  const minutes = ctx.config.CONSULT_MIN_MINUTES;
  const needed = money.minimumToStart(astro.chargePaise, minutes, free);
  const covered = money.minutesCovered(balance, astro.chargePaise, free);
  return {
    astro_id: astro.id,
    type,
    rate: astro.chargePaise / 100,
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
  // Nothing is billed yet (docs/decisions/fair-meter.md): a call bills from the moment it connects, a chat from the
  // astrologer's first message. Until then accept_by is the deadline to connect, or to write first.
  const waitS = row.type === 'call' ? config.CONSULT_ACCEPT_S : config.CONSULT_FIRST_REPLY_S;
  const acceptBy = new Date(now.getTime() + waitS * 1000);
  return { row: await repo.updateSession(tx, row.id, { status: 'active', acceptedAt: now, acceptBy, astroSeenAt: now }) };
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
export { astrologerStatusEvent, astrologerStatusSql } from './status.ts';
export { ackOf, markMedia, relaySignal } from './calls.service.ts';
export { touchPresence } from './presence.repository.ts';
export { findVerifiedByUser } from './console.repository.ts';
