// POST /api/consultations {astro_id, type: 'chat'}: asks an online astrologer for a chat; 402 when the wallet is short.
import type { Consultation } from '@app/contracts/consultations';
import { api } from '../../../lib/api.ts';

export const requestChat = (astroId: number) =>
  api.post<Consultation>('/api/consultations', { astro_id: astroId, type: 'chat' });
