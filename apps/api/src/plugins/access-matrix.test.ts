// Calls every registered route as a guest, a user, an astrologer and the admin, and checks each answers as the spec
// says: a guest 401, a wrong role 403, an admitted caller past the guard. Who may call what is written out below
// from the spec, not read from the routes' own declarations, so a route declared with the wrong roles fails here.
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_REQUIRED_CODE } from '@app/contracts/auth';
import type { Access, RouteAccess } from './auth.ts';
import { useTestApp } from '../test/app.ts';
import { adminAccount, createAccount, type TestAccount } from '../test/factories.ts';

type Caller = 'guest' | 'user' | 'astro' | 'admin';

const ADMIN: Access = ['admin'];
const SIGNED_IN: Access = ['user', 'astro', 'admin'];

/** Every route, as "METHOD url", with who may call it. */
const SPEC: Record<string, Access> = {
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  // Public to the guard; the route itself answers only this machine or METRICS_TOKEN (plugins/metrics.test.ts).
  'GET /metrics': 'public',
  'POST /api/client-errors': 'public',
  'GET /shop/open/product-category': 'public',
  'GET /api/product-category': 'public',
  'GET /shop/open/all-product': 'public',
  'GET /api/all-product': 'public',
  'GET /shop/open/product/category/:category_id': 'public',
  'GET /api/product/category/:category_id': 'public',
  'GET /shop/open/product/:product_id': 'public',
  'GET /uploads/:name': 'public',
  'POST /api/contact': 'public',
  'POST /auth/signin': 'public',
  'POST /auth/submit-otp': 'public',
  'POST /auth/verify-token': 'public',
  'GET /dev/outbox': 'public',
  'POST /api/payment/webhook': 'public',
  'GET /dev/payments/checkout.js': 'public',
  'POST /dev/payments/:gateway_order_id/pay': 'public',
  'GET /*': 'public',
  'GET /robots.txt': 'public',
  'GET /sitemap.xml': 'public',
  'POST /admin/product-category': ADMIN,
  'DELETE /admin/delete-category/:category_id': ADMIN,
  'POST /admin/product': ADMIN,
  'PUT /admin/edit-product/:product_id': ADMIN,
  'DELETE /admin/remove-product/:product_id': ADMIN,
  'GET /api/astrologers': ADMIN,
  'POST /api/verify-astrologer': ADMIN,
  'DELETE /api/astrologer/:astro_id': ADMIN,
  'PUT /admin/astro-update-wallet': ADMIN,
  'POST /api/create-user': ADMIN,
  'POST /admin/astrologer': ADMIN,
  'POST /api/downloadPdf': ADMIN,
  'POST /api/upload-bulk-astrologers': ADMIN,
  'GET /admin/bulk-template.csv': ADMIN,
  'POST /api/astro-payment-detail': ADMIN,
  'POST /api/user-payment-detail': ADMIN,
  'GET /api/total-amount': ADMIN,
  'POST /api/order/get-all-orders': ADMIN,
  'PUT /api/update-delivery-status': ADMIN,
  'GET /api/get-all-interaction': ADMIN,
  'GET /api/get-all-profile': ADMIN,
  'GET /api/admin/consultations/:id': ADMIN,
  'POST /api/admin/consultations/:id/refund': ADMIN,
  'GET /api/admin/recharge-refunds': ADMIN,
  'POST /auth/logout': SIGNED_IN,
  'GET /api/profile/:user_id': SIGNED_IN,
  'POST /api/profile': SIGNED_IN,
  'GET /api/push/key': 'public',
  'POST /api/push/subscriptions': SIGNED_IN,
  'DELETE /api/push/subscriptions': SIGNED_IN,
  'GET /api/astrologer/:user_id': SIGNED_IN,
  'POST /api/astrologer': ['astro'],
  'POST /api/upload-image': SIGNED_IN,
  'GET /api/cart': SIGNED_IN,
  'POST /api/cart': SIGNED_IN,
  'GET /api/address': SIGNED_IN,
  'POST /api/address': SIGNED_IN,
  'PUT /api/address/:address_id': SIGNED_IN,
  'POST /api/select-address/:address_id': SIGNED_IN,
  'POST /api/order': SIGNED_IN,
  'GET /api/order-history': SIGNED_IN,
  'POST /api/payment/process': SIGNED_IN,
  'POST /api/payment/confirm': SIGNED_IN,
  'GET /api/wallet': SIGNED_IN,
  'POST /api/wallet/recharge': ['user'],
  'POST /api/wallet/recharge/confirm': ['user'],
  'PUT /api/consult/availability': SIGNED_IN,
  'GET /api/consult/console': SIGNED_IN,
  'GET /api/consult/requests': SIGNED_IN,
  'POST /api/consultations': SIGNED_IN,
  'POST /api/consultations/:id/accept': SIGNED_IN,
  'POST /api/consultations/:id/decline': SIGNED_IN,
  'POST /api/consultations/:id/cancel': SIGNED_IN,
  'POST /api/consultations/:id/end': SIGNED_IN,
  'GET /api/consultations/:id': SIGNED_IN,
  'GET /api/consultations/:id/ice-servers': SIGNED_IN,
  'GET /api/consultations': SIGNED_IN,
  'GET /api/consultations/quote': SIGNED_IN,
  'GET /api/consultations/first-session': 'public',
  'GET /api/consult/astrologers': 'public',
  'GET /api/consult/astrologers/:astro_id': 'public',
  'POST /api/consultations/:id/review': ['user'],
  'POST /api/consultations/:id/messages': SIGNED_IN,
  'GET /api/consultations/:id/messages': SIGNED_IN,
  'GET /api/consultations/:id/messages/:message_id/voice': SIGNED_IN,
  'GET /api/places': 'public',
  'POST /api/kundli': 'public',
  'GET /api/panchang': 'public',
  'POST /api/kundli/match': 'public',
  'POST /api/kundli/matches': ['user'],
  'GET /api/kundli/matches': ['user'],
  'GET /api/kundli/matches/:id': ['user'],
  'DELETE /api/kundli/matches/:id': ['user'],
  'GET /api/kundli/matches/:id/pdf': ['user'],
  'GET /api/kundli/mine': ['user'],
  'PUT /api/kundli/mine': ['user'],
  'DELETE /api/kundli/mine': ['user'],
  'GET /api/kundli/mine/pdf': ['user'],
  'GET /api/consultations/:id/kundli': ['astro', 'admin'],
  'GET /api/consultations/:id/match': ['astro', 'admin'],
  'GET /api/console/free-questions/:id/kundli': ['astro'],
  'GET /api/free-questions/mine': ['user'],
  'POST /api/free-questions': ['user'],
  'GET /api/console/free-questions': ['astro'],
  'POST /api/console/free-questions/:id/claim': ['astro'],
  'POST /api/console/free-questions/:id/answer': ['astro'],
  'POST /api/console/free-questions/:id/release': ['astro'],
  'GET /api/admin/free-questions': ADMIN,
  'GET /api/invoices': SIGNED_IN,
  'GET /api/invoices/:invoice_id/pdf': SIGNED_IN,
  'GET /api/admin/invoices': ADMIN,
  'GET /api/admin/invoices/:invoice_id/pdf': ADMIN,
  'GET /api/admin/invoices/register.csv': ADMIN,
  'GET /api/admin/charts': ADMIN,
  'GET /api/admin/charts.csv': ADMIN,
  'POST /api/admin/free-questions/:id/reassign': ADMIN,
  'GET /api/account/deletion': ['user', 'astro'],
  'POST /api/account/deletion/code': ['user', 'astro'],
  'DELETE /api/account': ['user', 'astro'],
  'GET /api/account/export': ['user', 'astro'],
  'GET /api/admin/account-deletions': ADMIN,
  'POST /api/account/consent': ['user', 'astro'],
  'PUT /api/account/locale': SIGNED_IN,
  'POST /api/astrologers/:id/waitlist': ['user'],
  'GET /api/waitlist/mine': SIGNED_IN,
  'DELETE /api/waitlist/:entryId': ['user'],
  'POST /api/waitlist/:entryId/take': ['user'],
  'GET /api/consult/waitlist': ['astro'],
  'GET /api/console/hours': ['astro'],
  'PUT /api/console/hours': ['astro'],
  'GET /api/astrologers/:id/slots': 'public',
  'POST /api/bookings': ['user'],
  'GET /api/bookings': ['user'],
  'GET /api/console/bookings': ['astro'],
  'POST /api/bookings/:id/cancel': ['user', 'astro'],
  'POST /api/bookings/:id/join': ['user', 'astro'],
  'GET /api/bookings/:id/calendar.ics': ['user', 'astro'],
  'POST /api/consultations/:id/report': ['user', 'astro'],
  'POST /api/consultations/:id/block': ['user', 'astro'],
  'POST /api/astrologers/:id/block': ['user'],
  'GET /api/blocks': SIGNED_IN,
  'DELETE /api/blocks/:accountId': SIGNED_IN,
  'GET /api/admin/moderation': ADMIN,
  'GET /api/admin/moderation/reports/:id': ADMIN,
  'POST /api/admin/moderation/reports/:id/dismiss': ADMIN,
  'POST /api/admin/moderation/flags/:id/resolve': ADMIN,
  'POST /api/admin/moderation/reports/:id/warn': ADMIN,
  'POST /api/admin/moderation/reports/:id/refund': ADMIN,
  'POST /api/admin/moderation/accounts/:id/suspend': ADMIN,
  'POST /api/admin/moderation/accounts/:id/reinstate': ADMIN,
};
/**
 * What an account that has not given its 18+ and privacy consent may still do: give it, sign out, delete itself, and
 * choose the language it reads all that in.
 */
