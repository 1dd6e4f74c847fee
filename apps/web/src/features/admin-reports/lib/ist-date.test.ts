import { describe, expect, it } from 'vitest';
import { istDay } from '../../../lib/india-day.ts';
import { dateRangeError, filterByIstDay } from './ist-date.ts';

describe('istDay', () => {
  it('moves an evening UTC instant to the next India day', () => {
    expect(istDay('2024-03-04T18:40:00Z')).toBe('2024-03-05');
    expect(istDay('2024-03-04T18:29:59Z')).toBe('2024-03-04');
    expect(istDay('2024-03-04T18:30:00Z')).toBe('2024-03-05');
  });
  it('answers "" for an invalid date', () => {
    expect(istDay('not a date')).toBe('');
  });
});

describe('filterByIstDay', () => {
  const rows = [
    { id: 1, at: '2024-03-03T20:00:00Z' }, // 4 Mar IST
    { id: 2, at: '2024-03-04T10:00:00Z' }, // 4 Mar IST
    { id: 3, at: '2024-03-04T18:40:00Z' }, // 5 Mar IST
    { id: 4, at: '2024-03-06T00:00:00Z' }, // 6 Mar IST
  ];
  const ids = (from: string, to: string) => filterByIstDay(rows, (r) => r.at, from, to).map((r) => r.id);

  it('keeps everything without a filter', () => expect(ids('', '')).toEqual([1, 2, 3, 4]));
  it('filters a single date by the India day', () => expect(ids('2024-03-04', '')).toEqual([1, 2]));
  it('filters a range inclusively', () => expect(ids('2024-03-05', '2024-03-06')).toEqual([3, 4]));
  it('filters up to a date when only "to" is set', () => expect(ids('', '2024-03-04')).toEqual([1, 2]));
});

describe('dateRangeError', () => {
  it('refuses a "to" before "from"', () => {
    expect(dateRangeError('2024-03-05', '2024-03-04')).toBe("The 'to' date cannot be before the 'from' date.");
    expect(dateRangeError('2024-03-05', '2024-03-05')).toBeNull();
    expect(dateRangeError('', '2024-03-04')).toBeNull();
  });
});
