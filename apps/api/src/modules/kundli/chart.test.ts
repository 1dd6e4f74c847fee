// The chart's refusals, its time-zone history and its Vimshottari arithmetic.
import { KUNDLI_MESSAGES, NAKSHATRAS, VIMSHOTTARI_YEARS, type Place } from '@app/contracts/kundli';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { drawKundli } from './chart.ts';
import { DASHA_YEAR_MS, dashaAtBirth, vimshottari } from './dasha.ts';
import { localToUtc } from './time.ts';

function place(overrides: Partial<Place> = {}): Place {
  return {
    id: '1259229',
    name: 'Pune',
    region: 'Maharashtra',
    country: 'India',
    country_code: 'IN',
    latitude: 18.51957,
    longitude: 73.85535,
    time_zone: 'Asia/Kolkata',
    label: 'Pune, Maharashtra, India',
    ...overrides,
  };
}
const newYork = place({
  id: '5128581',
  name: 'New York City',
  latitude: 40.71427,
  longitude: -74.00597,
  time_zone: 'America/New_York',
});

function refusal(date: string, time: string, at: Place = place()): AppError {
  try {
    drawKundli({ date, time, place: at });
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error(`${date} ${time} was accepted`);
}

describe('drawKundli refuses what is not a real moment', () => {
  it.each([
    ['2023-02-29', '10:00', 'date_of_birth', KUNDLI_MESSAGES.dateInvalid],
    ['2023-13-01', '10:00', 'date_of_birth', KUNDLI_MESSAGES.dateInvalid],
    ['2023-04-31', '10:00', 'date_of_birth', KUNDLI_MESSAGES.dateInvalid],
    ['1990-5-15', '10:00', 'date_of_birth', KUNDLI_MESSAGES.dateInvalid],
    ['1799-12-31', '10:00', 'date_of_birth', KUNDLI_MESSAGES.dateRange],
    ['2101-01-01', '10:00', 'date_of_birth', KUNDLI_MESSAGES.dateRange],
    ['1990-05-15', '24:00', 'time_of_birth', KUNDLI_MESSAGES.timeInvalid],
    ['1990-05-15', '12:60', 'time_of_birth', KUNDLI_MESSAGES.timeInvalid],
    ['1990-05-15', '7:30', 'time_of_birth', KUNDLI_MESSAGES.timeInvalid],
  ])('%s %s: 400 on %s', (date, time, field, message) => {
    const error = refusal(date, time);
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(message);
    expect(error.errors).toEqual({ [field]: message });
  });

  it('refuses a time the clocks skipped (New York, 14 March 2021, 02:30)', () => {
    const error = refusal('2021-03-14', '02:30', newYork);
    expect(error.statusCode).toBe(400);
    expect(error.errors).toEqual({ time_of_birth: KUNDLI_MESSAGES.timeSkipped });
  });

  it('accepts the first and last years and 29 February of a leap year', () => {
    expect(drawKundli({ date: '1800-01-01', time: '00:00', place: place() }).birth.date).toBe('1800-01-01');
    expect(drawKundli({ date: '2100-12-31', time: '23:59', place: place() }).birth.date).toBe('2100-12-31');
    expect(drawKundli({ date: '2024-02-29', time: '12:00:30', place: place() }).birth.utc).toBe(
      '2024-02-29T06:30:30.000Z',
    );
  });
});

describe('time zone history', () => {
  it('uses war time (+6:30) for an Indian birth in 1943', () => {
    const chart = drawKundli({ date: '1943-08-15', time: '06:10', place: place() });
    expect(chart.birth.utc_offset_minutes).toBe(390);
    expect(chart.birth.utc).toBe('1943-08-14T23:40:00.000Z');
  });

  it('uses +5:30 for Asia/Kolkata in 1990', () => {
    const chart = drawKundli({ date: '1990-05-15', time: '14:30', place: place() });
    expect(chart.birth.utc_offset_minutes).toBe(330);
    expect(chart.birth.utc).toBe('1990-05-15T09:00:00.000Z');
  });

  it('keeps the seconds of local mean time (Kolkata before 1854 was +5:53:28)', () => {
    const chart = drawKundli({ date: '1850-01-01', time: '12:00', place: place() });
    expect(chart.birth.utc_offset_minutes).toBeCloseTo(353 + 28 / 60, 4);
    expect(chart.birth.utc).toBe('1850-01-01T06:06:32.000Z');
  });

  it('reads a repeated time (clocks turned back) as the earlier instant', () => {
    // New York, 7 November 2021: 01:30 happened at -4:00 (EDT) and again at -5:00 (EST).
    const local = localToUtc('America/New_York', Date.UTC(2021, 10, 7, 1, 30));
    expect(local).toEqual({
      kind: 'ok',
      utcMs: Date.UTC(2021, 10, 7, 5, 30),
      offsetMs: -240 * 60_000,
      ambiguous: true,
    });
    const chart = drawKundli({ date: '2021-11-07', time: '01:30', place: newYork });
    expect(chart.birth.utc).toBe('2021-11-07T05:30:00.000Z');
    expect(chart.birth.utc_offset_minutes).toBe(-240);
  });

  it('tells a skipped time apart from the hour after it', () => {
    expect(localToUtc('America/New_York', Date.UTC(2021, 2, 14, 2, 30))).toEqual({ kind: 'skipped' });
    expect(localToUtc('America/New_York', Date.UTC(2021, 2, 14, 3, 30))).toMatchObject({
      kind: 'ok',
      utcMs: Date.UTC(2021, 2, 14, 7, 30),
      ambiguous: false,
    });
  });
});

describe('the chart', () => {
  const chart = drawKundli({ date: '1990-05-15', time: '14:30', place: place(), name: '  Asha ' });

  it('lists the nine grahas in order, each in a house counted from the Lagna', () => {
    expect(chart.name).toBe('Asha');
    expect(chart.planets.map((p) => p.key)).toEqual(
      VIMSHOTTARI_YEARS.map(([k]) => k).sort((a, b) => order(a) - order(b)),
    );
    for (const planet of chart.planets) {
      expect(planet.house).toBe(((planet.rashi - chart.lagna.rashi + 12) % 12) + 1);
      expect(planet.degree).toBeCloseTo(planet.longitude - (planet.rashi - 1) * 30, 3);
    }
    const rahu = chart.planets.find((p) => p.key === 'rahu');
    const ketu = chart.planets.find((p) => p.key === 'ketu');
    expect(rahu?.retrograde && ketu?.retrograde).toBe(true);
    expect(((ketu?.longitude ?? 0) - (rahu?.longitude ?? 0) + 360) % 360).toBeCloseTo(180, 3);
  });

  it("names the Moon's nakshatra and its lord", () => {
    const moon = chart.planets.find((p) => p.key === 'moon');
    expect(chart.moon_nakshatra.nakshatra).toBe(moon?.nakshatra);
    expect(chart.moon_nakshatra.lord).toBe(NAKSHATRAS[(moon?.nakshatra ?? 1) - 1]?.lord);
    expect(chart.dasha[0]?.lord).toBe(chart.moon_nakshatra.lord);
  });
});

function order(key: string): number {
  return ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'].indexOf(key);
}

describe('Vimshottari dasha', () => {
  const birth = Date.UTC(1990, 4, 15, 9, 0);
  const span = 360 / 27;

  it('starts with the lord of the nakshatra the Moon is in, with the balance of its years', () => {
    // A quarter of the way through Rohini (the Moon's): three quarters of its 10 years remain at birth.
    const moon = 3 * span + span / 4;
    expect(dashaAtBirth(moon)).toEqual({ lord: 'moon', elapsed: expect.closeTo(0.25, 10) as number });
    const dasha = vimshottari(birth, moon);
    expect(dasha[0]?.lord).toBe('moon');
    expect(Date.parse(dasha[0]?.end ?? '') - birth).toBeCloseTo(7.5 * DASHA_YEAR_MS, -1);
    expect(birth - Date.parse(dasha[0]?.start ?? '')).toBeCloseTo(2.5 * DASHA_YEAR_MS, -1);
  });

  it('runs the nine lords in order for 120 years, each antardasha sequence summing to its mahadasha', () => {
    const dasha = vimshottari(birth, 195); // Swati, Rahu's
    expect(dasha.map((d) => d.lord)).toEqual([
      'rahu',
      'jupiter',
      'saturn',
      'mercury',
      'ketu',
      'venus',
      'sun',
      'moon',
      'mars',
    ]);
    expect(Date.parse(dasha[8]?.end ?? '') - Date.parse(dasha[0]?.start ?? '')).toBe(120 * DASHA_YEAR_MS);
    const years = new Map(VIMSHOTTARI_YEARS);
    dasha.forEach((maha, i) => {
      if (i > 0) expect(maha.start).toBe(dasha[i - 1]?.end);
      expect(Date.parse(maha.end) - Date.parse(maha.start)).toBe((years.get(maha.lord) ?? 0) * DASHA_YEAR_MS);
      expect(maha.antardashas).toHaveLength(9);
      expect(maha.antardashas[0]?.lord).toBe(maha.lord);
      expect(maha.antardashas[0]?.start).toBe(maha.start);
      expect(maha.antardashas[8]?.end).toBe(maha.end);
      maha.antardashas.forEach((antar, j) => {
        if (j > 0) expect(antar.start).toBe(maha.antardashas[j - 1]?.end);
        const length = ((years.get(maha.lord) ?? 0) * (years.get(antar.lord) ?? 0) * DASHA_YEAR_MS) / 120;
        expect(Date.parse(antar.end) - Date.parse(antar.start)).toBe(length);
      });
    });
  });

  it('begins a full mahadasha at the very start of a nakshatra', () => {
    const dasha = vimshottari(birth, 0);
    expect(dasha[0]?.lord).toBe('ketu');
    expect(dasha[0]?.start).toBe(new Date(birth).toISOString());
  });
});
