import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RECHARGE_PACKS, WALLET_MESSAGES, rechargeTax } from '@app/contracts/wallet';
import type { CheckoutSuccess } from '@app/contracts/payments';
import { walletRecharges } from '../../db/schema/index.ts';
import { userWalletEntries, userWallets } from '../../db/schema/money.ts';
import { FAKE_KEY_ID, openFakeGateway } from '../../lib/razorpay-gateway.ts';
import { signPayment } from '../../lib/razorpay-signature.ts';
import { useTestApp, type TestApp } from '../../test/app.ts';
import { adminAccount, createAccount, type TestAccount } from '../../test/factories.ts';
import { call, payAtGateway, sendWebhook } from '../../test/purchase.ts';
import { creditUser, debitUser } from '../money/money.service.ts';
import { confirmRecharge } from '../payments/recharge.service.ts';

const WEBHOOK_SECRET = 'whsec_wallet_test_0123456789';
const t = useTestApp({ RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET, GST_PERCENT: '18' });

interface Started {
  recharge_id: number;
  gateway_order_id: string;
  amount: number;
  breakdown: { amount: number; gst_percent: number; gst: number; total: number };
}

async function startRecharge(app: TestApp, who: TestAccount, amount: unknown) {
  const res = await call(app.app, 'POST', '/api/wallet/recharge', who, { amount });
  if (res.status !== 200) throw new Error(`recharge not started: ${JSON.stringify(res.body)}`);
  return res.body as unknown as Started;
}

const confirmOf = (paid: CheckoutSuccess) => ({
  gateway_order_id: paid.razorpay_order_id,
  payment_id: paid.razorpay_payment_id,
  signature: paid.razorpay_signature,
});
const confirm = (who: TestAccount, body: Record<string, unknown>) => call(t.app, 'POST', '/api/wallet/recharge/confirm', who, body);

async function paidRecharge(who: TestAccount, amount: number) {
  const started = await startRecharge(t, who, amount);
  const paid = await payAtGateway(t.app, started.gateway_order_id);
  return { started, paid };
}

const entriesOf = (userId: number) =>
  t.db.select().from(userWalletEntries).where(eq(userWalletEntries.userId, userId)).orderBy(userWalletEntries.id);
const balanceOf = async (userId: number) =>
  (await t.db.select().from(userWallets).where(eq(userWallets.userId, userId)))[0]?.balancePaise ?? 0;

