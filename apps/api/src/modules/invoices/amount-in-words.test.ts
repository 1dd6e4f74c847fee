import { describe, expect, it } from 'vitest';
import { amountInWords, indianNumberWords } from './amount-in-words.ts';

describe('amountInWords', () => {
  it('writes rupees and paise in Indian numbering', () => {
    expect(amountInWords(12_345_678)).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only',
    );
    expect(amountInWords(149_900)).toBe('Rupees One Thousand Four Hundred Ninety-Nine Only');
    expect(amountInWords(11_800)).toBe('Rupees One Hundred Eighteen Only');
    expect(amountInWords(5)).toBe('Five Paise Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(1_001)).toBe('Rupees Ten and One Paise Only');
  });

  it('counts lakhs and crores, and crores past 99', () => {
    expect(indianNumberWords(100_000)).toBe('One Lakh');
    expect(indianNumberWords(10_000_000)).toBe('One Crore');
    expect(indianNumberWords(99_99_99_999)).toBe(
      'Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine',
    );
    expect(indianNumberWords(12_00_00_00_000)).toBe('One Thousand Two Hundred Crore');
    expect(indianNumberWords(1_01_010)).toBe('One Lakh One Thousand Ten');
    expect(indianNumberWords(20)).toBe('Twenty');
    expect(indianNumberWords(700)).toBe('Seven Hundred');
    expect(indianNumberWords(19)).toBe('Nineteen');
  });

  it('refuses what is no whole number of paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
