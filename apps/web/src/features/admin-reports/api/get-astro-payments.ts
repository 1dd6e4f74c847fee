// POST /api/astro-payment-detail: one page of the astrologers' payment summary.
import { ADMIN_PAGE_SIZE } from '@app/contracts/admin-reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/admin-query-keys.ts';
import type { AstroPaymentPage } from './types.ts';

export const getAstroPayments = (page: number) =>
  api.post<AstroPaymentPage>('/api/astro-payment-detail', { page, limit: ADMIN_PAGE_SIZE });

export const useAstroPayments = (page: number) =>
  useQuery({
    queryKey: adminKeys.astroPayments(page),
    queryFn: () => getAstroPayments(page),
    placeholderData: keepPreviousData,
  });
