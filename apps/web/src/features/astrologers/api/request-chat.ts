// POST /api/consultations {astro_id, type}: asks an online astrologer for a chat or a call; 402 when the wallet is short.
import type { Consultation, ConsultationType } from '@app/contracts/consultations';
import { api } from '../../../lib/api.ts';

export const requestChat = (astroId: number, type: ConsultationType = 'chat') =>
  api.post<Consultation>('/api/consultations', { astro_id: astroId, type });
