// The room's list: one copy of each message in id order, a gap noticed, and unsent messages dropped once saved.
import type { ConsultationMessage } from '@app/contracts/consultations';
import { describe, expect, it } from 'vitest';
import { lastMessageId, mergeMessages, stillPending, type Outgoing } from './messages.ts';

const msg = (id: number, client_id: string | null = null): ConsultationMessage => ({
  message_id: id,
  consultation_id: 1,
  sender: 'user',
  client_id,
  text: `m${id}`,
  voice_url: null,
  voice_duration_ms: null,
  masked: [],
  created_at: '2026-01-01T10:00:00Z',
});

describe('consultation messages', () => {
  it('keeps one copy of each message, sorted by id', () => {
    const held = [msg(1), msg(3)];
    const merged = mergeMessages(held, [msg(3), msg(2), msg(4), msg(2)]);
    expect(merged.map((m) => m.message_id)).toEqual([1, 2, 3, 4]);
  });

  it('gives back the same list when nothing is new', () => {
    const held = [msg(1), msg(2)];
    expect(mergeMessages(held, [msg(2)])).toBe(held);
    expect(mergeMessages(held, [])).toBe(held);
  });

  it('reads the last id held as the next catch-up cursor', () => {
    expect(lastMessageId([])).toBe(0);
    expect(lastMessageId([msg(1), msg(4)])).toBe(4);
  });

  it("drops an outgoing message once the server's copy carries its client_id", () => {
    const out = (client_id: string): Outgoing => ({ client_id, text: 'x', state: 'sending', created_at: '' });
    expect(stillPending([out('a'), out('b')], [msg(7, 'a')]).map((o) => o.client_id)).toEqual(['b']);
  });
});
