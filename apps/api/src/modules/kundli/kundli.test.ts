// The kundli API: place search, drawing a chart and its refusals, the saved chart of one's own, and its PDF.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  KUNDLI_MESSAGES,
  PLACE_RESULTS_MAX,
  PLANET_KEYS,
  kundliRequest,
  type Kundli,
  type Place,
} from '@app/contracts/kundli';
import { userKundlis } from '../../db/schema/index.ts';
import { SESSION_EXPIRED } from '../../plugins/auth.ts';
import { useTestApp } from '../../test/app.ts';
import { createAccount, type TestAccount } from '../../test/factories.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { freshIp } from '../../test/sign-in.ts';
import { markDeleted } from '../account/deletion.repository.ts';
import { KUNDLI_RATE_LIMIT } from './kundli.routes.ts';
import { saveKundli } from './kundli.service.ts';

const t = useTestApp();
let pune: Place;

const draw = (payload: object, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/kundli', payload, remoteAddress });
const body = (overrides: Record<string, unknown> = {}) => ({
  date_of_birth: '1992-04-12',
  time_of_birth: '06:30',
  place_id: pune.id,
  name: 'Asha Rao',
  ...overrides,
});

beforeAll(async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/places?q=Pune' });
  pune = res.json<{ places: Place[] }>().places[0]!;
});

