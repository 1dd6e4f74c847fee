// POST /api/user-payment-detail: one page of the users' payments to one astrologer.
import { ADMIN_PAGE_SIZE } from '@app/contracts/admin-reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/admin-query-keys.ts';
import type { UserPaymentPage } from './types.ts';

export const getUserPayments = (astroId: number, page: number) =>
  api.post<UserPaymentPage>('/api/user-payment-detail', { astro_id: astroId, page, limit: ADMIN_PAGE_SIZE });

export const useUserPayments = (astroId: number | null, page: number) =>
  useQuery({
    queryKey: adminKeys.userPayments(astroId ?? 0, page),
    queryFn: () => getUserPayments(astroId ?? 0, page),
    enabled: astroId !== null,
    placeholderData: keepPreviousData,
  });
