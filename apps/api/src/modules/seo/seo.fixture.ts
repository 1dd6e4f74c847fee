// Test data and tools for the search-engine tests: a built web app to serve, a browser's parser for what is served, and a
// suspension written directly.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM, type ParsedDocument } from 'jsdom';
import { expect } from 'vitest';
import { accountSuspensions } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';

const { DOMParser } = new JSDOM().window;

/** Parses XML as a browser does; fails the test on anything that is not well-formed. */
export function parseXml(text: string): ParsedDocument {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror').length, 'the XML is well-formed').toBe(0);
  return doc;
}

export const parseHtml = (text: string) => new DOMParser().parseFromString(text, 'text/html');

/** The page's JSON-LD objects, each parsed from its script element. */
export function structuredData(html: string): Record<string, unknown>[] {
  return Array.from(parseHtml(html).querySelectorAll('script[type="application/ld+json"]')).map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

/**
 * A stand-in for the web app's render bundle (apps/web/src/entry-server.tsx): no page rendered on the server, and the
 * app's paths as its routes have them, so that anything else is a 404.
 */
const RENDER_MODULE = `
const PAGES = [/^\\/$/, /^\\/(about|contact|shopping|astrologers|kundli|panchang)\\/?$/, /^\\/shopping\\/product\\/[^/]+\\/?$/, /^\\/astrologers\\/[^/]+\\/?$/];
export async function render() { return null; }
export function isKnownPath(pathname) { return PAGES.some((page) => page.test(pathname)); }
`;

/** A built web app: index.html and the render's bundle. */
export function writeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'jk-seo-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Jyotish Kendra</title><meta name="description" content="Vedic astrology" /></head>' +
      '<body><div id="root"></div></body></html>',
  );
  mkdirSync(join(dist, '.ssr'));
  writeFileSync(join(dist, '.ssr', 'entry-server.js'), RENDER_MODULE);
  return dist;
}

/** The admin (account 1) suspends the account, as the moderation queue does. */
export async function suspend(db: Db, accountId: number) {
  await db.insert(accountSuspensions).values({ accountId, reason: 'other', suspendedBy: 1, createdAt: new Date() });
}
