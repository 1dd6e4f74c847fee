// After an account is deleted nothing personal of it is left in any table but its issued tax invoices, which the law
// wants kept as issued until their retention ends (then purged): every text column of the database is classified
// below (a new one fails until someone decides), every personal one is searched for the person's e-mail, phone and
// name, and the admin's reports answer the same totals before and after.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@app/contracts/account';
import { accountDeletions, taxInvoices, users } from '../../db/schema/index.ts';
import { useTestApp, type TestApp } from '../../test/app.ts';
import { booksViolations } from '../../test/consult-factories.ts';
import { adminAccount, type TestAccount } from '../../test/factories.ts';
import { purgeExpiredInvoices } from '../invoices/invoice-retention.ts';
import { deleteAccount, deletionCode, personWithEverything, type Person } from './account.fixture.ts';

/**
 * Every text, varchar and json column of the database: `personal` when it can hold something about a person (it is
 * then erased, blanked or its row deleted with the account), `not` with the reason it cannot.
 */
const COLUMNS: Record<string, Record<string, 'personal' | `not: ${string}`>> = {
  users: { email: 'personal', phone: 'personal', name: 'personal', locale: 'not: the language the account reads, en or hi' },
  sessions: { token_hash: 'not: a hash of a random token; the rows go with the account' },
  otp_codes: {
    identifier: 'personal',
    ip: 'personal',
    purpose: 'not: sign-in or deletion',
    code_hash: 'not: a keyed hash of a random code',
    name: 'personal',
    user_type: 'not: user or astro',
  },
  outbox_messages: { to: 'personal', subject: 'personal', body: 'personal', code: 'not: a random code', attachments: 'personal' },
  user_profiles: {
    name: 'personal',
    gender: 'personal',
    place_of_birth: 'personal',
    profile_image: 'personal',
    birth_place_id: 'personal',
    birth_time_zone: 'personal',
  },
  contact_messages: { name: 'personal', email: 'personal', contact_number: 'personal', message: 'personal', ip: 'personal' },
  app_settings: { key: 'not: server settings', value: 'not: server secrets' },
  account_deletions: {},
  astrologers: {
    name: 'personal',
    profile_image: 'personal',
    about: 'personal',
    gender: 'personal',
    skills: 'personal',
    token_no: 'not: a number the platform gave',
    language_known: 'not: a professional category',
    type: 'not: a professional category',
    expertise: 'not: a professional category',
  },
  paid_chats: { payment_status: 'not: a status' },
  astrologer_booking_prices: { kind: 'not: call or video' },
  bookings: { kind: 'not: chat, call or video', status: "not: the booking's state", cancel_reason: 'personal' },
  booking_reminder_sends: { moment: 'not: day or soon', channel: 'not: push, email or sms' },
  user_wallet_entries: { note: "not: the platform's own note on an adjustment" },
  wallet_recharges: {
    provider: 'not: the gateway',
    gateway_order_id: "not: the gateway's random id",
    gateway_payment_id: "not: the gateway's random id",
  },
  wallet_recharge_extra_payments: { gateway_payment_id: "not: the gateway's random id", source: 'not: confirm or webhook' },
  consultations: { end_reason: 'not: who ended it' },
  consultation_messages: {
    text: 'personal',
    voice_key: 'personal',
    sender: 'not: user or astro',
    client_id: "not: the sender app's random id",
    voice_mime: 'not: a media type',
  },
  consultation_reviews: { text: 'personal' },
  consultation_refunds: { reason: "not: the admin's note on a refund, kept with the money" },
  free_questions: {
    question: 'personal',
    answer: 'personal',
    birth_name: 'personal',
    birth_gender: 'personal',
    birth_place: 'personal',
  },
  free_question_identities: { identity_hash: 'not: a keyed hash that keeps one free question per e-mail or phone' },
  first_session_identities: { identity_hash: 'not: a keyed hash that keeps one first session on the house per e-mail or phone' },
  user_kundlis: { name: 'personal', place_id: 'personal', place_label: 'personal', time_zone: 'personal' },
  kundli_matches: {
    boy_name: 'personal',
    boy_place_id: 'personal',
    boy_place_label: 'personal',
    boy_time_zone: 'personal',
    girl_name: 'personal',
    girl_place_id: 'personal',
    girl_place_label: 'personal',
    girl_time_zone: 'personal',
    band: 'not: the verdict band of the match',
  },
  invoice_series: { financial_year: 'not: a year' },
  tax_invoices: {
    buyer_name: 'personal',
    buyer_contact: 'personal',
    buyer_address: 'personal',
    place_of_supply: 'not: the state the tax law needs, kept with the invoice',
    financial_year: 'not: a year',
    number: 'not: the invoice number',
    seller_name: 'not: the business',
    seller_address: 'not: the business',
    seller_gstin: 'not: the business',
    seller_state: 'not: the business',
    lines: 'not: products, quantities and tax',
  },
  push_subscriptions: { endpoint: 'personal', p256dh: 'personal', auth: 'personal' },
  orders: { delivery_address: 'personal', delivery_phone: 'personal', user_email: 'personal', user_phone: 'personal', currency: 'not: INR' },
  order_lines: { name: 'not: a product', category_name: 'not: a category', image: 'not: a product image' },
  payments: {
    provider: 'not: the gateway',
    gateway_order_id: "not: the gateway's random id",
    gateway_payment_id: "not: the gateway's random id",
    currency: 'not: INR',
  },
  payment_events: { payload: 'personal', event_id: "not: the gateway's random id", type: 'not: an event type' },
  categories: { name: 'not: the catalogue' },
  products: {
    name: 'not: the catalogue',
    description: 'not: the catalogue',
    image: 'not: the catalogue',
    instruction: 'not: the catalogue',
    kit_includes: 'not: the catalogue',
    hsn_code: 'not: the catalogue',
  },
  addresses: {
    street: 'personal',
    city: 'personal',
    state: 'personal',
    postal_code: 'personal',
    country: 'personal',
    address_type: 'personal',
    address_name: 'personal',
    phone: 'personal',
  },
  safety_events: {
    kind: 'not: what the filter masked (phone, email, upi, link, handle, abuse); never the text itself',
    source: 'not: where it was written (chat, question, answer, review)',
  },
  consultation_reports: {
    reason: 'not: one of five reasons',
    text: 'personal',
    status: 'not: open, dismissed or actioned',
  },
  moderation_audit: { action: 'not: what the admin did', note: "not: the admin's note on their own action" },
  account_suspensions: {
    reason: 'not: one of five reasons',
    note: "not: the admin's words to the account about its suspension",
  },
};

