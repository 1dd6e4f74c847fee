// Paging arithmetic for the slider, kept pure so it is easy to test.

export const SLIDER_INTERVAL_MS = 3000;

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}

/** First slide of a page; the last page is pulled back so it is always full (no empty slots). */
export function firstSlideOf(page: number, total: number, perPage: number): number {
  return Math.max(0, Math.min(page * perPage, total - perPage));
}

export const nextPage = (page: number, pages: number) => (page + 1) % pages;
export const previousPage = (page: number, pages: number) => (page - 1 + pages) % pages;
