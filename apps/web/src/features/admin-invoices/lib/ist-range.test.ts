// The default range is this month in India time (the 1st already, at 19:00 UTC on the last day of the month before),
// and a range is refused with the contract's words.
import { INVOICE_MESSAGES } from '@app/contracts/invoices';
import { describe, expect, it } from 'vitest';
import { rangeErrors, thisMonthInIndia } from './ist-range.ts';

describe('thisMonthInIndia', () => {
  it('runs from the 1st to today, India time', () => {
    expect(thisMonthInIndia(new Date('2026-11-24T10:00:00Z'))).toEqual({
      from: '2026-11-01',
      to: '2026-11-24',
    });
  });

  it('has already turned the month in India when it has not in UTC', () => {
    expect(thisMonthInIndia(new Date('2026-11-30T19:00:00Z'))).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
    });
  });
});

describe('rangeErrors', () => {
  it('accepts a range in order within a year', () => {
    expect(rangeErrors({ from: '2026-04-01', to: '2027-03-31' })).toEqual({});
  });

  it('refuses an empty day, a backwards range and one longer than a year', () => {
    expect(rangeErrors({ from: '', to: '2026-11-24' })).toEqual({ from: INVOICE_MESSAGES.fromRequired });
    expect(rangeErrors({ from: '2026-11-24', to: '2026-11-01' })).toEqual({ to: INVOICE_MESSAGES.dateRange });
    expect(rangeErrors({ from: '2025-01-01', to: '2026-11-24' })).toEqual({
      to: INVOICE_MESSAGES.rangeTooLong,
    });
  });
});
