// User and astrologer profiles: 404 before, 200 after, only your own, ids from the session, lenient bodies.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@app/contracts/profiles';
import { astrologers, userProfiles } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { adminAccount, createAccount, type TestAccount } from '../../test/factories.ts';
import { signIn } from '../../test/sign-in.ts';

const t = useTestApp();
let a: TestAccount;
let b: TestAccount;
beforeAll(async () => {
  a = await createAccount(t.db, { role: 'user' });
  b = await createAccount(t.db, { role: 'user' });
});

const profile = {
  name: 'Asha Rao',
  date_of_birth: '1992-04-12',
  gender: 'female',
  place_of_birth: 'Pune',
  time_of_birth: '06:30',
  profile_image: '/uploads/abc.webp',
};
const astroProfile = {
  name: 'Pandit Joshi',
  profile_image: '/uploads/astro.webp',
  about: 'Twenty years of Vedic astrology and kundli matching.',
  experience: '12',
  rating: '4.5',
  language_known: 'Hindi, English',
  type: ['Vedic', 'Tarot'],
  expertise: 'Career, Marriage',
  charge: '25.50',
  dob: '1980-01-01',
  gender: 'Male',
};

const get = (url: string, who: TestAccount) => t.app.inject({ method: 'GET', url, headers: who.headers });
const post = (url: string, who: TestAccount, payload: object) => t.app.inject({ method: 'POST', url, headers: who.headers, payload });

describe('user profile', () => {
  it('is 404 before and 200 after saving; the owner comes from the session', async () => {
    expect((await get(`/api/profile/${a.id}`, a)).statusCode).toBe(404);
    // user_id in the body is another account's: it is ignored, not trusted.
    const saved = await post('/api/profile', a, { ...profile, user_id: b.id, extra: 'ignored' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ user_id: a.id, gender: 'Female', message: PROFILE_MESSAGES.saved });
    const read = await get(`/api/profile/${a.id}`, a);
    expect(read.json()).toMatchObject({ user_id: a.id, name: 'Asha Rao', time_of_birth: '06:30', email: a.email });
    expect((await get(`/api/profile/${b.id}`, b)).statusCode).toBe(404);
  });

  it('updates in place rather than adding a second profile', async () => {
    await post('/api/profile', a, { ...profile, place_of_birth: 'New Delhi' });
    const rows = await t.db.select().from(userProfiles).where(eq(userProfiles.userId, a.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.placeOfBirth).toBe('New Delhi');
  });

  it("refuses another user's profile; the admin may read it", async () => {
    const other = await get(`/api/profile/${a.id}`, b);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('Asha');
    expect((await get(`/api/profile/${a.id}`, await adminAccount(t.db))).statusCode).toBe(200);
  });

  it('validates with the form rules, as 400 with field errors', async () => {
    const res = await post('/api/profile', a, { ...profile, name: 'R2D2', date_of_birth: '2999-01-01', time_of_birth: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ name: PROFILE_MESSAGES.nameLetters, date_of_birth: PROFILE_MESSAGES.dobFuture, time_of_birth: PROFILE_MESSAGES.timeRequired });
    for (const bad of [{}, [], { ...profile, profile_image: 'javascript:alert(1)' }, { ...profile, date_of_birth: '1990-02-30' }]) {
      expect((await post('/api/profile', a, bad)).statusCode).toBe(400);
    }
    expect((await get('/api/profile/abc', a)).statusCode).toBe(400);
    expect((await get('/api/profile/99999999999', a)).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/profile/${a.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/profile', payload: profile })).statusCode).toBe(401);
  });
});

describe('astrologer profile', () => {
  it('is created unverified with a unique token number, then reported by submit-otp', async () => {
    const s = await signIn(t.app, { email: 'joshi@example.com', user_type: 'astro', name: 'Pandit Joshi' }, 'joshi@example.com');
    const me: TestAccount = { id: s.user_id, email: 'joshi@example.com', phone: '', token: s.accessToken, headers: { accesstoken: s.accessToken } };
    expect((await get(`/api/astrologer/${me.id}`, me)).statusCode).toBe(404);
    const res = await post('/api/astrologer', me, { ...astroProfile, user_id: 1, is_verified: true, commission: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.token_no).toMatch(/^JK\d+$/);
    expect(body.is_verified).toBe(false);
    const read = (await get(`/api/astrologer/${me.id}`, me)).json();
    expect(read).toMatchObject({ user_id: me.id, token_no: body.token_no, charge: 25.5, experience: 12, rating: 4.5, type: 'Vedic, Tarot', is_verified: false });
    const [row] = await t.db.select().from(astrologers).where(eq(astrologers.userId, me.id));
    expect(row!.chargePaise).toBe(2550);

    // Saving again updates and keeps the token number.
    const again = await post('/api/astrologer', me, { ...astroProfile, about: 'An updated about text that is long enough.' });
    expect(again.json().token_no).toBe(body.token_no);

    const other = await createAccount(t.db, { role: 'astro' });
    const second = await post('/api/astrologer', other, astroProfile);
    expect(second.json().token_no).not.toBe(body.token_no);
    expect((await get(`/api/astrologer/${me.id}`, other)).statusCode).toBe(403);

    t.clock.advance(61_000);
    const login = await signIn(t.app, { email: 'joshi@example.com', user_type: 'astro' }, 'joshi@example.com');
    expect(login).toMatchObject({ is_astrologer: true, is_astroprofile_exist: true, is_verified_astrologer: false });
  });

  it('is only for astrologer accounts, and validates', async () => {
    expect((await post('/api/astrologer', a, astroProfile)).statusCode).toBe(403);
    const astro = await createAccount(t.db, { role: 'astro' });
    const res = await post('/api/astrologer', astro, { ...astroProfile, about: 'short', rating: '7', type: 'Astrology' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['about', 'rating', 'type']));
    expect((await post('/api/astrologer', astro, { ...astroProfile, charge: 'abc' })).statusCode).toBe(400);
  });
});