const WITHOUT_CONSENT = new Set([
  'POST /api/account/consent',
  'PUT /api/account/locale',
  'POST /auth/logout',
  'GET /api/account/deletion',
  'POST /api/account/deletion/code',
  'DELETE /api/account',
]);
/**
 * Admitted by the role guard, then refused (403) by the service unless the caller has a verified astrologer profile,
 * which none of the matrix's accounts has.
 */
const VERIFIED_ASTROLOGER_ONLY = new Set([
  'PUT /api/consult/availability',
  'GET /api/consult/console',
  'GET /api/consult/requests',
  'GET /api/console/free-questions',
  'GET /api/consult/waitlist',
  'GET /api/console/hours',
  'GET /api/console/bookings',
  'POST /api/console/free-questions/:id/claim',
  'POST /api/console/free-questions/:id/release',
]);
/** The API's own documentation (Swagger UI and its files) is public. */
const isDocs = (url: string) => url === '/docs' || url.startsWith('/docs/');
const specFor = (route: RouteAccess): Access | undefined =>
  isDocs(route.url) ? 'public' : SPEC[`${route.method} ${route.url}`];

/**
 * Fills path parameters with a plausible id so the route is reached; a `user_id` is the caller's own,
 * because reading someone else's row is the ownership tests' business, not the role matrix's.
 */
