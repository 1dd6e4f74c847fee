// The public directory: only verified, live astrologers; every filter and sort; live status first; the rating is the
// reviews' average (new until the first), never the one typed into the astrologer's profile.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSULT_MESSAGES, type DirectoryAstrologer, type DirectoryDetail } from '@app/contracts/consultations';
import type { astrologers} from '../../db/schema/index.ts';
import { astrologerPresence, consultations } from '../../db/schema/index.ts';
import { createAstrologer, createUser, createUserProfile } from '../../test/admin-factories.ts';
import { useTestApp } from '../../test/app.ts';
import { DIRECTORY_ANSWER_MS } from './directory.service.ts';
import { createReview, createSession, setPresence } from './sessions.fixture.ts';

interface Page {
  astrologers: DirectoryAstrologer[];
  page: number;
  total_pages: number;
  total: number;
}

describe('astrologer directory', () => {
  const t = useTestApp({ CONSULT_GRACE_S: '30' });
  const ids: Record<string, number> = {};

  /** Asks after the previous answer has gone stale, so each call sees the database as it is now. */
  async function get(query = '') {
    t.clock.advance(DIRECTORY_ANSWER_MS + 1);
    return t.app.inject({ method: 'GET', url: `/api/consult/astrologers${query}` });
  }
  async function detail(id: number | string) {
    t.clock.advance(DIRECTORY_ANSWER_MS + 1);
    return t.app.inject({ method: 'GET', url: `/api/consult/astrologers/${id}` });
  }
  async function names(query = '') {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Page).astrologers.map((a) => a.name);
  }

  beforeAll(async () => {
    const make = async (key: string, values: Partial<typeof astrologers.$inferInsert>) => {
      ids[key] = (await createAstrologer(t.db, { isVerified: true, name: key, ...values })).id;
    };
    // Online: Aarav, Divya. Busy: Chetan. Offline: Bhavna (no console), Gita (console gone longer than the grace).
    // The ratings typed into their profiles are not what the directory shows: only Aarav and Divya have reviews.
    await make('Aarav Mehta', { type: 'Vedic, Tarot', languageKnown: 'Hindi, English', gender: 'Male', chargePaise: 2500, experience: 10, rating: 4.2, expertise: 'Marriage' });
    await make('Bhavna Iyer', { type: 'Numerology', languageKnown: 'Tamil, English', gender: 'Female', chargePaise: 1500, experience: 5, rating: 4.8, expertise: 'Career' });
    await make('Chetan Rao', { type: 'KP, Vedic', languageKnown: 'Kannada', gender: 'Male', chargePaise: 5000, experience: 25, rating: 3.9, expertise: 'Finance, Health' });
    await make('Divya Nair', { type: 'Tarot', languageKnown: 'Malayalam, hindi', gender: 'Female', chargePaise: 1000, experience: 12, rating: 4.5, expertise: 'Love' });
    await make('Gita Das', { type: 'Vastu', languageKnown: 'Bengali', gender: 'Others', chargePaise: 3000, experience: 15, rating: 4.8, expertise: 'Property' });
    await make('Esha Unverified', { isVerified: false, type: 'Tarot' });
    await make('Farhan Deleted', { deletedAt: new Date(), type: 'Tarot' });
    await setPresence(t.db, ids['Aarav Mehta']!);
    await setPresence(t.db, ids['Divya Nair']!, { secondsAgo: 5 });
    await setPresence(t.db, ids['Gita Das']!, { secondsAgo: 31 });
    await setPresence(t.db, ids['Esha Unverified']!);
    await setPresence(t.db, ids['Chetan Rao']!);
    const user = await createUser(t.db);
    for (const stars of [5, 3]) await createReview(t.db, { userId: user.id, astrologerId: ids['Aarav Mehta']!, stars });
    for (const stars of [5, 4]) await createReview(t.db, { userId: user.id, astrologerId: ids['Divya Nair']!, stars });
    await createSession(t.db, { userId: user.id, astrologerId: ids['Chetan Rao']!, status: 'requested' });
  });

  it('lists verified, live astrologers: online, then busy, then offline, each group by rating', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.json() as Page;
    expect(body.astrologers.map((a) => [a.name, a.status])).toEqual([
      ['Divya Nair', 'online'],
      ['Aarav Mehta', 'online'],
      ['Chetan Rao', 'busy'],
      // Neither has a review: the older id first.
      ['Bhavna Iyer', 'offline'],
      ['Gita Das', 'offline'],
    ]);
    expect(body).toMatchObject({ page: 1, total: 5, total_pages: 1 });
    expect(body.astrologers[1]).toEqual({
      astro_id: ids['Aarav Mehta'],
      name: 'Aarav Mehta',
      profile_image: '/uploads/astro.webp',
      type: 'Vedic, Tarot',
      language_known: 'Hindi, English',
      expertise: 'Marriage',
      experience: 10,
      charge: 25,
      rating: 4,
      reviews_count: 2,
      status: 'online',
      call_status: 'offline',
      video_charge: null,
    });
  });

  it('sorts by price both ways and by experience, still grouped by status', async () => {
    expect(await names('?sort=price-low')).toEqual(['Divya Nair', 'Aarav Mehta', 'Chetan Rao', 'Bhavna Iyer', 'Gita Das']);
    expect(await names('?sort=price-high')).toEqual(['Aarav Mehta', 'Divya Nair', 'Chetan Rao', 'Gita Das', 'Bhavna Iyer']);
    expect(await names('?sort=experience')).toEqual(['Divya Nair', 'Aarav Mehta', 'Chetan Rao', 'Gita Das', 'Bhavna Iyer']);
    expect(await names('?sort=rating')).toEqual(['Divya Nair', 'Aarav Mehta', 'Chetan Rao', 'Bhavna Iyer', 'Gita Das']);
  });

  it('searches name, expertise, type and language, ignoring case, literally', async () => {
    expect(await names('?q=bhav')).toEqual(['Bhavna Iyer']);
    expect(await names('?q=FINANCE')).toEqual(['Chetan Rao']);
    expect(await names('?q=tarot')).toEqual(['Divya Nair', 'Aarav Mehta']);
    expect(await names('?q=kannada')).toEqual(['Chetan Rao']);
    expect(await names('?q=%25')).toEqual([]);
    expect(await names('?q=_')).toEqual([]);
  });

  it('filters by type and language as items of their lists, any of several', async () => {
    expect(await names('?type=vedic')).toEqual(['Aarav Mehta', 'Chetan Rao']);
    expect(await names('?type=Vedic,%20Numerology')).toEqual(['Aarav Mehta', 'Chetan Rao', 'Bhavna Iyer']);
    expect(await names('?type=Ved')).toEqual([]);
    expect(await names('?language=HINDI')).toEqual(['Divya Nair', 'Aarav Mehta']);
    expect(await names('?language=English&type=Numerology')).toEqual(['Bhavna Iyer']);
  });

  it('filters by gender, price range in rupees and who is online now', async () => {
    expect(await names('?gender=Female')).toEqual(['Divya Nair', 'Bhavna Iyer']);
    expect(await names('?gender=Others')).toEqual(['Gita Das']);
    expect(await names('?min_price=15&max_price=25')).toEqual(['Aarav Mehta', 'Bhavna Iyer']);
    expect(await names('?min_price=30')).toEqual(['Chetan Rao', 'Gita Das']);
    expect(await names('?max_price=10.5')).toEqual(['Divya Nair']);
    expect(await names('?online=true')).toEqual(['Divya Nair', 'Aarav Mehta']);
    expect(await names('?online=1&gender=Male')).toEqual(['Aarav Mehta']);
    expect(await names('?online=false')).toHaveLength(5);
  });

  it('pages, with the total on every page and past the end', async () => {
    const first = (await get('?limit=2')).json() as Page;
    expect(first).toMatchObject({ page: 1, total: 5, total_pages: 3 });
    expect(first.astrologers.map((a) => a.name)).toEqual(['Divya Nair', 'Aarav Mehta']);
    const last = (await get('?limit=2&page=3')).json() as Page;
    expect(last.astrologers.map((a) => a.name)).toEqual(['Gita Das']);
    expect(last).toMatchObject({ page: 3, total: 5, total_pages: 3 });
    expect((await get('?limit=2&page=9')).json()).toEqual({ astrologers: [], page: 9, total: 5, total_pages: 3 });
    expect((await get('?q=nobody')).json()).toEqual({ astrologers: [], page: 1, total: 0, total_pages: 1 });
  });

  it('refuses invalid query values with 400 and a message', async () => {
    for (const query of ['?sort=cheapest', '?gender=male', '?min_price=abc', '?max_price=-1', '?online=yes', '?page=0', '?limit=101', `?q=${'x'.repeat(101)}`]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(typeof (res.json() as { message: unknown }).message, query).toBe('string');
    }
  });

  it('follows status changes within about a second', async () => {
    const bhavna = ids['Bhavna Iyer']!;
    const statusOf = async () => ((await get('?q=bhavna')).json() as Page).astrologers[0]!.status;
    expect(await statusOf()).toBe('offline');
    await setPresence(t.db, bhavna);
    // Within the second an answer is shared, the same answer comes back.
    const kept = await t.app.inject({ method: 'GET', url: '/api/consult/astrologers?q=bhavna' });
    expect((kept.json() as Page).astrologers[0]!.status).toBe('offline');
    expect(await statusOf()).toBe('online');
    const user = await createUser(t.db);
    const session = await createSession(t.db, { userId: user.id, astrologerId: bhavna, status: 'active' });
    expect(await statusOf()).toBe('busy');
    await t.db.update(consultations).set({ status: 'ended', endedAt: sql`now()`, nextChargeAt: null, endReason: 'user' }).where(eq(consultations.id, session));
    expect(await statusOf()).toBe('online');
    await t.db.update(astrologerPresence).set({ chatAvailable: false }).where(eq(astrologerPresence.astrologerId, bhavna));
    expect(await statusOf()).toBe('offline');
  });

  it('shows an astrologer without reviews as new, never with the rating typed into their profile', async () => {
    const astro = await createAstrologer(t.db, { isVerified: true, name: 'Zubin Review', rating: 4.8, chargePaise: 2800 });
    const listed = ((await get('?q=zubin')).json() as Page).astrologers;
    expect(listed).toEqual([expect.objectContaining({ name: 'Zubin Review', rating: null, reviews_count: 0 })]);
    const profile = (await detail(astro.id)).json() as DirectoryDetail;
    expect(profile).toMatchObject({ name: 'Zubin Review', rating: null, reviews_count: 0, reviews: [] });
    // Nowhere in the answers: the list, the profile.
    expect(JSON.stringify(listed)).not.toContain('4.8');
    expect(JSON.stringify(profile)).not.toContain('4.8');
  });

  it('rates by the average of the reviews to one decimal, in the list and on the profile', async () => {
    const astro = await createAstrologer(t.db, { isVerified: true, name: 'Yusuf Stars', rating: 4.8 });
    const listed = async () => ((await get('?q=yusuf')).json() as Page).astrologers[0]!;
    const profile = async () => (await detail(astro.id)).json() as DirectoryDetail;
    const user = await createUser(t.db);
    for (const stars of [5, 3]) await createReview(t.db, { userId: user.id, astrologerId: astro.id, stars });
    expect(await listed()).toMatchObject({ rating: 4, reviews_count: 2 });
    expect(await profile()).toMatchObject({ rating: 4, reviews_count: 2 });
    await createReview(t.db, { userId: user.id, astrologerId: astro.id, stars: 4 });
    await createReview(t.db, { userId: user.id, astrologerId: astro.id, stars: 5 });
    // 17 / 4 = 4.25, to one decimal.
    expect(await listed()).toMatchObject({ rating: 4.3, reviews_count: 4 });
    expect(await profile()).toMatchObject({ rating: 4.3, reviews_count: 4 });
    await createReview(t.db, { userId: user.id, astrologerId: astro.id, stars: 2 });
    expect(await listed()).toMatchObject({ rating: 3.8, reviews_count: 5 });
  });

  it('sorts by rating with the reviewed first, best average first, and those without reviews last', async () => {
    // Offline, ₹28 to ₹30 a minute: Gita (typed 4.8, no reviews), Xavier (typed 2.0), Wasim (typed 5.0).
    const xavier = await createAstrologer(t.db, { isVerified: true, name: 'Xavier Low', rating: 2, chargePaise: 2900 });
    const wasim = await createAstrologer(t.db, { isVerified: true, name: 'Wasim New', rating: 5, chargePaise: 2900 });
    const byRating = '?sort=rating&min_price=29&max_price=30';
    // Nobody reviewed: the older id first, whatever they typed.
    expect(await names(byRating)).toEqual(['Gita Das', 'Xavier Low', 'Wasim New']);
    const user = await createUser(t.db);
    await createReview(t.db, { userId: user.id, astrologerId: xavier.id, stars: 3 });
    // A 3.0 from one review ranks above the typed 4.8 and 5.0 of those nobody reviewed.
    expect(await names(byRating)).toEqual(['Xavier Low', 'Gita Das', 'Wasim New']);
    await createReview(t.db, { userId: user.id, astrologerId: wasim.id, stars: 4 });
    expect(await names(byRating)).toEqual(['Wasim New', 'Xavier Low', 'Gita Das']);
    // At an equal average, more reviews first.
    await createReview(t.db, { userId: user.id, astrologerId: xavier.id, stars: 5 });
    expect(await names(byRating)).toEqual(['Xavier Low', 'Wasim New', 'Gita Das']);
    // The other sorts do not look at the rating.
    expect(await names('?sort=price-high&min_price=29&max_price=30')).toEqual(['Gita Das', 'Xavier Low', 'Wasim New']);
  });

  describe('profile', () => {
    it('adds about, gender and the 10 most recent reviews signed with first names', async () => {
      const astro = await createAstrologer(t.db, { isVerified: true, name: 'Yamini Recent', about: 'Jyotish from Ujjain.', gender: 'Female', rating: 4 });
      const named = await createUser(t.db, { name: 'Rahul Kumar Verma' });
      const profiled = await createUser(t.db, { name: null });
      await createUserProfile(t.db, profiled.id, { name: 'Asha Rao' });
      const base = Date.now() - 3_600_000;
      for (let i = 0; i < 11; i++) {
        await createReview(t.db, { userId: i % 2 ? named.id : profiled.id, astrologerId: astro.id, stars: 1 + (i % 5), text: `Review ${i}`, createdAt: new Date(base + i * 1000) });
      }
      const res = await detail(astro.id);
      expect(res.statusCode).toBe(200);
      const body = res.json() as DirectoryDetail;
      expect(body).toMatchObject({ astro_id: astro.id, name: 'Yamini Recent', about: 'Jyotish from Ujjain.', gender: 'Female', rating: 2.8, reviews_count: 11, status: 'offline' });
      expect(body.reviews).toHaveLength(10);
      expect(body.reviews.map((r) => r.text)).toEqual(Array.from({ length: 10 }, (_, k) => `Review ${10 - k}`));
      expect(body.reviews[0]).toEqual({ stars: 1, text: 'Review 10', user_name: 'Asha', created_at: new Date(base + 10_000).toISOString() });
      expect(body.reviews[1]!.user_name).toBe('Rahul');
    });

    it('shows status, no reviews and no rating for an astrologer without any', async () => {
      const body = (await detail(ids['Gita Das']!)).json() as DirectoryDetail;
      expect(body).toMatchObject({ name: 'Gita Das', status: 'offline', reviews: [], rating: null, reviews_count: 0, charge: 30, gender: 'Others' });
    });

    it('is not found for unknown, unverified and deleted astrologers', async () => {
      for (const id of [ids['Esha Unverified']!, ids['Farhan Deleted']!, 999_999]) {
        const res = await detail(id);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: CONSULT_MESSAGES.astrologerNotFound });
      }
      expect((await detail('abc')).statusCode).toBe(400);
    });
  });
});
