// Issued invoices of a deleted account: kept byte for byte as issued, readable by the admin alone, with the day their
// retention ends (72 months after the year's annual return is due), and purged of the buyer after it.
import { eq } from 'drizzle-orm';
import { INVOICE_MESSAGES, type AdminInvoicesResponse } from '@app/contracts/invoices';
import { describe, expect, it } from 'vitest';
import { taxInvoices } from '../../db/schema/index.ts';
import { createProduct } from '../../test/admin-factories.ts';
import { useTestApp } from '../../test/app.ts';
import { adminAccount, createAccount, type TestAccount } from '../../test/factories.ts';
import { call } from '../../test/purchase.ts';
import { deleteAccount, deletionCode } from '../account/account.fixture.ts';
import { financialYear } from './invoice-numbering.ts';
import { PURGED_BUYER, purgeExpiredInvoices, retainedUntil, startInvoicePurge } from './invoice-retention.ts';
import { addAddressIn, buy, invoiceOfOrder, invoicePaidAt, paidRecharge, rechargeConfirmOf, invoiceOfRecharge } from './purchases.fixture.ts';
import { IST_OFFSET_MS } from '../../lib/india-time.ts';

const t = useTestApp();

const get = (url: string, who: TestAccount) => t.app.inject({ method: 'GET', url, headers: who.headers });

async function deleted(who: TestAccount) {
  const code = await deletionCode(t, who);
  const res = await deleteAccount(t, who, { code, acknowledge_balance: true });
  expect(res.statusCode, res.body).toBe(200);
}