const concreteUrl = (url: string, ownId: number) =>
  url
    .replace(/:user_id\b/g, String(ownId))
    .replace(/:[A-Za-z_]+/g, '1')
    .replace(/\*$/, 'x');

describe('access-control matrix', () => {
  const t = useTestApp();
  let accounts: Record<Exclude<Caller, 'guest'>, TestAccount>;
  let routes: RouteAccess[];

  beforeAll(async () => {
    accounts = {
      user: await createAccount(t.db, { role: 'user' }),
      astro: await createAccount(t.db, { role: 'astro' }),
      admin: await adminAccount(t.db),
    };
    // Logout revokes the caller's session, so it goes last: every other route is still called signed in.
    const isLogout = (r: RouteAccess) => r.url === '/auth/logout';
    const callable = t.app.routeAccess.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    routes = [...callable.filter((r) => !isLogout(r)), ...callable.filter(isLogout)];
  });

  it('has every route in the spec table, and the spec table has no route the app lacks', () => {
    const unlisted = routes.filter((r) => specFor(r) === undefined).map((r) => `${r.method} ${r.url}`);
    expect(unlisted, 'routes missing from SPEC').toEqual([]);
    const registered = new Set(routes.map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(SPEC).filter((key) => !registered.has(key)), 'SPEC rows with no route').toEqual([]);
  });

  for (const caller of ['guest', 'user', 'astro', 'admin'] as const) {
    it(`answers a ${caller} as the spec says`, async () => {
      const failures: string[] = [];
      for (const route of routes) {
        const headers = caller === 'guest' ? {} : accounts[caller].headers;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url, caller === 'guest' ? 1 : accounts[caller].id),
          headers: { ...headers, 'content-type': 'application/json' },
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
        });
        const expected = specFor(route);
        if (expected === undefined) continue; // reported by the test above
        const admitted = expected === 'public' || (caller !== 'guest' && expected.includes(caller));
        const label = `${route.method} ${route.url} as ${caller}: ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${label} (server error)`);
        else if (admitted && (res.statusCode === 401 || res.statusCode === 403)) {
          if (!(res.statusCode === 403 && VERIFIED_ASTROLOGER_ONLY.has(`${route.method} ${route.url}`))) failures.push(`${label} (refused)`);
        }
        else if (!admitted && res.statusCode !== (caller === 'guest' ? 401 : 403)) failures.push(`${label} (let in)`);
        if (res.statusCode >= 400) {
          const body = res.json() as { message?: unknown; errors?: unknown };
          if (typeof body.message !== 'string' || typeof body.errors !== 'object') {
            failures.push(`${label} (error body not {message, errors})`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }

  for (const role of ['user', 'astro'] as const) {
    it(`answers a ${role} without consent only on public routes and on consent, sign-out and deletion`, async () => {
      const pending = await createAccount(t.db, { role, consented: false });
      const failures: string[] = [];
      for (const route of routes) {
        const expected = specFor(route);
        if (expected === undefined || (expected !== 'public' && !expected.includes(role))) continue;
        const key = `${route.method} ${route.url}`;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url, pending.id),
          headers: { ...pending.headers, 'content-type': 'application/json' },
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
        });
        const gated = res.statusCode === 403 && (res.json() as { code?: unknown }).code === CONSENT_REQUIRED_CODE;
        const mayPass = expected === 'public' || WITHOUT_CONSENT.has(key);
        if (res.statusCode >= 500) failures.push(`${key}: ${res.statusCode} (server error)`);
        else if (mayPass && gated) failures.push(`${key}: refused for want of consent`);
        else if (!mayPass && !gated) failures.push(`${key}: ${res.statusCode} (let in without consent)`);
      }
      expect(failures).toEqual([]);
    });
  }
});
