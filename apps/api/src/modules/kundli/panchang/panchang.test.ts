// Published days by name (Diwali, Holi, Makar Sankranti), a kshaya and a vriddhi tithi, adhika months and the answer's shape.
import { panchang as panchangSchema, type Panchang } from '@app/contracts/panchang';
import { describe, expect, it } from 'vitest';
import { panchangFor } from './panchang.ts';

const NEW_DELHI = { latitude: 28.63576, longitude: 77.22445, zone: 'Asia/Kolkata' };
const delhi = (date: string) => panchangFor(date, NEW_DELHI);
/** An instant of India Standard Time as ISO UTC milliseconds. */
const ist = (local: string) => Date.parse(`${local}+05:30`);
/** Almanacs print minutes and differ from Swiss Ephemeris by up to about a minute and a half (their own ephemeris). */
const PUBLISHED_MS = 2 * 60_000;
const near = (iso: string, expected: number, within: number) =>
  expect(Math.abs(Date.parse(iso) - expected)).toBeLessThanOrEqual(within);
const tithis = (day: Panchang) => day.tithi.map((t) => `${t.paksha} ${t.name}`);

describe('panchangFor on published days (New Delhi)', () => {
  it('Diwali 2023: krishna chaturdashi at sunrise, amavasya from 2:44 PM, in ashwin (amanta) or kartika (purnimanta)', () => {
    const day = delhi('2023-11-12');
    expect(day.vara.name).toBe('ravivara');
    expect(tithis(day)).toEqual(['krishna chaturdashi', 'krishna amavasya']);
    expect(day.tithi.map((t) => t.number)).toEqual([29, 30]);
    // Drik Panchang: amavasya 2:44 PM on 12 November to 2:56 PM on 13 November 2023.
    near(day.tithi[0]!.end, ist('2023-11-12T14:44'), PUBLISHED_MS);
    near(day.tithi[1]!.end, ist('2023-11-13T14:56'), PUBLISHED_MS);
    expect(day.masa.amanta).toEqual({ number: 7, name: 'ashwin', adhika: false });
    expect(day.masa.purnimanta).toEqual({ number: 8, name: 'kartika', adhika: false });
    expect(day.samvat).toEqual({ shaka: 1945, vikram: 2080 });
    // The last karanas of the month are the fixed ones.
    expect(day.karana.map((k) => k.name)).toEqual(['shakuni', 'chatushpada', 'naga']);
  });

  it('Holi 2024: purnima of phalguna at sunrise until 12:29 PM, then krishna pratipada', () => {
    const eve = delhi('2024-03-24');
    expect(tithis(eve)).toEqual(['shukla chaturdashi', 'shukla purnima']);
    near(eve.tithi[0]!.end, ist('2024-03-24T09:54'), PUBLISHED_MS);
    const day = delhi('2024-03-25');
    expect(tithis(day)).toEqual(['shukla purnima', 'krishna pratipada']);
    near(day.tithi[0]!.end, ist('2024-03-25T12:29'), PUBLISHED_MS);
    expect(day.masa.amanta.name).toBe('phalguna');
    expect(day.masa.purnimanta.name).toBe('phalguna');
    expect(day.samvat).toEqual({ shaka: 1945, vikram: 2080 });
  });

  it('Makar Sankranti 2024: the Sun enters makara in the night of 14 to 15 January', () => {
    const day = delhi('2024-01-14');
    expect(day.sun_rashi.name).toBe('dhanu');
    expect(day.sankranti?.name).toBe('makara');
    // Swiss Ephemeris, Lahiri: 02:43:45 IST. Drik Panchang prints 02:54 with its own ayanamsa.
    near(day.sankranti!.at, ist('2024-01-15T02:43:45'), 60_000);
    const next = delhi('2024-01-15');
    expect(next.sun_rashi.name).toBe('makara');
    expect(next.sankranti).toBeNull();
  });

  it('lists a kshaya tithi: chaturthi begins after sunrise on 14 January 2024 and ends before the next', () => {
    const day = delhi('2024-01-14');
    expect(tithis(day)).toEqual(['shukla tritiya', 'shukla chaturthi', 'shukla panchami']);
    const [tritiya, chaturthi] = day.tithi;
    expect(Date.parse(tritiya!.end)).toBeGreaterThan(Date.parse(day.sunrise));
    expect(Date.parse(chaturthi!.end)).toBeLessThan(Date.parse(day.next_sunrise));
    expect(delhi('2024-01-15').tithi[0]!.name).toBe('panchami');
  });

  it('shows a vriddhi tithi: krishna chaturthi is in force at both sunrises of 29 and 30 January 2024', () => {
    const first = delhi('2024-01-29');
    const second = delhi('2024-01-30');
    expect(first.tithi).toHaveLength(1);
    expect(Date.parse(first.tithi[0]!.end)).toBeGreaterThan(Date.parse(first.next_sunrise));
    expect(first.tithi[0]).toMatchObject({ number: 19, name: 'chaturthi', paksha: 'krishna' });
    expect(second.tithi[0]).toMatchObject({ number: 19, name: 'chaturthi' });
    // The same instant, found by searches started from different sunrises.
    near(second.tithi[0]!.end, Date.parse(first.tithi[0]!.end), 5);
  });
});