describe('recharge and confirm', () => {
  it('charges the amount with GST and credits exactly the amount before tax, with one ledger row', async () => {
    const me = await createAccount(t.db);
    const started = await call(t.app, 'POST', '/api/wallet/recharge', me, { amount: 333 });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      currency: 'INR',
      amount: 39_294,
      amount_in_rupee: 392.94,
      key: FAKE_KEY_ID,
      provider: 'fake',
      checkout_script: '/dev/payments/checkout.js',
      prefill: { email: me.email, contact: me.phone },
      breakdown: { amount: 333, gst_percent: 18, gst: 59.94, total: 392.94 },
    });
    const gatewayOrderId = String(started.body.gateway_order_id);
    const [row] = await t.db.select().from(walletRecharges).where(eq(walletRecharges.gatewayOrderId, gatewayOrderId));
    expect(row).toMatchObject({ id: started.body.recharge_id, userId: me.id, amountPaise: 33_300, taxPaise: 5_994, totalPaise: 39_294, gstBp: 1800, status: 'created' });

    const paid = await payAtGateway(t.app, gatewayOrderId);
    const res = await confirm(me, confirmOf(paid));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: WALLET_MESSAGES.recharged, balance: 333, credited: 333 });
    const entries = await entriesOf(me.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entryType: 'recharge', amountPaise: 33_300, balanceAfterPaise: 33_300, rechargeId: row!.id });
    const [after] = await t.db.select().from(walletRecharges).where(eq(walletRecharges.id, row!.id));
    expect(after).toMatchObject({ status: 'paid', gatewayPaymentId: paid.razorpay_payment_id });
    expect(after!.paidAt).toBeInstanceOf(Date);
  });

  it('adds 18% GST on ₹1 and accepts the amount as a numeric string', async () => {
    const me = await createAccount(t.db);
    const started = await startRecharge(t, me, '1');
    expect(started.amount).toBe(118);
    expect(started.breakdown).toEqual({ amount: 1, gst_percent: 18, gst: 0.18, total: 1.18 });
  });

  it('refuses bad amounts with the message and creates nothing', async () => {
    const me = await createAccount(t.db);
    for (const amount of [0, 100_001, 10.5, 'abc', -5, null, '']) {
      const res = await call(t.app, 'POST', '/api/wallet/recharge', me, { amount });
      expect([amount, res.status, res.body.message]).toEqual([amount, 400, WALLET_MESSAGES.amountInvalid]);
    }
    const missing = await call(t.app, 'POST', '/api/wallet/recharge', me, {});
    expect([missing.status, missing.body.message]).toEqual([400, WALLET_MESSAGES.amountInvalid]);
    expect(await t.db.select().from(walletRecharges).where(eq(walletRecharges.userId, me.id))).toHaveLength(0);
    // The limits themselves are accepted.
    expect((await startRecharge(t, me, 100_000)).amount).toBe(11_800_000);
  });

  it('lets only users recharge: astrologers and the admin get 403 with a message', async () => {
    const astro = await createAccount(t.db, { role: 'astro' });
    const admin = await adminAccount(t.db);
    for (const who of [astro, admin]) {
      const res = await call(t.app, 'POST', '/api/wallet/recharge', who, { amount: 100 });
      expect(res.status).toBe(403);
      expect(res.body.message).toEqual(expect.any(String));
      expect((await confirm(who, { gateway_order_id: 'order_x', payment_id: 'pay_x', signature: 'x' })).status).toBe(403);
    }
    expect((await call(t.app, 'POST', '/api/wallet/recharge', undefined, { amount: 100 })).status).toBe(401);
  });
});

describe('refusals of a confirm', () => {
  it('refuses a tampered signature with 400 and credits nothing', async () => {
    const me = await createAccount(t.db);
    const { paid } = await paidRecharge(me, 200);
    const body = confirmOf(paid);
    const forged = await confirm(me, { ...body, signature: signPayment(body.gateway_order_id, body.payment_id, 'wrong-secret') });
    expect([forged.status, forged.body.message]).toEqual([400, WALLET_MESSAGES.verificationFailed]);
    expect((await confirm(me, { ...body, payment_id: 'pay_other' })).status).toBe(400);
    expect((await confirm(me, { gateway_order_id: body.gateway_order_id })).status).toBe(400);
    expect(await balanceOf(me.id)).toBe(0);
  });

  it("refuses a payment signed with any key a reader of the source could know: the fake gateway's key is the database's own", async () => {
    const me = await createAccount(t.db);
    const { paid } = await paidRecharge(me, 200);
    const body = confirmOf(paid);
    for (const known of ['fake_key_secret_for_development_only', '', FAKE_KEY_ID]) {
      const forged = await confirm(me, { ...body, signature: signPayment(body.gateway_order_id, body.payment_id, known) });
      expect([forged.status, forged.body.message]).toEqual([400, WALLET_MESSAGES.verificationFailed]);
    }
    // The pay route's own signature, made with the database's key, is what confirms.
    expect((await confirm(me, body)).status).toBe(200);
    expect(await balanceOf(me.id)).toBe(20_000);
  });

  it("answers 404 for someone else's recharge and credits nobody", async () => {
    const owner = await createAccount(t.db);
    const stranger = await createAccount(t.db);
    const { paid } = await paidRecharge(owner, 500);
    const res = await confirm(stranger, confirmOf(paid));
    expect([res.status, res.body.message]).toEqual([404, WALLET_MESSAGES.rechargeNotFound]);
    expect([await balanceOf(owner.id), await balanceOf(stranger.id)]).toEqual([0, 0]);
    // A correctly signed payment of a gateway order that is no recharge is not found either.
    expect((await confirm(owner, confirmOf(await payAtGatewayUnknown()))).status).toBe(404);
    expect((await confirm(owner, confirmOf(paid))).status).toBe(200);
  });

  it('refuses a second, different payment of a recharge already paid with 409', async () => {
    const me = await createAccount(t.db);
    const { started, paid } = await paidRecharge(me, 100);
    expect((await confirm(me, confirmOf(paid))).status).toBe(200);
    const again = await payAtGateway(t.app, started.gateway_order_id);
    const res = await confirm(me, confirmOf(again));
    expect([res.status, res.body.message]).toEqual([409, WALLET_MESSAGES.alreadyPaid]);
    expect(await balanceOf(me.id)).toBe(10_000);
  });
});

