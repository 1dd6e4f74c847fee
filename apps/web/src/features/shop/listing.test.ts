import { describe, expect, it } from 'vitest';
import {
  foundText,
  hasNextLink,
  normaliseSearch,
  productsPath,
  readListingState,
  readTotal,
  writeListingState,
} from './listing.ts';

describe('listing state in the URL', () => {
  it('round-trips and ignores junk', () => {
    const state = readListingState(new URLSearchParams('q=mala&category=3&sort=price-high'));
    expect(state).toEqual({ q: 'mala', categoryId: 3, sort: 'price-high' });
    expect(writeListingState(state).toString()).toBe('q=mala&category=3&sort=price-high');
    expect(readListingState(new URLSearchParams('category=abc&sort=rating'))).toEqual({ q: '', categoryId: null, sort: 'default' });
    expect(writeListingState({ q: '', categoryId: null, sort: 'default' }).toString()).toBe('');
  });

  it('trims the search and keeps it within the server limit', () => {
    expect(readListingState(new URLSearchParams('q=%20%20mala%20')).q).toBe('mala');
    expect(normaliseSearch('   ')).toBe('');
    expect(normaliseSearch('x'.repeat(150))).toHaveLength(100);
  });
});

describe('productsPath', () => {
  it('asks for one page of all products or of a category, with the search and sort', () => {
    expect(productsPath({ q: '', sort: 'default', categoryId: null }, 1)).toBe('/shop/open/all-product?page=1&limit=24');
    expect(productsPath({ q: ' Shree Yantra ', sort: 'price-low', categoryId: 4 }, 3, 10)).toBe(
      '/shop/open/product/category/4?q=Shree+Yantra&sort=price-low&page=3&limit=10',
    );
    expect(productsPath({ q: '100%&', sort: 'default', categoryId: null }, 1)).toBe(
      '/shop/open/all-product?q=100%25%26&page=1&limit=24',
    );
  });
});

describe('totals and links from the headers', () => {
  it('reads X-Total-Count and its relation, or falls back to what was received', () => {
    expect(readTotal(new Headers({ 'X-Total-Count': '57', 'X-Total-Count-Relation': 'eq' }), 24)).toEqual({ count: 57, atLeast: false });
    expect(readTotal(new Headers({ 'X-Total-Count': '1000', 'X-Total-Count-Relation': 'gte' }), 24)).toEqual({ count: 1000, atLeast: true });
    expect(readTotal(new Headers(), 7)).toEqual({ count: 7, atLeast: false });
    expect(readTotal(new Headers({ 'X-Total-Count': 'lots' }), 7)).toEqual({ count: 7, atLeast: false });
  });

  it('finds rel="next" in a Link header', () => {
    const link = '</shop/open/all-product?page=1&limit=24>; rel="first", </shop/open/all-product?page=2&limit=24>; rel="next"';
    expect(hasNextLink(link)).toBe(true);
    expect(hasNextLink('</a?page=1>; rel="first", </a?page=1>; rel="prev", </a?page=2>; rel="last"')).toBe(false);
    expect(hasNextLink('</a?page=2>; rel=next')).toBe(true);
    expect(hasNextLink('</a?page=2>; rel="prefetch next"')).toBe(true);
    expect(hasNextLink(null)).toBe(false);
  });

  it('words the count, with "+" when the server stopped counting', () => {
    expect(foundText({ count: 1, atLeast: false })).toBe('1 product found');
    expect(foundText({ count: 0, atLeast: false })).toBe('0 products found');
    expect(foundText({ count: 1000, atLeast: true })).toBe('1000+ products found');
  });
});
