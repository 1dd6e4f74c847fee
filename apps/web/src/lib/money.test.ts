import { describe, expect, it } from 'vitest';
import { lineTotal, originalPrice, sumLines } from './money.ts';
// originalPrice is the contracts' originalPriceRupees: the spec's formula, checked here from the screen's side.

describe('originalPrice', () => {
  it('divides by (1 - discount/100) and rounds to 2 decimals', () => {
    expect(originalPrice(900, 10)).toBe(1000);
    expect(originalPrice(499, 15)).toBe(587.06); // 499 / 0.85 = 587.0588...
    expect(originalPrice(100, 33)).toBe(149.25); // 100 / 0.67 = 149.2537...
  });

  it('is absent without a discount', () => {
    expect(originalPrice(500, 0)).toBeNull();
    expect(originalPrice(500, -5)).toBeNull();
    expect(originalPrice(0, 100)).toBeNull();
  });
});

describe('line totals', () => {
  it('multiplies in paise', () => {
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(lineTotal(199.99, 3)).toBe(599.97);
  });

  it('sums lines without drift', () => {
    expect(
      sumLines([
        { price_in_rupee: 0.1, quantity: 1 },
        { price_in_rupee: 0.2, quantity: 1 },
        { price_in_rupee: 1234.56, quantity: 2 },
      ]),
    ).toBe(2469.42);
  });
});
