import { describe, expect, it } from 'vitest';
import { pageSlice, pageWindow, showingText, totalPagesOf } from './pagination.ts';

describe('pageWindow', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
  it('centres the current page in a window of 5', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
  });
  it('clamps a page outside the range', () => {
    expect(pageWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
  });
});

describe('showingText', () => {
  it('computes from the real page size and rows', () => {
    expect(showingText(1, 10, 10, 23)).toBe('Showing 1 to 10 of 23');
    expect(showingText(3, 10, 3, 23)).toBe('Showing 21 to 23 of 23');
    expect(showingText(2, 20, 5, 25)).toBe('Showing 21 to 25 of 25');
  });
  it('says 0 to 0 for an empty list', () => {
    expect(showingText(1, 10, 0, 0)).toBe('Showing 0 to 0 of 0');
  });
});

describe('client paging', () => {
  it('slices pages of 10 and counts pages', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(pageSlice(rows, 3)).toEqual([21, 22, 23]);
    expect(totalPagesOf(23)).toBe(3);
    expect(totalPagesOf(0)).toBe(1);
  });
});
