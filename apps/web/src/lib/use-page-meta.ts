// Sets document.title and the meta description for the page being shown; on the server, tells the render, which
// writes them into the page's HTML (entry-server.tsx).
import type { PageHead } from '@app/contracts/server-render';
import { createContext, useContext, useEffect } from 'react';
import { BRAND_NAME } from '../config/site.ts';

export function pageTitle(title: string): string {
  return title === BRAND_NAME ? title : `${title} | ${BRAND_NAME}`;
}

/** Receives the shown page's title and description during a server render; null in the browser. */
export const PageHeadSink = createContext<((head: PageHead) => void) | null>(null);

export function usePageMeta(title: string, description?: string): void {
  // A server render runs no effects: the page reports its head while it renders, and the last page rendered wins.
  useContext(PageHeadSink)?.({ title: pageTitle(title), description: description ?? null });
  useEffect(() => {
    document.title = pageTitle(title);
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}
