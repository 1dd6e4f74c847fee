// The signed-in user's place on a busy astrologer's waitlist, kept once for the tab: the directory's cards, an
// astrologer's page and the app's "It's your turn" banner read it; the API and the `waitlist` socket event write it
// (docs/decisions/waitlist.md). A plain store rather than a query, so a card renders without a query client.
import type { Consultation, ConsultationType } from '@app/contracts/consultations';
import type { MyWaitlist, WaitlistEntry } from '@app/contracts/waitlist';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from './api.ts';
import { isLoggedIn } from './storage.ts';

export interface Place extends WaitlistEntry {
  /** Server clock minus this browser's clock, in ms, when this was read: countdowns follow the server. */
  clockOffsetMs: number;
}

let place: Place | null = null;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: Place | null) {
  place = next;
  for (const listener of listeners) listener();
}

const withOffset = (entry: WaitlistEntry): Place => {
  const server = Date.parse(entry.server_time);
  return { ...entry, clockOffsetMs: Number.isFinite(server) ? server - Date.now() : 0 };
};

/** Only waiting and offered places are shown; a closed one (taken, left, expired) is no place. */
export function setPlace(entry: WaitlistEntry | null): void {
  publish(entry && (entry.status === 'waiting' || entry.status === 'offered') ? withOffset(entry) : null);
}

/** Reads the place from the API (one read at a time); a guest has none. */
export function refreshPlace(): Promise<void> {
  if (!isLoggedIn()) {
    publish(null);
    return Promise.resolve();
  }
  pending ??= api
    .get<MyWaitlist>('/api/waitlist/mine')
    .then((mine) => setPlace(mine.entry))
    .catch(() => {
      // Kept as it was: the next event, reconnection or poll reads it again.
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The user's place (any astrologer), read once when first shown. */
export function useMyPlace(): Place | null {
  useEffect(() => {
    if (place === null) void refreshPlace();
  }, []);
  // A signed-out tab has no place, whatever an earlier account left in memory.
  return useSyncExternalStore(subscribe, () => (isLoggedIn() ? place : null), () => null);
}

/** The user's place when it is on this astrologer's list. */
export function usePlaceWith(astroId: number): Place | null {
  const mine = useMyPlace();
  return mine?.astro_id === astroId ? mine : null;
}

export async function joinWaitlist(astroId: number, type: ConsultationType): Promise<Place> {
  const entry = await api.post<WaitlistEntry>(`/api/astrologers/${astroId}/waitlist`, { type });
  setPlace(entry);
  return place!;
}

export async function leaveWaitlist(entryId: number): Promise<void> {
  await api.delete<void>(`/api/waitlist/${entryId}`);
  if (place?.entry_id === entryId) publish(null);
}

/** Takes the offered turn: the consultation is requested; the place is gone once it is. */
export async function takeTurn(entryId: number): Promise<Consultation> {
  const consultation = await api.post<Consultation>(`/api/waitlist/${entryId}/take`);
  if (place?.entry_id === entryId) publish(null);
  return consultation;
}

/** Whole seconds left to take an offer, on the server's clock; 0 when none. */
export function offerSecondsLeft(p: Pick<Place, 'offer_expires_at' | 'clockOffsetMs'>, now: number): number {
  const until = p.offer_expires_at ? Date.parse(p.offer_expires_at) : NaN;
  if (!Number.isFinite(until)) return 0;
  return Math.max(0, Math.ceil((until - (now + p.clockOffsetMs)) / 1000));
}
