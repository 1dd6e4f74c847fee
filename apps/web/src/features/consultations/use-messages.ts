// The room's messages: a catch-up read (after the last id held) on mount, whenever a `message` event skips past
// what is held, on every socket (re)connect and every 5 s while the session is active; sending with a client_id so
// a retry never posts twice.
import type { ConsultationMessage } from '@app/contracts/consultations';
import { SOCKET_EVENTS } from '@app/contracts/consultations';
import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '../../lib/error-message.ts';
import { useOnSocketConnect, useSocketEvent } from '../../lib/socket.ts';
import { getMessages, sendText, sendVoice } from './api/consultations.ts';
import { lastMessageId, mergeMessages, stillPending, type Outgoing } from './messages.ts';
import { POLL_MS } from './use-consultation.ts';

export const SEND_FAILED = 'Not sent. Tap Retry to try again.';

const newClientId = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export function useMessages(id: number, { poll }: { poll: boolean }) {
  const [messages, setMessages] = useState<ConsultationMessage[]>([]);
  const [outgoing, setOutgoing] = useState<Outgoing[]>([]);
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
    setOutgoing((prev) => stillPending(prev, next));
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
      setError(messageOf(err, 'Could not load the messages.'));
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

  async function deliver(item: Outgoing) {
    setOutgoing((prev) => prev.map((o) => (o.client_id === item.client_id ? { ...o, state: 'sending' } : o)));
    try {
      const saved = item.voice
        ? await sendVoice(id, item.voice.blob, item.client_id, item.voice.durationMs)
        : await sendText(id, item.text ?? '', item.client_id);
      add([saved]);
      // The answer is this message's saved copy, whatever the server echoes as its client_id.
      setOutgoing((prev) => prev.filter((o) => o.client_id !== item.client_id));
      if (saved.message_id === cursor.current + 1) cursor.current = saved.message_id;
    } catch {
      setOutgoing((prev) =>
        prev.map((o) => (o.client_id === item.client_id ? { ...o, state: 'failed' } : o)),
      );
    }
  }

  function send(text: string, voice?: Outgoing['voice']) {
    const item: Outgoing = {
      client_id: newClientId(),
      text: voice ? null : text,
      voice,
      state: 'sending',
      created_at: new Date().toISOString(),
    };
    setOutgoing((prev) => [...prev, item]);
    void deliver(item);
  }

  function retry(clientId: string) {
    const item = outgoing.find((o) => o.client_id === clientId);
    if (item) void deliver(item);
  }

  return { messages, outgoing, loaded, error, send, retry, catchUp };
}
