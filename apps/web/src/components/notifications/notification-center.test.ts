// What each socket event tells the account in the app: fresh changes only, each in its own words and with its page.
import type { Consultation } from '@app/contracts/consultations';
import { describe, expect, it } from 'vitest';
import { consultationNotice, orderNotice, requestNotice } from './notification-center.tsx';

const NOW = '2026-11-24T10:00:00.000Z';
const session = (over: Partial<Consultation> = {}): Consultation => ({
  consultation_id: 9,
  type: 'call',
  status: 'active',
  astro_id: 3,
  user_id: 42,
  astro_name: 'Pandit Ravi',
  astro_image: '',
  user_name: 'Asha',
  rate: 25,
  minute_seconds: 60,
  requested_at: '2026-11-24T09:59:00.000Z',
  accept_by: '2026-11-24T10:02:00.000Z',
  accepted_at: '2026-11-24T09:59:50.000Z',
  started_at: null,
  ended_at: null,
  end_reason: null,
  billed_minutes: 0,
  amount: 0,
  refunded: 0,
  free_minutes: 0,
  server_time: NOW,
  reviewed: false,
  low_balance_below: 50,
  top_up: 250,
  ...over,
});

describe('in-app notices', () => {
  it("tell the user their call was accepted, once, and only the session's own user", () => {
    expect(consultationNotice(session(), '42')).toEqual({
      id: 'consultation-9-active',
      text: 'Pandit Ravi accepted your call.',
      action: 'Join the call',
      to: '/consultations/9',
    });
    expect(consultationNotice(session(), '7')).toBeNull();
    // Billing has started: no longer news.
    expect(consultationNotice(session({ started_at: NOW, billed_minutes: 1 }), '42')).toBeNull();
    // An acceptance long ago, heard again on a reconnect.
    expect(consultationNotice(session({ accepted_at: '2026-11-24T09:30:00.000Z' }), '42')).toBeNull();
  });

  it('tell the user a chat was accepted, and of endings they did not choose', () => {
    // Accepted, and waiting for the astrologer's first message.
    const chat = session({ type: 'chat', started_at: null, billed_minutes: 0 });
    expect(consultationNotice(chat, '42')).toMatchObject({ text: 'Pandit Ravi accepted your chat.', action: 'Open the chat' });
    // The first message started the meter: no longer news.
    expect(consultationNotice({ ...chat, started_at: NOW, billed_minutes: 1 }, '42')).toBeNull();
    const ended = { ...chat, status: 'ended' as const, ended_at: NOW };
    expect(consultationNotice({ ...ended, end_reason: 'balance' }, '42')?.text).toBe(
      'Your chat with Pandit Ravi has ended. Ended: wallet balance ran out.',
    );
    expect(consultationNotice({ ...ended, end_reason: 'user' }, '42')).toBeNull();
    expect(consultationNotice(session({ status: 'declined', accepted_at: null, ended_at: NOW }), '42')).toMatchObject({
      text: 'Pandit Ravi declined your request. You were not charged.',
      to: '/astrologers',
    });
  });

  it('tell an astrologer of a request and a customer of an order', () => {
    expect(requestNotice(session({ status: 'requested', accepted_at: null }))).toMatchObject({
      text: 'Incoming call from Asha.',
      to: '/astrologer/console',
    });
    expect(orderNotice({ order_id: 12, delivery_status: 'Shipped' })).toMatchObject({
      text: 'Your order #12 is now Shipped.',
      to: '/shopping/orders',
    });
  });
});
