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

/** A participant counted as lost: the moment (last seen plus the grace period) and whose side it was. */
export interface Lost {
  at: Date;
  side: 'user' | 'astro';
}

/**
 * The first participant to go quiet, at the moment they were last seen plus the grace period; null if neither was
 * ever seen. A call that has started also counts the astrologer's audio mark: audio lost for the grace period ends it
 * too. The user's audio mark counts for nothing (docs/decisions/calls.md). When both went quiet at the same moment the
 * user's side counts as lost, which gives nothing back.
 */
export function lostAt(s: SessionTimes, graceS: number): Lost | null {
  const marks: { t: number; side: Lost['side'] }[] = [];
  if (s.userSeenAt) marks.push({ t: s.userSeenAt.getTime(), side: 'user' });
  if (s.astroSeenAt) marks.push({ t: s.astroSeenAt.getTime(), side: 'astro' });
  if (s.type === 'call' && s.startedAt) marks.push({ t: (s.astroMediaAt ?? s.startedAt).getTime(), side: 'astro' });
  if (marks.length === 0) return null;
  const first = marks.reduce((a, b) => (b.t < a.t || (b.t === a.t && b.side === 'user') ? b : a));
  return { at: new Date(first.t + graceS * 1000), side: first.side };
}

/**
 * An accepted session not billing yet: a call whose audio has not connected, a chat whose astrologer has not sent a
 * first message. Nothing is billed until it starts.
 */
export const isConnecting = (s: SessionTimes): boolean => s.status === 'active' && s.startedAt === null;

/**
 * Whether a connecting call is connected by the rule that bills it (docs/decisions/calls.md): the server passed an
 * offer from the user's side, then an answer from the astrologer's side, and the astrologer's side reported its
 * audio connection up after that offer, within the grace period. Nothing the user's client reports or withholds
 * after its offer changes this.
 */
export function isConnected(s: SessionTimes, now: Date, graceS: number): boolean {
  const { offeredAt, answeredAt, astroMediaAt } = s;
  if (s.type !== 'call' || !isConnecting(s) || !offeredAt || !answeredAt || !astroMediaAt) return false;
  return answeredAt >= offeredAt && astroMediaAt >= offeredAt && now.getTime() - astroMediaAt.getTime() <= graceS * 1000;
}

/** A minute to charge: its index and its start (the end's time should the wallet not pay it). */
export interface DueMinute {
  k: number;
  at: Date;
}

/** How a session ends when no participant ends it. */
export type LapseReason = 'disconnected' | 'astro_lost' | 'no_reply';

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
  | { kind: 'bill'; minutes: DueMinute[]; end: { reason: LapseReason; at: Date } | null };

/**
 * What is due on an open session at `now`: every minute begun by then is owed unless a participant was already lost
 * at its start; a participant lost by then ends it at that moment ('astro_lost' for the astrologer's side, whose last
 * minute is given back; 'disconnected' for the user's). A session not billing yet ends at its deadline (or when a
 * participant was lost, if earlier) with nothing billed: a call that never connected 'disconnected', a chat whose
 * astrologer never wrote 'no_reply'. A closed session has nothing due (docs/decisions/fair-meter.md).
 */
export function planAt(s: SessionTimes, now: Date, graceS: number): Plan {
  const lost = lostAt(s, graceS);
  const lostBy = lost && lost.at <= now ? lost : null;
  if (s.status === 'requested') return s.acceptBy <= now || lostBy ? { kind: 'expire' } : { kind: 'wait' };
  if (s.status !== 'active') return { kind: 'wait' };
  if (isConnecting(s)) {
    // accept_by is the deadline to connect (a call) or to write first (a chat) once accepted.
    const early = lost && lost.at < s.acceptBy ? lost : null;
    const at = early ? early.at : s.acceptBy;
    if (at > now) return { kind: 'wait' };
    const reason: LapseReason = s.type === 'call' || early?.side === 'user' ? 'disconnected' : 'no_reply';
    return { kind: 'bill', minutes: [], end: { reason, at } };
  }
  const minutes: DueMinute[] = [];
  // The next charge is stored; the ones after it follow from the start.
  for (let k = s.billedMinutes, at = s.nextChargeAt!; at <= now; at = minuteStart(s, ++k)) {
    if (lost && lost.at <= at) break;
    minutes.push({ k, at });
  }
  if (minutes.length === 0 && !lostBy) return { kind: 'wait' };
  const end = lostBy && { reason: lostBy.side === 'astro' ? ('astro_lost' as const) : ('disconnected' as const), at: lostBy.at };
  return { kind: 'bill', minutes, end };
}

/** How long an ended session lasted, in whole seconds (never negative), for the admin's report. */
export function lastedSeconds(startedAt: Date, endedAt: Date): number {
  return Math.max(0, Math.round((endedAt.getTime() - startedAt.getTime()) / 1000));
}
