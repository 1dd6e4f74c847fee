// POST /api/kundli/match: the guna milan and Manglik dosha of a boy and a girl (public); 400 names `boy.place_id` etc.
import type { KundliMatchRequest, KundliMatchResponse } from '@app/contracts/kundli-match';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const matchKundlis = (body: KundliMatchRequest) => api.post<KundliMatchResponse>('/api/kundli/match', body);

export const useMatchKundlis = () => useMutation({ mutationFn: matchKundlis });
