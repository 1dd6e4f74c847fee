// Page arithmetic shared by the admin tables: the window of page buttons and the 'Showing x to y of z' text.
import { ADMIN_PAGE_SIZE } from '@app/contracts/admin-reports';
import { tNow } from '../../../lib/i18n.tsx';

export { ADMIN_PAGE_SIZE };
export const MAX_PAGE_BUTTONS = 5;

/** Up to `max` consecutive page numbers around the current page, clamped to 1..totalPages. */
export function pageWindow(current: number, totalPages: number, max = MAX_PAGE_BUTTONS): number[] {
  if (totalPages < 1) return [];
  const count = Math.min(max, totalPages);
  const page = Math.min(Math.max(1, current), totalPages);
  let start = page - Math.floor(count / 2);
  start = Math.max(1, Math.min(start, totalPages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

export function totalPagesOf(totalItems: number, pageSize = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalItems / pageSize));
}

/** The rows of one page of a list paginated in the browser. */
export function pageSlice<T>(rows: readonly T[], page: number, pageSize = ADMIN_PAGE_SIZE): T[] {
  return rows.slice((page - 1) * pageSize, page * pageSize);
}

/**
 * 'Showing x to y of z' from what the server actually returned: the page size it used and
 * the number of rows on this page, so the text is right whatever limit the server applied.
 */
export function showingText(
  page: number,
  pageSize: number,
  rowsOnPage: number,
  totalRecords: number,
): string {
  if (rowsOnPage <= 0 || totalRecords <= 0)
    return tNow('admin:labels.showing', { from: 0, to: 0, total: Math.max(0, totalRecords) });
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(from + rowsOnPage - 1, totalRecords);
  return tNow('admin:labels.showing', { from, to, total: totalRecords });
}
