import { describe, expect, it } from 'vitest';
import { isLowStock } from './category-product-card.tsx';
import { kitItems } from './kit-chips.tsx';

describe('catalogue helpers', () => {
  it('splits kit contents by comma and drops blanks', () => {
    expect(kitItems('Yantra, Mala ,, Diya')).toEqual(['Yantra', 'Mala', 'Diya']);
    expect(kitItems(null)).toEqual([]);
  });
  it('calls stock under 10 low', () => {
    expect(isLowStock(9)).toBe(true);
    expect(isLowStock(10)).toBe(false);
  });
});
