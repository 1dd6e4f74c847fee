// GET /api/astrologers, kept to the verified ones: who a free question can be reassigned to. Read under the admin's
// astrologers key, so it shares the copy the astrologer lists below the tiles already hold.
import type { AdminAstrologerRow } from '@app/contracts/admin-astrologers';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-query-keys.ts';
import { api } from '../../../lib/api.ts';

export const getAstrologers = () => api.get<AdminAstrologerRow[]>('/api/astrologers');

export const useVerifiedAstrologers = () =>
  useQuery({
    queryKey: adminKeys.astrologers(),
    queryFn: getAstrologers,
    select: (rows) => rows.filter((row) => row.is_verified),
  });
