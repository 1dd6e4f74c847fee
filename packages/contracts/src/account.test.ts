// The data export's file is named by the day in India, where its reader is, not by UTC's.
import { describe, expect, it } from 'vitest';
import { exportFileName } from './account.ts';

describe('exportFileName', () => {
  it("names the file by the India date of the moment it was made", () => {
    // 00:30 IST on 25 November is still 24 November in UTC.
    expect(exportFileName('2026-11-24T19:00:00.000Z')).toBe('my-data-2026-11-25.json');
    expect(exportFileName('2026-11-24T18:29:59.999Z')).toBe('my-data-2026-11-24.json');
    expect(exportFileName('2026-12-31T20:00:00.000Z')).toBe('my-data-2027-01-01.json');
  });
});
