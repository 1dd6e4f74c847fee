// The no-show rule on plain values: who did not join by when, and what the hold becomes. No database.
import { describe, expect, it } from 'vitest';
import { noShowAt } from './booking-no-shows.ts';

const START = Date.parse('2026-11-30T05:30:00Z');
const at = (min: number) => new Date(START + min * 60_000);
const CONFIG = { BOOKING_ASTRO_NO_SHOW_MIN: 5, BOOKING_USER_NO_SHOW_MIN: 10, BOOKING_NO_SHOW_MINUTES: 5 };
/** ₹20 a minute for 30 minutes: ₹600 held. */
const booking = (over: { userJoinedAt?: Date | null; astroJoinedAt?: Date | null; pricePaise?: number; heldPaise?: number } = {}) => ({
  startsAt: at(0),
  userJoinedAt: null,
  astroJoinedAt: null,
  pricePaise: 2_000,
  heldPaise: 60_000,
  ...over,
});

describe('a no-show', () => {
  it('is the astrologer\u2019s once they have not joined 5 minutes after the start, whether the user joined or not: all back', () => {
    expect(noShowAt(booking(), at(4.99), CONFIG)).toBeNull();
    expect(noShowAt(booking(), at(5), CONFIG)).toEqual({ status: 'no_show_astrologer', releasePaise: 60_000, capturePaise: 0 });
    expect(noShowAt(booking({ userJoinedAt: at(-3) }), at(5), CONFIG)).toMatchObject({ status: 'no_show_astrologer' });
  });

  it('is the user\u2019s once the astrologer joined and the user has not 10 minutes after the start: 5 minutes paid, the rest back', () => {
    const astroIn = booking({ astroJoinedAt: at(-1) });
    expect(noShowAt(astroIn, at(9.99), CONFIG)).toBeNull();
    expect(noShowAt(astroIn, at(10), CONFIG)).toEqual({ status: 'no_show_user', releasePaise: 50_000, capturePaise: 10_000 });
  });

  it('never captures more than the hold, and is nobody\u2019s when both joined', () => {
    const cheap = booking({ astroJoinedAt: at(0), pricePaise: 100, heldPaise: 1_500 });
    expect(noShowAt(cheap, at(10), { ...CONFIG, BOOKING_NO_SHOW_MINUTES: 45 })).toEqual({ status: 'no_show_user', releasePaise: 0, capturePaise: 1_500 });
    expect(noShowAt(booking({ astroJoinedAt: at(0), userJoinedAt: at(1) }), at(60), CONFIG)).toBeNull();
  });
});
