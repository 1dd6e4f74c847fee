// The session's timing rules on plain values: which minutes are due at a moment, a participant lost before minute k,
// when a request expires and a connecting call gives up. No database and no waiting.
import { LOW_BALANCE_MINUTES } from '@app/contracts/tariff';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeFor, isLowBalance, minuteCost, minutesAffordable } from '../money/tariff.ts';
import { isConnected, lastedSeconds, lostAt, minuteStart, planAt, type SessionTimes } from './session-rules.ts';

const T0 = Date.parse('2026-01-01T10:00:00Z');
const at = (s: number) => new Date(T0 + s * 1000);
const GRACE = 60;

/** A chat started at T0 with 60 s minutes, minute 0 charged, both participants seen at T0. */
function chat(over: Partial<SessionTimes> = {}): SessionTimes {
  return {
    type: 'chat',
    status: 'active',
    acceptBy: at(-1),
    startedAt: at(0),
    nextChargeAt: at(60),
    billedMinutes: 1,
    minuteSeconds: 60,
    userSeenAt: at(0),
    astroSeenAt: at(0),
    astroMediaAt: null,
    offeredAt: null,
    answeredAt: null,
    ...over,
  };
}

describe('minutes due', () => {
  it('has nothing due before the next minute begins', () => {
    expect(planAt(chat({ userSeenAt: at(59), astroSeenAt: at(59) }), at(59.999), GRACE)).toEqual({ kind: 'wait' });
  });

  it('owes minute k at its start, whole', () => {
    const plan = planAt(chat({ userSeenAt: at(60), astroSeenAt: at(60) }), at(60), GRACE);
    expect(plan).toEqual({ kind: 'bill', minutes: [{ k: 1, at: at(60) }], end: null });
  });

  it('owes every minute a late clock missed, in order', () => {
    const plan = planAt(chat({ userSeenAt: at(250), astroSeenAt: at(250) }), at(250), GRACE);
    expect(plan).toEqual({ kind: 'bill', minutes: [1, 2, 3, 4].map((k) => ({ k, at: at(k * 60) })), end: null });
  });

  it('charges no minute begun after a participant was lost, and ends at the moment they were lost', () => {
    // The user was last seen 70 s in: lost at 130 s. Minutes 1 (60 s) and 2 (120 s) are owed; minute 3 (180 s) is not.
    const plan = planAt(chat({ userSeenAt: at(70), astroSeenAt: at(300) }), at(300), GRACE);
    expect(plan).toEqual({
      kind: 'bill',
      minutes: [
        { k: 1, at: at(60) },
        { k: 2, at: at(120) },
      ],
      end: { reason: 'disconnected', at: at(130) },
    });
  });

  it('ends a session whose participant was lost between two minutes, with nothing more to charge', () => {
    const s = chat({ billedMinutes: 2, nextChargeAt: at(120), userSeenAt: at(50), astroSeenAt: at(115) });
    expect(planAt(s, at(115), GRACE)).toEqual({ kind: 'bill', minutes: [], end: { reason: 'disconnected', at: at(110) } });
  });

  it('counts a lost participant at the very start of a minute as gone before it', () => {
    const plan = planAt(chat({ userSeenAt: at(0), astroSeenAt: at(200) }), at(200), GRACE);
    expect(plan).toEqual({ kind: 'bill', minutes: [], end: { reason: 'disconnected', at: at(60) } });
  });

  it('finds the start of minute k from the session start', () => {
    expect(minuteStart(chat({ minuteSeconds: 45 }), 3)).toEqual(at(135));
    expect(lastedSeconds(at(0), at(301.4))).toBe(301);
    expect(lastedSeconds(at(10), at(0))).toBe(0);
  });
});

describe('a booked length', () => {
  it("bills up to the booked minutes and ends 'booked_time' when the next would start", () => {
    const s = chat({ maxMinutes: 3, userSeenAt: at(200), astroSeenAt: at(200) });
    expect(planAt(s, at(179), GRACE)).toEqual({ kind: 'bill', minutes: [{ k: 1, at: at(60) }, { k: 2, at: at(120) }], end: null });
    expect(planAt(s, at(180), GRACE)).toEqual({
      kind: 'bill',
      minutes: [{ k: 1, at: at(60) }, { k: 2, at: at(120) }],
      end: { reason: 'booked_time', at: at(180) },
    });
    // All three billed: the end is due at 180 s and nothing more is charged, however late the clock comes.
    const billed = chat({ maxMinutes: 3, billedMinutes: 3, nextChargeAt: at(180), userSeenAt: at(900), astroSeenAt: at(900) });
    expect(planAt(billed, at(179.9), GRACE)).toEqual({ kind: 'wait' });
    expect(planAt(billed, at(900), GRACE)).toEqual({ kind: 'bill', minutes: [], end: { reason: 'booked_time', at: at(180) } });
  });

  it('ends at the moment a participant was lost when that came before the booked end, and booked_time on a tie', () => {
    const lostEarly = chat({ maxMinutes: 3, userSeenAt: at(70), astroSeenAt: at(400) });
    expect(planAt(lostEarly, at(400), GRACE)).toMatchObject({ end: { reason: 'disconnected', at: at(130) } });
    const lostAtEnd = chat({ maxMinutes: 3, userSeenAt: at(400), astroSeenAt: at(120) });
    expect(planAt(lostAtEnd, at(400), GRACE)).toMatchObject({ minutes: [{ k: 1 }, { k: 2 }], end: { reason: 'booked_time', at: at(180) } });
  });

  it('has no limit without a booked length', () => {
    const plan = planAt(chat({ maxMinutes: null, userSeenAt: at(250), astroSeenAt: at(250) }), at(250), GRACE);
    expect(plan).toMatchObject({ minutes: [{ k: 1 }, { k: 2 }, { k: 3 }, { k: 4 }], end: null });
  });
});

