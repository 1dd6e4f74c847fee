// The hours document's rules on their own: times, ranges that end before they start or overlap, dates, prices, and
// the window an exception must fall in.
import { describe, expect, it } from 'vitest';
import { addDays, dayMinutes, dayRanges, dayTimeText, exceptionDateProblem, HOURS_MESSAGES as M, hoursBody, isCalendarDate, slotsQuery } from './hours.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

const week = (monday: { start: string; end: string }[] = []) => [[], monday, [], [], [], [], []];

describe('the hours document', () => {
  it('reads HH:MM with 24:00 as the end of the day, and writes it back', () => {
    expect(dayMinutes('00:00')).toBe(0);
    expect(dayMinutes('09:30')).toBe(570);
    expect(dayMinutes('24:00')).toBe(1440);
    for (const bad of ['24:01', '9:30', '12:60', '12:5', 'noon', '']) expect(dayMinutes(bad), bad).toBeNull();
    expect([0, 570, 1440].map(dayTimeText)).toEqual(['00:00', '09:30', '24:00']);
  });

  it('allows touching ranges and refuses overlapping ones, naming the later range', () => {
    expect(dayRanges.safeParse([{ start: '10:00', end: '11:00' }, { start: '11:00', end: '12:00' }]).success).toBe(true);
    const overlap = dayRanges.safeParse([{ start: '13:00', end: '15:00' }, { start: '09:00', end: '12:00' }, { start: '11:59', end: '13:00' }]);
    expect(issues(overlap)).toEqual([['2.start', M.overlap]]);
    // A range inside another overlaps it too.
    expect(issues(dayRanges.safeParse([{ start: '09:00', end: '18:00' }, { start: '10:00', end: '11:00' }]))).toEqual([['1.start', M.overlap]]);
    expect(issues(dayRanges.safeParse([{ start: '10:00', end: '09:00' }]))).toEqual([['0.end', M.endBeforeStart]]);
    expect(issues(dayRanges.safeParse([{ start: '24:00', end: '24:00' }]))).toEqual([['0.end', M.endBeforeStart]]);
  });

  it('takes prices as rupees, blank as not offered, and refuses what a column cannot hold', () => {
    const parsed = hoursBody.parse({ weekly: week(), prices: { call: '12.50', video: '' } });
    expect(parsed).toEqual({ weekly: week(), exceptions: [], prices: { call: 12.5, video: null } });
    expect(issues(hoursBody.safeParse({ weekly: week(), prices: { call: 10_000.01, video: null } }))).toEqual([['prices.call', M.price]]);
    expect(issues(hoursBody.safeParse({ weekly: week(), prices: { call: 1, video: 1.234 } }))).toEqual([['prices.video', M.priceDecimals]]);
  });

  it('checks dates are real, once each, and within the window from today', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-2-28')).toBe(false);
    expect(addDays('2026-11-30', 90)).toBe('2027-02-28');
    expect(exceptionDateProblem('2026-11-30', '2026-11-30')).toBeNull();
    expect(exceptionDateProblem('2027-02-28', '2026-11-30')).toBeNull();
    expect(exceptionDateProblem('2026-11-29', '2026-11-30')).toBe(M.dateOutOfRange);
    expect(exceptionDateProblem('2027-03-01', '2026-11-30')).toBe(M.dateOutOfRange);
    const twice = hoursBody.safeParse({ weekly: week(), exceptions: [{ date: '2026-12-01', ranges: [] }, { date: '2026-12-01', ranges: [] }], prices: { call: null, video: null } });
    expect(issues(twice)).toEqual([['exceptions.1.date', M.dateRepeated]]);
  });

  it('asks slots of 15, 30 or 45 minutes, 30 when none is named', () => {
    expect(slotsQuery.parse({})).toEqual({ length: 30 });
    expect(slotsQuery.parse({ length: '45' })).toEqual({ length: 45 });
    expect(issues(slotsQuery.safeParse({ length: '60' }))).toEqual([['length', M.length]]);
  });
});
