// Charts and tables read days and amounts in the language shown: "5 Nov" or "5 नव॰", "2.5L", never "11-05".
import { afterEach, describe, expect, it } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { formatCalendarDay, formatCompact, formatDayMonth } from './format.ts';
import { setRequestI18n } from './i18n.tsx';

const showHindi = () => setRequestI18n(() => ({ language: 'hi' }) as I18n);

afterEach(() => setRequestI18n(() => undefined));

describe('a calendar day', () => {
  it('reads as day and month on an axis, and in full in a tooltip, without moving to another day', () => {
    expect(formatDayMonth('2026-11-05')).toBe('5 Nov');
    expect(formatDayMonth('2026-01-01')).toBe('1 Jan');
    expect(formatCalendarDay('2026-12-31')).toBe('31 Dec 2026');
  });

  it('reads in Hindi when Hindi is shown', () => {
    showHindi();
    expect(formatDayMonth('2026-11-05')).toMatch(/^5 नव/);
    expect(formatCalendarDay('2026-11-05')).toMatch(/^5 नव.* 2026$/);
  });

  it('leaves what is not a day (an astrologer on the other axis) as it is', () => {
    expect(formatDayMonth('Pandit Ravi Shastri')).toBe('Pandit Ravi Shastri');
    expect(formatCalendarDay('2026-13-45')).toBe('2026-13-45');
  });
});

describe('an axis amount', () => {
  it('is short, in lakhs and crores', () => {
    expect(formatCompact(950)).toBe('950');
    expect(formatCompact(1500)).toBe('1.5K');
    expect(formatCompact(250000)).toBe('2.5L');
    expect(formatCompact(30000000)).toBe('3Cr');
  });
});