describe('the fair meter', () => {
  it("ends as astro_lost when the astrologer's side goes first, at the moment it was lost, billing only until then", () => {
    // The astrologer was last seen 70 s in: lost at 130 s. Minutes 1 and 2 are owed; the last is given back on the end.
    const plan = planAt(chat({ userSeenAt: at(300), astroSeenAt: at(70) }), at(300), GRACE);
    expect(plan).toEqual({ kind: 'bill', minutes: [{ k: 1, at: at(60) }, { k: 2, at: at(120) }], end: { reason: 'astro_lost', at: at(130) } });
  });

  it("counts the user's side as lost when both went quiet at the same moment", () => {
    expect(lostAt(chat({ userSeenAt: at(10), astroSeenAt: at(10) }), GRACE)).toEqual({ at: at(70), side: 'user' });
  });

  const awaiting = (over: Partial<SessionTimes> = {}) =>
    chat({ acceptBy: at(120), startedAt: null, nextChargeAt: null, billedMinutes: 0, ...over });

  it("bills nothing while a chat awaits the astrologer's first message, and ends it as no_reply at the deadline", () => {
    expect(planAt(awaiting({ userSeenAt: at(119), astroSeenAt: at(119) }), at(119.9), GRACE)).toEqual({ kind: 'wait' });
    expect(planAt(awaiting({ userSeenAt: at(200), astroSeenAt: at(200) }), at(200), GRACE)).toEqual({
      kind: 'bill',
      minutes: [],
      end: { reason: 'no_reply', at: at(120) },
    });
  });

  it('ends an unanswered chat early, unbilled: no_reply when the astrologer is gone, disconnected when the user is', () => {
    const astroGone = planAt(awaiting({ userSeenAt: at(100), astroSeenAt: at(20) }), at(100), GRACE);
    expect(astroGone).toEqual({ kind: 'bill', minutes: [], end: { reason: 'no_reply', at: at(80) } });
    const userGone = planAt(awaiting({ userSeenAt: at(20), astroSeenAt: at(100) }), at(100), GRACE);
    expect(userGone).toEqual({ kind: 'bill', minutes: [], end: { reason: 'disconnected', at: at(80) } });
  });
});

describe('requests', () => {
  const request = (over: Partial<SessionTimes> = {}) =>
    chat({ status: 'requested', acceptBy: at(120), startedAt: null, nextChargeAt: null, billedMinutes: 0, ...over });

  it('waits until accept_by, then expires', () => {
    expect(planAt(request({ userSeenAt: at(119), astroSeenAt: at(119) }), at(119), GRACE)).toEqual({ kind: 'wait' });
    expect(planAt(request({ userSeenAt: at(119), astroSeenAt: at(119) }), at(120), GRACE)).toEqual({ kind: 'expire' });
  });

  it('expires once its user has been gone for the grace period', () => {
    expect(planAt(request({ userSeenAt: at(0), astroSeenAt: at(60) }), at(60), GRACE)).toEqual({ kind: 'expire' });
  });

  it('has nothing due on a closed session', () => {
    expect(planAt(chat({ status: 'ended', userSeenAt: null, astroSeenAt: null }), at(1e6), GRACE)).toEqual({ kind: 'wait' });
  });
});

