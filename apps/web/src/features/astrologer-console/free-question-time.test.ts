import { describe, expect, it } from 'vitest';
import { feeText, timeLeftText } from './free-question-time.ts';

describe('timeLeftText', () => {
  it.each([
    [24 * 3600, '24 h 00 min left'],
    [3600 + 5 * 60 + 30, '1 h 05 min left'],
    [42 * 60 + 10, '42 min left'],
    [4 * 60 + 9, '4:09 left'],
    [1, '0:01 left'],
    [0, 'Time is up'],
  ])('%i s reads %s', (seconds, text) => expect(timeLeftText(seconds)).toBe(text));
});

describe('feeText', () => {
  it('drops the paise of a whole fee', () => {
    expect(feeText(10)).toBe('₹10');
    expect(feeText(1500)).toBe('₹1,500');
    expect(feeText(12.5)).toBe('₹12.50');
  });
});