/** A correctly signed payment of a gateway order that no recharge has. */
async function payAtGatewayUnknown(): Promise<CheckoutSuccess> {
  const orderId = `order_fake_none_${Math.random().toString(36).slice(2)}`;
  return (await openFakeGateway(t.config, t.db)).pay(orderId);
}

describe('exactly once', () => {
  it('credits once when the same payment is confirmed twice, and answers the balance both times', async () => {
    const me = await createAccount(t.db);
    const { paid } = await paidRecharge(me, 200);
    const first = await confirm(me, confirmOf(paid));
    const second = await confirm(me, confirmOf(paid));
    expect(first.body).toEqual({ message: WALLET_MESSAGES.recharged, balance: 200, credited: 200 });
    expect(second.body).toEqual(first.body);
    expect(await entriesOf(me.id)).toHaveLength(1);
  });

  it('credits once when five confirms of one payment arrive at the same moment', async () => {
    const me = await createAccount(t.db);
    const { paid } = await paidRecharge(me, 50);
    const results = await Promise.all(Array.from({ length: 5 }, () => confirm(me, confirmOf(paid))));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.map((r) => r.body.balance)).toEqual([50, 50, 50, 50, 50]);
    expect(await entriesOf(me.id)).toHaveLength(1);
    expect(await balanceOf(me.id)).toBe(5_000);
  });

  it('credits once when the webhook and the confirm race, and a redelivered webhook changes nothing', async () => {
    const me = await createAccount(t.db);
    const { started, paid } = await paidRecharge(me, 1000);
    const event = { type: 'payment.captured', gatewayOrderId: paid.razorpay_order_id, paymentId: paid.razorpay_payment_id, amount: started.amount };
    const [hook, confirmed] = await Promise.all([
      sendWebhook(t.app, WEBHOOK_SECRET, `evt_race_${started.recharge_id}`, event),
      confirm(me, confirmOf(paid)),
    ]);
    expect(hook.statusCode).toBe(200);
    expect(hook.json()).toEqual({ status: 'paid' });
    expect(confirmed.body).toEqual({ message: WALLET_MESSAGES.recharged, balance: 1000, credited: 1000 });
    const again = await sendWebhook(t.app, WEBHOOK_SECRET, `evt_race_${started.recharge_id}`, event);
    expect(again.json()).toEqual({ status: 'duplicate_event' });
    const order = await sendWebhook(t.app, WEBHOOK_SECRET, `evt_order_${started.recharge_id}`, { ...event, type: 'order.paid' });
    expect(order.json()).toEqual({ status: 'paid' });
    expect(await entriesOf(me.id)).toHaveLength(1);
    expect(await balanceOf(me.id)).toBe(100_000);
  });

  it('lets the webhook alone settle a recharge, and refuses one whose amount is not the total with tax', async () => {
    const me = await createAccount(t.db);
    const { started, paid } = await paidRecharge(me, 100);
    const event = { type: 'payment.captured', gatewayOrderId: paid.razorpay_order_id, paymentId: paid.razorpay_payment_id };
    const short = await sendWebhook(t.app, WEBHOOK_SECRET, `evt_short_${started.recharge_id}`, { ...event, amount: 10_000 });
    expect(short.json()).toEqual({ status: 'mismatch' });
    expect(await balanceOf(me.id)).toBe(0);
    const hook = await sendWebhook(t.app, WEBHOOK_SECRET, `evt_full_${started.recharge_id}`, { ...event, amount: 11_800 });
    expect(hook.json()).toEqual({ status: 'paid' });
    expect(await balanceOf(me.id)).toBe(10_000);
    // The browser's confirm afterwards answers the balance and credits nothing more.
    expect((await confirm(me, confirmOf(paid))).body).toEqual({ message: WALLET_MESSAGES.recharged, balance: 100, credited: 100 });
    expect(await entriesOf(me.id)).toHaveLength(1);
  });

  it('credits once when two processes confirm and take the webhook of one payment at the same moment', async () => {
    const other = await t.anotherProcess();
    const me = await createAccount(t.db);
    const { started, paid } = await paidRecharge(me, 2000);
    const event = { type: 'order.paid', gatewayOrderId: paid.razorpay_order_id, paymentId: paid.razorpay_payment_id, amount: started.amount };
    const onOther = () => other.inject({ method: 'POST', url: '/api/wallet/recharge/confirm', headers: me.headers, payload: confirmOf(paid) });
    const answers = await Promise.all([
      confirm(me, confirmOf(paid)),
      onOther(),
      sendWebhook(other, WEBHOOK_SECRET, `evt_two_${started.recharge_id}`, event),
      confirm(me, confirmOf(paid)),
      onOther(),
    ]);
    expect(answers.map((a) => ('status' in a ? a.status : a.statusCode))).toEqual([200, 200, 200, 200, 200]);
    expect(await entriesOf(me.id)).toHaveLength(1);
    expect(await balanceOf(me.id)).toBe(200_000);
  });

  it('credits once across many recharges of one user settled at the same moment', async () => {
    const me = await createAccount(t.db);
    const paid = await Promise.all(RECHARGE_PACKS.slice(0, 4).map((amount) => paidRecharge(me, amount)));
    const results = await Promise.all(paid.flatMap((p) => [confirm(me, confirmOf(p.paid)), confirm(me, confirmOf(p.paid))]));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await entriesOf(me.id)).toHaveLength(4);
    expect(await balanceOf(me.id)).toBe((50 + 100 + 200 + 500) * 100);
  });
});

