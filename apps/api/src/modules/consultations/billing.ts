// A session's money and endings inside the caller's transaction, on a row it has locked: minute k starts at
// started_at + k x minute_seconds and is charged whole at its start; the unique minute index on both ledgers is the
// backstop against a second charge.
import type { EndReason } from '@app/contracts/consultations';
import type { Tx } from '../../db/client.ts';
import { interactions, paidChats } from '../../db/schema/index.ts';
import * as money from '../money/money.service.ts';
import { updateSession, type ConsultationRow } from './consultations.repository.ts';

/** What a transaction did that the participants hear about once it commits. */
export interface Effects {
  /** The astrologer accepted the request. */
  accepted: boolean;
  /** The user's balance in paise after the last charge, when something was charged. */
  balancePaise: number | null;
  /** The session left requested/active, so the astrologer may be free again. */
  closed: boolean;
}

export const noEffects = (): Effects => ({ accepted: false, balancePaise: null, closed: false });

/** The start of minute `k` of a started session. */
export function minuteStart(row: ConsultationRow, k: number): Date {
  return money.minuteStart(row.startedAt!, row.minuteSeconds, k);
}

/**
 * The moment the first participant to go quiet was last seen plus the grace period; null if neither was ever seen.
 * A call that has started also counts the astrologer's audio mark: audio lost for the grace period ends it too. The
 * user's audio mark counts for nothing (docs/decisions/calls.md).
 */
export function lostAt(row: ConsultationRow, graceS: number): Date | null {
  const seen = [row.userSeenAt, row.astroSeenAt];
  if (row.type === 'call' && row.startedAt) seen.push(row.astroMediaAt ?? row.startedAt);
  const marks = seen.filter((d): d is Date => d !== null).map((d) => d.getTime());
  return marks.length === 0 ? null : new Date(Math.min(...marks) + graceS * 1000);
}

/** An accepted call whose audio has not connected yet: nothing is billed until it does. */
export const isConnecting = (row: ConsultationRow): boolean => row.status === 'active' && row.startedAt === null;

/**
 * Whether a connecting call is connected by the rule that bills it (docs/decisions/calls.md): the server passed an
 * offer from the user's side, then an answer from the astrologer's side, and the astrologer's side reported its
 * audio connection up after that offer, within the grace period. Nothing the user's client reports or withholds
 * after its offer changes this.
 */
export function isConnected(row: ConsultationRow, now: Date, graceS: number): boolean {
  const { offeredAt, answeredAt, astroMediaAt } = row;
  if (!isConnecting(row) || !offeredAt || !answeredAt || !astroMediaAt) return false;
  return answeredAt >= offeredAt && astroMediaAt >= offeredAt && now.getTime() - astroMediaAt.getTime() <= graceS * 1000;
}

/** Starts billing a connected call: minute 0 now, or the end if the wallet cannot pay it. */
export async function startCall(tx: Tx, row: ConsultationRow, now: Date, effects: Effects): Promise<ConsultationRow> {
  const started = await updateSession(tx, row.id, { startedAt: now, nextChargeAt: now });
  return (await chargeMinute(tx, started, effects)) ?? (await endSession(tx, started, 'balance', now, effects));
}

/** Charges minute `k` (= billed_minutes); answers the updated row, or null when the wallet cannot pay it. */
export async function chargeMinute(tx: Tx, row: ConsultationRow, effects: Effects): Promise<ConsultationRow | null> {
  const k = row.billedMinutes;
  if (row.ratePaise > 0) {
    const minute = { userId: row.userId, astrologerId: row.astrologerId, consultationId: row.id, minuteIndex: k, ratePaise: row.ratePaise };
    const balance = await money.transferMinute(tx, minute);
    if (balance === null) return null;
    effects.balancePaise = balance;
  }
  return updateSession(tx, row.id, {
    billedMinutes: k + 1,
    amountPaise: money.chargeFor(row.ratePaise, k + 1),
    nextChargeAt: minuteStart(row, k + 1),
  });
}

/** Ends an active session at `endedAt`; a session with billed minutes also writes the admin's report rows. */
export async function endSession(tx: Tx, row: ConsultationRow, reason: EndReason, endedAt: Date, effects: Effects): Promise<ConsultationRow> {
  // A call that never connected has no start: it ends when it ends, at no cost.
  const started = row.startedAt ?? endedAt;
  const at = endedAt < started ? started : endedAt;
  const ended = await updateSession(tx, row.id, { status: 'ended', endReason: reason, endedAt: at, nextChargeAt: null });
  effects.closed = true;
  if (ended.billedMinutes > 0) {
    const base = { userId: ended.userId, astrologerId: ended.astrologerId, paidAmountPaise: ended.amountPaise, consultationId: ended.id };
    await tx
      .insert(interactions)
      .values({
        ...base,
        interactionType: ended.type === 'chat' ? 'chat' : 'Call',
        durationSeconds: Math.max(0, Math.round((at.getTime() - started.getTime()) / 1000)),
        paymentStatus: 'Completed',
      })
      .onConflictDoNothing();
    await tx.insert(paidChats).values({ ...base, paymentStatus: 'success' }).onConflictDoNothing();
  }
  return ended;
}

/** Closes a request that was never accepted: declined, cancelled or expired, at no cost. */
export async function closeRequest(tx: Tx, row: ConsultationRow, status: 'declined' | 'cancelled' | 'expired', at: Date, effects: Effects) {
  effects.closed = true;
  return updateSession(tx, row.id, { status, endedAt: at });
}

/**
 * Brings an open session up to `now`: every minute due is charged in order unless a participant was already gone
 * at its start (ends 'disconnected' when they were lost) or the wallet cannot pay it (ends 'balance' at its start);
 * a participant lost since the last minute ends it too. A request past its time or with a participant gone expires.
 */
export async function advance(tx: Tx, row: ConsultationRow, now: Date, graceS: number, effects: Effects): Promise<ConsultationRow> {
  const lost = lostAt(row, graceS);
  if (row.status === 'requested') {
    if (row.acceptBy <= now || (lost && lost <= now)) return closeRequest(tx, row, 'expired', now, effects);
    return row;
  }
  if (isConnecting(row)) {
    // accept_by is the connect deadline once a call is accepted.
    const gaveUp = lost && lost < row.acceptBy ? lost : row.acceptBy;
    return gaveUp <= now ? endSession(tx, row, 'disconnected', gaveUp, effects) : row;
  }
  let current = row;
  while (current.status === 'active' && current.nextChargeAt! <= now) {
    const start = current.nextChargeAt!;
    if (lost && lost <= start) return endSession(tx, current, 'disconnected', lost, effects);
    const charged = await chargeMinute(tx, current, effects);
    if (!charged) return endSession(tx, current, 'balance', start, effects);
    current = charged;
  }
  if (current.status === 'active' && lost && lost <= now) return endSession(tx, current, 'disconnected', lost, effects);
  return current;
}
