// The tariff's properties on plain values, for any rate, balance and timeline: no clock, no database, no sleeps.
import { LOW_BALANCE_MINUTES, MIN_START_MINUTES, rechargeRupees, TOP_UP_MINUTES } from '@app/contracts/tariff';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  astrologerDropRefund,
  chargeFor,
  earningFor,
  minutesCovered,
  promotionFor,
  isLowBalance,
  lowBalanceBelow,
  minimumToStart,
  minuteCost,
  minutesAffordable,
  minuteStart,
  suggestedTopUpRupees,
} from './tariff.ts';

/** Rates up to ₹10,000 a minute, balances up to ₹1 crore, in paise. */
const rate = fc.integer({ min: 0, max: 1_000_000 });
const paidRate = fc.integer({ min: 1, max: 1_000_000 });
const balance = fc.integer({ min: 0, max: 1_000_000_000 });
/** A paid rate with a balance that buys at most a few hundred minutes (a session the simulation can walk). */
const rateAndBalance = fc
  .tuple(paidRate, fc.integer({ min: 0, max: 300 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }))
  .map(([r, minutes, part]) => ({ r, b: minutes * r + Math.floor(part * r) }));

/**
 * A session run on the tariff alone: each minute, while the user stays (up to `wanted` minutes), is charged whole at
 * its start if the balance covers it; otherwise the session ends there. After each charge the user sees whether the
 * warning shows.
 */
function run(startBalance: number, ratePaise: number, wanted: number) {
  let left = startBalance;
  let started = 0;
  let charged = 0;
  const balances: number[] = [];
  const warned: boolean[] = [];
  for (let k = 0; k < wanted; k++) {
    const cost = minuteCost(ratePaise, k);
    if (left < cost) break;
    left -= cost;
    charged += cost;
    started++;
    balances.push(left);
    warned.push(isLowBalance(left, ratePaise));
  }
  return { left, started, charged, balances, warned };
}