async function adminList(admin: TestAccount, day: string) {
  const res = await get(`/api/admin/invoices?from=${day}&to=${day}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminInvoicesResponse>().invoices;
}

describe('the retention period', () => {
  it('ends on 31 December, 72 months after the annual return of the financial year is due', () => {
    // The last second of March in India is still the old financial year; the first of April the new one.
    const lastOfYear = new Date('2027-03-31T18:29:59Z');
    const firstOfNext = new Date('2027-03-31T18:30:00Z');
    expect(financialYear(lastOfYear)).toBe('2026-27');
    expect(financialYear(firstOfNext)).toBe('2027-28');
    // 2026-27's annual return is due on 31 Dec 2027; 72 months later is 31 Dec 2033.
    expect(retainedUntil('2026-27')).toBe('2033-12-31');
    expect(retainedUntil('2027-28')).toBe('2034-12-31');
  });
});

describe("a deleted account's invoices", () => {
  it('stay byte for byte as issued, PDF included, readable by the admin alone, with the day their retention ends', async () => {
    const admin = await adminAccount(t.db);
    const buyer = await createAccount(t.db, { name: 'Kavya Menon' });
    const addressId = await addAddressIn(t.app, buyer, 'Kerala', 'Kochi');
    const product = await createProduct(t.db, { pricePaise: 59_000, gstRateBp: 1800 });
    const orderId = await buy(t.app, buyer, addressId, [{ product, quantity: 1 }]);
    const { started, paid } = await paidRecharge(t.app, buyer, 500);
    expect((await call(t.app, 'POST', '/api/wallet/recharge/confirm', buyer, rechargeConfirmOf(paid))).status).toBe(200);
    const rows = [(await invoiceOfOrder(t.db, orderId))[0]!, (await invoiceOfRecharge(t.db, started.recharge_id))[0]!];
    expect(rows.map((r) => r.buyerContact)).toEqual([buyer.email, buyer.email]);
    const pdfs = [];
    for (const row of rows) {
      const own = await get(`/api/invoices/${row.id}/pdf`, buyer);
      expect(own.statusCode).toBe(200);
      pdfs.push(own.rawPayload);
    }

    await deleted(buyer);

    for (const [i, row] of rows.entries()) {
      const [after] = await t.db.select().from(taxInvoices).where(eq(taxInvoices.id, row.id));
      expect(after).toEqual(row);
      const byAdmin = await get(`/api/admin/invoices/${row.id}/pdf`, admin);
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.rawPayload.equals(pdfs[i]!)).toBe(true);
      // The buyer's sessions went with the account; nobody else reads the invoice.
      expect((await get(`/api/invoices/${row.id}/pdf`, buyer)).statusCode).toBe(401);
      const stranger = await createAccount(t.db);
      const refused = await get(`/api/invoices/${row.id}/pdf`, stranger);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(INVOICE_MESSAGES.notFound);
    }
    // The admin's list filters by calendar day in India, which after 18:30 UTC is already the next one.
    const day = new Date(rows[0]!.issuedAt.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
    const listed = (await adminList(admin, day)).filter((i) => rows.some((r) => r.id === i.invoice_id));
    expect(listed).toHaveLength(2);
    for (const invoice of listed) {
      expect(invoice).toMatchObject({ buyer_name: 'Kavya Menon', buyer_contact: buyer.email, retained_until: retainedUntil(invoice.financial_year) });
    }
  });

  it('say the end of their retention by the financial year they were issued in, at its boundary', async () => {
    const admin = await adminAccount(t.db);
    const buyer = await createAccount(t.db);
    const march = await invoicePaidAt(t, buyer, 'Maharashtra', new Date('2027-03-31T18:29:59Z'));
    const april = await invoicePaidAt(t, buyer, 'Maharashtra', new Date('2027-03-31T18:30:00Z'));
    expect([march.financialYear, april.financialYear]).toEqual(['2026-27', '2027-28']);
    // A live buyer's invoices are not held for the law.
    expect((await adminList(admin, '2027-03-31')).find((i) => i.invoice_id === march.id)?.retained_until).toBeNull();
    await deleted(buyer);
    expect((await adminList(admin, '2027-03-31')).find((i) => i.invoice_id === march.id)?.retained_until).toBe('2033-12-31');
    expect((await adminList(admin, '2027-04-01')).find((i) => i.invoice_id === april.id)?.retained_until).toBe('2034-12-31');
  });
});

describe('the purge', () => {
  it("takes the buyer off a deleted account's invoices from the first day after their retention, and nothing else", async () => {
    const gone = await createAccount(t.db, { name: 'Rohan Das' });
    const live = await createAccount(t.db, { name: 'Isha Gupta' });
    const goneInvoice = await invoicePaidAt(t, gone, 'Maharashtra', new Date('2026-06-15T06:00:00Z'));
    const liveInvoice = await invoicePaidAt(t, live, 'Maharashtra', new Date('2026-06-15T06:00:00Z'));
    await deleted(gone);
    const read = async (id: number) => (await t.db.select().from(taxInvoices).where(eq(taxInvoices.id, id)))[0]!;

    // 31 December 2033, the last second in India: still kept as issued.
    await purgeExpiredInvoices(t.db, new Date('2033-12-31T18:29:59Z'));
    expect(await read(goneInvoice.id)).toEqual(goneInvoice);
    // 1 January 2034 in India: purged of the buyer; the number, amounts and place of supply stay.
    expect(await purgeExpiredInvoices(t.db, new Date('2033-12-31T18:30:00Z'))).toBeGreaterThanOrEqual(1);
    expect(await read(goneInvoice.id)).toEqual({ ...goneInvoice, buyerName: PURGED_BUYER, buyerContact: null, buyerAddress: null });
    // A live account's invoice is its own record: never purged.
    expect(await read(liveInvoice.id)).toEqual(liveInvoice);
    // Once purged, it is no longer held for the law.
    const admin = await adminAccount(t.db);
    expect((await adminList(admin, '2026-06-15')).find((i) => i.invoice_id === goneInvoice.id)?.retained_until).toBeNull();
  });

  it('runs when the process starts', async () => {
    const gone = await createAccount(t.db);
    const invoice = await invoicePaidAt(t, gone, 'Maharashtra', new Date('2026-07-01T06:00:00Z'));
    await deleted(gone);
    const purge = startInvoicePurge({ db: t.db, now: () => new Date('2040-01-01T00:00:00Z') }, { error: () => {} });
    await purge.stop();
    const [after] = await t.db.select().from(taxInvoices).where(eq(taxInvoices.id, invoice.id));
    expect(after!.buyerName).toBe(PURGED_BUYER);
  });
});
