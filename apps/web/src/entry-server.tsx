// Server rendering of the pages visitors land on (home, shop, product): their first screen arrives as HTML, with
// the API answers it was made from, and main.tsx hydrates it. Built by `vite build --ssr` into dist/.ssr, which the
// API's static plugin loads; any other address, or one whose data fails to load, gets the app's empty page.
import { SHOP_LIST_PATH, SHOP_PRODUCT_PATH } from '@app/contracts/catalogue-rules';
import { QueryClient, dehydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes, loadServerRenderedPage } from './app/router.tsx';
import { categoriesQuery } from './features/shop/api/get-categories.ts';
import { productQuery } from './features/shop/api/get-product.ts';
import { productPagesQuery } from './features/shop/api/get-products.ts';
import { readListingState } from './features/shop/listing.ts';
import { setApiTransport } from './lib/api.ts';

export interface Rendered {
  /** The content of #root. */
  html: string;
  /** The query cache's answers, for the browser's cache; null when the page used none. */
  state: DehydratedState | null;
}

type Prefetch = (client: QueryClient, match: RegExpExecArray, search: URLSearchParams) => Promise<unknown>[];

/** The addresses rendered here, and the API answers each needs before it can render. */
const PAGES: [RegExp, Prefetch][] = [
  [/^\/$/, () => []],
  [
    SHOP_LIST_PATH,
    (client, _match, search) => [
      client.fetchQuery(categoriesQuery()),
      client.fetchInfiniteQuery(productPagesQuery(readListingState(search))),
    ],
  ],
  [SHOP_PRODUCT_PATH, (client, match) => [client.fetchQuery(productQuery(match[1]!))]],
];

/** The twin of router.tsx's AppRouter, at a fixed address: the same tree, so the browser's first render matches. */
function ServerRouter({ location }: { location: string }) {
  return (
    <StaticRouter location={location}>
      <AppRoutes />
    </StaticRouter>
  );
}

/** transport answers the app's API calls (relative paths) inside the server. */
export function createRenderer(transport: typeof fetch) {
  setApiTransport(transport);
  return async function render(url: string): Promise<Rendered | null> {
    const { pathname, search, searchParams } = new URL(url, 'http://localhost');
    const page = PAGES.map(([pattern, prefetch]) => [pattern.exec(pathname), prefetch] as const).find(([m]) => m);
    if (!page) return null;
    const [match, prefetch] = page;
    // One cache per request; on the server it keeps no timers, and nothing outlives the render.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    try {
      const [answers] = await Promise.all([
        Promise.allSettled(prefetch(client, match!, searchParams)),
        loadServerRenderedPage(pathname),
      ]);
      // A page whose data failed renders in the browser, which shows the failure as it always does.
      if (answers.some((answer) => answer.status === 'rejected')) return null;
      const html = renderToString(
        <StrictMode>
          <AppProviders queryClient={client}>
            <ServerRouter location={pathname + search} />
          </AppProviders>
        </StrictMode>,
      );
      return { html, state: answers.length > 0 ? dehydrate(client) : null };
    } finally {
      client.clear();
    }
  };
}
