import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../lib/storage.ts';
import { localStorage } from '../../lib/storage-local.ts';
import { loadConfig } from '../../config.ts';
import { openTestDatabase } from '../../test/app.ts';
import { TEST_ADMIN } from '../../test/constants.ts';
import { auditLedger } from '../../test/ledger-audit.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { findListed, listDirectory, toDirectoryAstrologer } from '../../modules/directory/directory.repository.ts';
import type { Database, Db } from '../client.ts';
import { categories, products, users } from '../schema/index.ts';
import { buildConsultations, UNREVIEWED_ASTROLOGERS } from './demo-consultations.ts';
import { buildPeople } from './demo-people.ts';
import { prepareDemo, seedDemo } from './demo.ts';
import { seedIfEmpty } from './index.ts';
import { createRandom } from './random.ts';

const rows = async <T,>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const count = async (db: Db, table: string): Promise<number> =>
  (await rows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

describe('demo seed', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let db: Db;
  let dataDir: string;
  const now = new Date();

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    db = database.db;
    dataDir = mkdtempSync(join(tmpdir(), 'jk-seed-'));
    await seedDemo(db, { ADMIN_PHONE: TEST_ADMIN.ADMIN_PHONE }, localStorage(dataDir), now);
  });
  afterAll(async () => {
    await database.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists 24 products in 5 categories, every image but one stored on disk', async () => {
    expect(await count(db, 'categories')).toBe(5);
    const list = await db.select({ image: products.image, stock: products.stockQuantity }).from(products);
    expect(list).toHaveLength(24);
    const images = list.map((p) => p.image).filter((i): i is string => i !== null);
    expect(images).toHaveLength(23);
    for (const url of images) {
      expect(url).toMatch(/^\/uploads\/seed-product-\d+\.webp$/);
      expect(existsSync(join(dataDir, 'uploads', url.slice('/uploads/'.length)))).toBe(true);
    }
    expect(list.filter((p) => p.stock === 0)).toHaveLength(2);
    expect(list.filter((p) => p.stock > 0 && p.stock < 10)).toHaveLength(3);
  });

  it('has orders in every delivery status, each total the sum of its lines', async () => {
    const statuses = await rows<{ delivery_status: string }>(db, sql`select distinct delivery_status from orders`);
    expect(statuses.map((s) => s.delivery_status).sort()).toEqual(['Cancelled', 'Delivered', 'Pending', 'Shipped']);
    const mismatched = await rows(
      db,
      sql`select o.id from orders o join order_lines l on l.order_id = o.id
          group by o.id having o.total_paise <> sum(l.unit_price_paise::bigint * l.quantity)
             or o.total_paise <> sum(l.line_total_paise) or count(*) not between 1 and 3`,
    );
    expect(mismatched).toEqual([]);
    const unpaid = await rows(
      db,
      sql`select o.id from orders o left join payments p on p.order_id = o.id and p.status = 'captured'
          where p.amount_paise is distinct from o.total_paise`,
    );
    expect(unpaid).toEqual([]);
    const unexplained = await rows(
      db,
      sql`select o.id from orders o where o.delivery_status <> 'Pending' and not exists
          (select 1 from delivery_status_changes c where c.order_id = o.id and c.to_status = o.delivery_status)`,
    );
    expect(unexplained).toEqual([]);
  });

  it('invoices every paid order and recharge once, numbered without gaps in its financial year, with real HSN codes', async () => {
    const uninvoiced = await rows(
      db,
      sql`select o.id from orders o left join tax_invoices t on t.order_id = o.id
          where o.status = 'paid' and (t.id is null or t.total_paise <> o.total_paise or t.issued_at <> o.paid_at)`,
    );
    expect(uninvoiced).toEqual([]);
    const uninvoicedRecharges = await rows(
      db,
      sql`select r.id from wallet_recharges r left join tax_invoices t on t.recharge_id = r.id
          where r.status = 'paid' and (t.id is null or t.total_paise <> r.total_paise or t.issued_at <> r.paid_at)`,
    );
    expect(uninvoicedRecharges).toEqual([]);
    const series = await rows<{ fy: string; n: number; max: number; last: number }>(
      db,
      sql`select t.financial_year as fy, count(*)::int as n, max(t.sequence)::int as max, s.last_number as last
          from tax_invoices t join invoice_series s on s.financial_year = t.financial_year group by t.financial_year, s.last_number`,
    );
    for (const s of series) expect([s.n, s.max]).toEqual([s.last, s.last]);
    expect(series.reduce((sum, s) => sum + s.n, 0)).toBe((await count(db, 'orders')) + (await count(db, 'wallet_recharges')));
    const codes = await rows<{ hsn_code: string }>(db, sql`select distinct hsn_code from products where hsn_code = '9999'`);
    expect(codes).toEqual([]);
  });

  it("keeps each astrologer's wallet equal to the sum of its ledger entries", async () => {
    const wallets = await rows<{ id: number; wallet: number; ledger: number }>(
      db,
      sql`select a.id, a.wallet_paise::int as wallet,
                 coalesce((select sum(amount_paise) from wallet_ledger w where w.astrologer_id = a.id), 0)::int as ledger
          from astrologers a`,
    );
    expect(wallets).toHaveLength(8);
    for (const w of wallets) expect(w.wallet).toBe(w.ledger);
    expect(wallets.some((w) => w.wallet > 0)).toBe(true);
    const verified = await rows<{ n: number }>(db, sql`select count(*)::int as n from astrologers where is_verified`);
    expect(verified[0]!.n).toBe(5);
  });

  it('gives every user with addresses exactly one selected address', async () => {
    const wrong = await rows(
      db,
      sql`select user_id from addresses group by user_id having count(*) filter (where is_selected) <> 1`,
    );
    expect(wrong).toEqual([]);
    expect(await count(db, 'addresses')).toBeGreaterThan(0);
  });

  it('spreads consultations over the last 90 days, including the last two', async () => {
    expect(await count(db, 'interactions')).toBeGreaterThanOrEqual(60);
    const span = await rows<{ oldest: string; recent: number }>(
      db,
      sql`select min(created_at)::text as oldest,
                 count(*) filter (where created_at > ${new Date(now.getTime() - 2 * 86_400_000).toISOString()}::timestamptz)::int as recent
          from interactions`,
    );
    expect(new Date(span[0]!.oldest).getTime()).toBeGreaterThan(now.getTime() - 91 * 86_400_000);
    expect(span[0]!.recent).toBeGreaterThan(0);
    const statuses = await rows<{ payment_status: string }>(db, sql`select distinct payment_status from paid_chats`);
    expect(statuses.map((s) => s.payment_status).sort()).toEqual(['failed', 'pending', 'success']);
  });

  it('has ended chats and calls billed from prepaid wallets, each with its report rows', async () => {
    const sessions = await rows<{ type: string; n: number; unbilled: number; open: number }>(
      db,
      sql`select type::text, count(*)::int as n, count(*) filter (where billed_minutes < 1)::int as unbilled,
                 count(*) filter (where status <> 'ended')::int as open
          from consultations group by type order by type`,
    );
    expect(sessions.map((s) => s.type)).toEqual(['call', 'chat']);
    for (const s of sessions) expect([s.n > 10, s.unbilled, s.open]).toEqual([true, 0, 0]);
    const wallets = await rows<{ n: number; negative: number }>(
      db,
      sql`select count(*)::int as n, count(*) filter (where balance_paise < 0)::int as negative from user_wallets`,
    );
    expect(wallets[0]!.n).toBeGreaterThan(5);
    expect(wallets[0]!.negative).toBe(0);
    // Every minute, paid and earned, and every report row is checked by the ledger audit (below).
  });

  describe('reviews', () => {
    type Review = { astrologer_id: number; stars: number; text: string };
    let reviews: Review[];
    beforeAll(async () => {
      reviews = await rows<Review>(db, sql`select astrologer_id, stars, text from consultation_reviews`);
    });

    it("are written by the session's own user, one per ended session that billed a minute", async () => {
      expect(reviews.length).toBeGreaterThan(15);
      const wrong = await rows(
        db,
        sql`select r.consultation_id from consultation_reviews r join consultations c on c.id = r.consultation_id
            where c.status <> 'ended' or c.billed_minutes < 1 or r.user_id <> c.user_id or r.astrologer_id <> c.astrologer_id
               or r.created_at < c.ended_at or r.created_at > now()`,
      );
      expect(wrong).toEqual([]);
      // Not every session: some users leave no review.
      expect(reviews.length).toBeLessThan(await count(db, 'consultations'));
    });

    it('give mostly 4 and 5 stars, some 3, with short texts, a few in Hindi', () => {
      const stars = reviews.map((r) => r.stars);
      expect([...new Set(stars)].sort()).toEqual([3, 4, 5]);
      expect(stars.filter((n) => n >= 4).length).toBeGreaterThanOrEqual(stars.length * 0.7);
      const texts = reviews.map((r) => r.text).filter((t) => t !== '');
      expect(texts.length).toBeGreaterThan(reviews.length / 2);
      for (const text of texts) expect(text.length).toBeLessThanOrEqual(120);
      expect(texts.some((t) => /[\u0900-\u097F]/.test(t))).toBe(true);
      expect(texts.some((t) => /^[\x20-\x7E]+$/.test(t))).toBe(true);
    });

    it("make each listed astrologer's rating the average of their reviews, and New for those without", async () => {
      const filter = { types: [], languages: [], onlineOnly: false, sort: 'rating' as const, limit: 100, offset: 0 };
      const listed = (await listDirectory(db, filter, 30)).map(toDirectoryAstrologer);
      expect(listed).toHaveLength(5);
      for (const a of listed) {
        const own = reviews.filter((r) => r.astrologer_id === a.astro_id).map((r) => r.stars);
        const average = own.length === 0 ? null : Math.round((10 * own.reduce((x, y) => x + y, 0)) / own.length) / 10;
        expect({ id: a.astro_id, rating: a.rating, reviews: a.reviews_count }).toEqual({ id: a.astro_id, rating: average, reviews: own.length });
        const profile = await findListed(db, a.astro_id, 30);
        expect(toDirectoryAstrologer(profile!)).toMatchObject({ rating: average, reviews_count: own.length });
      }
      const unreviewed = listed.filter((a) => a.rating === null);
      expect(unreviewed.map((a) => a.astro_id)).toEqual([...UNREVIEWED_ASTROLOGERS]);
      expect(unreviewed.every((a) => a.reviews_count === 0)).toBe(true);
      // Sorted by the reviews: the reviewed first, the best average first, the new ones last.
      const rated = listed.filter((a) => a.rating !== null).map((a) => a.rating!);
      expect(rated.length).toBeGreaterThanOrEqual(3);
      expect(listed.slice(0, rated.length).map((a) => a.rating)).toEqual([...rated].sort((x, y) => y - x));
      // The self-typed ratings of the seed (4.4 to 4.9) are not what is shown.
      const typed = await rows<{ id: number; rating: string }>(db, sql`select id, rating::text from astrologers where is_verified`);
      expect(typed.some((t) => listed.find((a) => a.astro_id === t.id)!.rating !== Number(t.rating))).toBe(true);
    });
  });

  it('has a free question in each state, the answered one paid for, and books the ledger audit accepts', async () => {
    const questions = await rows<{ status: string; claimed_by: number | null; due: boolean; fee_paise: number | null; verified: boolean | null }>(
      db,
      sql`select q.status, q.claimed_by, q.answer_due_at > now() as due, q.fee_paise::int as fee_paise, a.is_verified as verified
          from free_questions q left join astrologers a on a.id = q.claimed_by order by q.id`,
    );
    expect(questions).toEqual([
      { status: 'open', claimed_by: null, due: null, fee_paise: null, verified: null },
      { status: 'claimed', claimed_by: expect.any(Number), due: true, fee_paise: null, verified: true },
      { status: 'answered', claimed_by: expect.any(Number), due: expect.any(Boolean), fee_paise: 1_000, verified: true },
    ]);
    expect(await auditLedger(db)).toEqual([]);
  });

  it('gives every verified astrologer weekly hours and a booked call price, and nobody else any', async () => {
    const byAstrologer = await rows<{ verified: boolean; ranges: number; call: number | null }>(
      db,
      sql`select a.is_verified as verified, (select count(*)::int from astrologer_weekly_hours h where h.astrologer_id = a.id) as ranges,
            (select p.per_minute_paise from astrologer_booking_prices p where p.astrologer_id = a.id and p.kind = 'call') as call
          from astrologers a order by a.id`,
    );
    for (const a of byAstrologer) {
      if (a.verified) expect(a.ranges).toBeGreaterThan(0);
      else expect(a).toMatchObject({ ranges: 0, call: null });
    }
    expect(byAstrologer.filter((a) => a.verified && a.call !== null)).toHaveLength(byAstrologer.filter((a) => a.verified).length);
    expect(await count(db, 'astrologer_hour_exceptions')).toBe(1);
  });

  it('moves the sequences past the seeded ids, so new rows can be added', async () => {
    const [category] = await db.insert(categories).values({ name: 'Incense' }).returning({ id: categories.id });
    expect(category!.id).toBe(6);
    const [user] = await db.insert(users).values({ phone: '6000000001' }).returning({ id: users.id });
    expect(user!.id).toBeGreaterThan(39);
  });

  it('never seeds a database that already has accounts', async () => {
    const tables = ['users', 'products', 'orders', 'interactions', 'wallet_ledger'];
    const before = await Promise.all(tables.map((t) => count(db, t)));
    const seeded = await seedIfEmpty(db, TEST_ADMIN, localStorage(dataDir));
    expect(seeded).toBe(false);
    expect(await Promise.all(tables.map((t) => count(db, t)))).toEqual(before);
  });
});

