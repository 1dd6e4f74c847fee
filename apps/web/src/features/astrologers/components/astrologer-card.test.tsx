// The rating on an astrologer's card: the average of users' reviews with how many there are, or "New" (in the shown
// language) while nobody has reviewed them; never a number without reviews behind it.
import type { DirectoryAstrologer } from '@app/contracts/consultations';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLocale } from '../../../lib/i18n.tsx';
import { directoryAstrologer } from '../../../test/astrologer-factory.ts';
import { AstrologerCard } from './astrologer-card.tsx';
import { RatingStars } from './rating-stars.tsx';

const astrologer = directoryAstrologer;

function renderCard(a: DirectoryAstrologer) {
  render(
    <MemoryRouter>
      <AstrologerCard astrologer={a} onChat={() => undefined} />
    </MemoryRouter>,
  );
  return screen.getByRole('article');
}

describe("an astrologer card's rating", () => {
  afterEach(() => switchLocale('en'));

  it('says New, with no stars and no number, for an astrologer without reviews', () => {
    const card = renderCard(astrologer({ rating: null, reviews_count: 0 }));
    expect(within(card).getByTestId('rating-new')).toHaveTextContent(/^New$/);
    expect(within(card).queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent(/\d\.\d/);
    expect(card).not.toHaveTextContent(/review/);
  });

  it('shows the average of the reviews to one decimal with their count', () => {
    const card = renderCard(astrologer({ rating: 4, reviews_count: 2 }));
    expect(within(card).getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument();
    expect(card).toHaveTextContent('4.0(2 reviews)');
    expect(within(card).queryByTestId('rating-new')).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent('New');
  });

  it('counts one review in the singular', () => {
    const card = renderCard(astrologer({ rating: 5, reviews_count: 1 }));
    expect(card).toHaveTextContent('5.0(1 review)');
  });

  it('says New and counts reviews in Hindi', async () => {
    await switchLocale('hi');
    const fresh = renderCard(astrologer({ rating: null, reviews_count: 0 }));
    expect(within(fresh).getByTestId('rating-new')).toHaveTextContent(/^नया$/);
    render(<RatingStars rating={4} count={2} />);
    expect(screen.getByRole('img', { name: '5 में से 4.0 रेटिंग' })).toBeInTheDocument();
    expect(screen.getByText('(2 समीक्षाएँ)')).toBeInTheDocument();
  });
});
