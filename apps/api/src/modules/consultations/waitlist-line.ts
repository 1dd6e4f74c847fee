// How a waitlist moves: a free seat offered to the first in line (socket event and push), everyone still waiting told
// their place and wait, and the clock round's expiries. Every process runs the round; the seat's lock and the unique
// indexes make each offer and each expiry happen once (docs/decisions/waitlist.md).
import { SOCKET_EVENTS } from '@app/contracts/consultations';
import type { WaitlistEntry } from '@app/contracts/waitlist';
import type { AppContext } from '../../app-context.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import { waitlistOfferNotice } from '../push/push.service.ts';
import { readNow } from './consultations.repository.ts';
import { astrologerStatusEvent } from './status.ts';
import * as repo from './waitlist.repository.ts';

type Ctx = Pick<AppContext, 'db' | 'dbClock' | 'config' | 'realtime' | 'push'>;

/** The length of a session assumed for an astrologer with no ended session yet. */
export const DEFAULT_SESSION_MINUTES = 10;
/** Astrologers whose seat one round offers at most (the next round takes the rest). */
const OFFERS_PER_ROUND = 50;

/**
 * Minutes until the place at `position` is likely offered: what remains of the open session (its average length
 * less what has run, at least a minute) and an average session for each person ahead, to the nearest minute. 0 for
 * an offer; at least 1.
 */
