// What search engines read about the site: the pages the sitemap lists, and for a served page whether its thing
// exists and its structured data. Products and astrologers come from their modules' services (docs/decisions/seo.md).
import { localeAddresses, type Locale } from '@app/contracts/i18n';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/errors.ts';
import { translator } from '../../lib/i18n.ts';
import type { DescribePage, PageFacts } from '../../plugins/page-head.ts';
import { findPublicProduct, listPublicProductPages } from '../catalogue/catalogue.service.ts';
import { createDirectory, listedAstrologerIds } from '../directory/directory.service.ts';
import { astrologerData, organization, productData, webSite } from './structured-data.ts';
import type { SitemapPage } from './sitemap.ts';

/** The public pages that are the same for everyone, as the web app's routes write them (apps/web/src/features). */
export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/services',
  '/contact',
  '/disclaimer',
  '/privacy-policy',
  '/refund-policy',
  '/shipping-policy',
  '/terms-conditions',
  '/shopping',
  '/astrologers',
  '/kundli',
  '/kundli-matching',
  '/panchang',
  '/free-question',
];

export const productPage = (id: number) => `/shopping/product/${id}`;
export const astrologerPage = (id: number) => `/astrologers/${id}`;
/** The shop listing one category: its filter is in the address (apps/web/src/features/shop/listing.ts). */
export const categoryPage = (id: number) => `/shopping?category=${id}`;

const PRODUCT_PATH = /^\/shopping\/product\/([^/]+)\/*$/;
const ASTROLOGER_PATH = /^\/astrologers\/([^/]+)\/*$/;
const INT_MAX = 2_147_483_647;

/** The id an address names, as the app reads it; null for anything that cannot be a row's id. */
function idOf(segment: string): number | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return /^\d{1,10}$/.test(decoded) && Number(decoded) >= 1 && Number(decoded) <= INT_MAX ? Number(decoded) : null;
}

const NOT_FOUND: PageFacts = { found: false, structuredData: [] };

export function createSeo(ctx: AppContext) {
  // Its own short-lived answers (about a second), as the directory's routes keep theirs.
  const directory = createDirectory(ctx);

  /** The absolute address of a page in the language it is served in. */
  const pageUrl = (path: string, locale: Locale, origin: string) => new URL(localeAddresses(path)[locale], origin).href;

  async function listedAstrologer(id: number) {
    try {
      return await directory.detail(id);
    } catch (error) {
      if (error instanceof AppError && error.kind === 'not_found') return null;
      throw error;
    }
  }

  const describePage: DescribePage = async ({ pathname, locale, origin }) => {
    if (pathname === '/') {
      const description = translator(locale, 'site')('description');
      return { found: true, structuredData: [organization(origin, description), webSite(origin, locale, description)] };
    }
    const productMatch = PRODUCT_PATH.exec(pathname);
    if (productMatch) {
      const id = idOf(productMatch[1]!);
      const product = id === null ? null : await findPublicProduct(ctx.db, id);
      if (!product) return NOT_FOUND;
      return { found: true, structuredData: [productData(product, pageUrl(productPage(product.product_id), locale, origin), origin)] };
    }
    const astrologerMatch = ASTROLOGER_PATH.exec(pathname);
    if (astrologerMatch) {
      const id = idOf(astrologerMatch[1]!);
      const astrologer = id === null ? null : await listedAstrologer(id);
      if (!astrologer) return NOT_FOUND;
      const url = pageUrl(astrologerPage(astrologer.astro_id), locale, origin);
      return { found: true, structuredData: [astrologerData(astrologer, url, origin)] };
    }
    return { found: true, structuredData: [] };
  };

  /**
   * Every public page: the fixed ones, each category with a product in it, every product on sale and every astrologer
   * the directory lists (verified, neither deleted nor suspended).
   */
  async function sitemapPages(): Promise<SitemapPage[]> {
    const [products, astrologerIds] = await Promise.all([listPublicProductPages(ctx.db), listedAstrologerIds(ctx.db)]);
    const categories = [...new Set(products.map((p) => p.categoryId))].sort((a, b) => a - b);
    return [
      ...PUBLIC_PAGES.map((path) => ({ path })),
      ...categories.map((id) => ({ path: categoryPage(id) })),
      ...products.map((p) => ({ path: productPage(p.productId), lastModified: p.updatedAt })),
      ...astrologerIds.map((id) => ({ path: astrologerPage(id) })),
    ];
  }

  return { describePage, sitemapPages };
}
