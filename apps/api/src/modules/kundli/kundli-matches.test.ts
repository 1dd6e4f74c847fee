// Saved kundli matches: a user saves a match, lists, opens and removes it; another account cannot see or remove it;
// the limit per account; the data export carries them and the account's deletion erases them.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { KundliMatchResponse } from '@app/contracts/kundli-match';
import { SAVED_MATCHES_MAX, SAVED_MATCH_MESSAGES } from '@app/contracts/kundli-matches';
import { kundliMatches } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { createAccount, type TestAccount } from '../../test/factories.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { freshIp } from '../../test/sign-in.ts';
import { saveKundli } from './kundli.service.ts';

const t = useTestApp();
const PUNE = '1259229';
const boy = { date_of_birth: '1990-05-14', time_of_birth: '10:15', place_id: PUNE, name: 'Rohan Sharma' };
const girl = { date_of_birth: '1992-11-03', time_of_birth: '18:40', place_id: PUNE, name: 'Priya Verma' };

let asha: TestAccount;
let ravi: TestAccount;
const call = (who: TestAccount | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, remoteAddress: freshIp(), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  asha = await createAccount(t.db, { name: 'Asha Rao' });
  ravi = await createAccount(t.db, { name: 'Ravi Kumar' });
});

describe('saved kundli matches', () => {
  it('saves the match that was drawn, lists it newest first, opens it the same, and removes it', async () => {
    const matched = (await call(null, 'POST', '/api/kundli/match', { boy, girl })).json<KundliMatchResponse>();
    const saved = await call(asha, 'POST', '/api/kundli/matches', { boy, girl });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers['cache-control']).toBe('private, no-store');
    const { id, message, match } = saved.json<{ id: number; message: string; match: KundliMatchResponse }>();
    expect(message).toBe(SAVED_MATCH_MESSAGES.saved);
    expect(match).toEqual(matched);

    const second = (await call(asha, 'POST', '/api/kundli/matches', { boy: girl, girl: boy })).json<{ id: number }>();
    const list = await call(asha, 'GET', '/api/kundli/matches');
    expect(list.json().matches).toMatchObject([
      { id: second.id, boy_name: 'Priya Verma', girl_name: 'Rohan Sharma' },
      { id, boy_name: 'Rohan Sharma', girl_name: 'Priya Verma', total: matched.guna_milan.total, band: matched.verdict.band },
    ]);

    const opened = await call(asha, 'GET', `/api/kundli/matches/${id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ id, match: matched });

    expect((await call(asha, 'DELETE', `/api/kundli/matches/${id}`)).json()).toEqual({ message: SAVED_MATCH_MESSAGES.removed });
    expect((await call(asha, 'GET', `/api/kundli/matches/${id}`)).statusCode).toBe(404);
    expect((await call(asha, 'GET', '/api/kundli/matches')).json().matches.map((m: { id: number }) => m.id)).toEqual([second.id]);
  });

  it("saves a match made with the user's own saved kundli, with its birth details", async () => {
    await saveKundli(t.db, ravi.id, { ...boy, name: 'Ravi Kumar' });
    const saved = await call(ravi, 'POST', '/api/kundli/matches', { boy: { kundli_id: ravi.id }, girl });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await t.db.select().from(kundliMatches).where(eq(kundliMatches.id, saved.json().id));
    expect(row).toMatchObject({ userId: ravi.id, boyName: 'Ravi Kumar', boyBirthDate: boy.date_of_birth, girlName: 'Priya Verma' });
  });

  it("keeps each account's matches to itself: another account and a guest cannot list, open or remove them", async () => {
    const { id } = (await call(asha, 'POST', '/api/kundli/matches', { boy, girl })).json<{ id: number }>();
    const refused = { code: 'match_not_found', message: SAVED_MATCH_MESSAGES.notFound, errors: {} };
    expect((await call(ravi, 'GET', `/api/kundli/matches/${id}`)).json()).toEqual(refused);
    expect((await call(ravi, 'DELETE', `/api/kundli/matches/${id}`)).json()).toEqual(refused);
    expect((await call(ravi, 'GET', '/api/kundli/matches')).json().matches.map((m: { id: number }) => m.id)).not.toContain(id);
    for (const [method, url] of [['GET', '/api/kundli/matches'], ['GET', `/api/kundli/matches/${id}`], ['POST', '/api/kundli/matches']] as const) {
      expect((await call(null, method, url, method === 'POST' ? { boy, girl } : undefined)).statusCode).toBe(401);
    }
    expect((await call(asha, 'GET', `/api/kundli/matches/${id}`)).statusCode).toBe(200);
  });

  it('refuses bad birth details as the match does, and a save past the limit', async () => {
    const bad = await call(asha, 'POST', '/api/kundli/matches', { boy: { ...boy, place_id: '999999999' }, girl });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['boy.place_id']);

    const full = await createAccount(t.db, { name: 'Meera Iyer' });
    const first = (await call(full, 'POST', '/api/kundli/matches', { boy, girl })).json<{ id: number }>();
    const [row] = await t.db.select().from(kundliMatches).where(eq(kundliMatches.id, first.id));
    const { id: _id, createdAt: _createdAt, ...values } = row!;
    await t.db.insert(kundliMatches).values(Array.from({ length: SAVED_MATCHES_MAX - 1 }, () => values));
    const refused = await call(full, 'POST', '/api/kundli/matches', { boy, girl });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'matches_full', message: SAVED_MATCH_MESSAGES.full, errors: {} });
  });

  it('are in the data export', async () => {
    const who = await createAccount(t.db, { name: 'Kavya Nair' });
    await call(who, 'POST', '/api/kundli/matches', { boy, girl });
    const res = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().kundli_matches).toMatchObject([{ boy_name: 'Rohan Sharma', girl_name: 'Priya Verma', boy_place_label: 'Pune, Maharashtra, India' }]);
  });

  it('downloads as a PDF in the reader\'s language, to its owner only', async () => {
    const { id } = (await call(asha, 'POST', '/api/kundli/matches', { boy, girl: { ...girl, name: 'प्रिया वर्मा' } })).json<{ id: number }>();
    const en = await call(asha, 'GET', `/api/kundli/matches/${id}/pdf`);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(en.headers['content-disposition']).toBe(`attachment; filename="kundli-matching-${id}.pdf"`);
    const english = await pdfText(en.rawPayload);
    for (const words of ['Kundli matching', 'Rohan Sharma', 'प्रिया वर्मा', '/36 gunas', 'The eight kootas', 'Graha Maitri', 'Nadi', 'Manglik dosha']) {
      expect(english, words).toContain(words);
    }
    const hi = await t.app.inject({ method: 'GET', url: `/api/kundli/matches/${id}/pdf?lang=hi`, headers: asha.headers });
    const hindi = await pdfText(hi.rawPayload);
    for (const words of ['कुंडली मिलान', 'आठ कूट', 'ग्रह मैत्री', 'नाड़ी', 'मांगलिक दोष', 'गुण']) expect(hindi, words).toContain(words);
    expect(hindi).not.toContain('The eight kootas');
    expect((await call(ravi, 'GET', `/api/kundli/matches/${id}/pdf`)).statusCode).toBe(404);
  });
});
