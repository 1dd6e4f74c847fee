// Many payments confirming at once, with repeated confirms and webhooks mixed in: every paid order and recharge gets
// exactly one invoice, numbered 1..N without a gap or a repeat; a settlement rolled back gives its number back.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { invoiceSeries, orders, taxInvoices, walletRecharges } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { createProduct } from '../../test/admin-factories.ts';
import { createAccount, type TestAccount } from '../../test/factories.ts';
import { call, confirmBody, sendWebhook } from '../../test/purchase.ts';
import { settlePayment } from '../payments/payment-settlement.ts';
import { financialYear, invoiceSettings } from './invoice-numbering.ts';
import {
  addAddressIn,
  cartCheckout,
  invoiceOfOrder,
  paidRecharge,
  rechargeConfirmOf,
} from './purchases.fixture.ts';

const WEBHOOK_SECRET = 'whsec_invoice_race_0123456789';
const t = useTestApp({ RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET });

const ORDERS = 20;
const RECHARGES = 10;
type Settle = 'confirm' | 'confirm-twice' | 'confirm-and-webhook' | 'webhook-twice';
const MODES: readonly Settle[] = ['confirm', 'confirm-twice', 'confirm-and-webhook', 'webhook-twice'];

async function seriesNumbers() {
  const fy = financialYear(new Date());
  const invoices = await t.db.select().from(taxInvoices).where(eq(taxInvoices.financialYear, fy));
  const [series] = await t.db.select().from(invoiceSeries).where(eq(invoiceSeries.financialYear, fy));
  return { invoices, last: series?.lastNumber ?? 0 };
}

