// The session's timing rules on plain values (no rows, no database, no clock of its own): when minute k starts,
// when a participant counts as lost, whether a call is connected, and what is due at a given moment. billing.ts
// writes what these decide; docs/decisions/consultations.md and calls.md give the rules.
import type { ConsultationType } from '@app/contracts/consultations';
import { minuteStart as tariffMinuteStart } from '../money/tariff.ts';

/** What the rules read of a session: its state and the times the server recorded. */
export interface SessionTimes {
  type: ConsultationType;
  status: 'requested' | 'active' | 'ended' | 'declined' | 'cancelled' | 'expired';
  /** The deadline to accept a request, then (an accepted call) to connect. */
  acceptBy: Date;
  startedAt: Date | null;
  /** The start of the next minute to charge (minute `billedMinutes`). */
  nextChargeAt: Date | null;
  billedMinutes: number;
  minuteSeconds: number;
  userSeenAt: Date | null;
  astroSeenAt: Date | null;
  astroMediaAt: Date | null;
  offeredAt: Date | null;
  answeredAt: Date | null;
}

/** The start of minute `k` of a started session. */
export function minuteStart(s: Pick<SessionTimes, 'startedAt' | 'minuteSeconds'>, k: number): Date {
  return tariffMinuteStart(s.startedAt!, s.minuteSeconds, k);
}

/**
 * The moment the first participant to go quiet was last seen plus the grace period; null if neither was ever seen.
 * A call that has started also counts the astrologer's audio mark: audio lost for the grace period ends it too. The
 * user's audio mark counts for nothing (docs/decisions/calls.md).
 */
export function lostAt(s: SessionTimes, graceS: number): Date | null {
  const seen = [s.userSeenAt, s.astroSeenAt];
  if (s.type === 'call' && s.startedAt) seen.push(s.astroMediaAt ?? s.startedAt);
  const marks = seen.filter((d): d is Date => d !== null).map((d) => d.getTime());
  return marks.length === 0 ? null : new Date(Math.min(...marks) + graceS * 1000);
}

/** An accepted call whose audio has not connected yet: nothing is billed until it does. */
export const isConnecting = (s: SessionTimes): boolean => s.status === 'active' && s.startedAt === null;

/**
 * Whether a connecting call is connected by the rule that bills it (docs/decisions/calls.md): the server passed an
 * offer from the user's side, then an answer from the astrologer's side, and the astrologer's side reported its
 * audio connection up after that offer, within the grace period. Nothing the user's client reports or withholds
 * after its offer changes this.
 */
export function isConnected(s: SessionTimes, now: Date, graceS: number): boolean {
  const { offeredAt, answeredAt, astroMediaAt } = s;
  if (!isConnecting(s) || !offeredAt || !answeredAt || !astroMediaAt) return false;
  return answeredAt >= offeredAt && astroMediaAt >= offeredAt && now.getTime() - astroMediaAt.getTime() <= graceS * 1000;
}

/** A minute to charge: its index and its start (the end's time should the wallet not pay it). */
export interface DueMinute {
  k: number;
  at: Date;
}

/** What bringing a session up to `now` takes. */
export type Plan =
  /** Nothing is due yet. */
  | { kind: 'wait' }
  /** A request past its time, or whose participant is gone: it expires now, at no cost. */
  | { kind: 'expire' }
  /**
   * These minutes, charged in order (the first the wallet cannot pay ends the session 'balance' at its start), then
   * the end when a participant was lost (at the moment they were lost), if any.
   */
  | { kind: 'bill'; minutes: DueMinute[]; end: { reason: 'disconnected'; at: Date } | null };

/**
 * What is due on an open session at `now`: every minute begun by then is owed unless a participant was already lost
 * at its start; a participant lost by then ends it at that moment. A connecting call ends at its connect deadline (or
 * when a participant was lost, if earlier) with nothing billed. A closed session has nothing due.
 */
export function planAt(s: SessionTimes, now: Date, graceS: number): Plan {
  const lost = lostAt(s, graceS);
  const lostBy = lost && lost <= now ? lost : null;
  if (s.status === 'requested') return s.acceptBy <= now || lostBy ? { kind: 'expire' } : { kind: 'wait' };
  if (s.status !== 'active') return { kind: 'wait' };
  if (isConnecting(s)) {
    // accept_by is the connect deadline once a call is accepted.
    const gaveUp = lost && lost < s.acceptBy ? lost : s.acceptBy;
    return gaveUp <= now ? { kind: 'bill', minutes: [], end: { reason: 'disconnected', at: gaveUp } } : { kind: 'wait' };
  }
  const minutes: DueMinute[] = [];
  // The next charge is stored; the ones after it follow from the start.
  for (let k = s.billedMinutes, at = s.nextChargeAt!; at <= now; at = minuteStart(s, ++k)) {
    if (lost && lost <= at) break;
    minutes.push({ k, at });
  }
  if (minutes.length === 0 && !lostBy) return { kind: 'wait' };
  return { kind: 'bill', minutes, end: lostBy && { reason: 'disconnected', at: lostBy } };
}

/** How long an ended session lasted, in whole seconds (never negative), for the admin's report. */
export function lastedSeconds(startedAt: Date, endedAt: Date): number {
  return Math.max(0, Math.round((endedAt.getTime() - startedAt.getTime()) / 1000));
}
