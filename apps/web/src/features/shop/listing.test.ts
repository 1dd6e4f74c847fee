import { describe, expect, it } from 'vitest';
import { applyListing, readListingState, writeListingState } from './listing.ts';

const products = [
  { name: 'Rudraksha Mala', description: 'Five-faced beads', price_in_rupee: 500 },
  { name: 'Shree Yantra', description: 'Copper plate for WEALTH', price_in_rupee: 1500 },
  { name: 'Incense', description: null, price_in_rupee: 99 },
  { name: 'Gomti Chakra', description: 'Brings wealth', price_in_rupee: 500 },
];

describe('applyListing', () => {
  it('matches name or description, ignoring case', () => {
    expect(applyListing(products, 'wealth', 'default').map((p) => p.name)).toEqual(['Shree Yantra', 'Gomti Chakra']);
    expect(applyListing(products, 'RUDRA', 'default').map((p) => p.name)).toEqual(['Rudraksha Mala']);
    expect(applyListing(products, '  ', 'default')).toHaveLength(4);
  });

  it('keeps the server order by default and sorts by price stably', () => {
    expect(applyListing(products, '', 'default').map((p) => p.name)).toEqual(products.map((p) => p.name));
    expect(applyListing(products, '', 'price-low').map((p) => p.price_in_rupee)).toEqual([99, 500, 500, 1500]);
    expect(applyListing(products, '', 'price-low')[1]?.name).toBe('Rudraksha Mala');
    expect(applyListing(products, '', 'price-high').map((p) => p.name)).toEqual([
      'Shree Yantra',
      'Rudraksha Mala',
      'Gomti Chakra',
      'Incense',
    ]);
  });
});

describe('listing state in the URL', () => {
  it('round-trips and ignores junk', () => {
    const state = readListingState(new URLSearchParams('q=mala&category=3&sort=price-high'));
    expect(state).toEqual({ q: 'mala', categoryId: 3, sort: 'price-high' });
    expect(writeListingState(state).toString()).toBe('q=mala&category=3&sort=price-high');
    expect(readListingState(new URLSearchParams('category=abc&sort=rating'))).toEqual({ q: '', categoryId: null, sort: 'default' });
    expect(writeListingState({ q: '', categoryId: null, sort: 'default' }).toString()).toBe('');
  });
});