export function estimateMinutes(
  position: number,
  status: 'waiting' | 'offered',
  pace: { averageS: number | null; openElapsedS: number | null },
): number {
  if (status === 'offered') return 0;
  const average = pace.averageS ?? DEFAULT_SESSION_MINUTES * 60;
  const current = pace.openElapsedS === null ? 0 : Math.max(average - pace.openElapsedS, 60);
  return Math.max(1, Math.round((current + (position - 1) * average) / 60));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toWire(
  row: repo.EntryRow,
  astro: { name: string; image: string },
  serverTime: Date,
  place: { position: number; estimate: number } | null = null,
): WaitlistEntry {
  return {
    entry_id: row.id,
    astro_id: row.astrologerId,
    astro_name: astro.name,
    astro_image: astro.image,
    type: row.type,
    status: row.status,
    position: place?.position ?? null,
    estimated_wait_minutes: place?.estimate ?? null,
    joined_at: row.joinedAt.toISOString(),
    offered_at: iso(row.offeredAt),
    offer_expires_at: row.status === 'offered' ? iso(row.offerExpiresAt) : null,
    consultation_id: row.consultationId,
    server_time: serverTime.toISOString(),
  };
}

type AstrologerCard = Awaited<ReturnType<typeof repo.astrologerCard>>;

/**
 * The astrologer's open places in order, each as its user sees it, with the user's name beside it. `card` is the
 * astrologer's name and photo when the caller has read them already.
 */
export async function lineOf(ctx: Pick<Ctx, 'db' | 'dbClock'>, astrologerId: number, card?: AstrologerCard) {
  const places = await repo.openPlacesOf(ctx.db, astrologerId);
  if (places.length === 0) return [];
  const [pace, astro, now] = await Promise.all([
    repo.astrologerPace(ctx.db, ctx.dbClock, astrologerId),
    card ?? repo.astrologerCard(ctx.db, astrologerId),
    readNow(ctx.db, ctx.dbClock),
  ]);
  return places.map(({ entry, userName }, i) => {
    const status = entry.status === 'offered' ? 'offered' : 'waiting';
    const place = { position: i + 1, estimate: estimateMinutes(i + 1, status, pace) };
    return { userId: entry.userId, userName, wire: toWire(entry, astro, now, place) };
  });
}

/** Tells each person on the astrologer's list their place as it is now, and the astrologer's console how many wait. */
export async function tellTheLine(ctx: Ctx, astrologerId: number, card?: AstrologerCard): Promise<void> {
  const astro = card ?? (await repo.astrologerCard(ctx.db, astrologerId));
  const line = await lineOf(ctx, astrologerId, astro);
  for (const { userId, wire } of line) ctx.realtime.toUsers([userId], SOCKET_EVENTS.waitlist, wire);
  const { userId } = astro;
  if (userId !== null) ctx.realtime.toUsers([userId], SOCKET_EVENTS.waitlistLine, { astro_id: astrologerId, waiting: line.length });
}

/**
 * Offers the astrologer's seat to the first in line when it is free: in one transaction holding the seat's lock (a
 * direct request waits for it, and sees the offer); the unique index of one offer per astrologer is the backstop.
 * The offered user hears it on the socket and by push; the line hears its new places; everyone the astrologer's
 * status (busy while the seat is held). Answers whether an offer was made.
 */
export async function offerNext(ctx: Ctx, astrologerId: number): Promise<boolean> {
  let offered: repo.EntryRow | null;
  try {
    offered = await ctx.db.transaction(async (tx) => {
      await repo.lockSeat(tx, astrologerId);
      return repo.offerSeat(tx, ctx.dbClock, astrologerId, ctx.config.CONSULT_GRACE_S, ctx.config.CONSULT_WAITLIST_OFFER_S);
    });
  } catch (error) {
    // Another process's offer for this astrologer committed first.
    if (!isUniqueViolation(error)) throw error;
    offered = null;
  }
  if (!offered) return false;
  const astro = await repo.astrologerCard(ctx.db, astrologerId);
  const seconds = ctx.config.CONSULT_WAITLIST_OFFER_S;
  ctx.push.notify(
    [offered.userId],
    waitlistOfferNotice({ entryId: offered.id, astroId: astrologerId, astroName: astro.name, type: offered.type, seconds }),
    { urgency: 'high', ttlSeconds: seconds },
  );
  await tellTheLine(ctx, astrologerId, astro);
  await announceStatus(ctx, astrologerId);
  return true;
}

async function announceStatus(ctx: Ctx, astrologerId: number) {
  ctx.realtime.toEveryone(SOCKET_EVENTS.astrologerStatus, await astrologerStatusEvent(ctx.db, ctx.dbClock, astrologerId, ctx.config.CONSULT_GRACE_S));
}

/**
 * After the astrologer's seat or line changed (a session requested or closed, a place joined or left): offers the seat if free,
 * otherwise tells the line its new places and waits. Never fails its caller, whose change is already committed: the
 * clock's next round offers a free seat all the same, and clients read their place again when they reconnect.
 */
export async function afterSeatChange(ctx: Ctx, astrologerId: number, opts: { lineChanged?: boolean } = {}): Promise<void> {
  try {
    // Most astrologers have nobody waiting: one look at the line's index, and nothing more (unless the line itself
    // just changed, which the astrologer's console hears of even when it is now empty).
    if (!opts.lineChanged && (await repo.countOpen(ctx.db, astrologerId)) === 0) return;
    if (!(await offerNext(ctx, astrologerId))) await tellTheLine(ctx, astrologerId);
  } catch {
    // See above: the round repairs it.
  }
}

/**
 * The clock round's part, in every process: closes offers past their time (expired) and places whose astrologer or
 * account is gone (closed), tells their users, then offers every free seat someone in line can take, which is also
 * how a line moves again once its astrologer is back online.
 */
export async function waitlistRound(ctx: Ctx): Promise<void> {
  if (!(await repo.anyOpenPlace(ctx.db))) return;
  const closed = await repo.closeStalePlaces(ctx.db, ctx.dbClock);
  const moved = new Set<number>();
  if (closed.length > 0) {
    const now = await readNow(ctx.db, ctx.dbClock);
    for (const row of closed) {
      ctx.realtime.toUsers([row.userId], SOCKET_EVENTS.waitlist, toWire(row, await repo.astrologerCard(ctx.db, row.astrologerId), now));
      moved.add(row.astrologerId);
    }
  }
  for (const astrologerId of await repo.seatsToOffer(ctx.db, ctx.dbClock, ctx.config.CONSULT_GRACE_S, OFFERS_PER_ROUND)) {
    if (await offerNext(ctx, astrologerId)) moved.delete(astrologerId);
  }
  // A line that lost a place and made no new offer: new places for those behind, and the astrologer free again.
  for (const astrologerId of moved) {
    await tellTheLine(ctx, astrologerId);
    await announceStatus(ctx, astrologerId);
  }
}
