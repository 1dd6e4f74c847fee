// The server's clock: the offset from a session's server_time, and the clocks the room shows.
import { describe, expect, it } from 'vitest';
import { clockOffset, formatClock, formatDuration, secondsBetween } from './clock.ts';

describe('consultation clock', () => {
  it('measures how far the server is ahead of (or behind) this device', () => {
    const device = Date.parse('2026-01-01T10:00:00Z');
    expect(clockOffset('2026-01-01T10:05:00Z', device)).toBe(300_000);
    expect(clockOffset('2026-01-01T09:59:30Z', device)).toBe(-30_000);
    expect(clockOffset('not a date', device)).toBe(0);
  });

  it('counts whole seconds and never below zero', () => {
    expect(secondsBetween('2026-01-01T10:00:00Z', '2026-01-01T10:01:15.900Z')).toBe(75);
    expect(secondsBetween('2026-01-01T10:01:00Z', '2026-01-01T10:00:00Z')).toBe(0);
  });

  it('shows mm:ss, and hours when there are any', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(75)).toBe('01:15');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatDuration(95)).toBe('1 min 35 s');
    expect(formatDuration(9)).toBe('9 s');
  });
});
