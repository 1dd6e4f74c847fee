// The room's messages: a catch-up read (after the last id held) on mount, whenever a `message` event skips past
// what is held, on every socket (re)connect and every 5 s while the session is active; sending with a client_id so
// a retry never posts twice. A message that cannot reach the server (no connection, a server restarting) waits in
// the queue, shown as waiting, and goes by itself, once and in order, when the socket is back or at the next poll.
import type { ConsultationMessage } from '@app/contracts/consultations';
import { SOCKET_EVENTS } from '@app/contracts/consultations';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { messageOf } from '../../lib/error-message.ts';
import { tNow } from '../../lib/i18n.tsx';
import { useOnSocketConnect, useSocketEvent } from '../../lib/socket.ts';
import { getMessages, sendText, sendVoice } from './api/consultations.ts';
import { lastMessageId, mergeMessages, stillPending, type Outgoing } from './messages.ts';
import { POLL_MS } from './use-consultation.ts';

export const SEND_FAILED = 'Not sent. Tap Retry to try again.';

const newClientId = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** A send that never reached a working server (no answer, a proxy without a server, a server stopping): try again. */
export const isUnreachable = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504);

export function useMessages(id: number, { poll }: { poll: boolean }) {
  const [messages, setMessages] = useState<ConsultationMessage[]>([]);
  const [outgoing, setOutgoing] = useState<Outgoing[]>([]);
  // The unsent messages in the order they were written; `outgoing` is what is on screen.
  const queue = useRef<Outgoing[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const held = useRef<ConsultationMessage[]>([]);
  // The id up to which the list is known to be complete: moved by reads, and by messages that follow on from it.
  // A message that skips ahead is shown at once but leaves the cursor, so the catch-up reads what it skipped.
  const cursor = useRef(0);
  const inFlight = useRef(false);
  const again = useRef(false);

  const add = useCallback((incoming: ConsultationMessage[]) => {
    const next = mergeMessages(held.current, incoming);
    if (next === held.current) return;
    held.current = next;
    setMessages(next);
    queue.current = stillPending(queue.current, next);
    setOutgoing(queue.current);
  }, []);

  const setState = useCallback((clientId: string, state: Outgoing['state']) => {
    queue.current = queue.current.map((o) => (o.client_id === clientId ? { ...o, state } : o));
    setOutgoing(queue.current);
  }, []);

  const catchUp = useCallback(async () => {
    // One read at a time; a request made meanwhile runs once more after it.
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    try {
      do {
        again.current = false;
        const { messages: page } = await getMessages(id, cursor.current);
        add(page);
        cursor.current = Math.max(cursor.current, lastMessageId(page));
        setLoaded(true);
        setError(null);
        // A full page may mean more: keep reading.
        if (page.length >= 200) again.current = true;
      } while (again.current);
    } catch (err) {
      // A server out of reach is what the room's connection notice already says; the next read clears it.
      if (!isUnreachable(err)) setError(messageOf(err, tNow('consult:messages.loadFailed')));
    } finally {
      inFlight.current = false;
    }
  }, [id, add]);

  // The page mounts one of these per session (keyed by its id), so the first read starts from nothing.
  // Also read once more when the session stops being active, for the last words said before it ended.
  useEffect(() => {
    void Promise.resolve().then(catchUp);
  }, [catchUp, poll]);

  useEffect(() => {
    if (!poll) return;
    const timer = setInterval(() => void catchUp(), POLL_MS);
    return () => clearInterval(timer);
  }, [poll, catchUp]);

  useSocketEvent<ConsultationMessage>(SOCKET_EVENTS.message, (m) => {
    if (m?.consultation_id !== id) return;
    const gap = m.message_id > cursor.current + 1;
    add([m]);
    if (gap) void catchUp();
    else cursor.current = Math.max(cursor.current, m.message_id);
  });
  useOnSocketConnect(() => void catchUp());

  /** Sends one message; false when the server could not be reached (it is queued again). */
  const deliver = useCallback(
    async (item: Outgoing): Promise<boolean> => {
      setState(item.client_id, 'sending');
      try {
        const saved = item.voice
          ? await sendVoice(id, item.voice.blob, item.client_id, item.voice.durationMs)
          : await sendText(id, item.text ?? '', item.client_id);
        add([saved]);
        // The answer is this message's saved copy, whatever the server echoes as its client_id.
        queue.current = queue.current.filter((o) => o.client_id !== item.client_id);
        setOutgoing(queue.current);
        if (saved.message_id === cursor.current + 1) cursor.current = saved.message_id;
        return true;
      } catch (error) {
        const unreachable = isUnreachable(error);
        setState(item.client_id, unreachable ? 'queued' : 'failed');
        return !unreachable;
      }
    },
    [id, add, setState],
  );

  const flushing = useRef(false);
  /** Sends the queued messages one by one, in order; stops at the first that cannot reach the server. */
  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      for (;;) {
        const next = queue.current.find((o) => o.state === 'queued');
        if (!next || !(await deliver(next))) break;
      }
    } finally {
      flushing.current = false;
    }
  }, [deliver]);

  useEffect(() => {
    if (!poll) return;
    const timer = setInterval(() => void flush(), POLL_MS);
    return () => clearInterval(timer);
  }, [poll, flush]);
  useOnSocketConnect(() => void flush());

  function send(text: string, voice?: Outgoing['voice']) {
    const item: Outgoing = {
      client_id: newClientId(),
      text: voice ? null : text,
      voice,
      state: 'queued',
      created_at: new Date().toISOString(),
    };
    queue.current = [...queue.current, item];
    setOutgoing(queue.current);
    void flush();
  }

  function retry(clientId: string) {
    setState(clientId, 'queued');
    void flush();
  }

  return { messages, outgoing, loaded, error, send, retry, catchUp };
}
