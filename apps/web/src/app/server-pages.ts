// The pages the server renders (entry-server.tsx), the only list of them: the addresses visitors land on, each with
// the data it fetches before it renders and, for its HTML when the render fails, the code it loads.
import type { QueryClient } from '@tanstack/react-query';
import { matchPath, type Params } from 'react-router';
import { astrologerQuery } from '../features/astrologers/api/get-astrologer.ts';
import { directoryQuery } from '../features/astrologers/api/get-astrologers.ts';
import { onlineNowQuery } from '../features/astrologers/api/get-online-now.ts';
import { readDirectoryState } from '../features/astrologers/directory-state.ts';
import { categoriesQuery } from '../features/shop/api/get-categories.ts';
import { productQuery } from '../features/shop/api/get-product.ts';
import { panchangQuery, readPanchangAsk } from '../features/panchang/api/get-panchang.ts';
import { productPagesQuery } from '../features/shop/api/get-products.ts';
import { readListingState } from '../features/shop/listing.ts';

interface ServerPage {
  /** The address, as the route table writes it. */
  path: string;
  /**
   * Fetches what the first screen shows into the request's query cache; resolves with its largest picture (the LCP
   * element). Absent: the page renders without data.
   */
  load?: (client: QueryClient, params: Params, search: URLSearchParams) => Promise<string | null>;
  /**
   * The code the page needs, as keys of Vite's manifest: its route module and the layout route around it. Absent: its
   * HTML gets no hints when the render fails (the home page paints its own content and gains nothing from them).
   */
  modules?: string[];
}

const QUERY_LAYOUT = 'src/app/query-layout.tsx';

const SERVER_PAGES: ServerPage[] = [
  {
    path: '/',
    // The strip of astrologers online now. A failed read does not stop the page, which needs no other data: the
    // strip renders as still loading, as the browser's first render has it, and the browser reads it.
    load: async (client) => {
      const strip = onlineNowQuery();
      await client.fetchQuery(strip).catch(() => client.removeQueries({ queryKey: strip.queryKey }));
      return null;
    },
  },
  {
    path: '/shopping',
    load: async (client, _params, search) => {
      const [, list] = await Promise.all([
        client.fetchQuery(categoriesQuery()),
        client.fetchInfiniteQuery(productPagesQuery(readListingState(search))),
      ]);
      return list.pages[0]?.products[0]?.image ?? null;
    },
    modules: [QUERY_LAYOUT, 'src/features/shop/routes/shop-page.tsx'],
  },
  {
    path: '/shopping/product/:productId',
    load: async (client, params) => (await client.fetchQuery(productQuery(params.productId ?? ''))).image ?? null,
    modules: [QUERY_LAYOUT, 'src/features/shop/routes/product-page.tsx'],
  },
  {
    // The directory with the filters its address names: the first page of astrologers, as a guest sees it. A
    // signed-in browser reads it again at once (its list leaves out whom the person blocked).
    path: '/astrologers',
    load: async (client, _params, search) => {
      const list = await client.fetchInfiniteQuery(directoryQuery(readDirectoryState(search)));
      return list.pages[0]?.astrologers[0]?.profile_image || null;
    },
    modules: [QUERY_LAYOUT, 'src/features/astrologers/routes/astrologers-page.tsx'],
  },
  {
    // One astrologer's profile and latest reviews; the free slots load in the browser.
    path: '/astrologers/:astroId',
    load: async (client, params) => (await client.fetchQuery(astrologerQuery(params.astroId ?? ''))).profile_image || null,
    modules: [QUERY_LAYOUT, 'src/features/astrologers/routes/astrologer-page.tsx'],
  },
  {
    // The birth-details form and what a kundli tells, for search engines and a first paint without the code.
    path: '/kundli',
    modules: [QUERY_LAYOUT, 'src/features/kundli/routes/kundli-page.tsx'],
  },
  {
    // Today at New Delhi, or the day and place the address names. The API keeps each day in memory, so a render costs
    // the page's React work only.
    path: '/panchang',
    load: async (client, _params, search) => {
      await client.fetchQuery(panchangQuery(readPanchangAsk(search)));
      return null;
    },
    modules: [QUERY_LAYOUT, 'src/features/panchang/routes/panchang-page.tsx'],
  },
];

/** The server-rendered page at this address, with the address's parameters; null for any other address. */
export function matchServerPage(pathname: string): { page: ServerPage; params: Params } | null {
  for (const page of SERVER_PAGES) {
    const match = matchPath(page.path, pathname);
    if (match) return { page, params: match.params };
  }
  return null;
}
