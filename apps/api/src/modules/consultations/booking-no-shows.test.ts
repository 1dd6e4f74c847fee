// The no-show rules on plain values: who did not join by when, who left a session before its first minute, and what
// the hold becomes. No database.
import { describe, expect, it } from 'vitest';
import { END_REASONS, type EndReason } from '@app/contracts/consultations';
import { noShowAt, unbilledOutcome } from './booking-no-shows.ts';

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

describe('a booked session that ended before its first minute', () => {
  const held = { pricePaise: 2_000, heldPaise: 60_000 };
  const ended = (endReason: EndReason, type: 'chat' | 'call' | 'video' = 'chat', offeredAt: Date | null = null) =>
    unbilledOutcome({ type, endReason, offeredAt }, held, CONFIG);
  const userNoShow = { status: 'no_show_user', releasePaise: 50_000, capturePaise: 10_000 };
  const astroNoShow = { status: 'no_show_astrologer', releasePaise: 60_000, capturePaise: 0 };

  it('is the astrologer\u2019s when they ended it, went quiet, never wrote first or were suspended: all back', () => {
    for (const reason of ['astro', 'astro_lost', 'no_reply', 'astro_suspended'] as const) expect(ended(reason)).toEqual(astroNoShow);
  });

  it('is the user\u2019s when they ended it or were lost before it began: 5 minutes paid, the rest back', () => {
    expect(ended('user')).toEqual(userNoShow);
    expect(ended('user', 'call', at(1))).toEqual(userNoShow);
    expect(ended('disconnected')).toEqual(userNoShow);
  });

  it('is decided by the offer when a call never connected: offered, the astrologer\u2019s side failed it; not, the user\u2019s', () => {
    for (const type of ['call', 'video'] as const) {
      expect(ended('disconnected', type, at(1))).toEqual(astroNoShow);
      expect(ended('disconnected', type, null)).toEqual(userNoShow);
    }
  });

  it('is the platform\u2019s when the user was suspended, and for any other ending: all back', () => {
    expect(ended('user_suspended')).toEqual({ status: 'cancelled_by_platform', releasePaise: 60_000, capturePaise: 0 });
    const handled = new Set<EndReason>(['user', 'disconnected', 'astro', 'astro_lost', 'no_reply', 'astro_suspended']);
    for (const reason of END_REASONS.filter((r) => !handled.has(r))) expect(ended(reason).status).toBe('cancelled_by_platform');
  });
});
