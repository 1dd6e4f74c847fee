// Issuing: one invoice per paid order and recharge, in the same settlement; tax-inclusive lines, the CGST + SGST or IGST
// split by place of supply, totals equal to the payments, the buyer's name and the number's financial year.
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceSeries, orders, taxInvoices, walletRecharges } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { createProduct, createUserProfile } from '../../test/admin-factories.ts';
import { createAccount } from '../../test/factories.ts';
import { call, confirmBody, sendWebhook } from '../../test/purchase.ts';
import { settlePayment } from '../payments/payment-settlement.ts';
import { financialYear, invoiceSettings } from './invoice-numbering.ts';
import {
  addAddressIn,
  buy,
  cartCheckout,
  invoiceOfOrder,
  invoiceOfRecharge,
  paidRecharge,
  rechargeConfirmOf,
} from './purchases.fixture.ts';

const WEBHOOK_SECRET = 'whsec_invoice_test_0123456789';
const t = useTestApp({ RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET, GST_PERCENT: '18' });

/** What the tax-inclusive rule gives for one line, written out independently of the SQL. */
const inclusive = (totalPaise: number, rateBp: number) => {
  const taxable = Math.round((totalPaise * 10_000) / (10_000 + rateBp));
  return { taxable, tax: totalPaise - taxable };
};

