// Rahu kaal, Yamaganda and Gulika kaal by weekday, and Abhijit muhurat around midday (none on Wednesdays).
import { describe, expect, it } from 'vitest';
import { panchangFor } from './panchang.ts';

const NEW_DELHI = { latitude: 28.63576, longitude: 77.22445, zone: 'Asia/Kolkata' };
/** 7 to 13 January 2024: Sunday to Saturday. */
const WEEK = [
  '2024-01-07',
  '2024-01-08',
  '2024-01-09',
  '2024-01-10',
  '2024-01-11',
  '2024-01-12',
  '2024-01-13',
];

/** Which eighth of the daytime (1-8) a period is, checking that it is exactly one eighth long. */
function eighth(day: { sunrise: string; sunset: string }, period: { start: string; end: string }): number {
  const sunrise = Date.parse(day.sunrise);
  const length = (Date.parse(day.sunset) - sunrise) / 8;
  const part = (Date.parse(period.start) - sunrise) / length + 1;
  expect(Math.abs(Date.parse(period.end) - Date.parse(period.start) - length)).toBeLessThanOrEqual(1);
  expect(Math.abs(part - Math.round(part)) * length).toBeLessThanOrEqual(1);
  return Math.round(part);
}

describe('kaals', () => {
  const days = WEEK.map((date) => panchangFor(date, NEW_DELHI));

  it('runs Sunday to Saturday over the week', () => {
    expect(days.map((day) => day.vara.name)).toEqual([
      'ravivara',
      'somavara',
      'mangalavara',
      'budhavara',
      'guruvara',
      'shukravara',
      'shanivara',
    ]);
  });

  it('puts Rahu kaal in the 8th, 2nd, 7th, 5th, 6th, 4th and 3rd eighth of the daytime', () => {
    expect(days.map((day) => eighth(day, day.rahu_kaal))).toEqual([8, 2, 7, 5, 6, 4, 3]);
  });

  it('puts Yamaganda in the 5th, 4th, 3rd, 2nd, 1st, 7th and 6th', () => {
    expect(days.map((day) => eighth(day, day.yamaganda))).toEqual([5, 4, 3, 2, 1, 7, 6]);
  });

  it('puts Gulika kaal in the 7th, 6th, 5th, 4th, 3rd, 2nd and 1st', () => {
    expect(days.map((day) => eighth(day, day.gulika_kaal))).toEqual([7, 6, 5, 4, 3, 2, 1]);
  });

  it('makes Abhijit the 8th of 15 muhurtas, centred on midday between sunrise and sunset, and none on Wednesday', () => {
    for (const day of days) {
      if (day.vara.name === 'budhavara') {
        expect(day.abhijit).toBeNull();
        continue;
      }
      const sunrise = Date.parse(day.sunrise);
      const sunset = Date.parse(day.sunset);
      const start = Date.parse(day.abhijit!.start);
      const end = Date.parse(day.abhijit!.end);
      expect(Math.abs(start + end - (sunrise + sunset))).toBeLessThanOrEqual(2);
      expect(Math.abs(end - start - (sunset - sunrise) / 15)).toBeLessThanOrEqual(1);
    }
  });
});
