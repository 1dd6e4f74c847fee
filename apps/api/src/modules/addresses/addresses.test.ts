import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES as M } from '@app/contracts/addresses';
import { addresses } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { createAccount } from '../../test/factories.ts';
import { addAddressFor, call } from '../../test/purchase.ts';

const t = useTestApp();

const valid = { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', postal_code: '411001', country: 'India', address_type: 'Home' };

describe('addresses', () => {
  it('refuses a guest', async () => {
    expect((await call(t.app, 'GET', '/api/address')).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/address', undefined, valid)).status).toBe(401);
  });

  it('adds addresses; the first is the default; lenient input is accepted', async () => {
    const me = await createAccount(t.db);
    const first = await call(t.app, 'POST', '/api/address', me, { ...valid, address_name: '' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      message: M.added,
      data: { address_id: expect.any(Number), street: '12 MG Road', city: 'Pune', state: 'Maharashtra', postal_code: '411001', country: 'India', address_type: 'Home', address_name: null, is_selected: true },
    });
    // A numeric postal code, a lower-case type and a missing country, as loose clients send them.
    const second = await call(t.app, 'POST', '/api/address', me, { street: 'Office 4', city: 'Jaipur', state: 'Rajasthan', postal_code: 302001, address_type: 'office', address_name: 'Work', junk: 1 });
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({ postal_code: '302001', address_type: 'Office', country: 'India', address_name: 'Work', is_selected: false });
    const list = (await call(t.app, 'GET', '/api/address', me)).body.data as { is_selected: boolean }[];
    expect(list.map((a) => a.is_selected)).toEqual([true, false]);
  });

  it.each([
    [{ street: '' }, 'street', M.streetRequired],
    [{ street: 'x'.repeat(21) }, 'street', M.streetTooLong],
    [{ city: '' }, 'city', M.cityRequired],
    [{ city: 'Pune 2' }, 'city', M.cityDigits],
    [{ city: 'x'.repeat(51) }, 'city', M.cityTooLong],
    [{ state: '' }, 'state', M.stateRequired],
    [{ state: 'MH1' }, 'state', M.stateDigits],
    [{ state: 'x'.repeat(51) }, 'state', M.stateTooLong],
    [{ postal_code: '' }, 'postal_code', M.postalRequired],
    [{ postal_code: '41100' }, 'postal_code', M.postalFormat],
    [{ country: '' }, 'country', M.countryRequired],
    [{ address_name: '   ' }, 'address_name', M.addressNameBlank],
  ])('refuses %j with the form message', async (patch, field, message) => {
    const me = await createAccount(t.db);
    const res = await call(t.app, 'POST', '/api/address', me, { ...valid, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ [field]: message });
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, me.id))).toHaveLength(0);
  });

  it('makes the chosen address the only default, with an empty body', async () => {
    const me = await createAccount(t.db);
    await addAddressFor(t.app, me, 'First St');
    const second = await addAddressFor(t.app, me, 'Second St');
    const res = await t.app.inject({ method: 'POST', url: `/api/select-address/${second}`, headers: { ...me.headers, 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.defaultUpdated, data: { address_id: second, is_selected: true } });
    const selected = await t.db.select().from(addresses).where(and(eq(addresses.userId, me.id), eq(addresses.isSelected, true)));
    expect(selected.map((a) => a.id)).toEqual([second]);
  });

  it('keeps exactly one default when selections race', async () => {
    const me = await createAccount(t.db);
    const ids = [await addAddressFor(t.app, me, 'A'), await addAddressFor(t.app, me, 'B'), await addAddressFor(t.app, me, 'C')];
    const results = await Promise.all(ids.map((id) => call(t.app, 'POST', `/api/select-address/${id}`, me)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const selected = await t.db.select().from(addresses).where(and(eq(addresses.userId, me.id), eq(addresses.isSelected, true)));
    expect(selected).toHaveLength(1);
  });

  it("refuses another user's address and leaves it unchanged", async () => {
    const owner = await createAccount(t.db);
    const stranger = await createAccount(t.db);
    await addAddressFor(t.app, owner, 'Owner 1');
    const second = await addAddressFor(t.app, owner, 'Owner 2');
    await addAddressFor(t.app, stranger, 'Stranger 1');
    const res = await call(t.app, 'POST', `/api/select-address/${second}`, stranger);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'address_not_found', message: M.notFound, errors: {} });
    const [row] = await t.db.select().from(addresses).where(eq(addresses.id, second));
    expect(row!.isSelected).toBe(false);
    expect(((await call(t.app, 'GET', '/api/address', stranger)).body.data as unknown[]).length).toBe(1);
    expect((await call(t.app, 'POST', '/api/select-address/abc', stranger)).status).toBe(400);
  });
});
