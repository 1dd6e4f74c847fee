// What the web app's server render (apps/web/src/entry-server.tsx) gives the API for an address: the API's static
// plugin loads the render's bundle and writes its answer into index.html (docs/decisions/server-rendering.md).
import type { Locale, PSEUDO_LOCALE } from './i18n.ts';

/** The page's <title> and meta description; null keeps index.html's. */
export interface PageHead {
  title: string;
  description: string | null;
}

/**
 * What a page's first screen needs, for the HTML to ask for at once when the server could not render it
 * (docs/decisions/first-screen-hints.md).
 */
export interface FirstScreen {
  /** Its largest picture (the LCP element). */
  image: string | null;
  /** The API paths the app requests first, exactly as it requests them. */
  data: string[];
  /** The page's code, as keys of Vite's manifest (source paths): its route module and the layout route around it. */
  modules: string[];
}

export interface RenderedPage {
  /** The content of #root; null when rendering failed after the data had loaded: the browser renders the page. */
  html: string | null;
  /** TanStack Query's dehydrated cache, for the browser's first render; null when the page used no data. */
  state: unknown;
  head: PageHead | null;
  /** For a page the browser renders (html null); null when the HTML holds the first screen already. */
  hints: FirstScreen | null;
  /** Why html is null, for the server's log. */
  error?: unknown;
}

/**
 * Renders an address, answering the app's API calls (GET, relative paths) through `fetch`. null: not a
 * server-rendered page, or its data failed to load; the browser renders it from index.html.
 */
/** The language a page renders in: one of ours, or the test language (`?lang=en-XA`). */
export type RenderLocale = Locale | typeof PSEUDO_LOCALE;

export type RenderPage = (url: string, fetch: typeof globalThis.fetch, locale: RenderLocale) => Promise<RenderedPage | null>;

/**
 * Whether the web app has a page at this path (a route other than its catch-all "not found"): the render's bundle
 * exports it as `isKnownPath`, and the API answers any other path 404 with the app's not-found page.
 */
export type KnownPath = (pathname: string) => boolean;
