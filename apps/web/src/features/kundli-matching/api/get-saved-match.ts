// GET /api/kundli/matches/:id: one saved match, drawn again from its birth details.
import type { KundliMatchResponse } from '@app/contracts/kundli-match';
import { api } from '../../../lib/api.ts';

export const getSavedMatch = (id: number) => api.get<{ id: number; match: KundliMatchResponse }>(`/api/kundli/matches/${id}`);
