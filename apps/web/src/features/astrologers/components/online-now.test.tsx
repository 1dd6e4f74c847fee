// The home page's strip of astrologers online now, against a stubbed directory and a socket the test controls: who is
// online with what the directory shows of them, one line when nobody is, nothing when it cannot be read, and statuses
// that change live (busy or offline leaves at once; someone coming online is read and appears).
import type { DirectoryAstrologer } from '@app/contracts/consultations';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLocale } from '../../../lib/i18n.tsx';
import { onlineAstrologer } from '../../../test/astrologer-factory.ts';
import { stubApi } from '../../../test/stub-api.ts';
import { ONLINE_NOW_PATH } from '../api/get-online-now.ts';
import { REREAD_AFTER_MS } from '../online-now-live.ts';
import { OnlineNow } from './online-now.tsx';

const socket = await vi.hoisted(async () => (await import('../../../test/fake-socket.ts')).createFakeSocket());
vi.mock('socket.io-client', () => ({ io: () => socket }));

const astrologer = onlineAstrologer;

const RAVI = astrologer(3, { name: 'Pandit Ravi Shastri', type: 'Vedic, Tarot', language_known: 'Hindi, Sanskrit', charge: 30, rating: 4.8, reviews_count: 41 });
const MEERA = astrologer(4, { name: 'Meera Joshi', type: 'Numerology', charge: 12.5 });
const ANAND = astrologer(5, { name: 'Anand Iyer' });

/** The directory's answer for the strip, which a test may change; null answers 503. */
let online: DirectoryAstrologer[] | null = [];
const page = () => ({ astrologers: online, page: 1, total_pages: 1, total: online?.length ?? 0 });

function renderStrip() {
  const calls = stubApi({
    [ONLINE_NOW_PATH]: () =>
      online ? Response.json(page()) : Response.json({ message: 'Unavailable', errors: {} }, { status: 503 }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OnlineNow />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

/** A loaded machine may take more than a second to render the first answer. */
const SLOW = { timeout: 5000 };

const strip = () => screen.getByRole('region', { name: 'Astrologers online now' });
const names = () => within(strip()).queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const status = (astro_id: number, value: string) => act(() => socket.fire('astrologer_status', { astro_id, status: value }));

describe('the strip of astrologers online now', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await switchLocale('en');
  });

  it('shows each one online with photo, types, languages, rating and price, leading to the profile', async () => {
    online = [RAVI, MEERA];
    renderStrip();
    expect(await screen.findByRole('link', { name: 'Pandit Ravi Shastri' }, SLOW)).toHaveAttribute('href', '/astrologers/3');
    expect(names()).toEqual(['Pandit Ravi Shastri', 'Meera Joshi']);
    const [ravi, meera] = screen.getAllByTestId('online-now-card');
    expect(ravi).toHaveTextContent('Vedic, Tarot');
    expect(ravi).toHaveTextContent('Hindi, Sanskrit');
    expect(ravi).toHaveTextContent('₹30/min');
    // The rating as the directory shows it: the stars' label, the average and how many reviews.
    expect(within(ravi!).getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(ravi).toHaveTextContent('4.8(41 reviews)');
    expect(meera).toHaveTextContent('₹12.50/min');
    expect(within(strip()).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/astrologers');
  });

  it('names the types and languages in Hindi, in Hindi', async () => {
    online = [RAVI];
    await switchLocale('hi');
    renderStrip();
    const region = await screen.findByRole('region', { name: 'अभी ऑनलाइन ज्योतिषी' }, SLOW);
    expect(await within(region).findByRole('link', { name: 'Pandit Ravi Shastri' }, SLOW)).toBeInTheDocument();
    expect(region).toHaveTextContent('वैदिक');
    expect(within(region).getByRole('link', { name: 'सभी देखें' })).toHaveAttribute('href', '/astrologers');
  });

  it('says in one line that nobody is online, leading to the directory, with no empty strip', async () => {
    online = [];
    renderStrip();
    expect(await screen.findByText(/No astrologer is online right now/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all astrologers' })).toHaveAttribute('href', '/astrologers');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows nothing when the directory cannot be read', async () => {
    online = null;
    const calls = renderStrip();
    await vi.waitFor(() => expect(calls).toHaveLength(1), SLOW);
    await vi.waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument(), SLOW);
    expect(document.body.textContent).toBe('');
  });

  /**
   * The strip's live code loads once it is on screen and, the socket being connected, reads the directory once more
   * to catch up on what it missed: that second read says it is listening.
   */
  async function listening(calls: unknown[]) {
    await vi.waitFor(() => expect(calls).toHaveLength(2), { timeout: REREAD_AFTER_MS + 5000 });
  }

  it('drops an astrologer who goes busy at once, before the directory is read again', async () => {
    // The directory still lists both: only the event can take Ravi off.
    online = [RAVI, MEERA];
    const calls = renderStrip();
    await listening(calls);
    await status(RAVI.astro_id, 'busy');
    await vi.waitFor(() => expect(names()).toEqual(['Meera Joshi']), SLOW);
  });

  it('shows an astrologer who comes online, reading the directory again', async () => {
    online = [MEERA];
    const calls = renderStrip();
    await listening(calls);
    expect(names()).toEqual(['Meera Joshi']);
    // The strip reads again once the API's shared answer of the last second has expired.
    online = [ANAND, MEERA];
    await status(ANAND.astro_id, 'online');
    await vi.waitFor(() => expect(names()).toEqual(['Anand Iyer', 'Meera Joshi']), { timeout: REREAD_AFTER_MS + 5000 });
    expect(calls).toHaveLength(3);
    // Someone it lists already says nothing new: no read.
    await status(MEERA.astro_id, 'online');
    expect(calls).toHaveLength(3);
  });

  it('says nobody is online once the last one goes offline, rather than leave an empty strip', async () => {
    online = [ANAND];
    const calls = renderStrip();
    await listening(calls);
    online = [];
    await status(ANAND.astro_id, 'offline');
    expect(await screen.findByText(/No astrologer is online right now/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
