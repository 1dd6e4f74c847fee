// Catalogue reads behind a versioned in-memory cache: bodies are serialised once per catalogue version.
import { createHash } from 'node:crypto';
import type { CatalogueQuery } from '@app/contracts/catalogue';
import { PRODUCT_NOT_FOUND } from '@app/contracts/catalogue';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './catalogue.repository.ts';

/** Unpaged lists stop here; the total header then says how many matched (docs/decisions/catalogue-queries.md). */
export const UNPAGED_MAX = 1000;
export const DEFAULT_PAGE_SIZE = 24;
/** How long this process trusts its version without asking the database (writes of other processes). */
const VERSION_TTL_MS = 1000;
const CACHE_MAX_ENTRIES = 2000;

export interface CachedBody {
  etag: string;
  /** JSON text, or null for "not found". */
  body: string | null;
  total: number | null;
}

export interface Catalogue {
  /** Called after every write request: the next read asks the database for the version again. */
  invalidate(): void;
  categories(): Promise<CachedBody>;
  products(query: CatalogueQuery, categoryId?: number): Promise<CachedBody>;
  product(productId: number): Promise<CachedBody>;
}

export function createCatalogue(db: Db): Catalogue {
  let version = '';
  let etag = '';
  let checkedAt = 0;
  const cache = new Map<string, CachedBody>();

  async function currentEtag(): Promise<string> {
    const now = Date.now();
    if (now - checkedAt < VERSION_TTL_MS && etag) return etag;
    const next = await repo.catalogueVersion(db);
    checkedAt = now;
    if (next !== version) {
      version = next;
      etag = `W/"c${createHash('sha1').update(next).digest('base64url').slice(0, 20)}"`;
      cache.clear();
    }
    return etag;
  }

  async function cached(key: string, build: () => Promise<{ body: string | null; total: number | null }>) {
    const tag = await currentEtag();
    const hit = cache.get(key);
    if (hit && hit.etag === tag) return hit;
    const built = await build();
    const entry: CachedBody = { etag: tag, ...built };
    // A stale build (the version moved meanwhile) is answered but not kept.
    if (tag === etag) {
      if (cache.size >= CACHE_MAX_ENTRIES) cache.clear();
      cache.set(key, entry);
    }
    return entry;
  }

  return {
    invalidate() {
      checkedAt = 0;
    },
    categories: () =>
      cached('categories', async () => ({ body: JSON.stringify(await repo.listCategories(db)), total: null })),
    products(query, categoryId) {
      const paged = query.page !== undefined || query.limit !== undefined;
      const limit = paged ? (query.limit ?? DEFAULT_PAGE_SIZE) : UNPAGED_MAX;
      const offset = paged ? ((query.page ?? 1) - 1) * limit : 0;
      const key = JSON.stringify(['p', categoryId ?? null, query.q ?? '', query.sort ?? '', paged, limit, offset]);
      return cached(key, async () => {
        const filter = { categoryId, q: query.q, sort: query.sort, limit, offset };
        const list = await repo.listProducts(db, filter);
        // The count query only runs when the page may not hold everything.
        const complete = offset === 0 && list.length < limit;
        const total = complete ? list.length : await repo.countProducts(db, filter);
        return { body: JSON.stringify(list), total: paged || total > list.length ? total : null };
      });
    },
    product: (productId) =>
      cached(`one:${productId}`, async () => {
        const product = await repo.findProduct(db, productId);
        return { body: product ? JSON.stringify(product) : null, total: null };
      }),
  };
}

export function productNotFound() {
  return notFound(PRODUCT_NOT_FOUND);
}
