// POST /api/consultations {astro_id, type, match_id?}: asks an online astrologer for a chat or a call, with a saved
// kundli match for them to read if the user attaches one; 402 when the wallet is short.
import type { Consultation, ConsultationQuote, ConsultationType, FirstSessionOffer } from '@app/contracts/consultations';
import { api } from '../../../lib/api.ts';

export const requestChat = (astroId: number, type: ConsultationType = 'chat', matchId: number | null = null) =>
  api.post<Consultation>('/api/consultations', { astro_id: astroId, type, ...(matchId === null ? {} : { match_id: matchId }) });

/** GET /api/consultations/quote: the request sheet's numbers, by the server's tariff. */
export const getQuote = (astroId: number, type: ConsultationType, signal?: AbortSignal) =>
  api.get<ConsultationQuote>(`/api/consultations/quote?astro_id=${astroId}&type=${type}`, { signal });

/** GET /api/consultations/first-session: the minutes free to the caller's (or a guest's) next consultation. */
export const getFirstSessionOffer = (signal?: AbortSignal) =>
  api.get<FirstSessionOffer>('/api/consultations/first-session', { signal });
