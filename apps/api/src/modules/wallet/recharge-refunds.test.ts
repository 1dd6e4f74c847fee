import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WALLET_MESSAGES, type RechargeRefund } from '@app/contracts/wallet';
import type { CheckoutSuccess } from '@app/contracts/payments';
import { walletRechargeExtraPayments } from '../../db/schema/index.ts';
import { userWalletEntries, userWallets } from '../../db/schema/money.ts';
import { useTestApp } from '../../test/app.ts';
import { adminAccount, createAccount, type TestAccount } from '../../test/factories.ts';
import { call, payAtGateway, sendWebhook } from '../../test/purchase.ts';

const WEBHOOK_SECRET = 'whsec_recharge_refunds_0123456789';
const t = useTestApp({ RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET, GST_PERCENT: '18' });

const confirmOf = (paid: CheckoutSuccess) => ({
  gateway_order_id: paid.razorpay_order_id,
  payment_id: paid.razorpay_payment_id,
  signature: paid.razorpay_signature,
});
const confirm = (who: TestAccount, paid: CheckoutSuccess) => call(t.app, 'POST', '/api/wallet/recharge/confirm', who, confirmOf(paid));
const webhook = (eventId: string, paid: CheckoutSuccess, amount: number, type = 'payment.captured') =>
  sendWebhook(t.app, WEBHOOK_SECRET, eventId, { type, gatewayOrderId: paid.razorpay_order_id, paymentId: paid.razorpay_payment_id, amount });

/** A recharge paid once at the gateway, not yet confirmed. */
async function paidRecharge(who: TestAccount, amount: number) {
  const res = await call(t.app, 'POST', '/api/wallet/recharge', who, { amount });
  if (res.status !== 200) throw new Error(`recharge not started: ${JSON.stringify(res.body)}`);
  const started = res.body as unknown as { recharge_id: number; gateway_order_id: string; amount: number };
  return { started, paid: await payAtGateway(t.app, started.gateway_order_id) };
}

const extraRows = (userId: number) =>
  t.db.select().from(walletRechargeExtraPayments).where(eq(walletRechargeExtraPayments.userId, userId)).orderBy(walletRechargeExtraPayments.id);
const entriesOf = (userId: number) => t.db.select().from(userWalletEntries).where(eq(userWalletEntries.userId, userId));
const balanceOf = async (userId: number) =>
  (await t.db.select().from(userWallets).where(eq(userWallets.userId, userId)))[0]?.balancePaise ?? 0;

async function refundsList(query = '') {
  const admin = await adminAccount(t.db);
  const res = await call(t.app, 'GET', `/api/admin/recharge-refunds${query}`, admin);
  expect(res.status).toBe(200);
  return res.body as unknown as { refunds: RechargeRefund[]; page: number; total_pages: number; total: number };
}

