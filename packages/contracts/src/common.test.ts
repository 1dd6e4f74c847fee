import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { askQuestionBody } from './free-questions.ts';
import { astrologerProfileFields } from './admin-astrologers.ts';
import { wholeNumber } from './admin-fields.ts';
import { CHARGE_MAX_RUPEES } from './astrologer-profile.ts';
import { callMediaBody, callSignalBody, DIRECTORY_PRICE_MAX, directoryQuery, refundBody } from './consultations.ts';
import {
  boundedInt,
  boundedNumber,
  charCount,
  idLike,
  idNumber,
  INT32_MAX,
  intLike,
  numberLike,
  PAGE_INVALID,
  PAGE_MAX,
  PAGE_TOO_LARGE,
  pageLike,
  RUPEES_MAX,
  rupeesToPaise,
} from './common.ts';

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

describe('numbers within what a column holds', () => {
  it('takes ids up to the largest integer a column holds, and nothing past it', () => {
    expect(idLike().parse(String(INT32_MAX))).toBe(INT32_MAX);
    for (const v of ['2147483648', '9007199254740993', '1e20', '9'.repeat(400), 2 ** 31, 1e20, 1.5, 0, -1]) {
      expect(idLike().safeParse(v).success, String(v)).toBe(false);
    }
  });
  it('takes a socket id only as a JSON number within an integer column', () => {
    expect(idNumber().parse(INT32_MAX)).toBe(INT32_MAX);
    for (const v of [INT32_MAX + 1, 0, -1, 1.5, 1e20, Number.POSITIVE_INFINITY, '7']) expect(idNumber().safeParse(v).success, String(v)).toBe(false);
    expect(callMediaBody.safeParse({ consultation_id: INT32_MAX + 1 }).success).toBe(false);
    expect(callSignalBody.safeParse({ consultation_id: INT32_MAX + 1, ready: true }).success).toBe(false);
    expect(callSignalBody.safeParse({ consultation_id: INT32_MAX, ready: true }).success).toBe(true);
  });
  it('refuses a bounded number past either end with its one message', () => {
    const stars = boundedInt('1 to 5 stars', 1, 5);
    expect(stars.parse('5')).toBe(5);
    for (const v of ['0', '6', '2.5', 'x', '1e3']) expect(stars.safeParse(v).error?.issues[0]?.message, v).toBe('1 to 5 stars');
    const price = boundedNumber('0 to 10', 0, 10);
    expect(price.parse('9.5')).toBe(9.5);
    for (const v of ['-0.5', '10.01', '1e20', 'NaN']) expect(price.safeParse(v).error?.issues[0]?.message, v).toBe('0 to 10');
  });
  it('refuses a page below 1 or past PAGE_MAX, each with its message', () => {
    expect(pageLike().parse(String(PAGE_MAX))).toBe(PAGE_MAX);
    for (const v of ['0', '-1', '1.5']) expect(pageLike().safeParse(v).error?.issues[0]?.message, v).toBe(PAGE_INVALID);
    for (const v of [String(PAGE_MAX + 1), '2147483648']) expect(pageLike().safeParse(v).error?.issues[0]?.message, v).toBe(PAGE_TOO_LARGE);
  });
  it('takes a lenient whole number as the forms send it, and refuses a fraction with its message', () => {
    expect(wholeNumber('Stock must be a whole number').parse('7.0')).toBe(7);
    expect(wholeNumber('Stock must be a whole number').safeParse('7.5').error?.issues[0]?.message).toBe('Stock must be a whole number');
    expect(wholeNumber('Stock must be a whole number').safeParse(2 ** 31).success).toBe(false);
  });
  it('keeps every amount in rupees small enough to be stored as paise in an integer column', () => {
    expect(RUPEES_MAX * 100).toBeLessThanOrEqual(INT32_MAX);
    expect(refundBody.safeParse({ amount: RUPEES_MAX + 1, reason: 'x' }).success).toBe(false);
    expect(DIRECTORY_PRICE_MAX * 100).toBeLessThanOrEqual(INT32_MAX);
  });
  it('lets the directory filter reach the highest charge an astrologer can have, and no further', () => {
    expect(CHARGE_MAX_RUPEES).toBeLessThanOrEqual(DIRECTORY_PRICE_MAX);
    expect(astrologerProfileFields.charge.safeParse(DIRECTORY_PRICE_MAX).success).toBe(true);
    expect(astrologerProfileFields.charge.safeParse(DIRECTORY_PRICE_MAX + 1).success).toBe(false);
    expect(directoryQuery.parse({ max_price: String(DIRECTORY_PRICE_MAX) }).max_price).toBe(DIRECTORY_PRICE_MAX);
    expect(directoryQuery.safeParse({ min_price: '30000000' }).error?.issues[0]?.message).toBe(
      `min_price must be a number from 0 to ${DIRECTORY_PRICE_MAX}`,
    );
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