describe('place search', () => {
  it('finds places by the start of their name, at most a page of them, cacheable by anyone for a day', async () => {
    expect(pune).toMatchObject({ name: 'Pune', country_code: 'IN', time_zone: 'Asia/Kolkata' });
    const res = await t.app.inject({ method: 'GET', url: '/api/places?q=san' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const { places } = res.json<{ places: Place[] }>();
    expect(places.length).toBeGreaterThan(1);
    expect(places.length).toBeLessThanOrEqual(PLACE_RESULTS_MAX);
  });

  it('finds places typed in Devanagari: वाराणसी, दिल्ली, मुंबई', async () => {
    for (const [q, name] of [
      ['वाराणसी', 'Varanasi'],
      ['दिल्ली', 'Delhi'],
      ['मुंबई', 'Mumbai'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/places?q=${encodeURIComponent(q)}` });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ places: Place[] }>().places[0], q).toMatchObject({ name, country_code: 'IN' });
    }
  });

  it('asks for at least two letters', async () => {
    for (const url of ['/api/places?q=p', '/api/places?q=%20%20', '/api/places']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors, url).toEqual({ q: KUNDLI_MESSAGES.queryTooShort });
    }
  });
});

describe('drawing a kundli', () => {
  it('answers the chart: nine planets in houses, the Lagna, the Moon nakshatra and the dashas', async () => {
    const res = await draw(body());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const k = res.json<Kundli>();
    expect(k.name).toBe('Asha Rao');
    expect(k.birth).toMatchObject({ date: '1992-04-12', utc_offset_minutes: 330, place: { id: pune.id } });
    expect(k.planets.map((p) => p.key)).toEqual([...PLANET_KEYS]);
    for (const p of k.planets) {
      expect(p.house).toBe(((p.rashi - k.lagna.rashi + 12) % 12) + 1);
      expect(p.degree).toBeGreaterThanOrEqual(0);
      expect(p.degree).toBeLessThan(30);
    }
    expect(k.dasha).toHaveLength(9);
    expect(k.dasha[0]!.lord).toBe(k.moon_nakshatra.lord);
    expect(Date.parse(k.dasha[0]!.start)).toBeLessThanOrEqual(Date.parse(k.birth.utc));
    for (const m of k.dasha) expect(m.antardashas).toHaveLength(9);
  });

  it('refuses an impossible date, an impossible time, a year out of range and an unknown place, naming the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ date_of_birth: '2023-02-30' }, 'date_of_birth', KUNDLI_MESSAGES.dateInvalid],
      [{ time_of_birth: '25:61' }, 'time_of_birth', KUNDLI_MESSAGES.timeInvalid],
      [{ date_of_birth: '1750-01-01' }, 'date_of_birth', KUNDLI_MESSAGES.dateRange],
      [{ date_of_birth: '2150-06-01' }, 'date_of_birth', KUNDLI_MESSAGES.dateRange],
      [{ place_id: '999999999' }, 'place_id', KUNDLI_MESSAGES.placeNotFound],
      [{ place_id: '' }, 'place_id', KUNDLI_MESSAGES.placeRequired],
      [{ date_of_birth: '' }, 'date_of_birth', KUNDLI_MESSAGES.dateRequired],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await draw(body(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().message, JSON.stringify(overrides)).toBe(message);
      expect(res.json().errors[field], JSON.stringify(overrides)).toBe(message);
    }
  });

  it('limits how many charts one address may draw a minute', async () => {
    const ip = freshIp();
    for (let i = 0; i < KUNDLI_RATE_LIMIT.max; i++) expect((await draw(body({ place_id: '999999999' }), ip)).statusCode).toBe(400);
    const limited = await draw(body(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errors: {} });
    expect((await draw(body())).statusCode).toBe(200);
  });
});

describe('the saved kundli', () => {
  let asha: TestAccount;
  let ravi: TestAccount;
  const mine = (who: TestAccount, method: 'GET' | 'PUT' | 'DELETE' = 'GET', payload?: object) =>
    t.app.inject({ method, url: '/api/kundli/mine', headers: who.headers, ...(payload ? { payload } : {}) });
  const pdf = (who: TestAccount) => t.app.inject({ method: 'GET', url: '/api/kundli/mine/pdf', headers: who.headers });

  beforeAll(async () => {
    asha = await createAccount(t.db, { name: 'Asha Rao' });
    ravi = await createAccount(t.db, { name: 'Ravi Kumar' });
  });

  it('is null until saved, then answers the same chart as the one saved, to its owner only', async () => {
    expect((await mine(asha)).json()).toEqual({ kundli: null, from_profile: null });
    const saved = await mine(asha, 'PUT', body());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(KUNDLI_MESSAGES.saved);
    const read = await mine(asha);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.json().kundli).toEqual(saved.json().kundli);
    expect((await mine(ravi)).json()).toEqual({ kundli: null, from_profile: null });
    expect((await pdf(ravi)).statusCode).toBe(404);
  });

  it('replaces the saved chart on a second save, and keeps it when a save is refused', async () => {
    await mine(asha, 'PUT', body());
    const again = await mine(asha, 'PUT', body({ name: 'Asha R.', time_of_birth: '18:45:30' }));
    expect(again.statusCode).toBe(200);
    expect((await mine(asha)).json().kundli).toMatchObject({ name: 'Asha R.', birth: { time: '18:45:30' } });
    for (const bad of [{ date_of_birth: '2023-02-30' }, { place_id: '999999999' }, { time_of_birth: '24:00' }]) {
      const res = await mine(asha, 'PUT', body(bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await mine(asha)).json().kundli).toMatchObject({ name: 'Asha R.' });
  });

  it('is removed on request', async () => {
    await mine(ravi, 'PUT', body({ name: 'Ravi Kumar' }));
    const removed = await mine(ravi, 'DELETE');
    expect(removed.json()).toEqual({ message: KUNDLI_MESSAGES.removed });
    expect((await mine(ravi)).json()).toEqual({ kundli: null, from_profile: null });
    expect((await mine(ravi, 'DELETE')).statusCode).toBe(200);
  });

  it('downloads as a PDF named after the person, and says so when nothing is saved', async () => {
    const none = await pdf(ravi);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: 'kundli_not_saved', message: KUNDLI_MESSAGES.notSaved, errors: {} });

    await mine(asha, 'PUT', body());
    const res = await pdf(asha);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="kundli-asha-rao.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.includes('(Kundli - Asha Rao)')).toBe(true);
  });

  it('is written in the language of the browser’s lang cookie', async () => {
    await mine(asha, 'PUT', body());
    const hindi = await t.app.inject({
      method: 'GET',
      url: '/api/kundli/mine/pdf',
      headers: { ...asha.headers, cookie: 'lang=hi' },
    });
    expect(hindi.statusCode).toBe(200);
    expect(await pdfText(hindi.rawPayload)).toContain('विंशोत्तरी दशा');
    expect(await pdfText((await pdf(asha)).rawPayload)).toContain('Vimshottari dasha');
  });

  it('prints a name in Devanagari with an embedded font, and names the file by the date for plain clients', async () => {
    await mine(ravi, 'PUT', body({ name: 'रवि कुमार' }));
    const res = await pdf(ravi);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="kundli-1992-04-12.pdf"; filename*=UTF-8''${encodeURIComponent('kundli-रवि-कुमार.pdf')}`,
    );
    expect(res.rawPayload.includes('NotoSansDevanagari-Regular')).toBe(true);
  });

  it('is not stored for an account deleted while the save was on its way, which gets its 401', async () => {
    const gone = await createAccount(t.db, { name: 'Gone Soon' });
    // The deletion commits between the request's session check and its write.
    await t.db.transaction((tx) => markDeleted(tx, gone.id, 'user', 0, new Date()));
    await expect(saveKundli(t.db, gone.id, kundliRequest.parse(body()))).rejects.toMatchObject({
      kind: 'unauthorized',
      message: SESSION_EXPIRED,
    });
    expect(await t.db.select().from(userKundlis).where(eq(userKundlis.userId, gone.id))).toEqual([]);
  });

  it('is for users only', async () => {
    const astro = await createAccount(t.db, { role: 'astro' });
    expect((await t.app.inject({ method: 'GET', url: '/api/kundli/mine' })).statusCode).toBe(401);
    expect((await mine(astro)).statusCode).toBe(403);
    expect((await mine(astro, 'PUT', body())).statusCode).toBe(403);
  });
});
