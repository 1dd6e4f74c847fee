// GET /api/admin/invoices?from=&to=&page=: every GST tax invoice issued in the days chosen (India time), newest first.
import type { AdminInvoicesResponse } from '@app/contracts/invoices';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-query-keys.ts';
import { api } from '../../../lib/api.ts';

export const adminInvoicesKey = [...adminKeys.all, 'invoices'] as const;

export interface InvoiceRange {
  from: string;
  to: string;
}

export function getAdminInvoices(range: InvoiceRange, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ from: range.from, to: range.to, page: String(page) });
  return api.get<AdminInvoicesResponse>(`/api/admin/invoices?${query}`, { signal });
}

/** Asks nothing while the range is refused on the form. */
export function useAdminInvoices(range: InvoiceRange, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...adminInvoicesKey, range.from, range.to, page],
    queryFn: ({ signal }) => getAdminInvoices(range, page, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
