// Server rendering of the pages visitors land on (app/server-pages.ts): their first screen arrives as HTML, with its
// title and description and the API answers it was made from, and main.tsx hydrates it. Built by `vite build --ssr`
// into dist/.ssr, which the API's static plugin loads and calls for every page address.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { i18n as I18n } from 'i18next';
import type { KnownPath, PageHead, RenderPage } from '@app/contracts/server-render';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter, matchRoutes } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes, loadServerRenderedPage, routeNamespaces, routes } from './app/router.tsx';
import { matchServerPage } from './app/server-pages.ts';
import { setApiTransport } from './lib/api.ts';
import { setRequestI18n } from './lib/i18n.tsx';
import { I18nextProvider, requestI18n } from './lib/i18n-runtime.ts';
import { PageHeadSink } from './lib/use-page-meta.ts';

// Renders run side by side, each answering the app's calls through its own request's fetch. On Node 20 a storage in
// use keeps a hook on every promise of the process, the API's own requests included (a fifth of a purchase's time):
// it is switched off (`disable()`, and on again by the next `run`) whenever no render is under way.
const requestFetch = new AsyncLocalStorage<typeof fetch>();
let rendersUnderWay = 0;
// ...and in its own language: the formatters and tNow read the instance of the page being turned into HTML.
// renderToString is synchronous, so no other render runs while it is set.
let renderingLanguage: I18n | undefined;
setRequestI18n(() => renderingLanguage);
setApiTransport((input, init) => {
  const transport = requestFetch.getStore();
  if (!transport) throw new Error('An API call outside a server render');
  return transport(input, init);
});

const urlOf = (input: Parameters<typeof fetch>[0]) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** The twin of router.tsx's AppRouter, at a fixed address: the same tree, so the browser's first render matches. */
function ServerRouter({ location }: { location: string }) {
  return (
    <StaticRouter location={location}>
      <AppRoutes />
    </StaticRouter>
  );
}

/** A page of the app, not the catch-all that shows "Page not found": the API answers the others 404. */
export const isKnownPath: KnownPath = (pathname) => {
  const matches = matchRoutes(routes, pathname);
  return !!matches && matches[matches.length - 1]?.route.path !== '*';
};

export const render: RenderPage = async (url, fetch, locale) => {
  const { pathname, search, searchParams } = new URL(url, 'http://localhost');
  const found = matchServerPage(pathname);
  if (!found) return null;
  const { page, params } = found;
  // The API paths the page asked for, as it asked for them: the browser requests the same ones.
  const requested: string[] = [];
  const recorded: typeof fetch = (input, init) => {
    requested.push(urlOf(input));
    return fetch(input, init);
  };
  // One cache per request; on the server it keeps no timers, and nothing outlives the render.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  rendersUnderWay++;
  try {
    return await requestFetch.run(recorded, async () => {
      let image: string | null;
      let i18n: I18n;
      try {
        [image, , i18n] = await Promise.all([
          page.load?.(client, params, searchParams) ?? null,
          loadServerRenderedPage(pathname),
          requestI18n(locale, routeNamespaces(pathname)),
        ]);
      } catch {
        // A page whose data failed renders in the browser, which shows the failure as it always does.
        return null;
      }
      let head: PageHead | null = null;
      try {
        renderingLanguage = i18n;
        let html: string;
        try {
          html = renderToString(
            <StrictMode>
              <I18nextProvider i18n={i18n}>
                <PageHeadSink value={(shown) => (head = shown)}>
                  <AppProviders queryClient={client}>
                    <ServerRouter location={pathname + search} />
                  </AppProviders>
                </PageHeadSink>
              </I18nextProvider>
            </StrictMode>,
          );
        } finally {
          renderingLanguage = undefined;
        }
        return { html, state: page.load ? dehydrate(client) : null, head, hints: null };
      } catch (error) {
        const hints = page.modules ? { image, data: requested, modules: page.modules } : null;
        return { html: null, state: null, head: null, hints, error };
      }
    });
  } finally {
    client.clear();
    if (--rendersUnderWay === 0) requestFetch.disable();
  }
};