/**
 * The only places the person may still be found after the deletion: the buyer of their issued tax invoices, kept
 * exactly as issued under the tax law's retention (docs/decisions/tax-invoices.md), until the purge.
 */
const RETAINED_BY_LAW = ['tax_invoices.buyer_address', 'tax_invoices.buyer_contact', 'tax_invoices.buyer_name'];

/** Rows keyed by the person's id that must be gone. */
const GONE_BY_USER = ['user_profiles', 'addresses', 'carts', 'user_kundlis', 'kundli_matches', 'push_subscriptions', 'sessions'];

interface Column {
  table: string;
  column: string;
}

async function textColumns(t: TestApp): Promise<Column[]> {
  const result = await t.db.execute(sql`
    select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
    order by table_name, column_name`);
  return (result as unknown as { rows: Column[] }).rows;
}

/** Where any of the needles appears, as "table.column: count". */
async function findEverywhere(t: TestApp, columns: Column[], needles: string[]): Promise<string[]> {
  const patterns = needles.map((n) => `%${n.toLowerCase()}%`);
  const found: string[] = [];
  for (const { table, column } of columns) {
    const result = await t.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where lower(${sql.identifier(column)}::text) like any (${sql.param(patterns)}::text[])`,
    );
    const n = (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    if (n > 0) found.push(`${table}.${column}: ${n}`);
  }
  return found;
}

type Json = Record<string, unknown>;

async function adminGet(t: TestApp, admin: TestAccount, method: 'GET' | 'POST', url: string, payload?: Json) {
  const res = await t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<Json>();
}

/** The admin's money figures that concern the person: the same before and after the deletion. */
async function reportTotals(t: TestApp, admin: TestAccount, person: Person) {
  const total = await adminGet(t, admin, 'GET', '/api/total-amount');
  const astro = (await adminGet(t, admin, 'POST', '/api/astro-payment-detail', { page: 1, limit: 100 })).data as Json[];
  const payments = (await adminGet(t, admin, 'POST', '/api/user-payment-detail', { astro_id: person.astro.astroId, page: 1, limit: 100 }))
    .data as Json[];
  const orders = await adminGet(t, admin, 'POST', '/api/order/get-all-orders', { page: 1, limit: 100 });
  const mine = (orders.orders as Json[]).filter((o) => o.order_history_id === person.orderId);
  const interactions = ((await adminGet(t, admin, 'GET', '/api/get-all-interaction')).interactions as Json[]).filter(
    (i) => i.consultation_id === person.consultationId,
  );
  const consultation = await adminGet(t, admin, 'GET', `/api/admin/consultations/${person.consultationId}`);
  const pick = (row: Json | undefined, keys: string[]) => Object.fromEntries(keys.map((k) => [k, row?.[k]]));
  return {
    total,
    astro: pick(
      astro.find((a) => a.astro_id === person.astro.astroId),
      ['total_amount', 'paid_amount', 'platform_amount', 'commission'],
    ),
    payments: payments.map((p) => pick(p, ['paidchat_id', 'paid_amount', 'payment_status', 'refunded_amount', 'consultation_id'])),
    orderCount: orders.totalOrders,
    order: mine.map((o) => pick(o, ['order_history_id', 'order_status', 'delivery_status', 'product_id', 'price_in_rupee', 'quantity', 'total_amount'])),
    interactions: interactions.map((i) => pick(i, ['id', 'duration', 'paid_amount', 'payment_status', 'refunded_amount'])),
    consultation: pick((consultation.consultation ?? consultation) as Json, ['amount', 'billed_minutes', 'refunded', 'status']),
  };
}

describe('deleting an account leaves nothing personal behind', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'jk-account-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const t = useTestApp(() => ({ DATA_DIR: dataDir }));

  it('classifies every text column of the database as personal or not, and nothing more', async () => {
    const columns = await textColumns(t);
    const unclassified = columns.filter((c) => COLUMNS[c.table]?.[c.column] === undefined).map((c) => `${c.table}.${c.column}`);
    expect(unclassified, 'text columns nobody has classified: add them to COLUMNS and erase the personal ones').toEqual([]);
    const present = new Set(columns.map((c) => `${c.table}.${c.column}`));
    const stale = Object.entries(COLUMNS).flatMap(([table, cols]) => Object.keys(cols).map((c) => `${table}.${c}`)).filter((k) => !present.has(k));
    expect(stale, 'COLUMNS names columns that no longer exist').toEqual([]);
  });

  it("finds the person's e-mail, phone and name nowhere but their invoices' buyer, keeps the admin's totals, and the books still balance", async () => {
    const admin = await adminAccount(t.db);
    const person = await personWithEverything(t);
    const { account } = person;
    const needles = [account.email, account.phone, person.name, person.tag];
    const columns = await textColumns(t);
    const personal = columns.filter((c) => COLUMNS[c.table]?.[c.column] === 'personal');
    // The search works: before the deletion it finds the person in the places the fixture put them.
    const before = await findEverywhere(t, personal, needles);
    for (const place of ['users.email', 'user_profiles.name', 'orders.user_email', 'consultation_messages.text', 'consultation_reviews.text', 'free_questions.question', 'user_kundlis.name', 'kundli_matches.girl_name', 'push_subscriptions.endpoint', 'contact_messages.email', 'tax_invoices.buyer_name', 'payment_events.payload', 'addresses.street']) {
      expect(before.some((f) => f.startsWith(`${place}:`)), `${place} holds the person before`).toBe(true);
    }
    const totals = await reportTotals(t, admin, person);

    const info = await t.app.inject({ method: 'GET', url: '/api/account/deletion', headers: account.headers });
    expect(info.json()).toMatchObject({ wallet_balance: 490, balance_acknowledgement_required: true, blocked: null, code_channel: 'email' });
    const code = await deletionCode(t, account);
    const res = await deleteAccount(t, account, { code, acknowledge_balance: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.deleted });

    // Exactly the invoices' buyer fields still name the person, and only on the person's own invoices.
    const invoices = await t.db.select({ id: taxInvoices.id }).from(taxInvoices).where(eq(taxInvoices.userId, account.id));
    expect(invoices.length).toBeGreaterThan(0);
    const retained = RETAINED_BY_LAW.map((place) => `${place}: ${invoices.length}`);
    expect(await findEverywhere(t, personal, needles), 'personal columns still naming the person').toEqual(retained);
    expect(await findEverywhere(t, columns, needles), 'any text column still naming the person').toEqual(retained);
    for (const table of GONE_BY_USER) {
      const left = await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${account.id}`);
      expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n, table).toBe(0);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, account.id));
    expect(row).toMatchObject({ email: null, phone: null, name: null, deletedAt: expect.any(Date) });
    // The files went with the rows.
    expect(await t.ctx.storage.readPrivate(person.voiceKey)).toBeNull();
    const image = await t.app.inject({ method: 'GET', url: `/uploads/${person.imageName}` });
    expect(image.statusCode).toBe(404);

    expect(await reportTotals(t, admin, person)).toEqual(totals);
    expect(await booksViolations(t.db)).toEqual([]);
    const [logged] = await t.db.select().from(accountDeletions).orderBy(sql`${accountDeletions.id} desc`).limit(1);
    expect(logged).toMatchObject({ role: 'user', forfeitedPaise: 49_000 });

    // Once the retention is over (the fixture's own invoice is of a far year), the purge leaves the person nowhere.
    await purgeExpiredInvoices(t.db, new Date('2200-01-01T00:00:00Z'));
    expect(await findEverywhere(t, columns, needles), 'any text column naming the person after the purge').toEqual([]);
    expect(await reportTotals(t, admin, person)).toEqual(totals);
    // A person in every table, a search of every text column three times and the reports three times.
  }, 90_000);
});
