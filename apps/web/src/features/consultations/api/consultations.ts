// The consultation endpoints the room and the history call.
import type { MaskKind, ReportBody } from '@app/contracts/safety';
import type { Consultation, ConsultationMessage, RequestDetails } from '@app/contracts/consultations';
import type { WalletResponse } from '@app/contracts/wallet';
import { api, apiFetch } from '../../../lib/api.ts';

export const CONSULTATIONS_KEY = ['consultations'] as const;
export const consultationKey = (id: number) => ['consultation', id] as const;
export const HISTORY_PAGE_SIZE = 20;

export interface ConsultationsPage {
  consultations: Consultation[];
  page: number;
  total_pages: number;
  total: number;
}

export const getConsultation = (id: number, signal?: AbortSignal) =>
  api.get<Consultation>(`/api/consultations/${id}`, { signal });

export const listConsultations = (page: number, signal?: AbortSignal) =>
  api.get<ConsultationsPage>(`/api/consultations?page=${page}&limit=${HISTORY_PAGE_SIZE}`, { signal });

export type ConsultationAction = 'accept' | 'decline' | 'cancel' | 'end';
export const actOn = (id: number, action: ConsultationAction) =>
  api.post<Consultation>(`/api/consultations/${id}/${action}`);

export const getMessages = (id: number, after: number, signal?: AbortSignal) =>
  api.get<{ messages: ConsultationMessage[] }>(`/api/consultations/${id}/messages?after=${after}&limit=200`, {
    signal,
  });

export const sendText = (id: number, text: string, clientId: string) =>
  api.post<ConsultationMessage>(`/api/consultations/${id}/messages`, { text, client_id: clientId });

export function sendVoice(id: number, voice: Blob, clientId: string, durationMs: number) {
  const form = new FormData();
  const ext = voice.type.includes('ogg') ? 'ogg' : voice.type.includes('mp4') ? 'm4a' : 'webm';
  form.append('client_id', clientId);
  form.append('duration_ms', String(Math.round(durationMs)));
  form.append('voice', voice, `voice-note.${ext}`);
  return apiFetch<ConsultationMessage>(`/api/consultations/${id}/messages`, { method: 'POST', body: form });
}


export const getBalance = (signal?: AbortSignal) =>
  api.get<WalletResponse>('/api/wallet?limit=1', { signal }).then((w) => w.balance);

export const getRequests = (signal?: AbortSignal) =>
  api.get<RequestDetails[]>('/api/consult/requests', { signal });

export const postReview = (id: number, stars: number, text: string) =>
  api.post<{ message: string; masked: MaskKind[] }>(`/api/consultations/${id}/review`, { stars, text });

/** Reports the consultation to the admin (once per participant), blocking the other side too when asked. */
export const reportConsultation = (id: number, body: ReportBody) =>
  api.post<{ message: string; report_id: number }>(`/api/consultations/${id}/report`, body);

/** Blocks the consultation's other participant. */
export const blockParticipant = (id: number) => api.post<{ message: string }>(`/api/consultations/${id}/block`);
