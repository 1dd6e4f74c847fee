// robots.txt: the public site open to crawlers; the back-office, the accounts' own pages and the API closed to them,
// but for the public reads the pages draw themselves from (docs/decisions/seo.md).

/** Pages no search result should lead to: the admin's, an account's own, sign-in and sign-up, the consoles, sessions. */
export const PRIVATE_PAGES = [
  '/admin-dashboard',
  '/admin-login',
  '/admin-otp',
  '/account/',
  '/wallet',
  '/my-questions',
  '/userprofile/',
  '/astrologermain/',
  '/thank-you',
  '/shopping/mycart',
  '/shopping/checkout',
  '/shopping/thanks',
  '/shopping/orders',
  '/login',
  '/signup/',
  '/user/',
  '/usersignup/',
  '/astro/',
  '/astrologin/',
  // The astrologer's console, sign-up and login; the public directory is /astrologers.
  '/astrologer/',
  '/consultations',
];

/**
 * API reads the public pages make to draw themselves, and the pictures they show: a crawler that renders a page must
 * be able to fetch them. Each is longer than the API prefix it is under, so it wins over that prefix's Disallow.
 */
export const RENDERING_READS = ['/shop/open/', '/api/consult/astrologers', '/api/panchang', '/uploads/*.webp'];

export function robotsTxt(apiPrefixes: readonly string[], sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PAGES.map((path) => `Disallow: ${path}`),
    ...apiPrefixes.map((prefix) => `Disallow: ${prefix}`),
    ...RENDERING_READS.map((path) => `Allow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
