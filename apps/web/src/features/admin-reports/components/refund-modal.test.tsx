import { CONSULT_MESSAGES } from '@app/contracts/consultations';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Interaction } from '../api/types.ts';
import { RefundModal, refundProblems, refundableOf } from './refund-modal.tsx';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const row: Interaction = {
  id: 11, user_name: 'Meera', profile_user_id: 2, astro_name: 'Guru Anand', astro_user_id: 3, interaction_type: 'chat',
  duration: 285, paid_amount: 100, payment_status: 'Completed', createdAt: '2026-05-01T10:00:00Z',
  consultation_id: 42, refunded_amount: 30.1,
};

function renderModal(fetchImpl: typeof fetch, onClose = vi.fn()) {
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RefundModal row={row} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose, fetch: globalThis.fetch as ReturnType<typeof vi.fn> };
}

const amountBox = () => screen.getByLabelText(/Amount/);
const reasonBox = () => screen.getByLabelText(/Reason/);
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Confirm refund' }));

describe('refundProblems', () => {
  it('accepts up to what is left, in whole paise, with a reason', () => {
    expect(refundProblems('69.90', 'Late', 69.9)).toEqual({ problems: {}, amount: 69.9 });
    expect(refundProblems('0.01', 'x', 69.9).amount).toBe(0.01);
    for (const bad of ['69.91', '0', '-1', '1.234', '', 'ten']) {
      expect(refundProblems(bad, 'Late', 69.9).problems, bad).toEqual({ amount: CONSULT_MESSAGES.refundInvalid });
    }
    expect(refundProblems('10', '  ', 69.9).problems).toEqual({ reason: CONSULT_MESSAGES.refundReasonRequired });
  });
  it('knows what is left to the paisa', () => {
    expect(refundableOf({ paid_amount: 100, refunded_amount: 30.1 })).toBe(69.9);
  });
});

describe('RefundModal', () => {
  it('offers the whole remaining amount and refuses without a reason or beyond what is left', async () => {
    const { fetch } = renderModal(async () => Response.json({}));
    expect(screen.getByTestId('refundable').textContent).toContain('69.90');
    expect((amountBox() as HTMLInputElement).value).toBe('69.90');
    confirm();
    expect(await screen.findByText(CONSULT_MESSAGES.refundReasonRequired)).toBeTruthy();
    fireEvent.change(reasonBox(), { target: { value: 'Dropped call' } });
    fireEvent.change(amountBox(), { target: { value: '70' } });
    confirm();
    expect(await screen.findByText(CONSULT_MESSAGES.refundInvalid)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the amount and reason, then closes', async () => {
    const { fetch, onClose } = renderModal(async () => Response.json({ consultation_id: 42, refunded: 50.1 }));
    fireEvent.change(amountBox(), { target: { value: '20' } });
    fireEvent.change(reasonBox(), { target: { value: 'Dropped call' } });
    confirm();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]! as [string, RequestInit];
    expect(url).toContain('/api/admin/consultations/42/refund');
    expect(JSON.parse(String(init.body))).toEqual({ amount: 20, reason: 'Dropped call' });
  });

  it('shows the server refusal in the dialog', async () => {
    const { onClose } = renderModal(async () =>
      Response.json({ message: CONSULT_MESSAGES.refundNothing, errors: {} }, { status: 409 }),
    );
    fireEvent.change(reasonBox(), { target: { value: 'Dropped call' } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    confirm();
    expect((await screen.findByRole('alert')).textContent).toBe(CONSULT_MESSAGES.refundNothing);
    expect(onClose).not.toHaveBeenCalled();
  });
});
