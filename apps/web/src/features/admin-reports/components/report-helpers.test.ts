import { describe, expect, it } from 'vitest';
import type { AstroPaymentRow, Interaction } from '../api/types.ts';
import { summarise } from './interaction-summary.tsx';
import { paymentTone } from './payment-status-badge.tsx';
import { unsettledAmount } from './payment-summary-table.tsx';

const interaction = (over: Partial<Interaction>): Interaction => ({
  id: 1, user_name: 'U', profile_user_id: 2, astro_name: 'A', astro_user_id: 3, interaction_type: 'chat',
  duration: 60, paid_amount: 10, payment_status: 'Completed', createdAt: '2024-03-04T10:00:00Z',
  consultation_id: null, refunded_amount: 0, ...over,
});

describe('paymentTone', () => {
  it('is yellow for pending in any case and green otherwise', () => {
    expect(paymentTone('Pending')).toBe('warning');
    expect(paymentTone('pending')).toBe('warning');
    expect(paymentTone('Completed')).toBe('success');
    expect(paymentTone('Cancelled')).toBe('success');
  });
});

describe('unsettledAmount', () => {
  const row = (total: number, paid: number, platform: number) =>
    ({ total_amount: total, paid_amount: paid, platform_amount: platform }) as AstroPaymentRow;
  it('is what users paid minus what was paid out and kept, to the paisa', () => {
    expect(unsettledAmount(row(100.3, 70.1, 30.1))).toBe(0.1);
    expect(unsettledAmount(row(100, 80, 20))).toBe(0);
    expect(unsettledAmount(row(10, 20, 0))).toBe(0);
  });
});

describe('summarise', () => {
  it('counts chats and calls, adds durations and only completed money', () => {
    const s = summarise([
      interaction({ id: 1, duration: 3600, paid_amount: 0.1 }),
      interaction({ id: 2, interaction_type: 'Call', duration: 125, paid_amount: 0.2 }),
      interaction({ id: 3, payment_status: 'Pending', paid_amount: 50 }),
    ]);
    expect(s).toEqual({ total: 3, chats: 2, calls: 1, seconds: 3785, amount: 0.3 });
  });
  it('counts money received net of refunds', () => {
    const s = summarise([
      interaction({ id: 1, consultation_id: 7, paid_amount: 100, refunded_amount: 30.1 }),
      interaction({ id: 2, paid_amount: 0.2 }),
    ]);
    expect(s.amount).toBe(70.1);
  });
});
