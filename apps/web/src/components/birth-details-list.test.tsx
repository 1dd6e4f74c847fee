// The birth details as an astrologer reads them, in English and in Hindi.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLocale } from '../lib/i18n.tsx';
import { BirthDetailsList } from './birth-details-list.tsx';

const details = { name: 'Asha Rao', date_of_birth: '1990-03-05', time_of_birth: '14:30:00', place_of_birth: null };

describe('BirthDetailsList', () => {
  afterEach(() => switchLocale('en'));

  it('writes the date and time out the Indian way, and says what is not given', () => {
    render(<BirthDetailsList details={details} />);
    expect(screen.getByText('Date of birth').nextSibling).toHaveTextContent('5 March 1990');
    expect(screen.getByText('Time of birth').nextSibling).toHaveTextContent('2:30 pm');
    expect(screen.getByText('Place of birth').nextSibling).toHaveTextContent('Not given');
  });

  it('reads in Hindi', async () => {
    await switchLocale('hi');
    render(<BirthDetailsList details={details} />);
    expect(screen.getByText('जन्म तिथि').nextSibling).toHaveTextContent('5 मार्च 1990');
    expect(screen.getByText('जन्म समय').nextSibling).toHaveTextContent('दोपहर 2:30');
    expect(screen.getByText('जन्म स्थान').nextSibling).toHaveTextContent('नहीं दिया');
  });
});
