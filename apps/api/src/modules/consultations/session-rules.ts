// The session's timing rules on plain values (no rows, no database, no clock of its own): when minute k starts,
// when a participant counts as lost, whether a call is connected, and what is due at a given moment. billing.ts
// writes what these decide; docs/decisions/consultations.md and calls.md give the rules.
import { isMediaSession, type ConsultationType } from '@app/contracts/consultations';
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
  /** A booked session's length in minutes: it ends when minute `maxMinutes` would start. Absent or null: no limit. */
  maxMinutes?: number | null;
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
 * ever seen. A call (voice or video) that has started also counts the astrologer's audio mark: audio lost for the grace period ends it
 * too. The user's audio mark counts for nothing (docs/decisions/calls.md). When both went quiet at the same moment the
 * user's side counts as lost, which gives nothing back.
 */
export function lostAt(s: SessionTimes, graceS: number): Lost | null {
  const marks: { t: number; side: Lost['side'] }[] = [];
  if (s.userSeenAt) marks.push({ t: s.userSeenAt.getTime(), side: 'user' });
  if (s.astroSeenAt) marks.push({ t: s.astroSeenAt.getTime(), side: 'astro' });
  if (isMediaSession(s.type) && s.startedAt) marks.push({ t: (s.astroMediaAt ?? s.startedAt).getTime(), side: 'astro' });
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
  if (!isMediaSession(s.type) || !isConnecting(s) || !offeredAt || !answeredAt || !astroMediaAt) return false;
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
  | { kind: 'bill'; minutes: DueMinute[]; end: { reason: LapseReason | 'booked_time'; at: Date } | null };

/**
 * What is due on an open session at `now`: every minute begun by then is owed unless a participant was already lost
 * at its start; a participant lost by then ends it at that moment ('astro_lost' for the astrologer's side, whose last
 * minute is given back; 'disconnected' for the user's). A session not billing yet ends at its deadline (or when a
 * participant was lost, if earlier) with nothing billed: a call that never connected 'disconnected', a chat whose
 * astrologer never wrote 'no_reply'. A booked session (maxMinutes) ends 'booked_time' when minute maxMinutes would
 * start, unless a participant was lost before that moment. A closed session has nothing due
 * (docs/decisions/fair-meter.md, booked-consultations.md).
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
    const reason: LapseReason = isMediaSession(s.type) || early?.side === 'user' ? 'disconnected' : 'no_reply';
    return { kind: 'bill', minutes: [], end: { reason, at } };
  }
  const cap = s.maxMinutes ?? Infinity;
  const minutes: DueMinute[] = [];
  // The next charge is stored; the ones after it follow from the start.
  for (let k = s.billedMinutes, at = s.nextChargeAt!; at <= now && k < cap; at = minuteStart(s, ++k)) {
    if (lost && lost.at <= at) break;
    minutes.push({ k, at });
  }
  // The booked length is over when its last minute ends, unless a participant was lost before that.
  const bookedEnd = Number.isFinite(cap) ? minuteStart(s, cap) : null;
  if (bookedEnd && bookedEnd <= now && !(lostBy && lostBy.at < bookedEnd)) {
    return { kind: 'bill', minutes, end: { reason: 'booked_time', at: bookedEnd } };
  }
  if (minutes.length === 0 && !lostBy) return { kind: 'wait' };
  const end = lostBy && { reason: lostBy.side === 'astro' ? ('astro_lost' as const) : ('disconnected' as const), at: lostBy.at };
  return { kind: 'bill', minutes, end };
}

/**
 * What an accepted session is at `now`: active, and not billing yet (docs/decisions/fair-meter.md): a call bills from
 * the moment it connects, a chat from the astrologer's first message; until then accept_by is the deadline to connect,
 * or to write first. The astrologer is seen as they accept. A booked session starts in this same state.
 */
export function acceptedState(type: ConsultationType, now: Date, waits: { acceptS: number; firstReplyS: number }) {
  const waitS = isMediaSession(type) ? waits.acceptS : waits.firstReplyS;
  return { status: 'active' as const, acceptedAt: now, acceptBy: new Date(now.getTime() + waitS * 1000), astroSeenAt: now };
}

/** How long an ended session lasted, in whole seconds (never negative), for the admin's report. */
export function lastedSeconds(startedAt: Date, endedAt: Date): number {
  return Math.max(0, Math.round((endedAt.getTime() - startedAt.getTime()) / 1000));
}
