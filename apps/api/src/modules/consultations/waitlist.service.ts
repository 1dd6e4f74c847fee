// The waitlist of a busy astrologer: a user joins it (one list at a time, CONSULT_WAITLIST_MAX per astrologer), reads
// their place and wait, leaves it, and takes the offer when their turn comes, through the ordinary request; the
// astrologer's console lists who waits. How the line moves is waitlist-line.ts (docs/decisions/waitlist.md).
import { CONSULT_MESSAGES, type Consultation, type ConsultationType } from '@app/contracts/consultations';
import { WAITLIST_MESSAGES, type ConsoleWaitlistItem, type WaitlistEntry } from '@app/contracts/waitlist';
import type { AppContext } from '../../app-context.ts';
import { constraintName, isUniqueViolation } from '../../db/db-errors.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { withLiveAccount } from '../../plugins/live-account.ts';
import { findVerifiedByUser } from './console.repository.ts';
import { findBookableAstrologer, hasOpenSession, readNow } from './consultations.repository.ts';
import { liveRate, requestConsultation } from './consultations.service.ts';
import { afterSeatChange, lineOf } from './waitlist-line.ts';
import * as repo from './waitlist.repository.ts';
import { blockedBetween, refuseSuspended } from '../safety/safety.service.ts';

type Ctx = Pick<AppContext, 'db' | 'dbClock' | 'config' | 'realtime' | 'push' | 'metrics'>;

const entryNotFound = () => notFound('waitlist_entry_not_found', WAITLIST_MESSAGES.notFound);

/** The user's place on their list as it is now (position and wait), or null when they have none open. */
export async function myPlace(ctx: Ctx, caller: SessionUser): Promise<WaitlistEntry | null> {
  const row = await repo.openPlaceOf(ctx.db, caller.id);
  if (!row) return null;
  const line = await lineOf(ctx, row.astrologerId);
  return line.find((p) => p.wire.entry_id === row.id)?.wire ?? null;
}

/**
 * Joins the astrologer's list: users only, with no consultation open, on one list at a time, while the astrologer is
 * busy (in a session, or their seat offered to someone) and takes `type`; at most CONSULT_WAITLIST_MAX people. The
 * checks and the insert hold the seat's lock, so the limit holds whatever the races; the unique index keeps one list
 * per user.
 */
export async function joinWaitlist(ctx: Ctx, caller: SessionUser, astroId: number, type: ConsultationType): Promise<WaitlistEntry> {
  if (caller.role !== 'user') throw forbidden('consult_users_only', CONSULT_MESSAGES.usersOnly);
  await refuseSuspended(ctx.db, caller.id);
  const astro = await findBookableAstrologer(ctx.db, astroId);
  if (!astro || (await blockedBetween(ctx.db, caller.id, astro.userId))) throw notFound('astrologer_not_found', CONSULT_MESSAGES.astrologerNotFound);
  // A video call the astrologer does not offer is refused now, not when the turn comes.
  await liveRate(ctx, astro, type);
  if (await hasOpenSession(ctx.db, caller.id)) throw conflict('already_open', CONSULT_MESSAGES.alreadyOpen);
  const alreadyOn = () => conflict('waitlist_already_on', WAITLIST_MESSAGES.alreadyOn);
  try {
    await withLiveAccount(ctx.db, caller.id, async (tx) => {
      await repo.lockSeat(tx, astro.id);
      if (await repo.openPlaceOf(tx, caller.id)) throw alreadyOn();
      const seat = await repo.seatState(tx, ctx.dbClock, astro.id, type, ctx.config.CONSULT_GRACE_S);
      if (!seat.takes) throw conflict('waitlist_astrologer_unavailable', WAITLIST_MESSAGES.astrologerUnavailable);
      // Free with nobody waiting: the client requests it directly. Free while others wait: their offer is on its way.
      if (!seat.busy && !seat.queued) throw conflict('waitlist_astrologer_free', WAITLIST_MESSAGES.astrologerFree);
      if ((await repo.countOpen(tx, astro.id)) >= ctx.config.CONSULT_WAITLIST_MAX) throw conflict('waitlist_full', WAITLIST_MESSAGES.full);
      await repo.insertEntry(tx, ctx.dbClock, { astrologerId: astro.id, userId: caller.id, type });
    });
  } catch (error) {
    if (isUniqueViolation(error) && constraintName(error) === 'consultation_waitlist_user_key') throw alreadyOn();
    throw error;
  }
  // A seat free while others wait is offered now rather than at the next round; the console hears of the newcomer.
  await afterSeatChange(ctx, astro.id, { lineChanged: true });
  const mine = await myPlace(ctx, caller);
  if (!mine) throw entryNotFound();
  return mine;
}

/** Leaves the caller's place; a place already closed is left as it is. The line moves up (an offer passes on). */
export async function leaveWaitlist(ctx: Ctx, caller: SessionUser, entryId: number): Promise<void> {
  const left = await repo.leaveEntry(ctx.db, ctx.dbClock, entryId, caller.id);
  if (left) {
    await afterSeatChange(ctx, left.astrologerId, { lineChanged: true });
    return;
  }
  const row = await repo.findEntry(ctx.db, entryId);
  if (!row || row.userId !== caller.id) throw entryNotFound();
}

/**
 * Takes the offer: the consultation is requested through the ordinary request (the balance and every other check
 * apply), which marks the place taken in its own transaction. An offer past its time is refused even before the
 * round closes it.
 */
export async function takeOffer(ctx: Ctx, caller: SessionUser, entryId: number): Promise<Consultation> {
  const row = await repo.findEntry(ctx.db, entryId);
  if (!row || row.userId !== caller.id) throw entryNotFound();
  const expired = () => conflict('waitlist_offer_expired', WAITLIST_MESSAGES.offerExpired);
  if (row.status === 'expired') throw expired();
  if (row.status !== 'offered') throw conflict('waitlist_not_offered', WAITLIST_MESSAGES.notOffered);
  if (row.offerExpiresAt! <= (await readNow(ctx.db, ctx.dbClock))) throw expired();
  return requestConsultation(ctx, caller, row.astrologerId, row.type);
}

/** The astrologer's console: who waits, in order, by first name. */
export async function consoleWaitlist(ctx: Ctx, caller: SessionUser): Promise<ConsoleWaitlistItem[]> {
  const astro = caller.role === 'astro' ? await findVerifiedByUser(ctx.db, caller.id) : null;
  if (!astro) throw forbidden('astrologers_only', CONSULT_MESSAGES.astrologersOnly);
  const line = await lineOf(ctx, astro.id);
  return line.map(({ userName, wire }) => ({
    entry_id: wire.entry_id,
    first_name: userName.trim().split(/\s+/)[0] ?? '',
    type: wire.type,
    status: wire.status === 'offered' ? 'offered' : 'waiting',
    position: wire.position!,
    joined_at: wire.joined_at,
    offer_expires_at: wire.offer_expires_at,
  }));
}
