import { REPORT_MESSAGES, groupOrderRows } from '@app/contracts/admin-reports';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { astrologers, deliveryStatusChanges, orders, payouts } from '../../db/schema/index.ts';
import { walletLedger } from '../../db/schema/money.ts';
import { useTestApp } from '../../test/app.ts';
import {
  createAstrologer,
  createEndedConsultation,
  createInteraction,
  createPaidChat,
  createPaidOrder,
  createProduct,
  createUser,
  createUserProfile,
} from '../../test/admin-factories.ts';
import { adminAccount, createAccount, type TestAccount } from '../../test/factories.ts';

const t = useTestApp();
let admin: TestAccount;
let user: TestAccount;
let astro: TestAccount;

beforeAll(async () => {
  admin = await adminAccount(t.db);
  user = await createAccount(t.db, { role: 'user' });
  astro = await createAccount(t.db, { role: 'astro' });
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

describe('admin reports access', () => {
  const routes = [
    ['POST', '/api/astro-payment-detail'],
    ['POST', '/api/user-payment-detail'],
    ['GET', '/api/total-amount'],
    ['POST', '/api/order/get-all-orders'],
    ['PUT', '/api/update-delivery-status'],
    ['GET', '/api/get-all-interaction'],
    ['GET', '/api/get-all-profile'],
  ] as const;
  it.each(routes)('%s %s: 401 guest, 403 user and astrologer, 200 admin', async (method, url) => {
    expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method, url, headers: user.headers, payload: {} })).statusCode).toBe(403);
    expect((await t.app.inject({ method, url, headers: astro.headers, payload: {} })).statusCode).toBe(403);
    if (url === '/api/user-payment-detail' || url === '/api/update-delivery-status') return;
    expect((await t.app.inject({ method, url, headers: admin.headers, payload: {} })).statusCode).toBe(200);
  });
});

describe('payments', () => {
  it('summarises an astrologer in rupees and pages their paid chats', async () => {
    const a = await createAstrologer(t.db, { commissionBp: 1_250 });
    const customer = await createUser(t.db);
    await createUserProfile(t.db, customer.id, { name: 'Neha Kulkarni', dateOfBirth: '1990-02-03' });
    for (let i = 0; i < 12; i++) {
      await createPaidChat(t.db, {
        userId: customer.id,
        astrologerId: a.id,
        paidAmountPaise: 10_050,
        updatedAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    }
    await createPaidChat(t.db, {
      userId: customer.id,
      astrologerId: a.id,
      paidAmountPaise: 99_900,
      paymentStatus: 'failed',
    });
    await t.db.insert(payouts).values({
      astrologerId: a.id,
      walletBeforePaise: 20_100,
      commissionBp: 1_250,
      payablePaise: 17_588,
      platformPaise: 2_512,
    });

    const total = (await call('POST', '/api/astro-payment-detail', { page: 1, limit: 100 })).json();
    const row = total.data.find((r: { astro_id: number }) => r.astro_id === a.id);
    expect(row).toMatchObject({
      astro_name: a.name,
      astro_email: a.user.email,
      total_amount: 1206,
      paid_amount: 175.88,
      platform_amount: 25.12,
      commission: 12.5,
    });
    expect(total.pagination).toMatchObject({ currentPage: 1, totalRecords: total.data.length });

    const first = (
      await call('POST', '/api/user-payment-detail', { astro_id: String(a.id), page: '1', limit: '10' })
    ).json();
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 2, totalRecords: 13, limit: 10 });
    expect(first.data).toHaveLength(10);
    expect(first.data.find((r: { payment_status: string }) => r.payment_status === 'success')).toMatchObject({
      user_name: 'Neha Kulkarni',
      user_email: customer.email,
      user_phone: customer.phone,
      user_dob: '1990-02-03',
      paid_amount: 100.5,
    });
    const second = (
      await call('POST', '/api/user-payment-detail', { astro_id: a.id, page: 2, limit: 10 })
    ).json();
    expect(second.data).toHaveLength(3);
    const beyond = await call('POST', '/api/user-payment-detail', { astro_id: a.id, page: 9, limit: 10 });
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json().data).toEqual([]);
    expect((await call('POST', '/api/user-payment-detail', { astro_id: 999_999 })).statusCode).toBe(404);
  });

  it('bounds page and limit', async () => {
    const big = await call('POST', '/api/astro-payment-detail', { page: 1, limit: 101 });
    expect(big.statusCode).toBe(400);
    expect(big.json().errors.limit).toBe(REPORT_MESSAGES.limit);
    expect((await call('POST', '/api/astro-payment-detail', { page: 0 })).json().errors.page).toBe(
      REPORT_MESSAGES.page,
    );
    const dflt = (await call('POST', '/api/astro-payment-detail', {})).json();
    expect(dflt.pagination.limit).toBe(10);
  });

  it('answers the admin wallet as the platform ledger balance', async () => {
    const before = (await call('GET', '/api/total-amount')).json().amount as number;
    await t.db
      .insert(walletLedger)
      .values({ account: 'platform', entryType: 'commission', amountPaise: 12_345 });
    const after = (await call('GET', '/api/total-amount')).json().amount as number;
    expect(Math.round((after - before) * 100)).toBe(12_345);
  });
});

