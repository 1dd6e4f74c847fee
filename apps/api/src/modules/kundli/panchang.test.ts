// GET /api/panchang: a known day at New Delhi, today at the place by default, every refusal, and the cache headers.
import { describe, expect, it } from 'vitest';
import type { Place } from '@app/contracts/kundli';
import { PANCHANG_DEFAULT_PLACE_ID, PANCHANG_MESSAGES, type PanchangResponse } from '@app/contracts/panchang';
import { useTestApp } from '../../test/app.ts';
import { freshIp } from '../../test/sign-in.ts';
import { dateInZone } from './panchang.service.ts';

const t = useTestApp();

const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/panchang${query}`, remoteAddress: freshIp() });
const placeId = async (q: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/places?q=${q}` })).json<{ places: Place[] }>().places[0]!.id;

describe('GET /api/panchang', () => {
  it('answers Diwali 2023 at New Delhi: its place, limbs with end times, kaals and months', async () => {
    const res = await get(`?date=2023-11-12&place_id=${PANCHANG_DEFAULT_PLACE_ID}`);
    expect(res.statusCode).toBe(200);
    const day = res.json<PanchangResponse>();
    expect(day.place).toMatchObject({ id: PANCHANG_DEFAULT_PLACE_ID, name: 'New Delhi', name_hi: 'नई दिल्ली', zone: 'Asia/Kolkata' });
    expect(day.place.label).toContain('New Delhi');
    expect(day.date).toBe('2023-11-12');
    expect(day.vara.name).toBe('ravivara');
    expect(day.tithi.map((x) => `${x.paksha} ${x.name}`)).toEqual(['krishna chaturdashi', 'krishna amavasya']);
    // Drik Panchang: amavasya from 2:44 PM (IST); ours is within two minutes of it.
    expect(Math.abs(Date.parse(day.tithi[0]!.end) - Date.parse('2023-11-12T14:44:00+05:30'))).toBeLessThan(120_000);
    // The Sun's centre rises at New Delhi at 6:42 AM IST that day (the upper limb, which almanacs print, at 6:41).
    expect(day.sunrise.slice(0, 16)).toBe('2023-11-12T01:12');
    expect(day.karana.map((k) => k.name)).toEqual(['shakuni', 'chatushpada', 'naga']);
    expect(day.masa.amanta.name).toBe('ashwin');
    expect(day.masa.purnimanta.name).toBe('kartika');
    expect(day.samvat).toEqual({ shaka: 1945, vikram: 2080 });
    for (const kaal of [day.rahu_kaal, day.yamaganda, day.gulika_kaal]) expect(kaal.start < kaal.end).toBe(true);
    expect(day.abhijit).not.toBeNull();
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('makes today at New Delhi when neither is given, kept by a shared cache until midnight there', async () => {
    t.clock.set(new Date('2024-03-25T12:00:00Z')); // 17:30 IST
    const res = await get('');
    expect(res.statusCode).toBe(200);
    const day = res.json<PanchangResponse>();
    expect(day.date).toBe('2024-03-25');
    expect(day.place.id).toBe(PANCHANG_DEFAULT_PLACE_ID);
    // Midnight IST is 18:30 UTC: six and a half hours away.
    expect(res.headers['cache-control']).toBe(`public, max-age=${6.5 * 3600}`);
  });

  it("takes today in the place's own zone", async () => {
    t.clock.set(new Date('2024-03-25T20:00:00Z')); // 26 March in India, still 25 March in New York
    const newYork = await placeId('New%20York');
    const res = await get(`?place_id=${newYork}`);
    // A place abroad has no Hindi name of its own: the page shows its gazetteer name.
    expect(res.json<PanchangResponse>()).toMatchObject({ date: '2024-03-25', place: { zone: 'America/New_York', name_hi: null } });
    expect((await get('')).json<PanchangResponse>().date).toBe('2024-03-26');
    expect(dateInZone('Asia/Kolkata', new Date('2024-03-25T18:29:59Z'))).toBe('2024-03-25');
  });

  it('answers the same day again from memory, equal to the first', async () => {
    const first = await get('?date=2024-01-14');
    const again = await get('?date=2024-01-14');
    expect(again.body).toBe(first.body);
  });

  it.each([
    ['a date that is not YYYY-MM-DD', '?date=14-01-2024', 'date', PANCHANG_MESSAGES.dateInvalid, 'validation'],
    ['a day the month does not have', '?date=2023-02-29', 'date', PANCHANG_MESSAGES.dateInvalid, 'validation'],
    ['a date before the range', '?date=1899-12-31', 'date', PANCHANG_MESSAGES.dateRange, 'validation'],
    ['a date after the range', '?date=2101-01-01', 'date', PANCHANG_MESSAGES.dateRange, 'validation'],
    ['an unknown place', '?place_id=999999999', 'place_id', PANCHANG_MESSAGES.placeNotFound, 'panchang_place_not_found'],
    ['a place id that is not a number', '?place_id=delhi', 'place_id', PANCHANG_MESSAGES.placeNotFound, 'panchang_place_not_found'],
  ])('refuses %s with a 400 on its field', async (_, query, field, message, code) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, message, errors: { [field]: message } });
    expect(String(res.headers['cache-control'])).not.toMatch(/public/);
  });

  it('refuses a day without sunrise (Tromsø at midsummer) with its own code', async () => {
    const tromso = await placeId('Troms');
    const res = await get(`?date=2024-06-21&place_id=${tromso}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'no_sunrise',
      message: PANCHANG_MESSAGES.noSunrise,
      errors: { place_id: PANCHANG_MESSAGES.noSunrise },
    });
  });
});
