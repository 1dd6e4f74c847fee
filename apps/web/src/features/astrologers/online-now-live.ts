// Keeps the home page's strip of astrologers online now live, loaded once the strip is on screen (the socket's code is
// not needed to show it): an astrologer who goes busy or offline leaves it at once; one who comes online, whom it does
// not list yet, is read from the API. The socket is the app's one (lib/socket.ts), opened here if no page has yet.
import { SOCKET_EVENTS } from '@app/contracts/consultations';
import type { QueryClient } from '@tanstack/react-query';
import { getSocket } from '../../lib/socket.ts';
import { onlineNowQuery } from './api/get-online-now.ts';
import { isStatusEvent } from './use-live-status.ts';

/**
 * The API gives everyone asking the same the answer it made up to a second ago (DIRECTORY_ANSWER_MS): after a
 * change, the strip reads again once such an answer has expired, so the answer includes the change.
 */
export const REREAD_AFTER_MS = 1500;

/** Starts following the statuses for the strip's cached answer; returns the function that stops. */
export function followOnlineNow(client: QueryClient): () => void {
  const { queryKey } = onlineNowQuery();
  const socket = getSocket();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const rereadSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void client.invalidateQueries({ queryKey }), REREAD_AFTER_MS);
  };
  const onStatus = (payload: unknown) => {
    if (!isStatusEvent(payload)) return;
    const listed = client.getQueryData(queryKey)?.astrologers.some((a) => a.astro_id === payload.astro_id) ?? false;
    if (payload.status === 'online') {
      if (!listed) rereadSoon();
      return;
    }
    if (!listed) return;
    client.setQueryData(queryKey, (page) =>
      page && { ...page, astrologers: page.astrologers.filter((a) => a.astro_id !== payload.astro_id), total: page.total - 1 },
    );
    // Someone the strip had no room for may take the place.
    rereadSoon();
  };
  socket.on(SOCKET_EVENTS.astrologerStatus, onStatus);
  // Events sent before the socket (re)connected are lost: catch up on each connection, the first one included (the
  // strip's answer may have been made on the server, before this page opened the socket).
  socket.on('connect', rereadSoon);
  if (socket.connected) rereadSoon();
  return () => {
    clearTimeout(timer);
    socket.off(SOCKET_EVENTS.astrologerStatus, onStatus);
    socket.off('connect', rereadSoon);
  };
}