describe('lunar months', () => {
  const months = (date: string) => {
    const { amanta, purnimanta } = delhi(date).masa;
    const show = (m: typeof amanta) => `${m.adhika ? 'adhika ' : ''}${m.name}`;
    return [show(amanta), show(purnimanta)];
  };

  it('marks 2023 adhika shravana (18 July to 16 August) in both schemes, kept whole from new moon to new moon', () => {
    expect(months('2023-07-10')).toEqual(['ashadha', 'shravana']);
    expect(months('2023-07-17')).toEqual(['ashadha', 'shravana']);
    expect(months('2023-07-18')).toEqual(['adhika shravana', 'adhika shravana']);
    expect(months('2023-08-05')).toEqual(['adhika shravana', 'adhika shravana']);
    expect(months('2023-08-16')).toEqual(['adhika shravana', 'adhika shravana']);
    expect(months('2023-08-17')).toEqual(['shravana', 'shravana']);
    // Janmashtami's ashtami (in force at sunrise on 7 September): of shravana (amanta), of bhadrapada (purnimanta).
    expect(delhi('2023-09-07').tithi[0]).toMatchObject({ name: 'ashtami', paksha: 'krishna' });
    expect(months('2023-09-07')).toEqual(['shravana', 'bhadrapada']);
  });

  it('finds the adhika months of 2020 (ashwin) and 2026 (jyeshtha)', () => {
    expect(months('2020-10-01')).toEqual(['adhika ashwin', 'adhika ashwin']);
    expect(months('2020-10-20')).toEqual(['ashwin', 'ashwin']);
    expect(months('2026-06-01')).toEqual(['adhika jyeshtha', 'adhika jyeshtha']);
  });

  it('starts the Shaka and Vikram year with chaitra', () => {
    // Chaitra shukla pratipada 2024 (Ugadi, Gudi Padwa) was 9 April.
    expect(delhi('2024-04-08').samvat).toEqual({ shaka: 1945, vikram: 2080 });
    expect(delhi('2024-04-09').samvat).toEqual({ shaka: 1946, vikram: 2081 });
    expect(delhi('2024-04-09').masa.amanta.name).toBe('chaitra');
    expect(delhi('2024-04-09').tithi[0]!.name).toBe('pratipada');
  });
});

describe('the answer', () => {
  it('is what the contract describes, ends in order, each list starting before the next sunrise', () => {
    const day = delhi('2024-01-14');
    expect(panchangSchema.parse(day)).toEqual(day);
    for (const list of [day.tithi, day.nakshatra, day.yoga, day.karana, day.moon_rashi]) {
      const ends = list.map((entry) => Date.parse(entry.end));
      expect(ends).toEqual([...ends].sort((a, b) => a - b));
      expect(ends.at(-1)).toBeGreaterThanOrEqual(Date.parse(day.next_sunrise));
      expect(ends.at(-2) ?? 0).toBeLessThan(Date.parse(day.next_sunrise));
    }
  });

  it('takes the civil date in the place zone: sunrise moves an hour by the clock when daylight time begins', () => {
    // New York moved its clocks forward at 02:00 on 14 March 2021: sunrise about 06:12 EST, then about 07:10 EDT.
    const newYork = { latitude: 40.71427, longitude: -74.00597, zone: 'America/New_York' };
    const before = panchangFor('2021-03-13', newYork);
    const after = panchangFor('2021-03-14', newYork);
    near(before.sunrise, Date.parse('2021-03-13T06:12-05:00'), 5 * 60_000);
    near(after.sunrise, Date.parse('2021-03-14T07:10-04:00'), 5 * 60_000);
    expect(before.next_sunrise).toBe(after.sunrise);
    expect([before.vara.name, after.vara.name]).toEqual(['shanivara', 'ravivara']);
  });
});
