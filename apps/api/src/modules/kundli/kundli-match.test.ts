// The kundli matching API: a known pair's full answer, a saved kundli for its owner only, field refusals, guests.
import { beforeAll, describe, expect, it } from 'vitest';
import { KUNDLI_MESSAGES, type Place } from '@app/contracts/kundli';
import { KOOTA_KEYS, MATCH_MESSAGES, type KundliMatchResponse } from '@app/contracts/kundli-match';
import { useTestApp } from '../../test/app.ts';
import { createAccount, type TestAccount } from '../../test/factories.ts';
import { freshIp } from '../../test/sign-in.ts';
import { saveKundli } from './kundli.service.ts';

const t = useTestApp();
let pune: Place;
let varanasi: Place;

const match = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/kundli/match', payload, headers, remoteAddress: freshIp() });
const boy = () => ({ date_of_birth: '1990-05-14', time_of_birth: '10:15', place_id: pune.id, name: 'Rohan Sharma' });
const girl = () => ({ date_of_birth: '1992-11-03', time_of_birth: '18:40', place_id: varanasi.id, name: 'Priya Verma' });

beforeAll(async () => {
  const find = async (q: string) => (await t.app.inject({ method: 'GET', url: `/api/places?q=${q}` })).json<{ places: Place[] }>().places[0]!;
  pune = await find('Pune');
  varanasi = await find('Varanasi');
});

describe('matching two births', () => {
  it('answers a guest the full match of a known pair: both Moons, the eight kootas, totals, doshas, Manglik and the verdict', async () => {
    const res = await match({ boy: boy(), girl: girl() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const m = res.json<KundliMatchResponse>();
    expect(m.boy).toMatchObject({
      name: 'Rohan Sharma',
      birth: { date: '1990-05-14', time: '10:15', place_label: pune.label },
      moon: { rashi: 9, rashi_name: 'Dhanu', nakshatra: 20, nakshatra_name: 'Purva Ashadha', pada: 2 },
      manglik: { severity: 'low', manglik: false, cancellations: [{ code: 'manglik_jupiter_aspects_mars' }] },
    });
    expect(m.girl).toMatchObject({
      name: 'Priya Verma',
      birth: { place_label: varanasi.label },
      moon: { rashi: 11, rashi_name: 'Kumbha', nakshatra: 23, nakshatra_name: 'Dhanishta', pada: 3 },
      manglik: { severity: 'low', manglik: true, cancellations: [] },
    });
    expect(m.guna_milan.kootas.map((k) => k.key)).toEqual([...KOOTA_KEYS]);
    expect(m.guna_milan.kootas.map((k) => [k.score, k.max, k.reason.code])).toEqual([
      [1, 1, 'varna_groom_equal_or_higher'],
      [1, 2, 'vashya_groups'],
      [1.5, 3, 'tara_one_favourable'],
      [2, 4, 'yoni_neutral'],
      [3, 5, 'maitri_relations'],
      [0, 6, 'gana_pair'],
      [7, 7, 'bhakoot_favourable'],
      [0, 8, 'nadi_same'],
    ]);
    expect(m.guna_milan.kootas[3]!.reason.values).toEqual({ boy_yoni: 'monkey', girl_yoni: 'lion' });
    expect(m.guna_milan).toMatchObject({ total: 15.5, total_with_parihara: 15.5, max: 36, band: 'not_recommended' });
    expect(m.guna_milan.doshas).toEqual({
      bhakoot: { present: false, cancelled: false, reasons: [] },
      nadi: { present: true, cancelled: false, reasons: [] },
    });
    expect(m.manglik).toBe('girl_only');
    expect(m.verdict).toEqual({ band: 'not_recommended', cautions: ['nadi_dosha', 'manglik_mismatch'] });
  });

  it('reads the Bhakoot count from the boy: swapping the two changes who is Manglik and the girl-from-boy count', async () => {
    const m = (await match({ boy: girl(), girl: boy() })).json<KundliMatchResponse>();
    expect(m.manglik).toBe('boy_only');
    expect(m.guna_milan.kootas[6]!.reason.values).toMatchObject({ girl_from_boy: 11, boy_from_girl: 3 });
  });

  it("refuses each side's impossible date, time, year out of range and unknown place, naming the side's field", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ date_of_birth: '2023-02-30' }, 'date_of_birth', KUNDLI_MESSAGES.dateInvalid],
      [{ time_of_birth: '25:61' }, 'time_of_birth', KUNDLI_MESSAGES.timeInvalid],
      [{ date_of_birth: '1750-01-01' }, 'date_of_birth', KUNDLI_MESSAGES.dateRange],
      [{ place_id: '999999999' }, 'place_id', KUNDLI_MESSAGES.placeNotFound],
      [{ place_id: '' }, 'place_id', KUNDLI_MESSAGES.placeRequired],
      [{ date_of_birth: '' }, 'date_of_birth', KUNDLI_MESSAGES.dateRequired],
      [{ date_of_birth: 'tomorrow' }, 'date_of_birth', KUNDLI_MESSAGES.dateInvalid],
    ];
    for (const side of ['boy', 'girl'] as const) {
      for (const [overrides, field, message] of cases) {
        const payload = { boy: boy(), girl: girl(), [side]: { ...(side === 'boy' ? boy() : girl()), ...overrides } };
        const res = await match(payload);
        const label = `${side} ${JSON.stringify(overrides)}`;
        expect(res.statusCode, label).toBe(400);
        expect(res.json().message, label).toBe(message);
        expect(res.json().errors, label).toEqual({ [`${side}.${field}`]: message });
      }
    }
  });

  it('names every missing field of both people, and refuses a body without them', async () => {
    const res = await match({ boy: {}, girl: { date_of_birth: '1992-11-03' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'boy.date_of_birth': KUNDLI_MESSAGES.dateRequired,
      'boy.time_of_birth': KUNDLI_MESSAGES.timeRequired,
      'boy.place_id': KUNDLI_MESSAGES.placeRequired,
      'girl.time_of_birth': KUNDLI_MESSAGES.timeRequired,
      'girl.place_id': KUNDLI_MESSAGES.placeRequired,
    });
    expect((await match({})).statusCode).toBe(400);
    const badId = await match({ boy: { kundli_id: 'mine' }, girl: girl() });
    expect(badId.json().errors).toEqual({ 'boy.kundli_id': MATCH_MESSAGES.kundliIdInvalid });
  });

  it('answers the refusal in Hindi for ?lang=hi', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/kundli/match?lang=hi',
      payload: { boy: { ...boy(), place_id: '999999999' }, girl: girl() },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['boy.place_id']).toMatch(/[\u0900-\u097F]/);
  });
});

