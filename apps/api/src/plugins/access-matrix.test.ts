// Calls every registered route as a guest, a user, an astrologer and the admin, and checks the declared roles hold.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from './auth.ts';
import { useTestApp } from '../test/app.ts';
import { adminAccount, createAccount, type TestAccount } from '../test/factories.ts';

type Caller = 'guest' | 'user' | 'astro' | 'admin';

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

  it('knows the routes and every one declares its roles', () => {
    expect(routes.length).toBeGreaterThan(2);
    for (const route of routes) expect(route.roles, `${route.method} ${route.url}`).toBeDefined();
  });

  for (const caller of ['guest', 'user', 'astro', 'admin'] as const) {
    it(`answers a ${caller} as each route declares`, async () => {
      const failures: string[] = [];
      for (const route of routes) {
        const headers = caller === 'guest' ? {} : accounts[caller].headers;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url, caller === 'guest' ? 1 : accounts[caller].id),
          headers: { ...headers, 'content-type': 'application/json' },
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
        });
        const admitted = route.roles === 'public' || (caller !== 'guest' && route.roles.includes(caller));
        const label = `${route.method} ${route.url} as ${caller}: ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${label} (server error)`);
        else if (admitted && (res.statusCode === 401 || res.statusCode === 403)) failures.push(`${label} (refused)`);
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
});
