// Keeps the directory's statuses live: each `astrologer_status` event rewrites the cached lists and profiles at once,
// and a (re)connected socket re-reads them, since events sent while it was down are lost.
import { ASTRO_STATUSES, SOCKET_EVENTS, type AstroStatus, type DirectoryAstrologer } from '@app/contracts/consultations';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useRef } from 'react';
import { useOnSocketConnect, useSocketEvent } from '../../lib/socket.ts';
import type { DirectoryPage } from './api/get-astrologers.ts';

interface StatusEvent {
  astro_id: number;
  status: AstroStatus;
  call_status?: AstroStatus;
}

export function isStatusEvent(value: unknown): value is StatusEvent {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.astro_id === 'number' && (ASTRO_STATUSES as readonly unknown[]).includes(v.status);
}

const withStatus = <T extends DirectoryAstrologer>(a: T, e: StatusEvent): T => {
  if (a.astro_id !== e.astro_id) return a;
  const callStatus = e.call_status ?? a.call_status;
  return a.status !== e.status || a.call_status !== callStatus ? { ...a, status: e.status, call_status: callStatus } : a;
};

/** A cached list or profile with the event applied; the same object when it does not mention that astrologer. */
export function applyStatus(data: unknown, event: StatusEvent): unknown {
  if (typeof data !== 'object' || data === null) return data;
  if ('pages' in data) {
    const lists = data as InfiniteData<DirectoryPage>;
    return { ...lists, pages: lists.pages.map((p) => ({ ...p, astrologers: p.astrologers.map((a) => withStatus(a, event)) })) };
  }
  if ('astro_id' in data) return withStatus(data as DirectoryAstrologer, event);
  return data;
}

export function useLiveStatus(): void {
  const queryClient = useQueryClient();
  useSocketEvent<unknown>(SOCKET_EVENTS.astrologerStatus, (payload) => {
    if (!isStatusEvent(payload)) return;
    queryClient.setQueriesData({ queryKey: ['astrologers'] }, (data: unknown) => applyStatus(data, payload));
  });
  // The first connection follows the page's own first read; only a reconnection has something to catch up on.
  const connected = useRef(false);
  useOnSocketConnect(() => {
    if (connected.current) void queryClient.invalidateQueries({ queryKey: ['astrologers'] });
    connected.current = true;
  });
}
