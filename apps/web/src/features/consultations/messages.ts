// The room's message list: what the server has (deduplicated by message_id, in order) and what this tab is still
// sending (by client_id, until the server's copy arrives), with the words its bubbles show.
import type { ConsultationMessage } from '@app/contracts/consultations';

export interface Outgoing {
  client_id: string;
  text: string | null;
  voice?: { blob: Blob; durationMs: number };
  /** queued: waiting for the connection to come back, then sent by itself; failed: refused, sent again by Retry. */
  state: 'queued' | 'sending' | 'failed';
  created_at: string;
}

/** What an unsent bubble says about itself: keys of the consult catalogue. */
export const OUTGOING_TEXT = {
  sending: 'messages.outgoing.sending',
  queued: 'messages.outgoing.queued',
  failed: 'messages.outgoing.failed',
  retry: 'messages.outgoing.retry',
} as const;

/** Adds `incoming` to `current`: one copy per message_id, sorted by id; the same array back when nothing is new. */
export function mergeMessages(
  current: ConsultationMessage[],
  incoming: ConsultationMessage[],
): ConsultationMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((m) => [m.message_id, m]));
  let changed = false;
  for (const m of incoming) {
    if (!byId.has(m.message_id)) {
      byId.set(m.message_id, m);
      changed = true;
    }
  }
  if (!changed) return current;
  return [...byId.values()].sort((a, b) => a.message_id - b.message_id);
}

/** The highest id held, the `after` of the next catch-up. */
export const lastMessageId = (messages: ConsultationMessage[]) => messages.at(-1)?.message_id ?? 0;

/** Outgoing messages the server has not yet answered with a copy of their own. */
export function stillPending(outgoing: Outgoing[], messages: ConsultationMessage[]): Outgoing[] {
  const known = new Set(messages.map((m) => m.client_id).filter(Boolean));
  return outgoing.filter((o) => !known.has(o.client_id));
}
