// Reading invoices: the buyer's list and PDF, nobody else's; the admin's list, any PDF and the register CSV of IST days.
import { INVOICE_MESSAGES, INVOICE_REGISTER_COLUMNS } from '@app/contracts/invoices';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createProduct, createUserProfile } from '../../test/admin-factories.ts';
import { adminAccount, createAccount, type TestAccount } from '../../test/factories.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { call } from '../../test/purchase.ts';
import { addAddressIn, buy, invoiceOfOrder, invoicePaidAt } from './purchases.fixture.ts';

const t = useTestApp();

const get = (url: string, who?: TestAccount) =>
  t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });

describe("the buyer's invoices", () => {
  it('lists only the caller’s own, and serves the PDF to its buyer and the admin, 404 to anyone else', async () => {
    const a = await createAccount(t.db);
    const b = await createAccount(t.db);
    const p = await createProduct(t.db);
    const orderId = await buy(t.app, a, await addAddressIn(t.app, a, 'Kerala'), [
      { product: p, quantity: 2 },
    ]);
    const [inv] = await invoiceOfOrder(t.db, orderId);

    const mine = await get('/api/invoices', a);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.json()).toMatchObject({ page: 1, total_pages: 1, total: 1 });
    expect(mine.json().invoices).toEqual([
      expect.objectContaining({
        invoice_id: inv!.id,
        number: inv!.number,
        kind: 'order',
        order_id: orderId,
        recharge_id: null,
        inter_state: true,
      }),
    ]);
    expect((await get('/api/invoices', b)).json()).toMatchObject({ invoices: [], total: 0 });

    const pdf = await get(`/api/invoices/${inv!.id}/pdf`, a);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${inv!.number.replace(/\//g, '-')}.pdf"`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Another buyer is told what a wrong id tells: nothing exists there.
    const theirs = await get(`/api/invoices/${inv!.id}/pdf`, b);
    const missing = await get('/api/invoices/2147483647/pdf', b);
    expect([theirs.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(theirs.json()).toEqual(missing.json());
    expect(theirs.json()).toEqual({ code: 'invoice_not_found', message: INVOICE_MESSAGES.notFound, errors: {} });
    expect((await get(`/api/invoices/${inv!.id}/pdf`)).statusCode).toBe(401);

    const admin = await adminAccount(t.db);
    expect((await get(`/api/invoices/${inv!.id}/pdf`, admin)).statusCode).toBe(200);
    expect((await get(`/api/admin/invoices/${inv!.id}/pdf`, admin)).statusCode).toBe(200);
    expect((await get(`/api/admin/invoices/${inv!.id}/pdf`, a)).statusCode).toBe(403);
  });

  it('prints a Hindi name in the embedded Noto Sans Devanagari', async () => {
    const me = await createAccount(t.db);
    await createUserProfile(t.db, me.id, { name: 'राहुल शर्मा' });
    const p = await createProduct(t.db, {
      name: 'Shri Yantra in Pure Copper',
      pricePaise: 123_456,
      hsnCode: '7419',
    });
    const orderId = await buy(t.app, me, await addAddressIn(t.app, me, 'Maharashtra', 'Pune'), [
      { product: p, quantity: 1 },
    ]);
    const [inv] = await invoiceOfOrder(t.db, orderId);
    expect(inv!.buyerName).toBe('राहुल शर्मा');
    const pdf = await get(`/api/invoices/${inv!.id}/pdf`, me);
    const text = pdf.rawPayload.toString('latin1');
    // The font's dictionaries are not compressed: a subset of the Noto font is embedded (/FontFile2), not Helvetica.
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold/);
    expect(text).toContain('/FontFile2');
    expect(text).not.toContain('/Helvetica');
  });

  it("labels a Hindi reader's invoice in Hindi beside the law's English, and its text reads in order", async () => {
    const me = await createAccount(t.db);
    await createUserProfile(t.db, me.id, { name: 'राहुल शर्मा' });
    const p = await createProduct(t.db, { name: 'Shri Yantra', pricePaise: 118_000, hsnCode: '7419' });
    const orderId = await buy(t.app, me, await addAddressIn(t.app, me, 'Maharashtra', 'Pune'), [{ product: p, quantity: 1 }]);
    const [inv] = await invoiceOfOrder(t.db, orderId);
    const read = async (cookie: string) =>
      pdfText((await t.app.inject({ method: 'GET', url: `/api/invoices/${inv!.id}/pdf`, headers: { ...me.headers, cookie } })).rawPayload);
    const hindi = await read('lang=hi');
    // Every word in the order it is written: a vowel sign after its consonant, the reph where it is read.
    expect(hindi).toMatch(/^TAX INVOICE \/ कर बीजक\s+Invoice no\. \/ बीजक संख्या INV\//);
    for (const line of [
      'Shop order no. / दुकान ऑर्डर संख्या',
      'Sold by / विक्रेता',
      'Billed and shipped to / खरीदार और डिलीवरी का पता\nराहुल शर्मा',
      'Place of supply / आपूर्ति का स्थान: Maharashtra (27)',
      'Total / कुल\n₹ 1,180.00',
      'Amount in words / राशि शब्दों में\nRupees One Thousand One Hundred Eighty Only',
      'Tax payable on reverse charge: No.\nरिवर्स चार्ज पर देय कर: नहीं।',
      'This is a computer-generated invoice and needs no signature.\nयह कंप्यूटर से बना बीजक है, इस पर हस्ताक्षर की ज़रूरत नहीं है।',
    ]) {
      expect(hindi).toContain(line);
    }
    // One page: the footer's Hindi line stays on it.
    expect(hindi).not.toMatch(/\f\S/);
    const english = await read('lang=en');
    expect(english).toMatch(/^TAX INVOICE\s+Invoice no\. INV\//);
    expect(english).toContain('BILLED AND SHIPPED TO\nराहुल शर्मा');
    expect(english).not.toContain('कर बीजक');
  });
});

describe("the admin's invoices", () => {
  it('lists a range of IST days, and the register CSV has one row per invoice, IST boundaries and defused formulas', async () => {
    const admin = await adminAccount(t.db);
    const formula = await createAccount(t.db, { name: '=HYPERLINK("http://evil.example","Pay")' });
    const plain = await createAccount(t.db, { name: 'Meera, "Mira" Iyer' });
    // 10 May 23:59:59.999 IST, then 11 May 00:00 IST and 11 May 23:59 IST, then 12 May 00:00 IST.
    await invoicePaidAt(t, plain, 'Gujarat', new Date('2032-05-10T18:29:59.999Z'));
    const first = await invoicePaidAt(t, formula, 'Maharashtra', new Date('2032-05-10T18:30:00.000Z'), 11_801);
    const second = await invoicePaidAt(t, plain, 'Gujarat', new Date('2032-05-11T18:29:00.000Z'));
    await invoicePaidAt(t, plain, 'Gujarat', new Date('2032-05-11T18:30:00.000Z'));

    const list = await get('/api/admin/invoices?from=2032-05-11&to=2032-05-11', admin);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.json().invoices.map((i: { number: string }) => i.number)).toEqual([
      second.number,
      first.number,
    ]);
    expect(list.json().pagination).toEqual({ currentPage: 1, totalPages: 1, totalRecords: 2, limit: 20 });

    const csv = await get('/api/admin/invoices/register.csv?from=2032-05-11&to=2032-05-11', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['cache-control']).toBe('private, no-store');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="invoices-2032-05-11-to-2032-05-11.csv"',
    );
    const body = csv.body;
    expect(body.startsWith('\uFEFF')).toBe(true);
    const rows = body.slice(1).split('\r\n');
    expect(rows.at(-1)).toBe('');
    expect(rows[0]).toBe(INVOICE_REGISTER_COLUMNS.join(','));
    // 118.01 with 18% inside: 100.01 taxable, 9.00 + 9.00 within Maharashtra.
    expect(rows[1]).toBe(
      [
        first.number,
        '2032-05-11 00:00',
        'order',
        `"'=HYPERLINK(""http://evil.example"",""Pay"")"`,
        formula.email,
        'Maharashtra',
        '100.01',
        '9.00',
        '9.00',
        '0.00',
        '118.01',
        String(first.orderId),
        '',
      ].join(','),
    );
    expect(rows[2]).toBe(
      [
        second.number,
        '2032-05-11 23:59',
        'order',
        '"Meera, ""Mira"" Iyer"',
        plain.email,
        'Gujarat',
        '100.00',
        '0.00',
        '0.00',
        '18.00',
        '118.00',
        String(second.orderId),
        '',
      ].join(','),
    );
    expect(rows).toHaveLength(4);
  });

  it('lists the register in number order, though a later number may carry an earlier time', async () => {
    const admin = await adminAccount(t.db);
    const buyer = await createAccount(t.db);
    // The time is taken before the series row is locked: a payment that waited on it gets the next number with the
    // time it started at.
    const first = await invoicePaidAt(t, buyer, 'Kerala', new Date('2033-08-20T06:00:00.000Z'));
    const second = await invoicePaidAt(t, buyer, 'Kerala', new Date('2033-08-20T05:00:00.000Z'));
    expect([second.financialYear, second.sequence]).toEqual([first.financialYear, first.sequence + 1]);
    const csv = await get('/api/admin/invoices/register.csv?from=2033-08-20&to=2033-08-20', admin);
    const numbers = csv.body.slice(1).split('\r\n').slice(1, -1).map((row) => row.split(',')[0]);
    expect(numbers).toEqual([first.number, second.number]);
  });

  it('refuses a range without both days, backwards or longer than 366 days, and pages of nothing', async () => {
    const admin = await adminAccount(t.db);
    const bad = async (query: string, field: string, message: string) => {
      const res = await get(`/api/admin/invoices/register.csv${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[field], query).toBe(message);
    };
    await bad('', 'from', INVOICE_MESSAGES.fromRequired);
    await bad('?from=2032-05-11', 'to', INVOICE_MESSAGES.toRequired);
    await bad('?from=2032-05-11&to=2032-05-10', 'to', INVOICE_MESSAGES.dateRange);
    await bad('?from=2032-02-30&to=2032-03-01', 'from', INVOICE_MESSAGES.dateFormat);
    await bad('?from=2031-01-01&to=2032-01-02', 'to', INVOICE_MESSAGES.rangeTooLong);
    expect(
      (await get('/api/admin/invoices/register.csv?from=2031-01-01&to=2032-01-01', admin)).statusCode,
    ).toBe(200);
    const empty = await get('/api/admin/invoices?from=1999-01-01&to=1999-01-31&page=3', admin);
    expect(empty.json()).toEqual({
      invoices: [],
      pagination: { currentPage: 3, totalPages: 1, totalRecords: 0, limit: 20 },
    });
    const backwards = await call(t.app, 'GET', '/api/admin/invoices?to=1999-01-01&from=1999-02-01', admin);
    expect(backwards.status).toBe(400);
  });
});
