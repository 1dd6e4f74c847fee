// The form's own checks say what the server would: a date not on the calendar, outside the years, an impossible time.
import { KUNDLI_MESSAGES } from '@app/contracts/kundli';
import { describe, expect, it } from 'vitest';
import { dateProblem, isRealTime, kundliFormSchema } from './birth-input.ts';

const problems = (values: Record<string, string>) => {
  const result = kundliFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('birth input', () => {
  it('accepts real dates from 1800 to 2100, leap days included', () => {
    for (const date of ['1800-01-01', '2100-12-31', '2000-02-29', '1990-04-12'])
      expect(dateProblem(date)).toBeNull();
  });

  it('refuses dates that are not on the calendar', () => {
    for (const date of ['2023-02-29', '1900-02-29', '2023-04-31', '2023-13-01', '2023-00-10', '12-04-1990']) {
      expect(dateProblem(date), date).toBe(KUNDLI_MESSAGES.dateInvalid);
    }
  });

  it('refuses dates outside the years charts are drawn for', () => {
    expect(dateProblem('1799-12-31')).toBe(KUNDLI_MESSAGES.dateRange);
    expect(dateProblem('2101-01-01')).toBe(KUNDLI_MESSAGES.dateRange);
  });

  it('knows a clock time', () => {
    expect(isRealTime('00:00')).toBe(true);
    expect(isRealTime('23:59:59')).toBe(true);
    expect(isRealTime('24:00')).toBe(false);
    expect(isRealTime('12:60')).toBe(false);
    expect(isRealTime('7:05')).toBe(false);
  });

  it('reports every field at once with the contract’s messages', () => {
    expect(problems({ name: '', date_of_birth: '', time_of_birth: '', place_id: '' })).toEqual({
      date_of_birth: KUNDLI_MESSAGES.dateRequired,
      time_of_birth: KUNDLI_MESSAGES.timeRequired,
      place_id: KUNDLI_MESSAGES.placeRequired,
    });
    expect(
      problems({ name: '', date_of_birth: '1750-01-01', time_of_birth: '25:10', place_id: '1259229' }),
    ).toEqual({
      date_of_birth: KUNDLI_MESSAGES.dateRange,
      time_of_birth: KUNDLI_MESSAGES.timeInvalid,
    });
    expect(
      problems({ name: 'x'.repeat(101), date_of_birth: '1990-04-12', time_of_birth: '06:30', place_id: '1' }),
    ).toEqual({
      name: KUNDLI_MESSAGES.nameTooLong,
    });
  });
});