describe('invoices issued under a race', () => {
  it(`numbers ${ORDERS} orders and ${RECHARGES} recharges settled at once 1..${ORDERS + RECHARGES}, one invoice each`, async () => {
    const shared = await createProduct(t.db, { stockQuantity: 1_000, pricePaise: 24_900, gstRateBp: 1200 });
    const event = { n: 0 };
    const hook = (gatewayOrderId: string, paymentId: string, amount: number) =>
      sendWebhook(t.app, WEBHOOK_SECRET, `evt_race_${gatewayOrderId}_${++event.n}`, {
        type: 'payment.captured',
        gatewayOrderId,
        paymentId,
        amount,
      });

    // Everything up to the gateway's callback happens first; only the settlements race.
    const buyers = await Promise.all(
      Array.from({ length: ORDERS }, async (_, i) => {
        const me = await createAccount(t.db);
        const addressId = await addAddressIn(t.app, me, i % 3 === 0 ? 'Karnataka' : 'Maharashtra');
        // Half buy the shared product alone (the one-statement path), half it and their own (the transaction path).
        const items = [{ product: shared, quantity: 1 + (i % 2) }];
        if (i % 2)
          items.push({
            product: await createProduct(t.db, { pricePaise: 10_000 + i * 37, gstRateBp: 300 }),
            quantity: 1,
          });
        const bought = await cartCheckout(t.app, me, items);
        return { me, addressId, ...bought, mode: MODES[i % MODES.length]! };
      }),
    );
    const rechargers = await Promise.all(
      Array.from({ length: RECHARGES }, async (_, i) => {
        const me = await createAccount(t.db);
        if (i % 2) await addAddressIn(t.app, me, 'West Bengal');
        return { me, ...(await paidRecharge(t.app, me, 100 + i * 11)), mode: MODES[i % MODES.length]! };
      }),
    );

    const statuses: number[] = [];
    const confirmOrder = async (b: (typeof buyers)[number]) =>
      statuses.push(
        (await call(t.app, 'POST', '/api/payment/confirm', b.me, confirmBody(b.orderId, b.addressId, b.paid)))
          .status,
      );
    const confirmRecharge = async (who: TestAccount, body: Record<string, unknown>) =>
      statuses.push((await call(t.app, 'POST', '/api/wallet/recharge/confirm', who, body)).status);
    const settle = async (
      mode: Settle,
      confirm: () => Promise<unknown>,
      webhook: () => Promise<{ statusCode: number }>,
    ) => {
      const webhookOnce = async () => statuses.push((await webhook()).statusCode);
      if (mode === 'confirm') await confirm();
      else if (mode === 'confirm-twice') await Promise.all([confirm(), confirm()]);
      else if (mode === 'confirm-and-webhook') await Promise.all([webhookOnce(), confirm(), webhookOnce()]);
      else await Promise.all([webhookOnce(), webhookOnce()]);
    };
    await Promise.all([
      ...buyers.map((b) =>
        settle(
          b.mode,
          () => confirmOrder(b),
          () => hook(b.started.gateway_order_id, b.paid.razorpay_payment_id, b.started.amount),
        ),
      ),
      ...rechargers.map((r) =>
        settle(
          r.mode,
          () => confirmRecharge(r.me, rechargeConfirmOf(r.paid)),
          () => hook(r.started.gateway_order_id, r.paid.razorpay_payment_id, r.started.amount),
        ),
      ),
    ]);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);

    const paidOrders = await t.db.select().from(orders).where(eq(orders.status, 'paid'));
    const paidRecharges = await t.db.select().from(walletRecharges).where(eq(walletRecharges.status, 'paid'));
    expect([paidOrders.length, paidRecharges.length]).toEqual([ORDERS, RECHARGES]);

    const { invoices, last } = await seriesNumbers();
    const n = ORDERS + RECHARGES;
    expect(invoices.map((i) => i.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: n }, (_, i) => i + 1),
    );
    expect(last).toBe(n);
    expect(new Set(invoices.map((i) => i.number)).size).toBe(n);
    expect(new Set(invoices.flatMap((i) => (i.orderId ? [i.orderId] : []))).size).toBe(ORDERS);
    expect(new Set(invoices.flatMap((i) => (i.rechargeId ? [i.rechargeId] : []))).size).toBe(RECHARGES);
    // The invoices add up to what was paid, one by one and in all.
    const paidBy = new Map<string, number>([
      ...paidOrders.map((o) => [`o${o.id}`, o.totalPaise] as const),
      ...paidRecharges.map((r) => [`r${r.id}`, r.totalPaise] as const),
    ]);
    for (const inv of invoices)
      expect(inv.totalPaise).toBe(paidBy.get(inv.orderId ? `o${inv.orderId}` : `r${inv.rechargeId}`));
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(invoices.map((i) => i.totalPaise))).toBe(sum([...paidBy.values()]));
    // Splits follow the place of supply: a third of the buyers ship to Karnataka, half the rechargers live in West Bengal.
    expect(
      invoices
        .filter((i) => i.interState)
        .map((i) => i.placeOfSupply)
        .sort(),
    ).toEqual(
      [...Array(Math.ceil(ORDERS / 3)).fill('Karnataka'), ...Array(RECHARGES / 2).fill('West Bengal')].sort(),
    );
  });

  it('gives the number back when the settlement that took it rolls back, so the next one has it', async () => {
    const me = await createAccount(t.db);
    await addAddressIn(t.app, me, 'Odisha');
    const { orderId, started, paid } = await cartCheckout(t.app, me, [
      { product: await createProduct(t.db), quantity: 1 },
      { product: await createProduct(t.db), quantity: 2 },
    ]);
    const before = (await seriesNumbers()).last;
    // The whole settlement runs, invoice included, then PostgreSQL picks it as a deadlock victim before the commit.
    let attempts = 0;
    let seenInside: number | null = null;
    const victim = {
      execute: (query: Parameters<Db['execute']>[0]) => t.db.execute(query),
      transaction: (run: Parameters<Db['transaction']>[0]) =>
        t.db.transaction(async (tx) => {
          const result = await run(tx);
          if (++attempts === 1) {
            const [row] = await tx.select().from(taxInvoices).where(eq(taxInvoices.orderId, orderId));
            seenInside = row?.sequence ?? null;
            throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
          }
          return result;
        }),
    } as unknown as Db;
    const outcome = await settlePayment(victim, {
      gatewayOrderId: started.gateway_order_id,
      gatewayPaymentId: paid.razorpay_payment_id,
      amountPaise: started.amount,
      event: { id: `evt_rollback_${orderId}`, type: 'payment.captured', payload: {} },
      now: new Date(),
      invoice: invoiceSettings(t.config),
    });
    expect(outcome).toEqual({ kind: 'paid', orderId, firstTime: true });
    expect(attempts).toBe(2);
    expect(seenInside).toBe(before + 1);
    const [inv] = await invoiceOfOrder(t.db, orderId);
    expect(inv!.sequence).toBe(before + 1);
    expect(inv!.placeOfSupply).toBe('Odisha');
    const { invoices, last } = await seriesNumbers();
    expect(last).toBe(before + 1);
    expect(invoices.map((i) => i.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: last }, (_, i) => i + 1),
    );
    const [{ n } = { n: 0 }] = (
      (await t.db.execute(
        sql`select count(*)::int as n from tax_invoices where order_id = ${orderId}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(n).toBe(1);
  });
});
