// One session, live: read from the API, replaced by every `consultation` socket event for it, read again on every
// socket (re)connect, and every 5 s while it is requested or active in case the socket is down.
import type { Consultation } from '@app/contracts/consultations';
import { SOCKET_EVENTS } from '@app/contracts/consultations';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useOnSocketConnect, useSocketEvent } from '../../lib/socket.ts';
import { consultationKey, CONSULTATIONS_KEY, getConsultation } from './api/consultations.ts';
import { clockOffset } from './clock.ts';

export const POLL_MS = 5000;

export interface LiveConsultation extends Consultation {
  /** Milliseconds to add to this device's clock to read the server's. */
  offset: number;
}

const withOffset = (c: Consultation): LiveConsultation => ({ ...c, offset: clockOffset(c.server_time) });

export const isLive = (status: Consultation['status'] | undefined) =>
  status === 'requested' || status === 'active';

export function useConsultation(id: number) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: consultationKey(id),
    queryFn: async ({ signal }) => withOffset(await getConsultation(id, signal)),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
    retry: (count, error) =>
      count < 2 && !('status' in error && (error.status === 404 || error.status === 403)),
    refetchInterval: (q) => (isLive(q.state.data?.status) ? POLL_MS : false),
    refetchIntervalInBackground: true,
  });

  /** Puts a fresher copy of the session in place (an action's answer or a socket event). */
  function accept(next: Consultation) {
    queryClient.setQueryData<LiveConsultation>(consultationKey(id), (prev) => {
      // An older copy (a late poll answer) never replaces a newer one.
      if (prev && Date.parse(next.server_time) < Date.parse(prev.server_time)) return prev;
      return withOffset(next);
    });
    void queryClient.invalidateQueries({ queryKey: CONSULTATIONS_KEY });
  }

  useSocketEvent<Consultation>(SOCKET_EVENTS.consultation, (payload) => {
    if (payload?.consultation_id === id) accept(payload);
  });
  useOnSocketConnect(() => void query.refetch());

  return { ...query, accept };
}
