// What panchangFor refuses: dates that do not exist or are out of range, and days without a sunrise and a sunset.
import { PANCHANG_MESSAGES } from '@app/contracts/panchang';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors.ts';
import { panchangFor } from './panchang.ts';
import { PanchangError, type PanchangRefusal } from './panchang-error.ts';

const NEW_DELHI = { latitude: 28.63576, longitude: 77.22445, zone: 'Asia/Kolkata' };
const TROMSO = { latitude: 69.6489, longitude: 18.95508, zone: 'Europe/Oslo' };
const HELSINKI = { latitude: 60.16952, longitude: 24.93545, zone: 'Europe/Helsinki' };

function refusal(run: () => unknown): PanchangRefusal | 'none' {
  try {
    run();
    return 'none';
  } catch (error) {
    if (error instanceof PanchangError) return error.reason;
    throw error;
  }
}

describe('panchangFor refuses', () => {
  it.each([
    '2023-02-29',
    '2024-02-30',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-01-00',
    '2024-1-1',
    '24-01-01',
    '',
    'today',
    '2024-01-01T00:00',
    ' 2024-01-01',
  ])('the impossible date %j', (date) => {
    expect(refusal(() => panchangFor(date, NEW_DELHI))).toBe('dateInvalid');
  });

  it.each(['1899-12-31', '2101-01-01', '0001-01-01', '9999-12-31'])(
    'the date %s, outside 1900-2100',
    (date) => {
      expect(refusal(() => panchangFor(date, NEW_DELHI))).toBe('dateRange');
    },
  );

  it('nothing at the ends of the range, or on 29 February of a leap year', () => {
    for (const date of ['1900-01-01', '2100-12-31', '2024-02-29', '2000-02-29']) {
      expect(
        refusal(() => panchangFor(date, NEW_DELHI)),
        date,
      ).toBe('none');
    }
  });

  it('with a 400 the error handler answers as it is: code validation, the message on the date field', () => {
    let caught: unknown;
    try {
      panchangFor('2023-02-29', NEW_DELHI);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    const error = caught as AppError;
    expect([error.statusCode, error.code, error.message]).toEqual([
      400,
      'validation',
      PANCHANG_MESSAGES.dateInvalid,
    ]);
    expect(error.errors).toEqual({ date: PANCHANG_MESSAGES.dateInvalid });
  });
});

describe('high latitudes', () => {
  it('refuses the midnight sun and the polar night (Tromsø, 69.6 degrees north) as noSunrise', () => {
    expect(refusal(() => panchangFor('2024-06-21', TROMSO))).toBe('noSunrise');
    expect(refusal(() => panchangFor('2024-12-21', TROMSO))).toBe('noSunrise');
    expect(refusal(() => panchangFor('2024-03-20', TROMSO))).toBe('none');
  });

  it('makes the panchang at 60 degrees on the solstices: a 19-hour and a 6-hour daytime', () => {
    const hours = (date: string) => {
      const day = panchangFor(date, HELSINKI);
      return (Date.parse(day.sunset) - Date.parse(day.sunrise)) / 3_600_000;
    };
    expect(hours('2024-06-21')).toBeCloseTo(18.8, 0);
    expect(hours('2024-12-21')).toBeCloseTo(5.9, 0);
  });
});