describe('a paid shop order', () => {
  it('gets one invoice within the seller state: CGST + SGST split to the paisa, total = the payment', async () => {
    const me = await createAccount(t.db, { name: 'Asha Rao' });
    const addressId = await addAddressIn(t.app, me, 'maharashtra', 'Pune');
    // One product: the confirm settles in one statement, which issues the invoice itself.
    const p = await createProduct(t.db, { pricePaise: 149_900, hsnCode: '7103', gstRateBp: 300 });
    const orderId = await buy(t.app, me, addressId, [{ product: p, quantity: 3 }]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const invoices = await invoiceOfOrder(t.db, orderId);
    expect(invoices).toHaveLength(1);
    const inv = invoices[0]!;
    const { taxable, tax } = inclusive(449_700, 300);
    expect(inv).toMatchObject({
      kind: 'order',
      userId: me.id,
      financialYear: financialYear(order!.paidAt!),
      buyerName: 'Asha Rao',
      buyerContact: me.email,
      placeOfSupply: 'Maharashtra',
      interState: false,
      sellerName: t.config.SELLER_NAME,
      sellerGstin: t.config.SELLER_GSTIN,
      sellerState: 'Maharashtra',
      taxablePaise: taxable,
      cgstPaise: Math.floor(tax / 2),
      sgstPaise: tax - Math.floor(tax / 2),
      igstPaise: 0,
      totalPaise: order!.totalPaise,
    });
    expect(inv.number).toBe(`INV/${inv.financialYear.slice(2)}/${String(inv.sequence).padStart(6, '0')}`);
    expect(inv.buyerAddress).toBe(order!.deliveryAddress);
    expect(inv.issuedAt.getTime()).toBe(order!.paidAt!.getTime());
    expect(inv.lines).toEqual([
      {
        description: p.name,
        hsnSac: '7103',
        quantity: 3,
        taxablePaise: taxable,
        gstRateBp: 300,
        cgstPaise: Math.floor(tax / 2),
        sgstPaise: tax - Math.floor(tax / 2),
        igstPaise: 0,
        totalPaise: 449_700,
      },
    ]);
  });

  it('outside the seller state is IGST on every line, at each product rate, and adds up to the order total', async () => {
    const me = await createAccount(t.db);
    const addressId = await addAddressIn(t.app, me, 'Karnataka', 'Bengaluru');
    const gem = await createProduct(t.db, { pricePaise: 1_299_900, hsnCode: '7103', gstRateBp: 300 });
    const yantra = await createProduct(t.db, { pricePaise: 75_050, hsnCode: '7419', gstRateBp: 1800 });
    const incense = await createProduct(t.db, { pricePaise: 9_999, hsnCode: '3307', gstRateBp: 500 });
    // Several products: the settlement's transaction issues the invoice after taking the stock.
    const orderId = await buy(t.app, me, addressId, [
      { product: gem, quantity: 1 },
      { product: yantra, quantity: 2 },
      { product: incense, quantity: 7 },
    ]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const [inv] = await invoiceOfOrder(t.db, orderId);
    expect(inv).toMatchObject({
      placeOfSupply: 'Karnataka',
      interState: true,
      cgstPaise: 0,
      sgstPaise: 0,
      totalPaise: order!.totalPaise,
    });
    const expected = [
      [1_299_900, 300, '7103'],
      [150_100, 1800, '7419'],
      [69_993, 500, '3307'],
    ] as const;
    expect(inv!.lines.map((l) => [l.totalPaise, l.gstRateBp, l.hsnSac])).toEqual(expected);
    for (const [i, [total, rate]] of expected.entries()) {
      const { taxable, tax } = inclusive(total, rate);
      expect(inv!.lines[i]).toMatchObject({
        taxablePaise: taxable,
        igstPaise: tax,
        cgstPaise: 0,
        sgstPaise: 0,
      });
    }
    expect(inv!.taxablePaise + inv!.igstPaise).toBe(order!.totalPaise);
    expect(inv!.igstPaise).toBe(inv!.lines.reduce((s, l) => s + l.igstPaise, 0));
  });

  it('is invoiced once however often the confirm and the webhook arrive, and follows the address the shopper chose', async () => {
    const me = await createAccount(t.db);
    await addAddressIn(t.app, me, 'Maharashtra', 'Pune');
    const delhi = await addAddressIn(t.app, me, 'NCT of Delhi', 'Delhi');
    await call(
      t.app,
      'POST',
      '/api/select-address/' + String(await addAddressIn(t.app, me, 'MH', 'Nashik')),
      me,
    );
    const p = await createProduct(t.db, { pricePaise: 50_000 });
    const { orderId, started, paid } = await cartCheckout(t.app, me, [{ product: p, quantity: 1 }]);
    // The webhook comes first and ships to the default address (Maharashtra: CGST + SGST).
    const hook = () =>
      sendWebhook(t.app, WEBHOOK_SECRET, `evt_inv_${orderId}`, {
        type: 'payment.captured',
        gatewayOrderId: started.gateway_order_id,
        paymentId: paid.razorpay_payment_id,
        amount: started.amount,
      });
    expect((await hook()).statusCode).toBe(200);
    const [first] = await invoiceOfOrder(t.db, orderId);
    expect(first).toMatchObject({ placeOfSupply: 'Maharashtra', interState: false });
    // Then the browser's confirm with the shopper's choice: Delhi, so IGST, under the same number.
    const confirmed = await call(
      t.app,
      'POST',
      '/api/payment/confirm',
      me,
      confirmBody(orderId, delhi, paid),
    );
    expect(confirmed.status).toBe(200);
    await call(t.app, 'POST', '/api/payment/confirm', me, confirmBody(orderId, delhi, paid));
    expect((await hook()).statusCode).toBe(200);
    const after = await invoiceOfOrder(t.db, orderId);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: first!.id,
      number: first!.number,
      placeOfSupply: 'Delhi',
      interState: true,
      cgstPaise: 0,
      sgstPaise: 0,
    });
    expect(after[0]!.igstPaise).toBe(first!.cgstPaise + first!.sgstPaise);
    expect(after[0]!.buyerAddress).toContain('Delhi');
  });

  it('names the buyer by the profile, else the account, else "Customer", and prints a state it cannot place as written', async () => {
    const hindi = await createAccount(t.db, { name: 'Rahul' });
    await createUserProfile(t.db, hindi.id, { name: 'राहुल शर्मा' });
    const nameless = await createAccount(t.db);
    await t.db.execute(sql`update users set name = null where id = ${nameless.id}`);
    const p = await createProduct(t.db, { pricePaise: 10_000, stockQuantity: 5 });
    const a = await buy(t.app, hindi, await addAddressIn(t.app, hindi, 'Tamilnadu'), [
      { product: p, quantity: 1 },
    ]);
    // An address saved before states came from a list (the default one is complete). The API refuses to confirm a
    // payment to it until it is completed; a settlement that reaches it all the same (an order paid before the list)
    // prints its state as written.
    await addAddressIn(t.app, nameless, 'Kerala');
    const atlantis = await addAddressIn(t.app, nameless, 'Goa');
    await t.db.execute(sql`update addresses set state = 'Atlantis' where id = ${atlantis}`);
    const { orderId: b, paid } = await cartCheckout(t.app, nameless, [{ product: p, quantity: 1 }]);
    const refused = await call(t.app, 'POST', '/api/payment/confirm', nameless, confirmBody(b, atlantis, paid));
    expect(refused.body).toMatchObject({ code: 'address_incomplete' });
    const settled = await settlePayment(t.db, {
      gatewayOrderId: paid.razorpay_order_id,
      gatewayPaymentId: paid.razorpay_payment_id,
      orderId: b,
      userId: nameless.id,
      addressId: atlantis,
      now: new Date(),
      invoice: invoiceSettings(t.config),
    });
    expect(settled).toMatchObject({ kind: 'paid' });
    expect((await invoiceOfOrder(t.db, a))[0]).toMatchObject({
      buyerName: 'राहुल शर्मा',
      placeOfSupply: 'Tamil Nadu',
      interState: true,
    });
    expect((await invoiceOfOrder(t.db, b))[0]).toMatchObject({
      buyerName: 'Customer',
      placeOfSupply: 'Atlantis',
      interState: true,
    });
  });

  it('is listed in the order history with its invoice number', async () => {
    const me = await createAccount(t.db);
    const p = await createProduct(t.db);
    const orderId = await buy(t.app, me, await addAddressIn(t.app, me, 'Goa'), [{ product: p, quantity: 1 }]);
    const [inv] = await invoiceOfOrder(t.db, orderId);
    const history = await call(t.app, 'GET', '/api/order-history', me);
    expect(history.body).toEqual([
      expect.objectContaining({
        order_history_id: orderId,
        invoice_id: inv!.id,
        invoice_number: inv!.number,
      }),
    ]);
  });
});