describe('realtime', () => {
  it("pushes the new balance to the user's sockets once, after the credit", async () => {
    const me = await createAccount(t.db);
    const { paid } = await paidRecharge(me, 200);
    const sent: [readonly number[], string, unknown][] = [];
    t.ctx.realtime.attach({ toUsers: (ids, event, payload) => sent.push([ids, event, payload]), toEveryone: () => {} });
    const gateway = await openFakeGateway(t.config, t.db);
    await confirmRecharge(t.ctx, gateway, me.id, confirmOf(paid), new Date());
    await confirmRecharge(t.ctx, gateway, me.id, confirmOf(paid), new Date());
    t.ctx.realtime.attach(null);
    expect(sent).toEqual([[[me.id], 'wallet', { balance: 200 }]]);
  });
});

describe('GET /api/wallet', () => {
  it('answers balance 0 and no entries for a user who never recharged, and for an astrologer', async () => {
    for (const who of [await createAccount(t.db), await createAccount(t.db, { role: 'astro' })]) {
      const res = await call(t.app, 'GET', '/api/wallet', who);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ balance: 0, entries: [], page: 1, total_pages: 1, total: 0, gst_percent: 18, packs: [...RECHARGE_PACKS] });
    }
    expect((await call(t.app, 'GET', '/api/wallet')).status).toBe(401);
  });

  it('pages the entries newest first, describes each, and the balance is the sum of the rows', async () => {
    const me = await createAccount(t.db);
    for (const amount of [100, 200, 300]) {
      const { paid } = await paidRecharge(me, amount);
      expect((await confirm(me, confirmOf(paid))).status).toBe(200);
    }
    await t.db.transaction(async (tx) => {
      await debitUser(tx, me.id, 5_050, 'Correction');
      await creditUser(tx, me.id, 1_000, 'adjustment');
    });
    const first = (await call(t.app, 'GET', '/api/wallet?page=1&limit=2', me)).body;
    expect(first).toMatchObject({ balance: 559.5, page: 1, total_pages: 3, total: 5 });
    const second = (await call(t.app, 'GET', '/api/wallet?page=2&limit=2', me)).body;
    const third = (await call(t.app, 'GET', '/api/wallet?page=3&limit=2', me)).body;
    const all = [first, second, third].flatMap((p) => p.entries as { entry_id: number; amount: number; balance_after: number; description: string; type: string }[]);
    expect(all.map((e) => [e.type, e.amount, e.balance_after, e.description])).toEqual([
      ['adjustment', 10, 559.5, 'Adjustment'],
      ['adjustment', -50.5, 549.5, 'Adjustment: Correction'],
      ['recharge', 300, 600, 'Wallet recharge'],
      ['recharge', 200, 300, 'Wallet recharge'],
      ['recharge', 100, 100, 'Wallet recharge'],
    ]);
    expect(all.map((e) => e.entry_id)).toEqual([...all.map((e) => e.entry_id)].sort((a, b) => b - a));
    const [sum] = await t.db
      .select({ total: sql<string>`sum(${userWalletEntries.amountPaise})` })
      .from(userWalletEntries)
      .where(eq(userWalletEntries.userId, me.id));
    expect(Number(sum!.total)).toBe(await balanceOf(me.id));
    expect(Math.round(Number(first.balance) * 100)).toBe(Number(sum!.total));
    // Past the last page: no entries, the same totals.
    expect((await call(t.app, 'GET', '/api/wallet?page=9&limit=2', me)).body).toMatchObject({ entries: [], total: 5, total_pages: 3 });
    const bad = await call(t.app, 'GET', '/api/wallet?page=0', me);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.any(String));
    expect((await call(t.app, 'GET', '/api/wallet?limit=101', me)).status).toBe(400);
  });

  it("shows only the caller's own entries", async () => {
    const a = await createAccount(t.db);
    const b = await createAccount(t.db);
    const { paid } = await paidRecharge(a, 50);
    await confirm(a, confirmOf(paid));
    expect((await call(t.app, 'GET', '/api/wallet', b)).body).toMatchObject({ balance: 0, total: 0 });
    expect((await call(t.app, 'GET', '/api/wallet', a)).body).toMatchObject({ balance: 50, total: 1 });
  });
});

