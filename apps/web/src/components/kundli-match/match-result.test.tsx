// The match's answer on screen: the total and verdict, the eight kootas with their points and reasons in words, the
// doshas and both people's Manglik dosha; in Hindi, the kootas and their reasons in Hindi words.
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLocale } from '../../lib/i18n.tsx';
import { makeMatch } from '../../test/match-factory.ts';
import { MatchResult } from './match-result.tsx';

describe('the match result', () => {
  afterEach(() => switchLocale('en'));

  it('shows the total out of 36, the verdict, what is left standing and each person', () => {
    render(<MatchResult match={makeMatch()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Guna milan of Rohan Sharma and Priya Verma' })).toHaveFocus();
    expect(screen.getByTestId('match-total')).toHaveTextContent('15.5/36 gunas');
    expect(screen.getByText('Not recommended: below 18 of 36 gunas')).toBeInTheDocument();
    expect(screen.getByText('Nadi dosha is not cancelled')).toBeInTheDocument();
    expect(screen.getByText('Only one of the two is Manglik')).toBeInTheDocument();
    expect(screen.getByText('Moon in Dhanu, Purva Ashadha nakshatra, pada 2')).toBeInTheDocument();
  });

  it('lists the eight kootas in order with points of the maximum and the reason in words', () => {
    render(<MatchResult match={makeMatch()} />);
    const list = screen.getByRole('heading', { name: 'The eight kootas' }).nextElementSibling as HTMLElement;
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Varna',
      'Vashya',
      'Tara',
      'Yoni',
      'Graha Maitri',
      'Gana',
      'Bhakoot',
      'Nadi',
    ]);
    expect(items[0]).toHaveTextContent("1 of 1The boy's varna (Kshatriya) is the same as or higher than the girl's (Shudra).");
    expect(items[2]).toHaveTextContent('1.5 of 3Only one count gives a favourable tara: Kshema (4) from the boy, Vadha (7) from the girl.');
    expect(items[3]).toHaveTextContent('The yonis are neutral to each other: monkey and lion.');
    expect(items[4]).toHaveTextContent('The Moon-sign lords are Jupiter (boy) and Saturn (girl)');
    expect(items[7]).toHaveTextContent('0 of 8Both have the same nadi (Madhya): Nadi dosha.');
  });

  it('says which doshas stand or are cancelled, and each Manglik reading with its exceptions', () => {
    const match = makeMatch();
    match.guna_milan.doshas.bhakoot = {
      present: true,
      cancelled: true,
      reasons: [{ code: 'bhakoot_friendly_lords', values: { boy_lord: 'jupiter', girl_lord: 'moon' } }],
    };
    render(<MatchResult match={match} />);
    expect(screen.getByText('Nadi dosha is present')).toBeInTheDocument();
    expect(screen.getByText('Bhakoot dosha is present but cancelled')).toBeInTheDocument();
    expect(screen.getByText('The Moon-sign lords Jupiter and Moon are friends.')).toBeInTheDocument();
    expect(screen.getByText('Only the girl is Manglik: a Manglik mismatch.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rohan Sharma: Not Manglik' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Priya Verma: Manglik' })).toBeInTheDocument();
    expect(screen.getByText('Jupiter aspects Mars (Mars is 9 from Jupiter).')).toBeInTheDocument();
    expect(screen.getByText(/Mars in Mithuna in house 2 gives no dosha\./)).toBeInTheDocument();
  });

  it('words the kootas and their reasons in Hindi', async () => {
    await switchLocale('hi');
    render(<MatchResult match={makeMatch()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Rohan Sharma और Priya Verma का गुण मिलान' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ग्रह मैत्री' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'नाड़ी' })).toBeInTheDocument();
    expect(screen.getByText('योनियाँ आपस में सम हैं: वानर और सिंह।')).toBeInTheDocument();
    expect(screen.getByText('दोनों की नाड़ी एक ही है (मध्य): नाड़ी दोष।')).toBeInTheDocument();
    expect(screen.getByTestId('match-total')).toHaveTextContent('15.5/36 गुण');
  });
});
