import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES as M } from '@app/contracts/addresses';
import { addresses, orders } from '../../db/schema/index.ts';
import { createProduct } from '../../test/admin-factories.ts';
import { useTestApp } from '../../test/app.ts';
import { createAccount } from '../../test/factories.ts';
import { addAddressFor, call, checkout, confirmBody, putInCart } from '../../test/purchase.ts';

const t = useTestApp();

const valid = { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', postal_code: '411001', country: 'India', address_type: 'Home', phone: '9876543210' };

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
      data: { address_id: expect.any(Number), street: '12 MG Road', city: 'Pune', state: 'Maharashtra', postal_code: '411001', country: 'India', address_type: 'Home', address_name: null, is_selected: true, phone: '9876543210', needs_completion: false },
    });
    // A numeric postal code, a lower-case type and a missing country, as loose clients send them.
    const second = await call(t.app, 'POST', '/api/address', me, { street: 'Office 4', city: 'Jaipur', state: 'Rajasthan', postal_code: 302001, address_type: 'office', address_name: 'Work', junk: 1, phone: '+91 98290-12345' });
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({ postal_code: '302001', address_type: 'Office', country: 'India', address_name: 'Work', is_selected: false, phone: '9829012345' });
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
    [{ phone: undefined }, 'phone', M.phoneRequired],
    [{ phone: '' }, 'phone', M.phoneRequired],
    [{ phone: '98765' }, 'phone', M.phoneFormat],
    [{ phone: '5876543210' }, 'phone', M.phoneFormat],
    [{ phone: '+1 415 555 0100' }, 'phone', M.phoneFormat],
    [{ state: 'Narnia' }, 'state', M.stateNotListed],
    [{ state: 'Bombay Presidency' }, 'state', M.stateNotListed],
    [{ state: 'Karnataka' }, 'postal_code', M.pinNotInState('411001', 'Karnataka')],
    [{ state: 'Goa', postal_code: '411001' }, 'postal_code', M.pinNotInState('411001', 'Goa')],
  ])('refuses %j with the form message', async (patch, field, message) => {
    const me = await createAccount(t.db);
    const res = await call(t.app, 'POST', '/api/address', me, { ...valid, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ [field]: message });
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, me.id))).toHaveLength(0);
  });

  it.each([
    ['+91 98765 43210', '9876543210'],
    ['098765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['6000000000', '6000000000'],
  ])('stores the mobile %s as its 10 digits', async (phone, stored) => {
    const me = await createAccount(t.db);
    const res = await call(t.app, 'POST', '/api/address', me, { ...valid, phone });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ phone: stored });
  });

  it.each([
    ['Orissa', '751001', 'Odisha'],
    ['Pondicherry', '605001', 'Puducherry'],
    ['Uttaranchal', '248001', 'Uttarakhand'],
    ['NCT of Delhi', '110001', 'Delhi'],
    ['Jammu & Kashmir', '190001', 'Jammu and Kashmir'],
    ['  tamil   NADU ', '600001', 'Tamil Nadu'],
    ['Telangana', '530001', 'Telangana'],
    ['Andhra Pradesh', '500001', 'Andhra Pradesh'],
    ['Jharkhand', '800001', 'Jharkhand'],
    ['Goa', '403001', 'Goa'],
    ['Maharashtra', '403001', 'Maharashtra'],
    ['Dadra and Nagar Haveli and Daman and Diu', '396210', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['Lakshadweep', '682555', 'Lakshadweep'],
    ['Sikkim', '737101', 'Sikkim'],
    ['Andaman and Nicobar Islands', '744101', 'Andaman and Nicobar Islands'],
    ['Mizoram', '796001', 'Mizoram'],
    ['Ladakh', '194101', 'Ladakh'],
    ['Kerala', '990001', 'Kerala'],
  ])('accepts the state %s with PIN %s as %s', async (state, postal_code, official) => {
    const me = await createAccount(t.db);
    const res = await call(t.app, 'POST', '/api/address', me, { ...valid, state, postal_code });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ state: official, needs_completion: false });
  });

  it('lists an old address without a mobile or with a state off the list as needing completion; its owner completes it', async () => {
    const me = await createAccount(t.db);
    const stranger = await createAccount(t.db);
    const id = await addAddressFor(t.app, me, 'Old St');
    await t.db.update(addresses).set({ phone: null, state: 'Maharastra' }).where(eq(addresses.id, id));
    const listed = (await call(t.app, 'GET', '/api/address', me)).body.data as unknown[];
    expect(listed).toEqual([expect.objectContaining({ address_id: id, phone: null, state: 'Maharastra', needs_completion: true })]);
    // Not the owner's: 404, as a missing one; the body follows the same rules as a new address.
    expect((await call(t.app, 'PUT', `/api/address/${id}`, stranger, valid)).status).toBe(404);
    expect((await call(t.app, 'PUT', '/api/address/999999', me, valid)).status).toBe(404);
    const refused = await call(t.app, 'PUT', `/api/address/${id}`, me, { ...valid, phone: '' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({ phone: M.phoneRequired });
    const done = await call(t.app, 'PUT', `/api/address/${id}`, me, { ...valid, street: 'Old St', state: 'mh', phone: '98765 43210' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      message: M.updated,
      data: expect.objectContaining({ address_id: id, street: 'Old St', state: 'Maharashtra', phone: '9876543210', is_selected: true, needs_completion: false }),
    });
  });

  it('refuses an order to an old default address until it is completed, then copies its mobile onto the paid order', async () => {
    const me = await createAccount(t.db);
    const product = await createProduct(t.db, { stockQuantity: 5 });
    const id = await addAddressFor(t.app, me, 'Old St');
    await t.db.update(addresses).set({ phone: null }).where(eq(addresses.id, id));
    expect((await putInCart(t.app, me, product)).status).toBe(200);
    const refused = await call(t.app, 'POST', '/api/order', me);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'address_incomplete', message: M.incomplete });
    // A state off the list (typed before the list) is refused the same way.
    await t.db.update(addresses).set({ phone: '9876543210', state: 'Maharastra' }).where(eq(addresses.id, id));
    expect((await call(t.app, 'POST', '/api/order', me)).body).toMatchObject({ code: 'address_incomplete' });
    expect((await call(t.app, 'PUT', `/api/address/${id}`, me, { ...valid, phone: '+91 91234 56789' })).status).toBe(200);
    const { orderId, paid } = await checkout(t.app, me);
    expect((await call(t.app, 'POST', '/api/payment/confirm', me, confirmBody(orderId, id, paid))).status).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'paid', addressId: id, deliveryPhone: '9123456789' });
    const history = (await call(t.app, 'GET', '/api/order-history', me)).body as unknown as { delivery_phone: string }[];
    expect(history[0]).toMatchObject({ delivery_phone: '9123456789' });
  });

  it('refuses a payment confirmed to an old address that is not the default until it is completed, and settles nothing meanwhile', async () => {
    const me = await createAccount(t.db);
    const product = await createProduct(t.db, { stockQuantity: 5 });
    await addAddressFor(t.app, me, 'Home St');
    const old = await addAddressFor(t.app, me, 'Old St');
    await t.db.update(addresses).set({ phone: null }).where(eq(addresses.id, old));
    expect((await putInCart(t.app, me, product)).status).toBe(200);
    // The default is complete, so the order is taken; the confirmation names the other, incomplete one.
    const { orderId, paid } = await checkout(t.app, me);
    const refused = await call(t.app, 'POST', '/api/payment/confirm', me, confirmBody(orderId, old, paid));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'address_incomplete', message: M.incomplete });
    expect((await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]).toMatchObject({ status: 'pending_payment', addressId: null });
    // Completed, the same payment is confirmed to it.
    expect((await call(t.app, 'PUT', `/api/address/${old}`, me, { ...valid, street: 'Old St', phone: '9123456789' })).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/payment/confirm', me, confirmBody(orderId, old, paid))).status).toBe(200);
    expect((await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]).toMatchObject({ status: 'paid', addressId: old, deliveryPhone: '9123456789' });
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
