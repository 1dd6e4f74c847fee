// The admin's charts agree to the paisa with the reports they summarise: the invoice register (shop and recharges,
// GST apart), the chat and call history (charges, sessions, minutes, by astrologer), the payment report (payouts and
// commission), the consultations' refunds and the registered users; days are India's; only the admin may ask.
import { CHART_CSV_COLUMNS, CHART_MESSAGES, type ChartsResponse } from '@app/contracts/admin-charts';
import type { InvoiceSummary } from '@app/contracts/invoices';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createAstrologer, createEndedConsultation, createUser, createUserProfile } from '../../test/admin-factories.ts';
import { adminAccount, createAccount, type TestAccount } from '../../test/factories.ts';
import { call } from '../../test/purchase.ts';
import { invoicePaidAt, paidRecharge, rechargeConfirmOf } from '../invoices/purchases.fixture.ts';

const t = useTestApp();
let admin: TestAccount;
let user: TestAccount;
let astro: TestAccount;

/** An instant given in India time. */
const ist = (local: string) => new Date(`${local}+05:30`);
const RANGE = { from: '2026-03-10', to: '2026-03-12' };
const qs = (q: Record<string, string>) => new URLSearchParams(q).toString();
const get = (url: string, who: TestAccount | null = admin) =>
  t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const charts = async (q = RANGE) => {
  const res = await get(`/api/admin/charts?${qs(q)}`);
  expect(res.statusCode).toBe(200);
  return res.json() as ChartsResponse;
};
/** Sums of rupee figures, in paise, so a float never hides a paisa. */
const paise = (rupees: number) => Math.round(rupees * 100);
const sum = <T>(rows: T[], f: (r: T) => number) => rows.reduce((s, r) => s + paise(f(r)), 0);
const istDayOf = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10);

let astroA: Awaited<ReturnType<typeof createAstrologer>>;
let astroB: Awaited<ReturnType<typeof createAstrologer>>;
/** The all-time payment report's sums before the seed: the range's payouts and commission are the difference. */
let reportBefore: { paid: number; platform: number };

async function paymentReport() {
  const rows = (await call(t.app, 'POST', '/api/astro-payment-detail', admin, { page: 1, limit: 100 })).body.data as {
    paid_amount: number;
    platform_amount: number;
  }[];
  return { paid: sum(rows, (r) => r.paid_amount), platform: sum(rows, (r) => r.platform_amount) };
}

beforeAll(async () => {
  admin = await adminAccount(t.db);
  user = await createAccount(t.db, { role: 'user' });
  astro = await createAccount(t.db, { role: 'astro' });
  // Nothing of the range before the seed (the template database has no history there).
  const empty = await charts();
  expect(empty.totals).toMatchObject({ shop_total: 0, recharge_total: 0, sessions: 0, payouts: 0, new_users: 0 });
  reportBefore = await paymentReport();

  const buyer = await createAccount(t.db, { role: 'user' });
  // Shop: one order a minute before the range (23:59 IST on the 9th), one a minute into it, one inter-state the next day.
  await invoicePaidAt(t, buyer, 'Karnataka', ist('2026-03-09T23:59:00'), 11_800);
  await invoicePaidAt(t, buyer, 'Karnataka', ist('2026-03-10T00:01:00'), 11_800);
  await invoicePaidAt(t, buyer, 'Kerala', ist('2026-03-11T12:00:00'), 59_900);
  // Recharges: paid on the 10th and the 12th (23:58 IST, still the 12th).
  for (const [at, rupees] of [
    ['2026-03-10T09:00:00', 500],
    ['2026-03-12T23:58:00', 1000],
  ] as const) {
    t.clock.set(ist(at));
    const { paid } = await paidRecharge(t.app, buyer, rupees);
    expect((await call(t.app, 'POST', '/api/wallet/recharge/confirm', buyer, rechargeConfirmOf(paid))).status).toBe(200);
  }

  // Consultations: two astrologers, sessions on the 10th and 11th, one on the 13th (outside).
  astroA = await createAstrologer(t.db, { name: 'Pandit Arjun', commissionBp: 2_000, isVerified: true });
  astroB = await createAstrologer(t.db, { name: 'Acharya Meera', commissionBp: 1_250, isVerified: true });
  const early = await createUser(t.db, { createdAt: ist('2026-03-10T08:00:00') });
  await createUserProfile(t.db, early.id, { createdAt: ist('2026-03-10T08:00:00') });
  const late = await createUser(t.db, { createdAt: ist('2026-03-11T10:00:00') });
  await createUserProfile(t.db, late.id, { createdAt: ist('2026-03-11T10:00:00') });
  const outside = await createUser(t.db, { createdAt: ist('2026-03-13T10:00:00') });
  await createUserProfile(t.db, outside.id, { createdAt: ist('2026-03-13T10:00:00') });

  const first = await createEndedConsultation(t.db, {
    userId: early.id,
    astrologerId: astroA.id,
    ratePaise: 3_333,
    minutes: 7,
    endedAt: ist('2026-03-10T20:00:00'),
  });
  await createEndedConsultation(t.db, { userId: user.id, astrologerId: astroB.id, ratePaise: 2_550, minutes: 3, endedAt: ist('2026-03-11T00:00:30') });
  await createEndedConsultation(t.db, { userId: user.id, astrologerId: astroA.id, ratePaise: 4_999, minutes: 2, endedAt: ist('2026-03-11T18:00:00') });
  await createEndedConsultation(t.db, { userId: late.id, astrologerId: astroB.id, minutes: 4, endedAt: ist('2026-03-13T09:00:00') });

  // A refund of part of the first session on the 11th, then both astrologers paid out on the 12th.
  t.clock.set(ist('2026-03-11T11:00:00'));
  const refund = await call(t.app, 'POST', `/api/admin/consultations/${first.consultation.id}/refund`, admin, {
    amount: 45.67,
    reason: 'Dropped call',
  });
  expect(refund.status).toBe(200);
  t.clock.set(ist('2026-03-12T15:00:00'));
  for (const a of [astroA, astroB])
    expect((await call(t.app, 'PUT', '/admin/astro-update-wallet', admin, { astrologer_id: a.id })).status).toBe(200);
  t.clock.set(new Date());
});