describe('GST rounding', () => {
  it('rounds half up to the paisa', () => {
    expect(rechargeTax(100, 18)).toEqual({ taxPaise: 18, totalPaise: 118 });
    expect(rechargeTax(33_300, 18)).toEqual({ taxPaise: 5_994, totalPaise: 39_294 });
    expect(rechargeTax(100, 12.5)).toEqual({ taxPaise: 13, totalPaise: 113 });
    expect(rechargeTax(300, 12.5)).toEqual({ taxPaise: 38, totalPaise: 338 });
    expect(rechargeTax(100, 12.25)).toEqual({ taxPaise: 12, totalPaise: 112 });
    expect(rechargeTax(100, 0)).toEqual({ taxPaise: 0, totalPaise: 100 });
  });
});

describe('with GST_PERCENT=12.5', () => {
  const g = useTestApp({ GST_PERCENT: '12.5' });

  it('charges the rounded tax and still credits the amount before tax', async () => {
    const me = await createAccount(g.db);
    const started = await startRecharge(g, me, 3);
    expect(started.amount).toBe(338);
    expect(started.breakdown).toEqual({ amount: 3, gst_percent: 12.5, gst: 0.38, total: 3.38 });
    const paid = await payAtGateway(g.app, started.gateway_order_id);
    const res = await call(g.app, 'POST', '/api/wallet/recharge/confirm', me, confirmOf(paid));
    expect(res.body).toEqual({ message: WALLET_MESSAGES.recharged, balance: 3, credited: 3 });
    expect((await call(g.app, 'GET', '/api/wallet', me)).body).toMatchObject({ balance: 3, gst_percent: 12.5 });
  });
});
