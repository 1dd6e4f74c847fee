// GET /api/astrologers: every astrologer with wallet and commission, split by the screen into unverified and verified.
import type { AdminAstrologerRow } from '@app/contracts/admin-astrologers';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/admin-query-keys.ts';

export const getAstrologers = () => api.get<AdminAstrologerRow[]>('/api/astrologers');

export const useAstrologers = () => useQuery({ queryKey: adminKeys.astrologers(), queryFn: getAstrologers });
