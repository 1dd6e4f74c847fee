import { describe, expect, it } from 'vitest';
import { formatAnswerTime } from './answer-time.ts';

describe('formatAnswerTime', () => {
  it.each([
    [null, '—'],
    [-5, '—'],
    [30, 'under a minute'],
    [45 * 60, '45 min'],
    [3600, '1 h'],
    [3 * 3600 + 20 * 60 + 10, '3 h 20 min'],
    [28 * 3600, '1 d 4 h'],
    [48 * 3600, '2 d'],
  ])('%s s reads %s', (seconds, text) => expect(formatAnswerTime(seconds)).toBe(text));
});
