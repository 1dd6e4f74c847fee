// The browser takes over the server's HTML as main.tsx does: the first render must match it, with no mismatch for
// React to recover from. Each side loads its own copy of the app's modules, as the server bundle and the browser do.
import { describe, expect, it, vi } from 'vitest';
import { ONLINE_NOW_PATH } from './features/astrologers/api/get-online-now.ts';
import { directoryPath, readDirectoryState } from './features/astrologers/directory-state.ts';
import { makePanchangDay } from './test/panchang-factory.ts';
import { api, astrologer, onlineNow, product } from './test/server-render-fixtures.ts';

// The home page's strip follows the statuses over the socket once it has taken over: a stand-in, not the network.
const socket = await vi.hoisted(async () => (await import('./test/fake-socket.ts')).createFakeSocket());
vi.mock('socket.io-client', () => ({ io: () => socket }));

const MALA = product(1, { name: 'Rudraksha Mala', description: 'Five-faced beads', image: '/uploads/mala.webp' });
const ANSWERS = {
  '/shop/open/product/1': MALA,
  '/shop/open/product-category': [{ category_id: 1, category_name: 'Malas' }],
  '/shop/open/all-product?page=1&limit=24': [MALA, product(2, { name: 'Sphatik Bracelet' })],
  ...onlineNow([astrologer(3, { name: 'Pandit Ravi Shastri' }), astrologer(4, { name: 'Meera Joshi', type: 'Tarot, Vastu' })]),
  '/api/panchang': makePanchangDay(),
  [directoryPath(readDirectoryState(new URLSearchParams()), 1)]: {
    astrologers: [astrologer(3, { name: 'Pandit Ravi Shastri' }), astrologer(5, { name: 'Acharya Dev Sharma', status: 'offline' })],
    page: 1,
    total_pages: 1,
    total: 2,
  },
  '/api/consult/astrologers/3': { ...astrologer(3, { name: 'Pandit Ravi Shastri' }), about: 'Twenty years of Vedic astrology.', gender: 'Male', reviews: [] },
};

/** The page as the API sends it: the render in #root, marked data-ssr, and its answers beside it. */
async function serverPage(url: string, answers: Record<string, unknown>): Promise<string> {
  document.body.innerHTML = '<div id="root" data-ssr></div>';
  vi.resetModules();
  const { render } = await import('./entry-server.tsx');
  const page = await render(url, api(answers).fetch, 'en');
  if (!page?.html) throw new Error(`${url} was not rendered`);
  const state = `<script id="ssr-state" type="application/json">${JSON.stringify(page.state)}</script>`;
  return `<div id="root" data-ssr>${page.html}</div>${page.state ? state : ''}`;
}

/** Hydrates `html` at `url` as main.tsx does, the browser's API answering `browserAnswers`. */
async function takeOver(url: string, html: string, browserAnswers: Record<string, unknown>) {
  vi.stubGlobal('fetch', api(browserAnswers).fetch);
  document.body.innerHTML = html;
  window.history.pushState({}, '', url);
  vi.resetModules();
  const [{ StrictMode }, { hydrateRoot }, { AppProviders }, { AppRouter, loadServerRenderedPage, routeNamespaces }, { startI18n }] =
    await Promise.all([
      import('react'),
      import('react-dom/client'),
      import('./app/providers.tsx'),
      import('./app/router.tsx'),
      import('./lib/i18n.tsx'),
    ]);
  // As main.tsx: the words of the page are loaded before the first render.
  await startI18n('en', routeNamespaces(window.location.pathname));
  const errors = vi.spyOn(console, 'error');
  const recovered: unknown[] = [];
  await loadServerRenderedPage(window.location.pathname);
  const container = document.getElementById('root')!;
  const root = hydrateRoot(
    container,
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
    { onRecoverableError: (error) => recovered.push(error) },
  );
  // The first render has committed once #root loses data-ssr.
  await vi.waitFor(() => expect(container.hasAttribute('data-ssr')).toBe(false), { timeout: 10_000 });
  return { container, root, recovered, errors };
}

describe('taking over a server-rendered page', () => {
  const { [ONLINE_NOW_PATH]: strip, ...withoutStrip } = ANSWERS;
  it.each([
    ['/', 'Pandit Ravi Shastri', ANSWERS],
    // The strip's answer failed on the server: both sides render it as loading, then the browser reads it.
    ['/ (its strip unread)', 'Astrologers online now', withoutStrip],
    ['/shopping', 'Sphatik Bracelet', ANSWERS],
    ['/shopping/product/1', 'Rudraksha Mala', ANSWERS],
    ['/panchang', 'Krishna Chaturdashi', ANSWERS],
    ['/astrologers', 'Acharya Dev Sharma', ANSWERS],
    ['/astrologers/3', 'Twenty years of Vedic astrology.', ANSWERS],
    ['/kundli', 'Your Vedic birth chart', ANSWERS],
  ])('%s hydrates without a mismatch', async (page, shown, answers) => {
    const url = page.split(' ')[0]!;
    const html = await serverPage(url, answers);
    expect(html).toContain(shown);
    const { container, root, recovered, errors } = await takeOver(url, html, { [ONLINE_NOW_PATH]: strip });
    expect(recovered).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(container).toHaveTextContent(shown);
    if (answers === withoutStrip) await vi.waitFor(() => expect(container).toHaveTextContent('Pandit Ravi Shastri'));
    root.unmount();
    vi.unstubAllGlobals();
  });

  it('reads the directory again at once for a signed-in user, whose list leaves out the astrologers they blocked', async () => {
    const html = await serverPage('/astrologers', ANSWERS);
    expect(html).toContain('Pandit Ravi Shastri');
    localStorage.setItem('token', 'user-token');
    const path = directoryPath(readDirectoryState(new URLSearchParams()), 1);
    const theirs = { astrologers: [astrologer(5, { name: 'Acharya Dev Sharma', status: 'offline' })], page: 1, total_pages: 1, total: 1 };
    const { container, root, recovered } = await takeOver('/astrologers', html, { [path]: theirs, [ONLINE_NOW_PATH]: strip });
    expect(recovered).toEqual([]);
    await vi.waitFor(() => expect(container).not.toHaveTextContent('Pandit Ravi Shastri'));
    expect(container).toHaveTextContent('Acharya Dev Sharma');
    root.unmount();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("reads the strip again at once for a signed-in user, whose list leaves out the astrologers they blocked", async () => {
    const html = await serverPage('/', ANSWERS);
    expect(html).toContain('Pandit Ravi Shastri');
    localStorage.setItem('token', 'user-token');
    // The user blocked Pandit Ravi Shastri: the API's answer to them leaves him out.
    const { container, root, recovered } = await takeOver('/', html, onlineNow([astrologer(4, { name: 'Meera Joshi', type: 'Tarot, Vastu' })]));
    expect(recovered).toEqual([]);
    await vi.waitFor(() => expect(container).not.toHaveTextContent('Pandit Ravi Shastri'));
    expect(container).toHaveTextContent('Meera Joshi');
    root.unmount();
    vi.unstubAllGlobals();
    localStorage.clear();
  });
});