describe('a paid wallet recharge', () => {
  it('is invoiced at the SAC for astrology: taxable = credited, tax = the recharge GST, total = paid', async () => {
    const me = await createAccount(t.db);
    const { started, paid } = await paidRecharge(t.app, me, 333);
    // No address on record: the place of supply is the seller's state.
    expect(
      (await call(t.app, 'POST', '/api/wallet/recharge/confirm', me, rechargeConfirmOf(paid))).status,
    ).toBe(200);
    const [recharge] = await t.db
      .select()
      .from(walletRecharges)
      .where(eq(walletRecharges.id, started.recharge_id));
    const invoices = await invoiceOfRecharge(t.db, started.recharge_id);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      kind: 'recharge',
      orderId: null,
      placeOfSupply: 'Maharashtra',
      interState: false,
      buyerAddress: null,
      taxablePaise: 33_300,
      cgstPaise: 2_997,
      sgstPaise: 2_997,
      igstPaise: 0,
      totalPaise: recharge!.totalPaise,
    });
    expect(invoices[0]!.lines).toEqual([
      expect.objectContaining({
        hsnSac: '999799',
        quantity: 1,
        taxablePaise: 33_300,
        gstRateBp: 1800,
        totalPaise: 39_294,
      }),
    ]);
    const wallet = await call(t.app, 'GET', '/api/wallet', me);
    expect(wallet.body.entries).toEqual([
      expect.objectContaining({
        type: 'recharge',
        recharge_id: started.recharge_id,
        invoice_id: invoices[0]!.id,
        invoice_number: invoices[0]!.number,
      }),
    ]);
  });

  it("takes the buyer's default address for the place of supply, and the webhook and confirm together invoice once", async () => {
    const me = await createAccount(t.db);
    await addAddressIn(t.app, me, 'Kerala');
    const rajasthan = await addAddressIn(t.app, me, 'Rajasthan', 'Jaipur');
    await call(t.app, 'POST', `/api/select-address/${rajasthan}`, me);
    await addAddressIn(t.app, me, 'Bihar');
    const { started, paid } = await paidRecharge(t.app, me, 101);
    const hook = () =>
      sendWebhook(t.app, WEBHOOK_SECRET, `evt_rch_${started.recharge_id}`, {
        type: 'payment.captured',
        gatewayOrderId: started.gateway_order_id,
        paymentId: paid.razorpay_payment_id,
        amount: started.amount,
      });
    await Promise.all([
      hook(),
      call(t.app, 'POST', '/api/wallet/recharge/confirm', me, rechargeConfirmOf(paid)),
      hook(),
    ]);
    const invoices = await invoiceOfRecharge(t.db, started.recharge_id);
    expect(invoices).toHaveLength(1);
    const tax = started.amount - 10_100;
    expect(invoices[0]).toMatchObject({
      placeOfSupply: 'Rajasthan',
      interState: true,
      igstPaise: tax,
      totalPaise: started.amount,
    });
    expect(invoices[0]!.buyerAddress).toContain('Jaipur');
  });
});

