// A fresh, seeded database for one bench run, with buyers and their sessions written before the server opens it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { products, users } from '../apps/api/src/db/schema/index.ts';
import { seedIfEmpty } from '../apps/api/src/db/seed/index.ts';
import { localStorage } from '../apps/api/src/lib/storage-local.ts';
import { createSession } from '../apps/api/src/modules/auth/session.repository.ts';

export interface Buyer {
  id: number;
  token: string;
}

export interface ShopProduct {
  id: number;
  categoryId: number;
}

export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  /** What the server needs to open the same database. */
  env: Record<string, string>;
  buyers: Buyer[];
  /** Bought in the purchase row: stock raised so the row measures buying, not selling out. */
  plentiful: ShopProduct;
  /** Bought by every buyer at once in the oversell check. */
  scarce: ShopProduct & { stock: number };
  /** Put in carts for the cart-read row. */
  cartProducts: ShopProduct[];
  cleanup: () => Promise<void>;
}

export const PLENTIFUL_STOCK = 10_000_000;

/** A new empty database for one run: beside DATABASE_URL on its server (dropped by `cleanup`), or PGlite in a temporary folder. */
export async function scratchDatabase(prefix: string): Promise<{ dataDir: string; databaseUrl: string | undefined; cleanup: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix.replaceAll('_', '-')}-`));
  const baseUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (baseUrl) {
    const name = `${prefix}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const cleanup = async () => {
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { dataDir, databaseUrl, cleanup };
}

/** PostgreSQL when DATABASE_URL is set (a new database beside it, dropped afterwards), PGlite otherwise. */
export async function prepareDatabase(buyerCount: number, scarceStock: number): Promise<BenchDatabase> {
  const { dataDir, databaseUrl, cleanup } = await scratchDatabase('jk_bench');
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await runMigrations(database);
    await seedIfEmpty(
      database.db,
      { ADMIN_EMAIL: 'admin@example.com', ADMIN_PHONE: '9999999999' },
      localStorage(dataDir),
    );
    const { db } = database;
    const inStock = await db
      .select({ id: products.id, categoryId: products.categoryId, stock: products.stockQuantity })
      .from(products)
      .where(and(isNull(products.deletedAt), gt(products.stockQuantity, 0)))
      .orderBy(asc(products.id));
    const [plentiful, scarce, ...others] = inStock;
    if (!plentiful || !scarce || others.length < 3) throw new Error('the seed has too few products in stock');
    await db.update(products).set({ stockQuantity: PLENTIFUL_STOCK }).where(eq(products.id, plentiful.id));
    await db.update(products).set({ stockQuantity: scarceStock }).where(eq(products.id, scarce.id));

    const buyers: Buyer[] = [];
    const now = new Date();
    for (let i = 0; i < buyerCount; i++) {
      const [user] = await db
        .insert(users)
        .values({
          email: `bench-buyer-${i}@example.com`,
          phone: `7${String(i).padStart(9, '0')}`,
          name: `Bench Buyer ${i}`,
          // Signed up as the site asks: 18 or over, privacy policy accepted (else every route answers 403).
          ageConfirmedAt: now,
          privacyConsentAt: now,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('buyer not created');
      buyers.push({ id: user.id, token: await createSession(db, user.id, now) });
    }
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    return {
      kind: database.kind,
      env,
      buyers,
      plentiful: { id: plentiful.id, categoryId: plentiful.categoryId },
      scarce: { id: scarce.id, categoryId: scarce.categoryId, stock: scarceStock },
      cartProducts: others.slice(0, 3).map((p) => ({ id: p.id, categoryId: p.categoryId })),
      cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  } finally {
    // PGlite admits one process: the server opens it only after this one has closed it.
    await database.close();
  }
}