describe('a saved kundli in the match', () => {
  let asha: TestAccount;
  let ravi: TestAccount;

  beforeAll(async () => {
    asha = await createAccount(t.db, { name: 'Asha Rao' });
    ravi = await createAccount(t.db, { name: 'Ravi Kumar' });
    await saveKundli(t.db, asha.id, { ...girl(), name: 'Asha Rao' });
  });

  it('matches the owner with their saved kundli as either person, the same as the birth details give', async () => {
    const bySaved = await match({ boy: boy(), girl: { kundli_id: asha.id } }, asha.headers);
    expect(bySaved.statusCode, bySaved.body).toBe(200);
    const byDetails = (await match({ boy: boy(), girl: { ...girl(), name: 'Asha Rao' } })).json<KundliMatchResponse>();
    expect(bySaved.json()).toEqual(byDetails);
    const asBoy = await match({ boy: { kundli_id: asha.id }, girl: girl() }, asha.headers);
    expect(asBoy.statusCode).toBe(200);
    expect(asBoy.json<KundliMatchResponse>().boy.name).toBe('Asha Rao');
  });

  it("refuses another account's saved kundli, a guest's use of one, and an account with none saved, alike", async () => {
    const refused = { code: 'kundli_not_found', message: MATCH_MESSAGES.kundliNotFound, errors: {} };
    for (const [payload, headers] of [
      [{ boy: boy(), girl: { kundli_id: asha.id } }, ravi.headers],
      [{ boy: boy(), girl: { kundli_id: asha.id } }, {}],
      [{ boy: { kundli_id: ravi.id }, girl: girl() }, ravi.headers],
    ] as const) {
      const res = await match(payload, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(refused);
    }
  });
});