// A video call is a call to every rule: the same presence, deadline and connect rule (isMediaSession).
describe.each(['call', 'video'] as const)('%s sessions', (type) => {
  const connecting = (over: Partial<SessionTimes> = {}) =>
    chat({ type, acceptBy: at(120), startedAt: null, nextChargeAt: null, billedMinutes: 0, ...over });

  it('counts only the astrologer audio mark of a started call as presence', () => {
    const started = chat({ type, userSeenAt: at(500), astroSeenAt: at(500), astroMediaAt: at(100) });
    expect(lostAt(started, GRACE)).toEqual({ at: at(160), side: 'astro' });
    expect(lostAt(chat({ type, userSeenAt: at(500), astroSeenAt: at(500) }), GRACE)).toEqual({ at: at(60), side: 'astro' });
    expect(lostAt(chat({ userSeenAt: null, astroSeenAt: null }), GRACE)).toBeNull();
  });

  it('gives up at the connect deadline, or when a participant was lost before it, billing nothing', () => {
    expect(planAt(connecting({ userSeenAt: at(100), astroSeenAt: at(100) }), at(100), GRACE)).toEqual({ kind: 'wait' });
    expect(planAt(connecting({ userSeenAt: at(200), astroSeenAt: at(200) }), at(200), GRACE)).toEqual({
      kind: 'bill',
      minutes: [],
      end: { reason: 'disconnected', at: at(120) },
    });
    expect(planAt(connecting({ userSeenAt: at(30), astroSeenAt: at(200) }), at(200), GRACE)).toEqual({
      kind: 'bill',
      minutes: [],
      end: { reason: 'disconnected', at: at(90) },
    });
  });

  it('is connected by an offer, an answer after it and a fresh astrologer audio mark after the offer', () => {
    const marks = { offeredAt: at(10), answeredAt: at(11), astroMediaAt: at(12) };
    expect(isConnected(connecting(marks), at(12), GRACE)).toBe(true);
    expect(isConnected(connecting(marks), at(72), GRACE)).toBe(true);
    expect(isConnected(connecting(marks), at(72.001), GRACE)).toBe(false);
    expect(isConnected(connecting({ ...marks, answeredAt: at(9) }), at(12), GRACE)).toBe(false);
    expect(isConnected(connecting({ ...marks, astroMediaAt: at(9) }), at(12), GRACE)).toBe(false);
    expect(isConnected(connecting({ ...marks, offeredAt: null }), at(12), GRACE)).toBe(false);
    expect(isConnected(chat({ type, ...marks }), at(12), GRACE)).toBe(false);
  });

  it('is a chat to no rule: a chat never counts a media mark nor connects by one', () => {
    const marks = { offeredAt: at(10), answeredAt: at(11), astroMediaAt: at(12) };
    expect(isConnected(connecting({ ...marks, type: 'chat' }), at(12), GRACE)).toBe(false);
    expect(lostAt(chat({ userSeenAt: at(500), astroSeenAt: at(500), astroMediaAt: at(100) }), GRACE)).toEqual({ at: at(560), side: 'user' });
    expect(planAt(connecting({ type, userSeenAt: at(120), astroSeenAt: at(120) }), at(120), GRACE)).toMatchObject({ end: { reason: 'disconnected' } });
    expect(planAt(connecting({ type: 'chat', userSeenAt: at(120), astroSeenAt: at(120) }), at(120), GRACE)).toMatchObject({ end: { reason: 'no_reply' } });
  });
});

// The meter as the engine runs it, on plain values: the rules decide which minutes are due at each moment the clock
// looks, the tariff prices each one, and the wallet pays it whole at its start or the session ends there. For any
// rate, balance, minute length and irregular timeline of clock rounds (both participants present throughout).
describe('the meter over any timeline', () => {
  const timeline = fc.array(fc.integer({ min: 1, max: 400_000 }), { minLength: 1, maxLength: 40 });

  it('charges the minutes started times the rate, never overdraws, and warns before the last affordable minute', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.integer({ min: 1, max: 120 }),
        timeline,
        (rate, startBalance, minuteSeconds, steps) => {
          let s = chat({ billedMinutes: 0, nextChargeAt: at(0), minuteSeconds });
          let balance = startBalance;
          let charged = 0;
          let endedAt: Date | null = null;
          const warnedBefore: boolean[] = [];
          let now = T0;
          for (const step of steps) {
            now += step;
            const seen = new Date(now);
            s = { ...s, userSeenAt: seen, astroSeenAt: seen };
            const plan = planAt(s, seen, GRACE);
            expect(plan.kind).not.toBe('expire');
            if (plan.kind !== 'bill') continue;
            expect(plan.end).toBeNull();
            for (const { k, at: start } of plan.minutes) {
              expect(start).toEqual(minuteStart(s, k));
              const cost = minuteCost(rate, k);
              // The warning the user saw while this minute began.
              warnedBefore[k] = isLowBalance(balance, rate);
              if (balance < cost) {
                endedAt = start;
                break;
              }
              balance -= cost;
              charged += cost;
              s = { ...s, billedMinutes: k + 1, nextChargeAt: minuteStart(s, k + 1) };
            }
            if (endedAt) break;
          }
          const started = s.billedMinutes;
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(charged).toBe(chargeFor(rate, started));
          expect(balance).toBe(startBalance - charged);
          // Every minute begun by the last round was paid, unless the wallet ran out first.
          const begun = Math.floor((now - T0) / (minuteSeconds * 1000)) + 1;
          const affordable = minutesAffordable(startBalance, rate);
          expect(started).toBe(Math.min(begun, affordable));
          if (endedAt) expect(endedAt).toEqual(minuteStart(s, affordable));
          // The warning shows exactly when fewer than LOW_BALANCE_MINUTES minutes remain: from the minute before the
          // last affordable one (when the balance allowed that many), never earlier.
          warnedBefore.forEach((warned, k) => expect(warned).toBe(affordable - k < LOW_BALANCE_MINUTES));
        },
      ),
    );
  });
});
