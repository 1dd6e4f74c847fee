import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { askQuestionBody } from './free-questions.ts';
import { charCount, idLike, intLike, numberLike, rupeesToPaise } from './common.ts';

describe('lenient numbers', () => {
  it('accepts numeric strings as the clients send them', () => {
    expect(intLike().parse('12')).toBe(12);
    expect(numberLike().parse('4.5')).toBe(4.5);
    expect(idLike().parse('7')).toBe(7);
  });
  it('refuses what is not a number', () => {
    expect(intLike().safeParse('12abc').success).toBe(false);
    expect(intLike().safeParse('1.5').success).toBe(false);
    expect(idLike().safeParse('0').success).toBe(false);
    expect(idLike().safeParse('-3').success).toBe(false);
    expect(idLike().safeParse('99999999999').success).toBe(false);
    expect(idLike().safeParse("1' or 1=1").success).toBe(false);
  });
  it('converts rupees to paise without drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(rupeesToPaise(1234.56)).toBe(123456);
  });
});

describe('characters', () => {
  it('counts an emoji as one, as PostgreSQL and zod count, where a string length counts two', () => {
    expect('🙏🙏🙏🙏🙏'.length).toBe(10);
    expect(charCount('🙏🙏🙏🙏🙏')).toBe(5);
    expect(charCount('नमस्ते')).toBe(6);
    // The bodies rely on it: five emoji are not the ten characters a CHECK (char_length) asks for.
    expect(z.string().min(10).safeParse('🙏🙏🙏🙏🙏').success).toBe(false);
    expect(z.string().max(5).safeParse('🙏🙏🙏🙏🙏').success).toBe(true);
    expect(askQuestionBody.safeParse({ question: '🙏🙏🙏🙏🙏' }).error?.issues[0]?.message).toBe(
      'Your question must be at least 10 characters.',
    );
  });
});
