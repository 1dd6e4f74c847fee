// A kundli match beside a consultation request: the user attaches one of their saved matches, the astrologer reads its
// summary with the request and opens the whole match; nobody else can, and another account's match cannot be attached.
import { beforeEach, describe, expect, it } from 'vitest';
import type { RequestDetails } from '@app/contracts/consultations';
import type { KundliMatchResponse } from '@app/contracts/kundli-match';
import { SAVED_MATCH_MESSAGES } from '@app/contracts/kundli-matches';
import { useTestApp } from '../../test/app.ts';
import { fundedUser, onlineAstrologer, type OnlineAstrologer } from '../../test/consult-factories.ts';
import { adminAccount, type TestAccount } from '../../test/factories.ts';
import { freshIp } from '../../test/sign-in.ts';

const t = useTestApp({}, [], undefined, { manualMinuteClock: true });
const PUNE = '1259229';
const boy = { date_of_birth: '1990-05-14', time_of_birth: '10:15', place_id: PUNE, name: 'Rohan Sharma' };
const girl = { date_of_birth: '1992-11-03', time_of_birth: '18:40', place_id: PUNE, name: 'Priya Verma' };

const call = (who: TestAccount | { headers: object }, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: who.headers as Record<string, string>,
    remoteAddress: freshIp(),
    ...(payload ? { payload } : {}),
  });

async function savedMatch(user: TestAccount): Promise<{ id: number; match: KundliMatchResponse }> {
  const res = await call(user, 'POST', '/api/kundli/matches', { boy, girl });
  expect(res.statusCode, res.body).toBe(200);
  const { id, match } = res.json<{ id: number; match: KundliMatchResponse }>();
  return { id, match };
}

const requests = async (astro: OnlineAstrologer) => (await call(astro, 'GET', '/api/consult/requests')).json<RequestDetails[]>();

describe('a kundli match attached to a request', () => {
  // Each case asks its own astrologer, who takes one request at a time.
  let astro: OnlineAstrologer;
  beforeEach(async () => {
    astro = await onlineAstrologer(t, { call: true });
  });

  it('shows the astrologer its summary with the request, and the whole match on opening', async () => {
    const user = await fundedUser(t, 1000);
    const saved = await savedMatch(user);
    const res = await call(user, 'POST', '/api/consultations', { astro_id: astro.astroId, type: 'chat', match_id: saved.id });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ consultation_id: number }>().consultation_id;

    const open = (await requests(astro)).find((r) => r.consultation.consultation_id === id);
    expect(open?.match).toEqual({
      id: saved.id,
      boy_name: 'Rohan Sharma',
      girl_name: 'Priya Verma',
      total: saved.match.guna_milan.total,
      band: saved.match.verdict.band,
    });
    const opened = await call(astro, 'GET', `/api/consultations/${id}/match`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect(opened.json()).toEqual(saved);
    // The admin reads it too.
    expect((await call(await adminAccount(t.db), 'GET', `/api/consultations/${id}/match`)).json()).toEqual(saved);
  });

  it('is optional: a request without one shows none, and opening it answers 404', async () => {
    const user = await fundedUser(t, 1000);
    const res = await call(user, 'POST', '/api/consultations', { astro_id: astro.astroId, type: 'call' });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ consultation_id: number }>().consultation_id;
    expect((await requests(astro)).find((r) => r.consultation.consultation_id === id)?.match).toBeNull();
    const opened = await call(astro, 'GET', `/api/consultations/${id}/match`);
    expect(opened.statusCode).toBe(404);
    expect(opened.json()).toMatchObject({ code: 'match_not_found', message: SAVED_MATCH_MESSAGES.notFound });
  });

  it("refuses another account's match and a bad id, and creates nothing", async () => {
    const owner = await fundedUser(t, 1000);
    const saved = await savedMatch(owner);
    const other = await fundedUser(t, 1000);
    const stolen = await call(other, 'POST', '/api/consultations', { astro_id: astro.astroId, type: 'chat', match_id: saved.id });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ code: 'match_not_found', message: SAVED_MATCH_MESSAGES.notFound });
    const bad = await call(other, 'POST', '/api/consultations', { astro_id: astro.astroId, type: 'chat', match_id: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('match_id');
    expect((await requests(astro)).filter((r) => r.consultation.user_id === other.id)).toEqual([]);
  });

  it('is read only by the consultation\'s astrologer and the admin, and goes when its owner deletes the match', async () => {
    const user = await fundedUser(t, 1000);
    const saved = await savedMatch(user);
    const res = await call(user, 'POST', '/api/consultations', { astro_id: astro.astroId, type: 'chat', match_id: saved.id });
    const id = res.json<{ consultation_id: number }>().consultation_id;
    const stranger = await onlineAstrologer(t);
    expect((await call(stranger, 'GET', `/api/consultations/${id}/match`)).json()).toMatchObject({ code: 'consultation_not_found' });
    expect((await call(user, 'GET', `/api/consultations/${id}/match`)).statusCode).toBe(403);

    expect((await call(user, 'DELETE', `/api/kundli/matches/${saved.id}`)).statusCode).toBe(200);
    expect((await requests(astro)).find((r) => r.consultation.consultation_id === id)?.match).toBeNull();
    expect((await call(astro, 'GET', `/api/consultations/${id}/match`)).statusCode).toBe(404);
  });
});
