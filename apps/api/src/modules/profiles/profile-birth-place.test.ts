// A profile's place of birth picked from the gazetteer: its coordinates and time zone round-trip through POST and GET
// /api/profile, are checked with their own codes, and let /api/kundli/mine draw the chart of a user who saved none.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '@app/contracts/kundli';
import { PROFILE_MESSAGES, placeOfBirthText } from '@app/contracts/profiles';
import { useTestApp } from '../../test/app.ts';
import { createAccount, type TestAccount } from '../../test/factories.ts';

const t = useTestApp();
let user: TestAccount;
let pune: Place;
beforeAll(async () => {
  user = await createAccount(t.db, { role: 'user' });
  const places = await t.app.inject({ method: 'GET', url: '/api/places?q=Pune' });
  pune = (places.json() as { places: Place[] }).places[0]!;
});

const typed = {
  name: 'Asha Rao',
  date_of_birth: '1992-04-12',
  gender: 'Female',
  place_of_birth: 'Pune',
  time_of_birth: '06:30',
  profile_image: '/uploads/abc.webp',
};
const picked = () => ({
  ...typed,
  place_of_birth: placeOfBirthText(pune.label),
  birth_place_id: pune.id,
  birth_latitude: pune.latitude,
  birth_longitude: pune.longitude,
  birth_time_zone: pune.time_zone,
});

const post = (who: TestAccount, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/profile', headers: who.headers, payload });
const read = (who: TestAccount) => t.app.inject({ method: 'GET', url: `/api/profile/${who.id}`, headers: who.headers });
const mine = (who: TestAccount) => t.app.inject({ method: 'GET', url: '/api/kundli/mine', headers: who.headers });

describe('the place of birth picked from the list', () => {
  it('keeps the text letters only and round-trips the id, coordinates and time zone', async () => {
    expect(pune.label).toMatch(/,/);
    const saved = await post(user, picked());
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read(user)).json()).toMatchObject({
      place_of_birth: pune.label.replace(/,/g, ''),
      birth_place_id: pune.id,
      birth_latitude: pune.latitude,
      birth_longitude: pune.longitude,
      birth_time_zone: 'Asia/Kolkata',
    });
  });

  it('draws the profile chart on /api/kundli/mine when nothing is saved, from the stored place', async () => {
    const res = await mine(user);
    expect(res.statusCode, res.body).toBe(200);
    const { kundli, from_profile } = res.json();
    expect(kundli).toBeNull();
    expect(from_profile.name).toBe('Asha Rao');
    expect(from_profile.birth).toMatchObject({ date: '1992-04-12', time: '06:30', utc_offset_minutes: 330 });
    expect(from_profile.birth.place).toMatchObject({ id: pune.id, latitude: pune.latitude, time_zone: pune.time_zone });
    // A saved chart wins, and the profile's is not drawn beside it.
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/kundli/mine',
      headers: user.headers,
      payload: { date_of_birth: '2000-01-01', time_of_birth: '12:00', place_id: pune.id },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await mine(user)).json()).toMatchObject({ kundli: { birth: { date: '2000-01-01' } }, from_profile: null });
    await t.app.inject({ method: 'DELETE', url: '/api/kundli/mine', headers: user.headers });
  });

  it('keeps an older profile, typed without the picker, working: null coordinates and no chart drawn from a guess', async () => {
    const old = await createAccount(t.db, { role: 'user' });
    const saved = await post(old, typed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ birth_place_id: null, birth_latitude: null, birth_longitude: null, birth_time_zone: null });
    expect((await mine(old)).json()).toEqual({ kundli: null, from_profile: null });
    // Saving again without the picker clears a place picked before, as the text may now name another town.
    await post(user, typed);
    expect((await read(user)).json()).toMatchObject({ place_of_birth: 'Pune', birth_latitude: null, birth_time_zone: null });
    await post(user, picked());
  });

  it('refuses coordinates out of range and an unknown time zone, each with its own code and field', async () => {
    const cases = [
      [{ birth_latitude: 90.5 }, 'validation', 'birth_latitude', PROFILE_MESSAGES.latitudeInvalid],
      [{ birth_latitude: -91 }, 'validation', 'birth_latitude', PROFILE_MESSAGES.latitudeInvalid],
      [{ birth_longitude: 180.01 }, 'validation', 'birth_longitude', PROFILE_MESSAGES.longitudeInvalid],
      [{ birth_longitude: -200 }, 'validation', 'birth_longitude', PROFILE_MESSAGES.longitudeInvalid],
      [{ birth_time_zone: 'Asia/Atlantis' }, 'birth_time_zone_invalid', 'birth_time_zone', PROFILE_MESSAGES.timeZoneInvalid],
      [{ birth_time_zone: '+05:30' }, 'birth_time_zone_invalid', 'birth_time_zone', PROFILE_MESSAGES.timeZoneInvalid],
      [{ birth_time_zone: null }, 'birth_place_incomplete', 'birth_time_zone', PROFILE_MESSAGES.placeIncomplete],
      [{ birth_latitude: undefined }, 'birth_place_incomplete', 'birth_latitude', PROFILE_MESSAGES.placeIncomplete],
    ] as const;
    for (const [change, code, field, message] of cases) {
      const res = await post(user, { ...picked(), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toMatchObject({ code, message, errors: { [field]: message } });
    }
    // A latitude that is not a number is a schema refusal, named on its field.
    const text = await post(user, { ...picked(), birth_latitude: 'north' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'validation', errors: { birth_latitude: PROFILE_MESSAGES.latitudeInvalid } });
    // The edges of the ranges are places on the globe; nothing refused was stored.
    expect((await post(user, { ...picked(), birth_latitude: -90, birth_longitude: 180, birth_time_zone: 'UTC' })).statusCode).toBe(200);
    await post(user, picked());
    expect((await read(user)).json()).toMatchObject({ birth_latitude: pune.latitude, birth_time_zone: pune.time_zone });
  });

  it('is held together by the database too: coordinates without a zone are refused there', async () => {
    await expect(
      t.db.execute(sql`update user_profiles set birth_time_zone = null where user_id = ${user.id}`),
    ).rejects.toThrow();
  });
});
