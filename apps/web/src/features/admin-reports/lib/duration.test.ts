import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.ts';

describe('formatDuration', () => {
  it('shows hours, minutes and seconds as needed', () => {
    expect(formatDuration(3725)).toBe('1h 2m 5s');
    expect(formatDuration(3600)).toBe('1h 0m 0s');
    expect(formatDuration(125)).toBe('2m 5s');
    expect(formatDuration(45)).toBe('45s');
    expect(formatDuration(0)).toBe('0s');
  });
  it('shows 0s for missing or negative values', () => {
    expect(formatDuration(null)).toBe('0s');
    expect(formatDuration(-5)).toBe('0s');
    expect(formatDuration(Number.NaN)).toBe('0s');
  });
});
