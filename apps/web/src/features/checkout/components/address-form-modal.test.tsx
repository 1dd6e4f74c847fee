// The address form: the state chosen from the official list, the courier's mobile asked and stored as 10 digits, the
// PIN checked against the state, the spec's messages unchanged, and an old address completed with a PUT.
import { ADDRESS_MESSAGES as M, type Address } from '@app/contracts/addresses';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api.ts';
import { AddressFormModal } from './address-form-modal.tsx';

const saved: Address = {
  address_id: 7,
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharastra',
  postal_code: '411001',
  country: 'India',
  address_type: 'Home',
  address_name: null,
  is_selected: true,
  phone: null,
  needs_completion: true,
};

function renderForm(address?: Address) {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AddressFormModal open onClose={onClose} address={address ?? null} />
    </QueryClientProvider>,
  );
  return onClose;
}

const answer = (over: Partial<Address> = {}) => () =>
  Response.json({ data: { ...saved, state: 'Maharashtra', phone: '9876543210', needs_completion: false, ...over }, message: 'ok' });

describe('the address form', () => {
  it('offers the 36 states and union territories and asks for a state and a mobile with the spec\'s wording', async () => {
    stubApi({});
    renderForm();
    const state = screen.getByLabelText(/^State/);
    expect(state.tagName).toBe('SELECT');
    // The "choose" option and the 28 states and 8 union territories.
    expect(state.querySelectorAll('option')).toHaveLength(37);
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText(M.stateRequired)).toBeInTheDocument();
    expect(screen.getByText(M.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(M.streetRequired)).toBeInTheDocument();
    expect(screen.getByText(M.postalRequired)).toBeInTheDocument();
  });

  it('refuses a mobile that is not an Indian one and a PIN outside the state, then sends the 10 digits', async () => {
    const calls = stubApi({ '/api/address': answer() });
    const onClose = renderForm();
    await userEvent.type(screen.getByLabelText(/^Street Address/), '12 MG Road');
    await userEvent.type(screen.getByLabelText(/^City/), 'Pune');
    await userEvent.selectOptions(screen.getByLabelText(/^State/), 'Karnataka');
    await userEvent.type(screen.getByLabelText(/^Postal Code/), '411001');
    await userEvent.type(screen.getByLabelText(/^Mobile Number/), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText(M.phoneFormat)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Mobile Number/));
    await userEvent.type(screen.getByLabelText(/^Mobile Number/), '+91 98765-43210');
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText(M.pinNotInState('411001', 'Karnataka'))).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.selectOptions(screen.getByLabelText(/^State/), 'Maharashtra');
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: expect.objectContaining({ state: 'Maharashtra', postal_code: '411001', phone: '9876543210' }),
      }),
    ]);
  });

  it('completes an old address: its state off the list is to choose again, its mobile to give, and it is sent with PUT', async () => {
    const calls = stubApi({ '/api/address/7': answer() });
    const onClose = renderForm(saved);
    expect(screen.getByText(M.completeAddress)).toBeInTheDocument();
    expect(screen.getByLabelText(/^State/)).toHaveValue('');
    expect(screen.getByLabelText(/^Street Address/)).toHaveValue('12 MG Road');
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText(M.stateRequired)).toBeInTheDocument();
    expect(screen.getByText(M.phoneRequired)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/^State/), 'Maharashtra');
    await userEvent.type(screen.getByLabelText(/^Mobile Number/), '98765 43210');
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      expect.objectContaining({ method: 'PUT', url: '/api/address/7', body: expect.objectContaining({ state: 'Maharashtra', phone: '9876543210' }) }),
    ]);
  });
});
