// Catalogue reads behind the in-memory cache: each body is built and serialised once per catalogue version.
import type { CatalogueQuery } from '@app/contracts/catalogue';
import {
  CATALOGUE_DEFAULT_PAGE_SIZE,
  CATALOGUE_SEARCH_COUNT_CAP,
  CATALOGUE_UNPAGED_MAX,
  PRODUCT_NOT_FOUND,
} from '@app/contracts/catalogue';
import type { Db, Tx } from '../../db/client.ts';
import { createCache } from '../../lib/cache.ts';
import type { ChangeFeeds } from '../../lib/change-feed.ts';
import { CHANNELS } from '../../lib/channels.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './catalogue.repository.ts';

/** Bounds the bodies by size, not count: one unpaged list can weigh hundreds of kilobytes. */
const CACHE_MAX_BYTES = 64 * 1024 * 1024;
const CACHE_MAX_ENTRIES = 50_000;
/** Distinct filters (category and search) whose totals are kept. */
const TOTALS_MAX = 10_000;

/** What a list answer says about paging (docs/decisions/catalogue-paging.md). */
export interface Paging {
  total: number;
  /** False when a search stopped counting at CATALOGUE_SEARCH_COUNT_CAP: there are at least `total`. */
  exact: boolean;
  /** Present when the client asked for a page (page or limit). */
  page?: { page: number; limit: number };
}

/**
 * The UTF-8 bytes of a text in memory of their own: `Buffer.from` gives a short text a slice of an 8 KB pool that the
 * slice then keeps alive, so a cache of small bodies (an empty search's `[]`) would hold far more than it counts.
 */
function ownBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

export interface CachedBody {
  etag: string;
  /**
   * The JSON text's UTF-8 bytes, or null for "not found": encoded once when kept, not on every answer (a product
   * name in Devanagari made encoding the text the largest cost of serving the list).
   */
  body: Buffer | null;
  paging: Paging | null;
}

/** Serialises an answer through the route's declared response schema (see catalogue.routes.ts). */
export type ToJson = (value: object) => string;

export interface Catalogue {
  categories(toJson: ToJson): Promise<CachedBody>;
  products(query: CatalogueQuery, categoryId: number | undefined, toJson: ToJson): Promise<CachedBody>;
  product(productId: number, toJson: ToJson): Promise<CachedBody>;
}

/**
 * Every body is built once per catalogue version and kept until the catalogue's feed announces a change
 * (from any process through the database, or from this one through `changes.changed`). The version itself
 * is kept the same way, so a kept answer costs no database round trip.
 */
export function createCatalogue(db: Db, changes: ChangeFeeds): Catalogue {
  const follows = [{ feed: changes.feed(CHANNELS.catalogue) }];
  const versions = createCache<'current', string>({ follows, max: 1 });
  const bodies = createCache<string, CachedBody>({
    follows,
    max: CACHE_MAX_ENTRIES,
    maxSize: CACHE_MAX_BYTES,
    sizeOf: (entry) => entry.body?.length ?? 0,
  });
  /** Totals per filter, shared by every page and sort of one search. */
  const totals = createCache<string, { total: number; exact: boolean }>({ follows, max: TOTALS_MAX });

  function cached(key: string, build: () => Promise<{ body: string | null; paging: Paging | null }>): Promise<CachedBody> {
    return bodies.fetch(key, async () => {
      // Read before the data: a body is never older than the version it is tagged with.
      const version = await versions.fetch('current', () => repo.catalogueVersion(db));
      const { body, paging } = await build();
      return { etag: `W/"c${version}"`, body: body === null ? null : ownBytes(body), paging };
    });
  }

  function countOnce(filter: repo.ProductFilter, tx: Db | Tx) {
    const totalKey = JSON.stringify([filter.categoryId ?? null, filter.q ?? '']);
    return totals.fetch(totalKey, async () => {
      // Without a search the count is an index-only scan; a search counts no further than the cap.
      const cap = filter.q ? CATALOGUE_SEARCH_COUNT_CAP : undefined;
      const total = await repo.countProducts(tx, filter, cap);
      return { total, exact: cap === undefined || total < cap };
    });
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
    categories: (toJson) =>
      cached('categories', async () => ({ body: toJson(await repo.listCategories(db)), paging: null })),
    products(query, categoryId, toJson) {
      const paged = query.page !== undefined || query.limit !== undefined;
      const limit = paged ? (query.limit ?? CATALOGUE_DEFAULT_PAGE_SIZE) : CATALOGUE_UNPAGED_MAX;
      const page = query.page ?? 1;
      const offset = (page - 1) * limit;
      const key = JSON.stringify(['p', categoryId ?? null, query.q ?? '', query.sort ?? '', paged, limit, offset]);
      return cached(key, async () => {
        const { list, counted } = await listWithTotal(query, categoryId, limit, offset);
        return { body: toJson(list), paging: paged ? { ...counted, page: { page, limit } } : counted };
      });
    },
    product: (productId, toJson) =>
      cached(`one:${productId}`, async () => {
        const product = await repo.findProduct(db, productId);
        return { body: product ? toJson(product) : null, paging: null };
      }),
  };
}

export function productNotFound() {
  return notFound('product_not_found', PRODUCT_NOT_FOUND);
}

/** One live product as the shop shows it, or null: read by the pages' structured data (modules/seo). */
export function findPublicProduct(db: Db, productId: number) {
  return repo.findProduct(db, productId);
}

/** Every live product's id, category and last change: the sitemap's product pages (modules/seo). */
export function listPublicProductPages(db: Db) {
  return repo.listProductPages(db);
}
