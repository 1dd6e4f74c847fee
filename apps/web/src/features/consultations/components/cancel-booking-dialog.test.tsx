// The cancel dialog says what comes back by the rule: all of it 24 hours or more ahead, half of it later.
import type { Booking } from '@app/contracts/bookings';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { createBooking } from '../../../test/booking-factory.ts';

const booking = (over: Partial<Booking> = {}): Booking =>
  createBooking({ kind: 'chat', starts_at: '2026-12-02T05:30:00.000Z', length: 45, price: 10.01, held: 450.45, ...over });
const at = (iso: string) => Date.parse(iso);

describe('the cancel dialog', () => {
  it('gives all of it back 24 hours or more before the start', () => {
    render(<CancelBookingDialog booking={booking()} now={at('2026-12-01T05:30:00.000Z')} busy={false} onClose={() => {}} onConfirm={() => {}} />);
    expect(screen.getByTestId('cancel-refund')).toHaveTextContent(/all ₹450\.45 comes back/);
  });

  it('gives half back later, the odd paisa to the user', () => {
    render(<CancelBookingDialog booking={booking()} now={at('2026-12-01T05:31:00.000Z')} busy={false} onClose={() => {}} onConfirm={() => {}} />);
    expect(screen.getByTestId('cancel-refund')).toHaveTextContent(/₹225\.23 comes back.*₹225\.22 is paid to the astrologer/);
  });
});