describe('numbering', () => {
  /** A buyer whose orders are paid at a chosen instant, through the settlement's transaction. */
  async function buyerPayingAt() {
    const me = await createAccount(t.db);
    const addressId = await addAddressIn(t.app, me, 'Punjab');
    const p = await createProduct(t.db, { stockQuantity: 10 });
    const pay = async (now: Date) => {
      // Two products, so the settlement's transaction path runs with the instant given.
      const { orderId, paid } = await cartCheckout(t.app, me, [
        { product: p, quantity: 1 },
        { product: await createProduct(t.db), quantity: 1 },
      ]);
      const settling = settlePayment(t.db, {
        gatewayOrderId: paid.razorpay_order_id,
        gatewayPaymentId: paid.razorpay_payment_id,
        orderId,
        userId: me.id,
        addressId,
        now,
        invoice: invoiceSettings(t.config),
      });
      return { orderId, settling };
    };
    const settle = async (now: Date) => {
      const { orderId, settling } = await pay(now);
      expect((await settling).kind).toBe('paid');
      return (await invoiceOfOrder(t.db, orderId))[0]!;
    };
    return { pay, settle };
  }

  it('restarts at 1 in a new financial year: 31 March 23:59 IST and 1 April 00:00 IST are in different series', async () => {
    const { settle } = await buyerPayingAt();
    const march = await settle(new Date('2031-03-31T18:29:59.999Z'));
    const april = await settle(new Date('2031-03-31T18:30:00.000Z'));
    const april2 = await settle(new Date('2031-04-02T06:00:00.000Z'));
    expect([march.financialYear, march.sequence, march.number]).toEqual(['2030-31', 1, 'INV/30-31/000001']);
    expect([april.financialYear, april.sequence, april.number]).toEqual(['2031-32', 1, 'INV/31-32/000001']);
    expect([april2.financialYear, april2.sequence]).toEqual(['2031-32', 2]);
    const series = await t.db
      .select()
      .from(invoiceSeries)
      .where(inArray(invoiceSeries.financialYear, ['2030-31', '2031-32']));
    expect(
      series.sort((a, b) => a.financialYear.localeCompare(b.financialYear)).map((s) => s.lastNumber),
    ).toEqual([1, 2]);
  });

  it('writes the financial year of an instant in Asia/Kolkata', () => {
    expect(financialYear(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26');
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });

  it("issues a year's 999,999th number in GST's 16 characters, and refuses the next: that payment fails whole", async () => {
    const { pay, settle } = await buyerPayingAt();
    const inYear = new Date('2040-06-01T06:00:00.000Z');
    await t.db.insert(invoiceSeries).values({ financialYear: '2040-41', lastNumber: 999_998 });
    const last = await settle(inYear);
    expect([last.sequence, last.number]).toEqual([999_999, 'INV/40-41/999999']);
    expect(last.number).toHaveLength(16);

    const { orderId, settling } = await pay(inYear);
    // "INV/40-41/1000000" would be 17 characters.
    await expect(settling).rejects.toMatchObject({
      cause: { message: expect.stringContaining('violates check constraint "tax_invoices_number_length"') },
    });
    expect(await invoiceOfOrder(t.db, orderId)).toEqual([]);
    const [order] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    expect(order!.status).not.toBe('paid');
    const [series] = await t.db.select().from(invoiceSeries).where(eq(invoiceSeries.financialYear, '2040-41'));
    expect(series!.lastNumber).toBe(999_999);
  });

  it('every invoice total is a payment: invoices sum to the paid orders and the paid recharges', async () => {
    const [row] = (
      (await t.db.execute(sql`
        select
          (select coalesce(sum(total_paise), 0) from tax_invoices)::bigint as invoiced,
          ((select coalesce(sum(total_paise), 0) from orders where status = 'paid')
            + (select coalesce(sum(total_paise), 0) from wallet_recharges where status = 'paid'))::bigint as paid,
          (select count(*) from tax_invoices)::int as invoices,
          ((select count(*) from orders where status = 'paid') + (select count(*) from wallet_recharges where status = 'paid'))::int as payments`)) as unknown as {
        rows: { invoiced: string; paid: string; invoices: number; payments: number }[];
      }
    ).rows;
    expect(row!.invoices).toBeGreaterThan(5);
    expect(row!.invoices).toBe(row!.payments);
    expect(Number(row!.invoiced)).toBe(Number(row!.paid));
    const mismatched = await t.db.execute(sql`
      select t.id from ${taxInvoices} t left join orders o on o.id = t.order_id left join wallet_recharges r on r.id = t.recharge_id
      where t.total_paise <> coalesce(o.total_paise, r.total_paise)`);
    expect((mismatched as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