describe('GET /api/admin/charts', () => {
  it('agrees with the invoice register: shop and recharges by day, net and GST apart', async () => {
    const c = await charts();
    const list = (
      await get(`/api/admin/invoices?${qs({ ...RANGE, limit: '100' })}`)
    ).json().invoices as InvoiceSummary[];
    expect(list).toHaveLength(4);
    for (const kind of ['order', 'recharge'] as const) {
      const of = list.filter((i) => i.kind === kind);
      const prefix = kind === 'order' ? 'shop' : 'recharge';
      const gst = (i: InvoiceSummary) => i.cgst + i.sgst + i.igst;
      expect(paise(c.totals[`${prefix}_net`])).toBe(sum(of, (i) => i.taxable));
      expect(paise(c.totals[`${prefix}_gst`])).toBe(sum(of, gst));
      expect(paise(c.totals[`${prefix}_total`])).toBe(sum(of, (i) => i.total));
      for (const d of c.days) {
        const ofDay = of.filter((i) => istDayOf(i.issued_at) === d.day);
        expect(paise(d[`${prefix}_net`])).toBe(sum(ofDay, (i) => i.taxable));
        expect(paise(d[`${prefix}_gst`])).toBe(sum(ofDay, gst));
        expect(paise(d[`${prefix}_total`])).toBe(sum(ofDay, (i) => i.total));
      }
    }
    // The order a minute before the range is not counted; the one a minute in is the 10th's.
    expect(c.days.map((d) => d.shop_total)).toEqual([118, 599, 0]);
    expect(c.days.map((d) => d.recharge_net)).toEqual([500, 0, 1000]);
    expect(c.totals.shop_gst).toBeGreaterThan(0);
    expect(c.totals.recharge_gst).toBeGreaterThan(0);
  });

  it('agrees with the chat and call history: charges, sessions and minutes by day and by astrologer', async () => {
    const c = await charts();
    const rows = (await get(`/api/get-all-interaction?${qs(RANGE)}`)).json().interactions as {
      createdAt: string;
      astro_name: string;
      duration: number;
      paid_amount: number;
    }[];
    expect(rows).toHaveLength(3);
    expect(paise(c.totals.consultation_charges)).toBe(sum(rows, (r) => r.paid_amount));
    expect(c.totals.sessions).toBe(rows.length);
    const seconds = rows.reduce((s, r) => s + r.duration, 0);
    expect(c.totals.minutes).toBe(Math.round((seconds * 100) / 60) / 100);
    for (const d of c.days) {
      const ofDay = rows.filter((r) => istDayOf(r.createdAt) === d.day);
      expect(d.sessions).toBe(ofDay.length);
      expect(paise(d.consultation_charges)).toBe(sum(ofDay, (r) => r.paid_amount));
    }
    // 33.33 x 7 on the 10th; 25.50 x 3 (half a minute into the 11th, India time) and 49.99 x 2 on the 11th.
    expect(c.days.map((d) => d.consultation_charges)).toEqual([233.31, 176.48, 0]);
    expect(c.days.map((d) => d.sessions)).toEqual([1, 2, 0]);
    expect(c.astrologers.map((a) => [a.name, a.sessions, a.consultation_charges])).toEqual([
      ['Pandit Arjun', 2, 333.29],
      ['Acharya Meera', 1, 76.5],
    ]);
    for (const a of c.astrologers) {
      const of = rows.filter((r) => r.astro_name === a.name);
      expect(a.minutes).toBe(Math.round((of.reduce((s, r) => s + r.duration, 0) * 100) / 60) / 100);
    }
  });

  it('agrees with the payment report: payouts and commission (less what refunds took from the platform)', async () => {
    const c = await charts();
    const after = await paymentReport();
    expect(paise(c.totals.payouts)).toBe(after.paid - reportBefore.paid);
    expect(paise(c.totals.commission)).toBe(after.platform - reportBefore.platform);
    expect(c.totals.payouts).toBeGreaterThan(0);
    expect(c.days[2]!.payouts).toBe(c.totals.payouts);
  });

  it('agrees with the history’s refunded amounts, on the refund’s day, split by who bore it', async () => {
    const c = await charts();
    const rows = (await get(`/api/get-all-interaction?${qs(RANGE)}`)).json().interactions as { refunded_amount: number }[];
    expect(paise(c.totals.refunds)).toBe(sum(rows, (r) => r.refunded_amount));
    expect(c.days.map((d) => d.refunds)).toEqual([0, 45.67, 0]);
    expect(paise(c.totals.refunds_from_astrologers) + paise(c.totals.refunds_from_platform)).toBe(4_567);
  });

  it('counts the registered users of the range and those who had a paid session', async () => {
    const c = await charts();
    const users = (await get('/api/get-all-profile')).json() as { createdAt: string }[];
    const inRange = users.filter((u) => istDayOf(u.createdAt) >= RANGE.from && istDayOf(u.createdAt) <= RANGE.to);
    expect(c.totals.new_users).toBe(inRange.length);
    expect(c.days.map((d) => [d.new_users, d.converted_users])).toEqual([
      [1, 1],
      [1, 0],
      [0, 0],
    ]);
    expect(c.conversion_percent).toBe(50);
  });

  it('answers every day of the range, zeros included, and totals from the paise', async () => {
    const c = await charts({ from: '2026-03-01', to: '2026-03-31' });
    expect(c.days).toHaveLength(31);
    expect(c.days[0]!.day).toBe('2026-03-01');
    expect(c.days[30]!.day).toBe('2026-03-31');
    expect(paise(c.totals.consultation_charges)).toBe(sum(c.days, (d) => d.consultation_charges));
    expect(c.totals.sessions).toBe(4);
  });

  it('refuses bad ranges with the validation code and a clear message', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ to: '2026-03-12' }, 'from', CHART_MESSAGES.fromRequired],
      [{ from: '2026-03-10' }, 'to', CHART_MESSAGES.toRequired],
      [{ from: '2026-02-30', to: '2026-03-12' }, 'from', CHART_MESSAGES.dateFormat],
      [{ from: '10-03-2026', to: '2026-03-12' }, 'from', CHART_MESSAGES.dateFormat],
      [{ from: '2026-03-12', to: '2026-03-10' }, 'to', CHART_MESSAGES.dateRange],
      [{ from: '2025-03-10', to: '2026-03-12' }, 'to', CHART_MESSAGES.rangeTooLong],
    ];
    for (const [q, field, message] of cases) {
      const res = await get(`/api/admin/charts?${qs(q)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', errors: { [field]: message } });
    }
    // 366 days is the longest range taken.
    expect((await get(`/api/admin/charts?${qs({ from: '2025-03-12', to: '2026-03-12' })}`)).statusCode).toBe(200);
  });

  it('answers a guest 401, a user and an astrologer 403', async () => {
    for (const url of [`/api/admin/charts?${qs(RANGE)}`, `/api/admin/charts.csv?${qs({ ...RANGE, series: 'revenue' })}`]) {
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, user)).statusCode).toBe(403);
      expect((await get(url, astro)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/admin/charts.csv', () => {
  it('downloads each series with its header and one row a day (or an astrologer), the same figures as the JSON', async () => {
    const c = await charts();
    for (const series of ['revenue', 'consultations', 'astrologers', 'commission', 'refunds', 'users'] as const) {
      const res = await get(`/api/admin/charts.csv?${qs({ ...RANGE, series })}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${series}-2026-03-10-to-2026-03-12.csv"`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
      expect(lines[0]).toBe(CHART_CSV_COLUMNS[series].join(','));
      expect(lines).toHaveLength(1 + (series === 'astrologers' ? c.astrologers.length : 3));
    }
    const revenue = (await get(`/api/admin/charts.csv?${qs({ ...RANGE, series: 'revenue' })}`)).body.split('\r\n');
    expect(revenue[1]).toBe(
      ['2026-03-10', ...['shop_net', 'shop_gst', 'shop_total', 'recharge_net', 'recharge_gst', 'recharge_total', 'consultation_charges'].map((k) =>
        (c.days[0]![k as keyof (typeof c.days)[number]] as number).toFixed(2),
      )].join(','),
    );
    expect(revenue[3]).toMatch(/^2026-03-12,0\.00,0\.00,0\.00,1000\.00,/);
    const astrologers = (await get(`/api/admin/charts.csv?${qs({ ...RANGE, series: 'astrologers' })}`)).body.split('\r\n');
    expect(astrologers[1]).toBe(`${astroA.id},Pandit Arjun,2,${c.astrologers[0]!.minutes.toFixed(2)},333.29`);
  });

  it('refuses an unknown series and a bad range', async () => {
    const res = await get(`/api/admin/charts.csv?${qs({ ...RANGE, series: 'profit' })}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', errors: { series: CHART_MESSAGES.series } });
    const backwards = await get(`/api/admin/charts.csv?${qs({ from: '2026-03-12', to: '2026-03-10', series: 'users' })}`);
    expect(backwards.json()).toMatchObject({ code: 'validation', errors: { to: CHART_MESSAGES.dateRange } });
  });
});
