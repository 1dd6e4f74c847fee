// Catalogue reads behind a versioned in-memory cache: each body is built and serialised once per catalogue version.
import type { CatalogueQuery } from '@app/contracts/catalogue';
import {
  CATALOGUE_DEFAULT_PAGE_SIZE,
  CATALOGUE_SEARCH_COUNT_CAP,
  CATALOGUE_UNPAGED_MAX,
  PRODUCT_NOT_FOUND,
} from '@app/contracts/catalogue';
import type { Database, Db, Tx } from '../../db/client.ts';
import { followChanges } from '../../lib/change-feed.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './catalogue.repository.ts';

/** Bounds the cache by size, not count: one unpaged list can weigh hundreds of kilobytes. */
const CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** What a list answer says about paging (docs/decisions/catalogue-paging.md). */
export interface Paging {
  total: number;
  /** False when a search stopped counting at CATALOGUE_SEARCH_COUNT_CAP: there are at least `total`. */
  exact: boolean;
  /** Present when the client asked for a page (page or limit). */
  page?: { page: number; limit: number };
}

export interface CachedBody {
  etag: string;
  /** JSON text, or null for "not found". */
  body: string | null;
  paging: Paging | null;
}

export interface Catalogue {
  /** Starts following the database's catalogue_version notifications. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** A write in this process: the next read asks the database for the version. */
  distrust(): void;
  categories(): Promise<CachedBody>;
  products(query: CatalogueQuery, categoryId?: number): Promise<CachedBody>;
  product(productId: number): Promise<CachedBody>;
}

/** The channel the catalogue-version trigger notifies (migration 0002). */
const VERSION_CHANNEL = 'catalogue_version';

export function createCatalogue(database: Pick<Database, 'db' | 'listen'>): Catalogue {
  const { db } = database;
  let version = '';
  /**
   * While the LISTEN connection is up, a version read from the database stays good until the next
   * notification, so a cached answer costs no database round trip.
   */
  const feed = followChanges(database, VERSION_CHANNEL);
  let trustedVersion = '';
  let trustedGeneration = -1;

  async function currentVersion(): Promise<string> {
    if (feed.trusted(trustedGeneration)) return trustedVersion;
    const seen = feed.generation;
    const read = await repo.catalogueVersion(db);
    // A read that raced a notification does not count as current.
    if (feed.trusted(seen)) {
      trustedVersion = read;
      trustedGeneration = seen;
    }
    return read;
  }
  let bytes = 0;
  const cache = new Map<string, CachedBody>();
  /** Totals per filter, shared by every page and sort of one search. */
  const totals = new Map<string, { total: number; exact: boolean }>();
  /** Builds under way, so a burst of identical misses queries the database once. */
  const building = new Map<string, Promise<CachedBody>>();

  function remember(key: string, entry: CachedBody) {
    bytes += entry.body?.length ?? 0;
    cache.set(key, entry);
    // Oldest first: Map keeps insertion order.
    for (const [oldKey, old] of cache) {
      if (bytes <= CACHE_MAX_BYTES) break;
      cache.delete(oldKey);
      bytes -= old.body?.length ?? 0;
    }
  }

  async function cached(key: string, build: () => Promise<Omit<CachedBody, 'etag'>>): Promise<CachedBody> {
    // Read before the data: a body is never older than the version it is filed under.
    const current = await currentVersion();
    if (current !== version) {
      version = current;
      cache.clear();
      totals.clear();
      bytes = 0;
    }
    const hit = cache.get(key);
    if (hit) return hit;
    const flightKey = `${current}|${key}`;
    const pending = building.get(flightKey);
    if (pending) return pending;
    const promise = build()
      .then((built) => {
        const entry: CachedBody = { etag: `W/"c${current}"`, ...built };
        // Another request may have seen a newer version meanwhile; this body then belongs to no one.
        if (current === version) remember(key, entry);
        return entry;
      })
      .finally(() => building.delete(flightKey));
    building.set(flightKey, promise);
    return promise;
  }

  async function countOnce(filter: repo.ProductFilter, tx: Db | Tx) {
    const totalKey = JSON.stringify([filter.categoryId ?? null, filter.q ?? '']);
    let counted = totals.get(totalKey);
    if (!counted) {
      // Without a search the count is an index-only scan; a search counts no further than the cap.
      const cap = filter.q ? CATALOGUE_SEARCH_COUNT_CAP : undefined;
      const total = await repo.countProducts(tx, filter, cap);
      counted = { total, exact: cap === undefined || total < cap };
      totals.set(totalKey, counted);
    }
    return counted;
  }

  async function listWithTotal(query: CatalogueQuery, categoryId: number | undefined, limit: number, offset: number) {
    const filter = { categoryId, q: query.q, sort: query.sort, limit, offset };
    if (query.q) {
      // A search counts first (capped, cheap through the trigram index) and lets the count choose the plan:
      // few matches are fetched and sorted in memory, many are read in sort-index order until the page is full.
      return repo.withTrigramPlans(db, async (tx) => {
        const counted = await countOnce(filter, tx);
        const list = await repo.listProducts(tx, filter, counted.exact);
        return { list, counted };
      });
    }
    const list = await repo.listProducts(db, filter);
    // A page that is not full tells the total itself; only a full (or empty, past-the-end) page needs a count.
    if (list.length < limit && (list.length > 0 || offset === 0)) {
      return { list, counted: { total: offset + list.length, exact: true } };
    }
    return { list, counted: await countOnce(filter, db) };
  }

  return {
    start: () => feed.start(),
    stop: () => feed.stop(),
    distrust: () => feed.changed(),
    categories: () =>
      cached('categories', async () => ({ body: JSON.stringify(await repo.listCategories(db)), paging: null })),
    products(query, categoryId) {
      const paged = query.page !== undefined || query.limit !== undefined;
      const limit = paged ? (query.limit ?? CATALOGUE_DEFAULT_PAGE_SIZE) : CATALOGUE_UNPAGED_MAX;
      const page = query.page ?? 1;
      const offset = (page - 1) * limit;
      const key = JSON.stringify(['p', categoryId ?? null, query.q ?? '', query.sort ?? '', paged, limit, offset]);
      return cached(key, async () => {
        const { list, counted } = await listWithTotal(query, categoryId, limit, offset);
        return { body: JSON.stringify(list), paging: paged ? { ...counted, page: { page, limit } } : counted };
      });
    },
    product: (productId) =>
      cached(`one:${productId}`, async () => {
        const product = await repo.findProduct(db, productId);
        return { body: product ? JSON.stringify(product) : null, paging: null };
      }),
  };
}

export function productNotFound() {
  return notFound(PRODUCT_NOT_FOUND);
}
