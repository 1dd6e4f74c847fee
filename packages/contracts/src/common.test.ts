import { describe, expect, it } from 'vitest';
import { idLike, intLike, numberLike, rupeesToPaise } from './common.ts';

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
