// The directory's URL state, the API path it asks, and the recharge amount read from a refusal.
import { describe, expect, it } from 'vitest';
import { activeFilterCount, directoryPath, readDirectoryState, rechargeNeeded, writeDirectoryState } from './directory-state.ts';
import { applyStatus } from './use-live-status.ts';

describe('directory state', () => {
  it('reads known values from the URL and drops unknown ones', () => {
    const state = readDirectoryState(new URLSearchParams('q=  tarot &type=Vedic&language=Hindi&gender=Female&price=20-40&sort=price-low&online=1'));
    expect(state).toEqual({ q: 'tarot', type: 'Vedic', language: 'Hindi', gender: 'Female', price: '20-40', sort: 'price-low', online: true });
    expect(activeFilterCount(state)).toBe(5);
    expect(readDirectoryState(new URLSearchParams('type=Magic&gender=x&price=cheap&sort=newest&online=yes'))).toEqual({
      q: '',
      type: '',
      language: '',
      gender: '',
      price: '',
      sort: 'rating',
      online: false,
    });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    const plain = readDirectoryState(new URLSearchParams());
    expect(writeDirectoryState(plain).toString()).toBe('');
    const params = writeDirectoryState({ ...plain, language: 'Tamil', online: true, sort: 'experience' });
    expect(params.toString()).toBe('language=Tamil&sort=experience&online=1');
    expect(readDirectoryState(params)).toEqual({ ...plain, language: 'Tamil', online: true, sort: 'experience' });
  });

  it('asks the API with the price band in rupees and the online flag', () => {
    const state = readDirectoryState(new URLSearchParams('q=ram&price=20-40&online=1&gender=Male'));
    expect(directoryPath(state, 2)).toBe(
      '/api/consult/astrologers?q=ram&gender=Male&min_price=20&max_price=40&sort=rating&online=true&page=2&limit=24',
    );
    expect(directoryPath(readDirectoryState(new URLSearchParams('price=40-plus')), 1)).toContain('min_price=40&sort');
    expect(directoryPath(readDirectoryState(new URLSearchParams('price=under-20')), 1)).toContain('max_price=20&sort');
  });

  it("reads the rupees a short wallet needs from the refusal's code and amount, never its message", () => {
    expect(rechargeNeeded({ code: 'low_balance', details: { needed_paise: 12_500, minutes: 5 } })).toBe(125);
    expect(rechargeNeeded({ code: 'low_balance', details: { needed_paise: 125_050 } })).toBe(1251);
    expect(rechargeNeeded({ code: 'low_balance', details: {} })).toBeNull();
    expect(rechargeNeeded({ code: undefined, details: { needed_paise: 12_500 } })).toBeNull();
  });
});

describe('live status', () => {
  const astro = (astro_id: number, status: 'online' | 'busy' | 'offline') => ({
    astro_id,
    name: `A${astro_id}`,
    profile_image: '',
    type: 'Vedic',
    language_known: 'Hindi',
    expertise: 'Career',
    experience: 3,
    charge: 20,
    rating: null,
    reviews_count: 0,
    status,
  });

  it('rewrites the one astrologer in cached list pages and profiles', () => {
    const lists = { pageParams: [1, 2], pages: [{ astrologers: [astro(1, 'offline'), astro(2, 'online')], page: 1, total_pages: 2, total: 3 }, { astrologers: [astro(3, 'offline')], page: 2, total_pages: 2, total: 3 }] };
    const next = applyStatus(lists, { astro_id: 1, status: 'online' }) as typeof lists;
    expect(next.pages[0]!.astrologers.map((a) => a.status)).toEqual(['online', 'online']);
    expect(next.pages[1]!.astrologers[0]).toBe(lists.pages[1]!.astrologers[0]);
    const profile = { ...astro(2, 'online'), about: '', gender: 'Male', reviews: [] };
    expect(applyStatus(profile, { astro_id: 2, status: 'busy' })).toEqual({ ...profile, status: 'busy' });
    expect(applyStatus(profile, { astro_id: 9, status: 'busy' })).toBe(profile);
    expect(applyStatus(undefined, { astro_id: 2, status: 'busy' })).toBeUndefined();
  });
});
