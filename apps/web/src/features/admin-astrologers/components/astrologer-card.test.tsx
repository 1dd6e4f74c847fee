// The admin's astrologer card names the wallet and the payable sum as the astrologer's console does, so one amount
// never reads as two unexplained numbers on the two sides.
import type { AdminAstrologerRow } from '@app/contracts/admin-astrologers';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import console from '../../../locales/en/console.json';
import { AstrologerCard } from './astrologer-card.tsx';

const row: AdminAstrologerRow = {
  id: 7,
  astro_id: 7,
  user_id: 70,
  name: 'Pandit Ravi Shastri',
  token_no: 'AST-0007',
  phone: '9876543210',
  email: 'ravi@example.in',
  charge: 25,
  rating: 4.5,
  experience: 12,
  language_known: 'Hindi, English',
  skills: 'Vedic',
  expertise: 'Vedic',
  type: 'Vedic',
  about: 'Twelve years of Vedic astrology.',
  gender: 'Male',
  dob: '1980-01-01',
  profile_image: '',
  wallet: 1000,
  commission: 20,
  is_verified: true,
  payable_amount: 800,
};

describe("the admin's astrologer card", () => {
  it('shows the wallet and what is payable after the commission, in the words of the console', () => {
    render(<AstrologerCard astrologer={row} onOpen={vi.fn()} />);
    const label = 'Payable after 20% commission';
    expect(console.earnings.payable.replace('{{commission}}', '20')).toBe(label);
    expect(screen.getByText('Wallet').nextSibling).toHaveTextContent('₹1,000.00');
    expect(screen.getByText(label).nextSibling).toHaveTextContent('₹800.00');
  });
});