describe('tariff', () => {
  it('charges exactly the minutes started times the rate, and no balance goes negative', () => {
    fc.assert(
      fc.property(balance, rate, fc.integer({ min: 0, max: 500 }), (b, r, wanted) => {
        const s = run(b, r, wanted);
        expect(s.charged).toBe(chargeFor(r, s.started));
        expect(s.charged).toBe(s.started * r);
        expect(s.left).toBe(b - s.charged);
        for (const left of s.balances) expect(left).toBeGreaterThanOrEqual(0);
        // A session stops early only because the wallet cannot pay the next minute.
        if (s.started < wanted) expect(s.left).toBeLessThan(r);
      }),
    );
  });

  it('buys as many minutes as the balance covers, and not one more', () => {
    fc.assert(
      fc.property(balance, paidRate, (b, r) => {
        const n = minutesAffordable(b, r);
        expect(chargeFor(r, n)).toBeLessThanOrEqual(b);
        expect(chargeFor(r, n + 1)).toBeGreaterThan(b);
      }),
    );
    fc.assert(
      fc.property(rateAndBalance, ({ r, b }) => {
        expect(run(b, r, minutesAffordable(b, r) + 10).started).toBe(minutesAffordable(b, r));
      }),
    );
    expect(minutesAffordable(123, 0)).toBe(Number.POSITIVE_INFINITY);
  });

  it('warns exactly when fewer than LOW_BALANCE_MINUTES minutes are left: first before the last affordable minute', () => {
    fc.assert(
      fc.property(rateAndBalance, ({ r, b }) => {
        const s = run(b, r, minutesAffordable(b, r) + 1);
        s.balances.forEach((left, i) => {
          expect(s.warned[i]).toBe(minutesAffordable(left, r) < LOW_BALANCE_MINUTES);
          expect(s.warned[i]).toBe(left < lowBalanceBelow(r));
        });
        // Once shown, the warning stays until the session can go no further.
        const first = s.warned.indexOf(true);
        if (first >= 0) expect(s.warned.slice(first).every(Boolean)).toBe(true);
        // The warning comes when at most LOW_BALANCE_MINUTES - 1 minutes can still be paid: before the last one starts.
        if (s.started >= LOW_BALANCE_MINUTES) expect(first).toBe(s.started - LOW_BALANCE_MINUTES);
      }),
    );
  });

  it('starts minute k k minute-lengths after the start', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 3_600 }),
        fc.integer({ min: 0, max: 10_000 }),
        (start, seconds, k) => {
          expect(minuteStart(start, seconds, k).getTime()).toBe(start.getTime() + k * seconds * 1000);
          expect(minuteStart(start, seconds, k + 1).getTime() - minuteStart(start, seconds, k).getTime()).toBe(seconds * 1000);
        },
      ),
    );
    expect(minuteStart(new Date('2026-01-01T00:00:00Z'), 60, 0).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('asks MIN_START_MINUTES at the rate to start, or the configured minutes', () => {
    fc.assert(
      fc.property(rate, fc.integer({ min: 1, max: 120 }), (r, minutes) => {
        expect(minimumToStart(r)).toBe(MIN_START_MINUTES * r);
        expect(minimumToStart(r, minutes)).toBe(minutes * r);
        // A wallet that may start covers the minutes it was asked for.
        expect(r === 0 || minutesAffordable(minimumToStart(r, minutes), r) >= minutes).toBe(true);
      }),
    );
  });

  it('suggests a top-up of TOP_UP_MINUTES more minutes in whole rupees, at least ₹1', () => {
    fc.assert(
      fc.property(rate, (r) => {
        const rupees = suggestedTopUpRupees(r);
        expect(Number.isInteger(rupees)).toBe(true);
        expect(rupees).toBeGreaterThanOrEqual(1);
        expect(rupees * 100).toBeGreaterThanOrEqual(TOP_UP_MINUTES * r);
        expect((rupees - 1) * 100).toBeLessThan(Math.max(100, TOP_UP_MINUTES * r));
        expect(minutesAffordable(rupees * 100, Math.max(r, 1))).toBeGreaterThanOrEqual(r === 0 ? 0 : TOP_UP_MINUTES);
      }),
    );
    expect(suggestedTopUpRupees(2_500)).toBe(250);
    expect(suggestedTopUpRupees(1_230)).toBe(123);
    expect(suggestedTopUpRupees(0)).toBe(1);
    expect(rechargeRupees(12_501)).toBe(126);
  });

  it('free minutes: the user pays the minutes past them, the platform the free ones, the astrologer earns every one', () => {
    fc.assert(
      fc.property(rate, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 500 }), (r, free, n) => {
        let paid = 0;
        for (let k = 0; k < n; k++) paid += minuteCost(r, k, free);
        expect(paid).toBe(chargeFor(r, n, free));
        expect(chargeFor(r, n, free) + promotionFor(r, n, free)).toBe(earningFor(r, n));
        expect(promotionFor(r, n, free)).toBe(Math.min(n, free) * r);
        // The free minutes lower what a wallet must hold to start, never below nothing.
        expect(minimumToStart(r, MIN_START_MINUTES, free)).toBe(Math.max(0, MIN_START_MINUTES - free) * r);
      }),
    );
  });

  it('every ending reconciles to the paisa: no reply, a user who leaves, an astrologer whose side is lost', () => {
    const ending = fc.constantFrom('no_reply', 'user', 'balance', 'astro_lost');
    fc.assert(
      fc.property(rate, fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 300 }), ending, (r, free, wanted, end) => {
        // A chat nobody answered never starts: minute 0 is the astrologer's first message.
        const n = end === 'no_reply' ? 0 : wanted;
        const userPaid = chargeFor(r, n, free);
        const promotion = promotionFor(r, n, free);
        const earned = earningFor(r, n);
        const refund = end === 'astro_lost' ? astrologerDropRefund(r, n, free) : 0;
        const user = -userPaid + refund;
        const astrologer = earned - refund;
        const platform = -promotion;
        expect(user + astrologer + platform).toBe(0);
        expect(refund).toBeLessThanOrEqual(userPaid);
        if (end === 'no_reply') expect(user === 0 && astrologer === 0 && platform === 0).toBe(true);
        // Only the last started minute comes back, and only if the user paid for it.
        if (end === 'astro_lost') expect(refund).toBe(n > free ? r : 0);
      }),
    );
  });

  it('counts the minutes a balance covers, the free ones first', () => {
    fc.assert(
      fc.property(balance, paidRate, fc.integer({ min: 0, max: 10 }), (b, r, free) => {
        const n = minutesCovered(b, r, free);
        expect(n).toBe(free + minutesAffordable(b, r));
        expect(chargeFor(r, n, free)).toBeLessThanOrEqual(b);
        expect(chargeFor(r, n + 1, free)).toBeGreaterThan(b);
      }),
    );
  });

  it('refuses amounts that are not whole paise', () => {
    expect(() => minuteCost(1.5, 0)).toThrow(RangeError);
    expect(() => minutesAffordable(-1, 100)).toThrow(RangeError);
  });
});