describe('orders', () => {
  it('groups lines per order, pages with totals and skips unpaid orders', async () => {
    const buyer = await createUser(t.db);
    const p1 = await createProduct(t.db);
    const p2 = await createProduct(t.db);
    const order = await createPaidOrder(t.db, {
      userId: buyer.id,
      lines: [
        { productId: p1.id, unitPricePaise: 49_950, quantity: 2, name: 'Mala' },
        { productId: p2.id, unitPricePaise: 10_000, quantity: 1, name: 'Yantra' },
      ],
      createdAt: new Date(Date.now() + 60_000),
    });
    await createPaidOrder(t.db, {
      userId: buyer.id,
      lines: [{ productId: p1.id, unitPricePaise: 100, quantity: 1 }],
      status: 'pending_payment',
    });
    const res = await call('POST', '/api/order/get-all-orders', { page: 1, limit: 1 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ordersPerPage).toBe(1);
    expect(body.totalPages).toBe(body.totalOrders);
    // One flat row per product line; the rows of one order share its order_history_id.
    const shared = {
      order_history_id: order.id,
      delivery_status: 'Pending',
      order_status: 'paid',
      address: '12 MG Road, Pune, Maharashtra 411001',
      total_amount: 1099,
    };
    expect(body.orders).toHaveLength(2);
    expect(body.orders[0]).toMatchObject({
      ...shared,
      product_id: p1.id,
      name: 'Mala',
      price_in_rupee: 499.5,
      quantity: 2,
    });
    expect(body.orders[1]).toMatchObject({
      ...shared,
      product_id: p2.id,
      name: 'Yantra',
      price_in_rupee: 100,
      quantity: 1,
    });
    expect(groupOrderRows(body.orders)).toEqual([
      expect.objectContaining({
        ...shared,
        products: [expect.objectContaining({ name: 'Mala' }), expect.objectContaining({ name: 'Yantra' })],
      }),
    ]);
    const all = (await call('POST', '/api/order/get-all-orders', { page: 1, limit: 100 })).json();
    expect(all.orders.every((o: { order_status: string }) => o.order_status !== 'pending_payment')).toBe(
      true,
    );
    const beyond = (await call('POST', '/api/order/get-all-orders', { page: 999, limit: 10 })).json();
    expect(beyond.orders).toEqual([]);
  });

  it('records a delivery status change with who and when', async () => {
    const buyer = await createUser(t.db);
    const p = await createProduct(t.db);
    const order = await createPaidOrder(t.db, {
      userId: buyer.id,
      lines: [{ productId: p.id, unitPricePaise: 500, quantity: 1 }],
    });
    const res = await call('PUT', '/api/update-delivery-status', {
      order_history_id: String(order.id),
      new_status: 'Shipped',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: REPORT_MESSAGES.statusUpdated });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.deliveryStatus).toBe('Shipped');
    const changes = await t.db
      .select()
      .from(deliveryStatusChanges)
      .where(eq(deliveryStatusChanges.orderId, order.id));
    expect(changes).toEqual([
      expect.objectContaining({ fromStatus: 'Pending', toStatus: 'Shipped', changedBy: 1 }),
    ]);
    expect(changes[0]!.createdAt).toBeInstanceOf(Date);

    const bad = await call('PUT', '/api/update-delivery-status', {
      order_history_id: order.id,
      new_status: 'Lost',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.new_status).toBe(REPORT_MESSAGES.status);
    expect(
      (
        await call('PUT', '/api/update-delivery-status', {
          order_history_id: 999_999,
          new_status: 'Delivered',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('interactions and users', () => {
  it('lists interactions with names and filters by India day', async () => {
    const a = await createAstrologer(t.db, { name: 'Guru Anand' });
    const customer = await createUser(t.db, { name: 'Ravi' });
    // 20:00 UTC on 9 March is 01:30 on 10 March in India.
    const late = await createInteraction(t.db, {
      userId: customer.id,
      astrologerId: a.id,
      createdAt: new Date('2025-03-09T20:00:00Z'),
      type: 'Call',
      durationSeconds: 75,
      paidAmountPaise: 12_550,
    });
    const early = await createInteraction(t.db, {
      userId: customer.id,
      astrologerId: a.id,
      createdAt: new Date('2025-03-09T10:00:00Z'),
    });
    const all = (await call('GET', '/api/get-all-interaction')).json().interactions as { id: number }[];
    expect(all.find((i) => i.id === late.id)).toEqual({
      id: late.id,
      user_name: 'Ravi',
      profile_user_id: customer.id,
      astro_name: 'Guru Anand',
      astro_user_id: a.userId,
      interaction_type: 'Call',
      duration: 75,
      paid_amount: 125.5,
      payment_status: 'Completed',
      createdAt: '2025-03-09T20:00:00.000Z',
      consultation_id: null,
      refunded_amount: 0,
    });
    const day = (await call('GET', '/api/get-all-interaction?from=2025-03-10&to=2025-03-10')).json()
      .interactions as { id: number }[];
    expect(day.map((i) => i.id)).toEqual([late.id]);
    const ninth = (await call('GET', '/api/get-all-interaction?from=2025-03-09&to=2025-03-09')).json()
      .interactions as { id: number }[];
    expect(ninth.map((i) => i.id)).toEqual([early.id]);
    const reversed = await call('GET', '/api/get-all-interaction?from=2025-03-10&to=2025-03-09');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(REPORT_MESSAGES.dateRange);
  });

  it('lists registered user profiles', async () => {
    const customer = await createUser(t.db);
    const profile = await createUserProfile(t.db, customer.id, { name: 'Kavya Menon', gender: 'Female' });
    const list = (await call('GET', '/api/get-all-profile')).json() as { id: number }[];
    expect(list.find((p) => p.id === profile.id)).toMatchObject({
      user_id: customer.id,
      name: 'Kavya Menon',
      email: customer.email,
      phone: customer.phone,
      date_of_birth: '1992-04-12',
      gender: 'Female',
    });
  });
});

describe('consultations in the reports', () => {
  const interactionOf = async (consultationId: number) =>
    ((await call('GET', '/api/get-all-interaction')).json().interactions as { consultation_id: number | null }[]).find(
      (i) => i.consultation_id === consultationId,
    );
  const summaryOf = async (astroId: number) =>
    ((await call('POST', '/api/astro-payment-detail', { page: 1, limit: 100 })).json().data as { astro_id: number }[]).find(
      (r) => r.astro_id === astroId,
    );
  const refund = (id: number, body: object) => call('POST', `/api/admin/consultations/${id}/refund`, body);

  it('show what was paid and what was refunded; totals are net of refunds', async () => {
    const a = await createAstrologer(t.db, { commissionBp: 2_000 });
    const customer = await createUser(t.db, { name: 'Meera' });
    const endedAt = new Date('2026-05-01T10:00:00Z');
    const first = await createEndedConsultation(t.db, { userId: customer.id, astrologerId: a.id, ratePaise: 2_000, minutes: 5, endedAt });
    const second = await createEndedConsultation(t.db, { userId: customer.id, astrologerId: a.id, ratePaise: 2_000, minutes: 2, type: 'call' });

    expect(await interactionOf(first.consultation.id)).toMatchObject({
      id: first.interaction!.id,
      user_name: 'Meera',
      interaction_type: 'chat',
      duration: 285,
      paid_amount: 100,
      payment_status: 'Completed',
      refunded_amount: 0,
    });
    expect(await summaryOf(a.id)).toMatchObject({ total_amount: 140, paid_amount: 0, platform_amount: 0, commission: 20 });

    expect((await refund(first.consultation.id, { amount: 30, reason: 'Short answer' })).statusCode).toBe(200);
    expect(await interactionOf(first.consultation.id)).toMatchObject({ paid_amount: 100, refunded_amount: 30 });
    expect(await interactionOf(second.consultation.id)).toMatchObject({ interaction_type: 'Call', paid_amount: 40, refunded_amount: 0 });
    const day = (await call('GET', '/api/get-all-interaction?from=2026-05-01&to=2026-05-01')).json().interactions;
    expect(day).toEqual([expect.objectContaining({ consultation_id: first.consultation.id, refunded_amount: 30 })]);

    const payments = (await call('POST', '/api/user-payment-detail', { astro_id: a.id, page: 1, limit: 10 })).json().data;
    expect(payments).toHaveLength(2);
    expect(payments.find((p: { consultation_id: number }) => p.consultation_id === first.consultation.id)).toMatchObject({
      paidchat_id: first.paidChat!.id,
      user_email: customer.email,
      paid_amount: 100,
      payment_status: 'success',
      refunded_amount: 30,
    });
    // The astrologer gave back ₹30 from the wallet: ₹110 earned, still all in the wallet.
    expect(await summaryOf(a.id)).toMatchObject({ total_amount: 110, paid_amount: 0, platform_amount: 0 });

    // Settled: ₹110 x 20% = ₹22 to the platform, ₹88 paid out. A refund now is the platform's to bear.
    expect((await call('PUT', '/admin/astro-update-wallet', { astrologer_id: a.id })).statusCode).toBe(200);
    const walletBefore = (await call('GET', '/api/total-amount')).json().amount as number;
    expect((await refund(second.consultation.id, { reason: 'Call dropped' })).statusCode).toBe(200);
    expect(Math.round(((await call('GET', '/api/total-amount')).json().amount - walletBefore) * 100)).toBe(-4_000);
    // total = paid out + platform's net + wallet (0): 70 = 88 + (22 - 40).
    expect(await summaryOf(a.id)).toMatchObject({ total_amount: 70, paid_amount: 88, platform_amount: -18 });
    const [astro] = await t.db.select().from(astrologers).where(eq(astrologers.id, a.id));
    expect(astro!.walletPaise).toBe(0);
  });
});