describe('demo consultations', () => {
  it('are the same on every run: sessions, money and reviews', () => {
    const now = new Date('2026-03-10T06:30:00Z');
    const avatars = { customers: Array.from({ length: 40 }, () => '/uploads/u.webp'), astrologers: Array.from({ length: 8 }, () => '/uploads/a.webp') };
    const build = () => {
      const rng = createRandom(20240611);
      const people = buildPeople(rng, now, avatars, TEST_ADMIN.ADMIN_PHONE);
      return buildConsultations(rng, now, people.customers, people.astrologers);
    };
    const first = build();
    expect(first.reviews.length).toBeGreaterThan(0);
    expect(build()).toEqual(first);
  });
});

describe('demo seed on S3 storage', () => {
  it('stores every demo image in the bucket the API serves /uploads from', async () => {
    const s3 = await startS3Server();
    const storage = await createStorage({ ...loadConfig(s3.env), DATA_DIR: '/nonexistent' });
    try {
      const data = await prepareDemo({ ADMIN_PHONE: TEST_ADMIN.ADMIN_PHONE }, storage, new Date());
      const images = [
        ...data.catalogue.products.map((p) => p.image),
        ...data.people.profiles.map((p) => p.profileImage),
        ...data.people.astrologers.map((a) => a.profileImage),
      ].filter((i): i is string => typeof i === 'string');
      expect(images.length).toBeGreaterThan(40);
      if (storage.kind !== 's3') throw new Error('expected the S3 driver');
      for (const url of images) {
        const read = await storage.readPublic(url.slice('/uploads/'.length));
        expect(read?.status, url).toBe('found');
        if (read?.status === 'found') {
          expect(read.file.contentType).toBe('image/webp');
          read.file.body.destroy();
        }
      }
    } finally {
      await storage.close();
      await s3.close();
    }
  });
});