describe('a second payment of a recharge already paid', () => {
  it('via the confirm: answers 409 that it will be refunded, records it once and never credits it', async () => {
    const me = await createAccount(t.db);
    const { started, paid } = await paidRecharge(me, 100);
    expect((await confirm(me, paid)).status).toBe(200);
    const again = await payAtGateway(t.app, started.gateway_order_id);
    expect(again.razorpay_payment_id).not.toBe(paid.razorpay_payment_id);

    const res = await confirm(me, again);
    expect([res.status, res.body.message]).toEqual([409, WALLET_MESSAGES.alreadyPaid]);
    expect(WALLET_MESSAGES.alreadyPaid).toMatch(/refunded/);
    const rows = await extraRows(me.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      rechargeId: started.recharge_id,
      userId: me.id,
      gatewayPaymentId: again.razorpay_payment_id,
      amountPaise: 11_800,
      source: 'confirm',
    });
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);

    // The browser retrying, then the gateway's webhook of the same payment: the same answer, nothing new.
    const retried = await confirm(me, again);
    expect([retried.status, retried.body.message]).toEqual([409, WALLET_MESSAGES.alreadyPaid]);
    expect((await webhook(`evt_after_confirm_${started.recharge_id}`, again, started.amount)).json()).toEqual({ status: 'duplicate_payment' });
    expect(await extraRows(me.id)).toEqual(rows);
    expect(await entriesOf(me.id)).toHaveLength(1);
    expect(await balanceOf(me.id)).toBe(10_000);
    // The first payment is still the recharge's own: its confirm answers the balance.
    expect((await confirm(me, paid)).body).toEqual({ message: WALLET_MESSAGES.recharged, balance: 100, credited: 100 });
  });

  it('via the webhook: recorded once with the amount taken, and a redelivery records nothing new', async () => {
    const me = await createAccount(t.db);
    const { started, paid } = await paidRecharge(me, 200);
    expect((await webhook(`evt_first_${started.recharge_id}`, paid, started.amount)).json()).toEqual({ status: 'paid' });
    const again = await payAtGateway(t.app, started.gateway_order_id);

    const hook = await webhook(`evt_second_${started.recharge_id}`, again, started.amount);
    expect([hook.statusCode, hook.json()]).toEqual([200, { status: 'duplicate_payment' }]);
    const rows = await extraRows(me.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rechargeId: started.recharge_id, gatewayPaymentId: again.razorpay_payment_id, amountPaise: 23_600, source: 'webhook' });

    // The same delivery again, another event of the same payment, and the browser's confirm of it.
    expect((await webhook(`evt_second_${started.recharge_id}`, again, started.amount)).json()).toEqual({ status: 'duplicate_event' });
    expect((await webhook(`evt_order_${started.recharge_id}`, again, started.amount, 'order.paid')).json()).toEqual({ status: 'duplicate_payment' });
    const res = await confirm(me, again);
    expect([res.status, res.body.message]).toEqual([409, WALLET_MESSAGES.alreadyPaid]);
    expect(await extraRows(me.id)).toEqual(rows);
    expect(await entriesOf(me.id)).toHaveLength(1);
    expect(await balanceOf(me.id)).toBe(20_000);
  });

  it('records two different extra payments of one recharge, each once', async () => {
    const me = await createAccount(t.db);
    const { started, paid } = await paidRecharge(me, 50);
    expect((await confirm(me, paid)).status).toBe(200);
    const second = await payAtGateway(t.app, started.gateway_order_id);
    const third = await payAtGateway(t.app, started.gateway_order_id);
    expect((await confirm(me, second)).status).toBe(409);
    expect((await webhook(`evt_third_${started.recharge_id}`, third, started.amount)).json()).toEqual({ status: 'duplicate_payment' });
    expect((await confirm(me, third)).status).toBe(409);
    const rows = await extraRows(me.id);
    expect(rows.map((r) => [r.gatewayPaymentId, r.source, r.amountPaise])).toEqual([
      [second.razorpay_payment_id, 'confirm', 5_900],
      [third.razorpay_payment_id, 'webhook', 5_900],
    ]);
    expect(await balanceOf(me.id)).toBe(5_000);
  });

  it('records one row when confirms and webhooks of the same extra payment race, across two processes', async () => {
    const other = await t.anotherProcess();
    const me = await createAccount(t.db);
    const { started, paid } = await paidRecharge(me, 500);
    expect((await confirm(me, paid)).status).toBe(200);
    const again = await payAtGateway(t.app, started.gateway_order_id);
    const event = { type: 'payment.captured', gatewayOrderId: again.razorpay_order_id, paymentId: again.razorpay_payment_id, amount: started.amount };
    const onOther = () => other.inject({ method: 'POST', url: '/api/wallet/recharge/confirm', headers: me.headers, payload: confirmOf(again) });
    const answers = await Promise.all([
      confirm(me, again),
      onOther(),
      sendWebhook(other, WEBHOOK_SECRET, `evt_race_a_${started.recharge_id}`, event),
      sendWebhook(t.app, WEBHOOK_SECRET, `evt_race_a_${started.recharge_id}`, event),
      sendWebhook(t.app, WEBHOOK_SECRET, `evt_race_b_${started.recharge_id}`, { ...event, type: 'order.paid' }),
      confirm(me, again),
      onOther(),
    ]);
    const statuses = answers.map((a) => ('status' in a ? a.status : a.statusCode));
    expect(statuses).toEqual([409, 409, 200, 200, 200, 409, 409]);
    expect(await extraRows(me.id)).toHaveLength(1);
    expect(await entriesOf(me.id)).toHaveLength(1);
    expect(await balanceOf(me.id)).toBe(50_000);
  });
});

describe('GET /api/admin/recharge-refunds', () => {
  it('lists the payments to give back, newest first and paged, with the user and the gateway ids', async () => {
    const me = await createAccount(t.db, { name: 'Refund Person' });
    const { started, paid } = await paidRecharge(me, 1000);
    expect((await confirm(me, paid)).status).toBe(200);
    const second = await payAtGateway(t.app, started.gateway_order_id);
    const third = await payAtGateway(t.app, started.gateway_order_id);
    expect((await confirm(me, second)).status).toBe(409);
    expect((await webhook(`evt_list_${started.recharge_id}`, third, started.amount)).json()).toEqual({ status: 'duplicate_payment' });

    const all = await refundsList('?limit=100');
    const mine = all.refunds.filter((r) => r.user_id === me.id);
    expect(mine).toEqual([
      {
        refund_id: expect.any(Number),
        recharge_id: started.recharge_id,
        user_id: me.id,
        user_name: 'Refund Person',
        user_email: me.email,
        user_phone: me.phone,
        provider: 'fake',
        gateway_order_id: started.gateway_order_id,
        gateway_payment_id: third.razorpay_payment_id,
        amount: 1180,
        source: 'webhook',
        created_at: expect.any(String),
      },
      expect.objectContaining({ gateway_payment_id: second.razorpay_payment_id, source: 'confirm', amount: 1180 }),
    ]);
    const times = all.refunds.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all).toMatchObject({ page: 1, total: all.refunds.length, total_pages: 1 });

    const first = await refundsList('?page=1&limit=1');
    expect(first).toMatchObject({ page: 1, total: all.total, total_pages: all.total });
    expect(first.refunds.map((r) => r.refund_id)).toEqual([all.refunds[0]!.refund_id]);
    expect((await refundsList(`?page=2&limit=1`)).refunds.map((r) => r.refund_id)).toEqual([all.refunds[1]!.refund_id]);
    expect((await refundsList(`?page=${all.total + 1}&limit=1`)).refunds).toEqual([]);
  });

  it('is for the admin only: 403 for a user and an astrologer, 401 for a guest, 400 for a bad page', async () => {
    for (const who of [await createAccount(t.db), await createAccount(t.db, { role: 'astro' })]) {
      const res = await call(t.app, 'GET', '/api/admin/recharge-refunds', who);
      expect(res.status).toBe(403);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await call(t.app, 'GET', '/api/admin/recharge-refunds')).status).toBe(401);
    const admin = await adminAccount(t.db);
    const bad = await call(t.app, 'GET', '/api/admin/recharge-refunds?page=0', admin);
    expect([bad.status, typeof bad.body.message]).toEqual([400, 'string']);
  });
});
