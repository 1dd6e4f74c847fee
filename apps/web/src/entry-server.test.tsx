// @vitest-environment node
// The server render as the API calls it: an address and the fetch that answers its API calls.
import { describe, expect, it } from 'vitest';
import { isKnownPath, render } from './entry-server.tsx';
import { makePanchangDay } from './test/panchang-factory.ts';
import { api, astrologer, onlineNow, product } from './test/server-render-fixtures.ts';

const MALA = product(1, { name: 'Rudraksha Mala', description: 'Five-faced beads', image: '/uploads/mala.webp' });
const SPHATIK = product(2, { name: 'Sphatik Bracelet' });

const LISTING = {
  '/shop/open/product-category': [{ category_id: 1, category_name: 'Malas' }],
  '/shop/open/all-product?page=1&limit=24': [MALA, SPHATIK],
  '/shop/open/all-product?q=mala&page=1&limit=24': [MALA],
};

describe('the server render', () => {
  it('renders a product page with its title, description and the answer it was made from', async () => {
    const page = await render('/shopping/product/1', api({ '/shop/open/product/1': MALA }).fetch, 'en');
    expect(page?.html).toContain('Rudraksha Mala');
    expect(page?.head).toEqual({ title: 'Rudraksha Mala | Jyotish Kendra', description: 'Five-faced beads' });
    expect(JSON.stringify(page?.state)).toContain('Five-faced beads');
    expect(page?.hints).toBeNull();
  });

  it('renders the shop listing its address asks for, with the requests the browser will make', async () => {
    const { fetch, asked } = api(LISTING);
    const page = await render('/shopping?q=mala', fetch, 'en');
    expect(asked.sort()).toEqual(['/shop/open/all-product?q=mala&page=1&limit=24', '/shop/open/product-category']);
    expect(page?.html).toContain('Rudraksha Mala');
    expect(page?.html).not.toContain('Sphatik Bracelet');
    expect(page?.head?.title).toBe('Shop | Jyotish Kendra');
  });

  it('renders the home page with the astrologers online now, and the answer it was made from', async () => {
    const { fetch, asked } = api(onlineNow([astrologer(3, { name: 'Pandit Ravi Shastri', charge: 30 })]));
    const page = await render('/', fetch, 'en');
    expect(page?.html).toContain('Jyotish Kendra');
    expect(page?.html).toContain('Astrologers online now');
    expect(page?.html).toContain('Pandit Ravi Shastri');
    expect(page?.html).toContain('href="/astrologers/3"');
    expect(page?.html).toContain('₹30/min');
    expect(page?.html).toContain('Rated 4.5 out of 5');
    expect(page?.head?.title).toBe('Jyotish Kendra');
    expect(JSON.stringify(page?.state)).toContain('Pandit Ravi Shastri');
    expect(asked).toEqual(['/api/consult/astrologers?sort=rating&online=true&page=1&limit=12']);
  });

  it('renders the home page in Hindi with its strip in Hindi', async () => {
    const page = await render('/', api(onlineNow([astrologer(3, { name: 'Pandit Ravi Shastri' })])).fetch, 'hi');
    expect(page?.html).toContain('अभी ऑनलाइन ज्योतिषी');
    expect(page?.html).toContain('सभी देखें');
    expect(page?.html).toContain('Pandit Ravi Shastri');
  });

  it('says so in one line, linking to the directory, when nobody is online', async () => {
    const page = await render('/', api(onlineNow([])).fetch, 'en');
    expect(page?.html).toContain('No astrologer is online right now.');
    expect(page?.html).not.toContain('Astrologers online now');
  });

  it('renders the home page when the strip cannot be read, leaving the strip to the browser', async () => {
    const page = await render('/', api({}).fetch, 'en');
    expect(page?.html).toContain('Jyotish Kendra');
    expect(page?.html).toContain('Astrologers online now');
    expect(page?.html).toContain('aria-busy="true"');
    expect(JSON.stringify(page?.state)).not.toContain('online-now');
  });

  it("renders today's panchang, or the day and place its address names, in English and Hindi", async () => {
    const today = api({ '/api/panchang': makePanchangDay() });
    const page = await render('/panchang', today.fetch, 'en');
    expect(today.asked).toEqual(['/api/panchang']);
    expect(page?.html).toContain('Panchang for New Delhi');
    expect(page?.html).toContain('Krishna Chaturdashi');
    expect(page?.html).toContain('14:45');
    expect(page?.head?.title).toBe('Daily panchang | Jyotish Kendra');
    expect(JSON.stringify(page?.state)).toContain('chaturdashi');

    const named = api({ '/api/panchang?date=2023-11-12&place_id=1261481': makePanchangDay() });
    const hindi = await render('/panchang?date=2023-11-12&place=1261481', named.fetch, 'hi');
    expect(named.asked).toEqual(['/api/panchang?date=2023-11-12&place_id=1261481']);
    expect(hindi?.html).toContain('कृष्ण चतुर्दशी');
    // A refused day (a date out of range) is left to the browser, which shows the refusal.
    expect(await render('/panchang?date=2101-01-01', api({}).fetch, 'en')).toBeNull();
  });

  it('renders the directory its address filters, an astrologer with the reviews, and the kundli form, for search engines', async () => {
    const hindiSpeakers = '/api/consult/astrologers?language=Hindi&sort=rating&page=1&limit=24';
    const directory = api({
      [hindiSpeakers]: { astrologers: [astrologer(3, { name: 'Pandit Ravi Shastri' })], page: 1, total_pages: 1, total: 1 },
    });
    const list = await render('/astrologers?language=Hindi', directory.fetch, 'en');
    expect(directory.asked).toEqual([hindiSpeakers]);
    expect(list?.html).toContain('Pandit Ravi Shastri');
    expect(list?.head?.title).toBe('Talk to an Astrologer | Jyotish Kendra');

    const detail = { ...astrologer(3, { name: 'Pandit Ravi Shastri' }), about: 'Twenty years of Vedic astrology.', gender: 'Male', reviews: [] };
    const one = await render('/astrologers/3', api({ '/api/consult/astrologers/3': detail }).fetch, 'en');
    expect(one?.html).toContain('Twenty years of Vedic astrology.');
    expect(one?.head?.title).toContain('Pandit Ravi Shastri');
    // No such astrologer: the browser says so.
    expect(await render('/astrologers/999', api({}).fetch, 'en')).toBeNull();

    const kundli = await render('/kundli', api({}).fetch, 'hi');
    expect(kundli?.html).toContain('<h1');
    expect(kundli?.head?.title).toBeTruthy();
    expect(kundli?.head?.title).not.toBe(list?.head?.title);
  });

  it('leaves other addresses, and pages whose data failed, to the browser', async () => {
    expect(await render('/contact', api({}).fetch, 'en')).toBeNull();
    expect(await render('/shopping/product/404', api({}).fetch, 'en')).toBeNull();
  });

  it('answers each render from its own request, when several run at once', async () => {
    const [mala, sphatik] = await Promise.all([
      render('/shopping/product/1', api({ '/shop/open/product/1': MALA }).fetch, 'en'),
      render('/shopping/product/2', api({ '/shop/open/product/2': SPHATIK }).fetch, 'en'),
    ]);
    expect(mala?.head?.title).toBe('Rudraksha Mala | Jyotish Kendra');
    expect(sphatik?.head?.title).toBe('Sphatik Bracelet | Jyotish Kendra');
    expect(sphatik?.html).not.toContain('Rudraksha');
  });

  it('gives the first screen hints when the render fails after its data loaded', async () => {
    // A name React cannot render: the render throws once the data is in.
    const broken = { ...MALA, name: { not: 'text' } };
    const page = await render('/shopping/product/1', api({ '/shop/open/product/1': broken }).fetch, 'en');
    expect(page?.html).toBeNull();
    expect(page?.error).toBeInstanceOf(Error);
    expect(page?.hints).toEqual({
      image: '/uploads/mala.webp',
      data: ['/shop/open/product/1'],
      modules: ['src/app/query-layout.tsx', 'src/features/shop/routes/product-page.tsx'],
    });
  });

  it('gives the listing\'s hints: the first product\'s picture and the requests the render made', async () => {
    const broken = { ...LISTING, '/shop/open/all-product?page=1&limit=24': [{ ...MALA, name: { not: 'text' } }, SPHATIK] };
    const page = await render('/shopping', api(broken).fetch, 'en');
    expect(page?.html).toBeNull();
    expect(page?.hints?.image).toBe('/uploads/mala.webp');
    expect(page?.hints?.data.sort()).toEqual(['/shop/open/all-product?page=1&limit=24', '/shop/open/product-category']);
    expect(page?.hints?.modules).toEqual(['src/app/query-layout.tsx', 'src/features/shop/routes/shop-page.tsx']);
  });
});

describe('the paths the app has a page for', () => {
  it('knows every page, with its parameters and a trailing slash, and nothing its catch-all takes', () => {
    for (const path of ['/', '/about', '/shopping', '/shopping/product/7', '/astrologers/3/', '/panchang', '/free-question', '/login', '/admin-dashboard']) {
      expect(isKnownPath(path), path).toBe(true);
    }
    for (const path of ['/no-such-page', '/shopping/product', '/shopping/product/7/reviews', '/astrologers/3/extra', '/about/us']) {
      expect(isKnownPath(path), path).toBe(false);
    }
  });
});
