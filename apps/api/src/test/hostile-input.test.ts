// Hostile input on every route: fuzzed bodies, queries and path parameters never cause a 5xx or a change when refused.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, isErrorCode } from '@app/contracts/errors';
import type { RouteAccess } from '../plugins/auth.ts';
import { createSession } from '../modules/auth/session.repository.ts';
import { useTestApp, type TestApp } from './app.ts';
import { adminAccount, createAccount, type TestAccount } from './factories.ts';

/** Fixed, so a failure found once is found again on every machine; HOSTILE_SEED / HOSTILE_RUNS explore further. */
const SEED = Number(process.env.HOSTILE_SEED ?? 20_261_122);
const RUNS_PER_ROUTE = Number(process.env.HOSTILE_RUNS ?? 20);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Caller = 'user' | 'admin';

// ---------------------------------------------------------------------------------------------
// Hostile values. Numbers JSON cannot express from JS (1e309, -0, huge integers) travel as
// placeholder strings that are swapped for raw tokens after JSON.stringify.
// ---------------------------------------------------------------------------------------------

const RAW_TOKENS = ['1e309', '-1e309', '-0', '1e-400', '123456789012345678901234567890', '0.1e1', '-2147483649', '2147483648'];
const raw = (token: string) => `\u0001raw:${token}\u0001`;
const toJsonText = (value: Json) =>
  JSON.stringify(value).replace(/"\\u0001raw:([^"\\]*)\\u0001"/g, (_m, token: string) => token);

const EDGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uD83D',
  '\u202Egnp.exe',
  '\u200F\u200E\u200B\uFEFF',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '__proto__',
  'constructor',
  "1';drop table users;--",
  '1 OR 1=1',
  "' OR ''='",
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '../../etc/passwd',
  '%00',
  '\r\nSet-Cookie: x=1',
  '١٢٣',
  '９９',
  '0x10',
  '1_000',
  ' 7 ',
  '2026-02-30',
  '25:61',
];

const longString = fc.constantFrom('x'.repeat(100_000), '٣'.repeat(30_000), '😀'.repeat(25_000), '9'.repeat(5_000));

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...EDGE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: longString },
);

const hostileNumber: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom(0, -1, 1.5, -999999, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 2 ** 31, 1e300),
  fc.constantFrom(...RAW_TOKENS).map(raw),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** A JSON value of any shape, with an own "__proto__" or "constructor" key now and then. */
const hostileValue: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: hostileString },
    { weight: 3, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.constantFrom<Json>(null, true, false, [], {}) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.array(fc.tuple(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'prototype')), tie('value')), { maxLength: 4 }))
        // fromEntries makes own properties, so "__proto__" is sent as a real key.
        .map(([entries]) => Object.fromEntries(entries) as Json),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Json>(
        Object.fromEntries([['__proto__', { role: 'admin', isAdmin: true }]]) as Json,
        { constructor: { prototype: { role: 'admin' } } },
      ),
    },
  ),
})).value;

// ---------------------------------------------------------------------------------------------
// Plausible bodies, so that mutating one field at a time reaches the rules behind validation.
// ---------------------------------------------------------------------------------------------

const PUNE_BIRTH = { date_of_birth: '1992-04-12', time_of_birth: '06:30', place_id: '1259229' };
const MATCH_BODY = { boy: { ...PUNE_BIRTH, name: 'Ravi Rao' }, girl: { ...PUNE_BIRTH, date_of_birth: '1994-08-02', name: 'Asha Rao' } };

const SAMPLE_BODIES: Record<string, Record<string, Json>> = {
  'POST /auth/signin': { email: 'fuzz@example.com', phone: '', name: 'Fuzz', user_type: 'user' },
  'POST /auth/submit-otp': { username: 'fuzz@example.com', otp: '123456' },
  'POST /auth/verify-token': { token: 'not-a-token' },
  'POST /api/profile': {
    name: 'Asha Rao',
    date_of_birth: '1992-04-12',
    gender: 'Female',
    place_of_birth: 'Pune',
    time_of_birth: '06:30',
    profile_image: '/uploads/a.webp',
  },
  'POST /api/astrologer': {
    name: 'Pandit Sharma',
    profile_image: '/uploads/a.webp',
    about: 'Twenty years of Vedic practice and kundli reading.',
    experience: '20',
    rating: '4.5',
    language_known: 'Hindi',
    type: 'Vedic',
    expertise: 'Career',
    charge: '25',
    dob: '1975-06-01',
    gender: 'Male',
  },
  'POST /api/cart': { products: [{ product_id: 1, category_id: 1, quantity: 1 }] },
  'POST /api/address': { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', postal_code: '411001', country: 'India', address_type: 'Home', phone: '9876543210' },
  'POST /api/payment/process': { order_id: 1 },
  'POST /api/payment/confirm': { order_id: 1, address_id: 1, gateway_order_id: 'order_x', payment_id: 'pay_x', signature: '0'.repeat(64) },
  'POST /api/contact': { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', message: 'Hello, I would like a reading please.' },
  'POST /api/verify-astrologer': { astro_id: 1, commission: 20 },
  'PUT /admin/astro-update-wallet': { astrologer_id: 1 },
  'POST /api/create-user': { email: 'new-astro@example.com', phone: '9876501234', user_type: 'astro' },
  'POST /admin/product-category': { category_name: 'Gemstones' },
  'POST /admin/product': { category_id: 1, name: 'Yantra', price_in_rupee: '250', rating: '4', stock_quantity: 3, image: '/uploads/p.webp' },
  'PUT /admin/edit-product/:product_id': { name: 'Yantra', price_in_rupee: '250' },
  'POST /api/astro-payment-detail': { page: 1, limit: 10 },
  'POST /api/user-payment-detail': { astro_id: 1, page: 1, limit: 10 },
  'POST /api/order/get-all-orders': { page: 1, limit: 10 },
  'PUT /api/update-delivery-status': { order_history_id: 1, new_status: 'Shipped' },
  'POST /dev/payments/:gateway_order_id/pay': { outcome: 'success' },
  'POST /api/free-questions': { question: 'Will I find a better job before the end of this year?' },
  'POST /api/console/free-questions/:id/answer': { answer: 'Jupiter favours a change of work in the coming months.' },
  'POST /api/admin/free-questions/:id/reassign': { astrologer_id: 1 },
  // Pune in the shipped gazetteer, so mutations reach the calendar and place checks.
  'POST /api/kundli': { date_of_birth: '1992-04-12', time_of_birth: '06:30', place_id: '1259229', name: 'Asha Rao' },
  'PUT /api/kundli/mine': { date_of_birth: '1992-04-12', time_of_birth: '06:30', place_id: '1259229', name: 'Asha Rao' },
  'POST /api/kundli/match': MATCH_BODY,
  'POST /api/kundli/matches': MATCH_BODY,
};

const QUERY_KEYS = ['page', 'limit', 'q', 'search', 'sort', 'to', 'bytes', 'from', 'start_date', 'end_date', 'category_id'];

const HOSTILE_PARAMS = [
  '-1',
  '0',
  '99999999999999999999',
  '2147483648',
  '1.5',
  '1e3',
  'abc',
  encodeURIComponent('1 OR 1=1'),
  encodeURIComponent("1';drop table users;--"),
  '%00',
  '1%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%E2%80%AE1',
  '%F0%9F%98%80',
  '%C0%AF',
  '%',
  '9'.repeat(180),
  'a'.repeat(199),
];

const paramValue = (ownId: number) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_PARAMS) },
    { weight: 2, arbitrary: fc.constantFrom('1', String(ownId)) },
    { weight: 2, arbitrary: hostileString.filter((s) => s.length < 60).map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, 'x'))) },
  );

/** Query values, percent-encoded or raw (a lone "%", a "[]" key, a "__proto__" key). */
const queryString: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc
        .tuple(fc.constantFrom(...QUERY_KEYS), hostileString.filter((s) => s.length < 2_000))
        .map(([k, v]) => `${k}=${encodeURIComponent(v.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))}`),
      fc.constantFrom(
        'page=-1',
        'limit=99999999999999999999',
        'page=1&page=2',
        'q=%00',
        'to=%',
        'sort[$ne]=1',
        '__proto__[admin]=1',
        'constructor[prototype][x]=1',
        'a[]=1&a[]=2',
        `q=${'x'.repeat(5_000)}`,
      ),
    ),
    { maxLength: 4 },
  )
  .map((parts) => parts.join('&'));

// ---------------------------------------------------------------------------------------------
// Bodies from the route's OpenAPI schema when there is no hand-written sample.
// ---------------------------------------------------------------------------------------------

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: Json[];
  anyOf?: JsonSchema[];
  format?: string;
}

function sampleFromSchema(schema: JsonSchema | undefined, depth = 0): Json {
  if (!schema || depth > 4) return 'x';
  if (schema.enum?.length) return schema.enum[0]!;
  if (schema.anyOf?.length) return sampleFromSchema(schema.anyOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sampleFromSchema(v, depth + 1)]));
    case 'array':
      return [sampleFromSchema(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      return schema.format === 'email' ? 'a@example.com' : 'text';
  }
}

interface OpenApi {
  paths?: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
}

const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

// ---------------------------------------------------------------------------------------------
// One hostile request.
// ---------------------------------------------------------------------------------------------

interface HostileRequest {
  url: string;
  body: string | undefined;
  contentType: string;
}

function requestArbitrary(route: RouteAccess, ownId: number, sample: Record<string, Json> | undefined): fc.Arbitrary<HostileRequest> {
  const paramNames = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
  const path = fc.tuple(...paramNames.map(() => paramValue(ownId))).map((values) => {
    let url = route.url;
    paramNames.forEach((name, i) => {
      url = url.replace(`:${name}`, values[i]!);
    });
    return url;
  });
  const url = fc
    .tuple(path, fc.option(queryString, { freq: 2 }))
    .map(([p, q]) => (q ? `${p}?${q}` : p));

  const base = sample ?? {};
  const keys = Object.keys(base);
  const mutated: fc.Arbitrary<Json> = fc
    .tuple(
      keys.length ? fc.subarray(keys, { minLength: 1, maxLength: Math.min(3, keys.length) }) : fc.constant<string[]>([]),
      fc.array(hostileValue, { minLength: 3, maxLength: 3 }),
      fc.constantFrom('replace', 'delete', 'extra'),
      fc.array(fc.tuple(fc.oneof(hostileString.filter((s) => s.length < 200), fc.constantFrom('__proto__', 'user_id', 'role', 'is_admin', 'price_in_rupee', 'amount', 'total_amount', 'status')), hostileValue), { maxLength: 3 }),
    )
    .map(([picked, values, how, extra]) => {
      const out: Record<string, Json> = { ...base };
      picked.forEach((k, i) => {
        if (how === 'delete') delete out[k];
        else out[k] = values[i]!;
      });
      // Extra fields a client should not be able to set (owner, role, amount) must be stripped or refused.
      if (how === 'extra' || !picked.length) for (const [k, v] of extra) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
      return out;
    });
  const whole: fc.Arbitrary<Json> = hostileValue;
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const body: fc.Arbitrary<string | undefined> = hasBody
    ? fc.oneof(
        { weight: 6, arbitrary: mutated.map(toJsonText) },
        { weight: 3, arbitrary: whole.map(toJsonText) },
        { weight: 1, arbitrary: fc.constantFrom('', '{', '{"a":1,}', 'nul', '[1,2', '"\\ud800"', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}') },
      )
    : fc.constant(undefined);
  const contentType = hasBody
    ? fc.constantFrom('application/json', 'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded')
    : fc.constant('application/json');
  return fc.record({ url, body, contentType });
}

// ---------------------------------------------------------------------------------------------

/** Row count and content digest of every table in the public schema, in one statement. */
async function snapshot(t: TestApp, tables: string[]): Promise<Record<string, string>> {
  const parts = tables.map(
    (name) =>
      `select '${name}' as name, count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as digest from "${name}" x`,
  );
  const result = await t.db.execute(sql.raw(parts.join(' union all ')));
  const rows = (result as unknown as { rows: { name: string; digest: string }[] }).rows;
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}

function diff(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before).filter((k) => before[k] !== after[k]);
}

const excerpt = (s: string | undefined, n = 300) => (s === undefined ? '(none)' : s.length > n ? `${s.slice(0, n)}... (${s.length} chars)` : s);

function checkErrorShape(status: number, text: string): string | null {
  if (status < 400 || status >= 500) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'error body is not JSON';
  }
  const b = body as { message?: unknown; errors?: unknown; code?: unknown };
  if (typeof b.message !== 'string') return 'error body has no string message';
  if (typeof b.errors !== 'object' || b.errors === null || Array.isArray(b.errors)) return 'error body has no errors object';
  if (!isErrorCode(b.code)) return `error body has no code of the catalogue (${String(b.code)})`;
  // A fixed wording is the catalogue's own, so a client (or a translation) keyed on the code shows what the API meant.
  const wording = ERROR_CATALOGUE[b.code];
  if (typeof wording === 'string' && b.code !== 'validation' && b.message !== wording) return `the ${b.code} body words it otherwise`;
  return null;
}

let dataDir: string;
let accounts: Record<Caller, TestAccount>;
let routes: RouteAccess[];
let tables: string[];
let openApi: OpenApi;
/** Each request comes from its own address, so the per-IP limits of sign-in and contact do not hide the handlers. */
const freshIp = () => `10.${randomBytes(3).join('.')}`;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'jk-hostile-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const t = useTestApp(() => ({ DATA_DIR: dataDir }));
beforeAll(async () => {
  accounts = { user: await createAccount(t.db, { role: 'user' }), admin: await adminAccount(t.db) };
  routes = t.app.routeAccess.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && r.url !== '/*');
  const result = await t.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  tables = (result as unknown as { rows: { tablename: string }[] }).rows.map((r) => r.tablename).filter((n) => !n.startsWith('__drizzle'));
  openApi = t.app.swagger() as OpenApi;
});

/** Logout gets a session of its own, made before the "before" snapshot, so the caller's stays valid. */
const needsOwnSession = (route: RouteAccess) => route.url === '/auth/logout';

async function send(token: string, route: RouteAccess, req: HostileRequest) {
  return t.app.inject({
    method: route.method as 'GET',
    url: req.url,
    remoteAddress: freshIp(),
    headers: { accesstoken: token, ...(req.body === undefined ? {} : { 'content-type': req.contentType }) },
    ...(req.body === undefined ? {} : { payload: req.body }),
  });
}

describe('hostile input on every route', () => {
  it('found the routes and the tables, and the snapshot sees a change', async () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(tables).toEqual(expect.arrayContaining(['users', 'sessions', 'orders', 'carts', 'addresses', 'products']));
    const before = await snapshot(t, tables);
    await createSession(t.db, accounts.user.id, new Date());
    expect(diff(before, await snapshot(t, tables))).toEqual(['sessions']);
  });

  // Registered lazily: the route table exists only after beforeAll, so one test walks them all per caller.
  for (const caller of ['user', 'admin'] as const) {
    it(`never answers 5xx, always {message, errors} for 4xx, and changes nothing when refusing (${caller})`, async () => {
      const failures: string[] = [];
      let last: Record<string, string> | null = null;
      for (const route of routes) {
        const key = `${route.method} ${route.url}`;
        const requestBody = openApi.paths?.[openApiPath(route.url)]?.[route.method.toLowerCase()]?.requestBody;
        const fromSchema = requestBody?.content?.['application/json']?.schema;
        const generated = fromSchema ? sampleFromSchema(fromSchema) : undefined;
        const sample =
          SAMPLE_BODIES[key] ?? (generated && typeof generated === 'object' && !Array.isArray(generated) ? generated : undefined);
        const arb = requestArbitrary(route, accounts[caller].id, sample);
        let failure: string | null = null;
        await fc.assert(
          fc.asyncProperty(arb, async (req) => {
            let token = accounts[caller].token;
            if (needsOwnSession(route)) {
              token = await createSession(t.db, accounts[caller].id, new Date());
              last = null;
            }
            // After a refusal the database is as it was, so that snapshot is the next request's "before".
            const before = last ?? (await snapshot(t, tables));
            last = null;
            const res = await send(token, route, req);
            const label = `${key} as ${caller}: ${req.url.slice(0, 200)} [${req.contentType}] body=${excerpt(req.body)} -> ${res.statusCode} ${excerpt(res.body)}`;
            let problem: string | null = null;
            if (res.statusCode >= 500) problem = 'server error';
            else problem = checkErrorShape(res.statusCode, res.body);
            if (!problem && res.statusCode >= 400) {
              const after = await snapshot(t, tables);
              const changed = diff(before, after);
              if (changed.length) problem = `refused request changed ${changed.join(', ')}`;
              else last = after;
            }
            if (problem) {
              failure = `${problem}: ${label}`;
              throw new Error(failure);
            }
          }),
          { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        ).catch((err: unknown) => {
          failures.push(failure ?? String(err));
        });
      }
      expect(failures).toEqual([]);
    }, 240_000);
  }
});

describe('hostile raw bodies', () => {
  const post = (url: string, payload: string | Buffer | undefined, contentType?: string, headers: Record<string, string> = accounts.user.headers) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: freshIp(),
      headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });

  it('answers invalid JSON with 400 and the error shape', async () => {
    for (const text of ['{', '{"a":}', "{'a':1}", '[1,', 'NaN', '{"a":1}{"b":2}', '\uFEFF{"a":1', '{"a":"\\x41"}']) {
      const res = await post('/api/profile', text, 'application/json');
      expect(res.statusCode, text).toBe(400);
      expect(res.json()).toEqual({ code: 'invalid_json', message: 'The request body is not valid JSON.', errors: {} });
    }
  });

  it('refuses a prototype-poisoning body instead of parsing it', async () => {
    for (const text of ['{"__proto__":{"role":"admin"}}', '{"a":1,"constructor":{"prototype":{"role":"admin"}}}']) {
      const res = await post('/api/profile', text, 'application/json');
      expect(res.statusCode, text).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });

  it('treats an empty JSON body as {} on action routes', async () => {
    const empty = await post('/api/profile', '', 'application/json');
    expect(empty.statusCode).toBe(400);
    // Validation ran on {}: the refusal names fields, not the body's syntax.
    expect(empty.json().message).not.toBe('The request body is not valid JSON.');
    const blank = await post('/auth/verify-token', '   ', 'application/json', {});
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().errors)).toContain('token');
    const session = await createSession(t.db, accounts.user.id, new Date());
    const logout = await post('/auth/logout', '', 'application/json', { accesstoken: session });
    expect(logout.statusCode).toBe(200);
    // The shop's action routes, posted empty by the clients: refused for business reasons, not for the body.
    for (const url of ['/api/select-address/999999', '/api/order']) {
      const res = await post(url, '', 'application/json');
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json().message, url).not.toBe('The request body is not valid JSON.');
    }
  });

  it('answers a JSON body sent with another content type with 415 (or 400 for text) and the error shape', async () => {
    for (const type of ['application/xml', 'application/x-www-form-urlencoded', 'image/png', 'application/jsonx']) {
      const res = await post('/api/profile', '{"name":"A"}', type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual({ code: 'unsupported_media_type', message: 'Unsupported content type.', errors: {} });
    }
    // Fastify reads text/plain as a string, which then fails the body's schema.
    const text = await post('/api/profile', '{"name":"A"}', 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ errors: { body: expect.any(String) } });
  });

  it('answers a 2 MB JSON body with 413 and the error shape', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });
    const res = await post('/api/profile', big, 'application/json');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'payload_too_large', message: 'The file or request is too large.', errors: {} });
  });

  it('answers deeply nested JSON without a 5xx', async () => {
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const res = await post('/api/profile', deep, 'application/json');
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it('answers hostile session tokens with 401 and the error shape', async () => {
    const tokens = ["' OR 1=1 --", 'a'.repeat(10_000), 'null', 'undefined', ' ', '%00', accounts.user.token.toUpperCase(), `${accounts.user.token}x`];
    for (const token of tokens) {
      for (const headers of [{ accesstoken: token }, { authorization: `Bearer ${token}` }, { authorization: `bearer  ${token}  ` }]) {
        const res = await t.app.inject({ method: 'GET', url: '/api/cart', headers, remoteAddress: freshIp() });
        expect(res.statusCode, JSON.stringify(headers).slice(0, 80)).toBe(401);
        expect(checkErrorShape(res.statusCode, res.body)).toBeNull();
      }
    }
  });

  it('answers JSON in another charset and a duplicate-key body without a 5xx', async () => {
    for (const type of ['application/json; charset=utf-16', 'application/json; charset=latin1', 'Application/JSON']) {
      const res = await post('/api/profile', '{"name":"A"}', type);
      expect(res.statusCode, type).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, type).toBeLessThan(500);
      expect(checkErrorShape(res.statusCode, res.body), type).toBeNull();
    }
    const dup = await post('/api/payment/process', '{"order_id":1,"order_id":"1 OR 1=1"}', 'application/json');
    expect(dup.statusCode).toBe(400);
  });

  it('refuses text with a NUL character with 400 rather than failing in the database', async () => {
    const res = await post('/admin/product-category', JSON.stringify({ category_name: 'Gem\u0000stones' }), 'application/json', accounts.admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('category_name');
  });
});

// ---------------------------------------------------------------------------------------------
// Uploads: the gaps not covered by media.test.ts and bulk-upload.test.ts.
// ---------------------------------------------------------------------------------------------

function multipart(field: string, filename: string, type: string, bytes: Buffer, extra = '') {
  const boundary = '----jk-hostile-boundary';
  const head = `${extra}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A whole, valid 1-bit greyscale PNG of width x height black pixels: kilobytes on the wire, 100 megapixels decoded. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('hostile uploads', () => {
  const upload = (url: string, field: string, filename: string, type: string, bytes: Buffer, who: Caller = 'user') => {
    const body = multipart(field, filename, type, bytes);
    return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...accounts[who].headers, ...body.headers } });
  };
  const png = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } }).png().toBuffer();

  it('re-encodes a PNG/HTML polyglot: the stored file is WebP and carries none of the appended script', async () => {
    const script = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const res = await upload('/api/upload-image', 'image', 'x.png.html', 'text/html', Buffer.concat([await png(), script]));
    expect(res.statusCode).toBe(200);
    const name = (res.json() as { image: string }).image.split('/').pop()!;
    expect(name).toMatch(/^[0-9a-f]{32}\.webp$/);
    const stored = await t.app.inject({ method: 'GET', url: `/uploads/${name}` });
    expect(stored.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect(stored.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    expect(stored.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses an SVG with a script, an HTML file named .jpg and a GIF header followed by JavaScript', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const gifJs = Buffer.from('GIF89a=1;alert(document.domain)//');
    for (const [name, type, bytes] of [
      ['x.svg', 'image/svg+xml', svg],
      ['photo.jpg', 'image/jpeg', html],
      ['x.gif', 'image/gif', gifJs],
    ] as const) {
      const res = await upload('/api/upload-image', 'image', name, type, bytes);
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toEqual({ code: 'not_an_image', message: 'Please upload an image file', errors: { image: 'Please upload an image file' } });
    }
  });

  it('refuses a pixel bomb: a small PNG that declares a huge bitmap', async () => {
    const bomb = pngBomb(10_000, 10_000);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const res = await upload('/api/upload-image', 'image', 'bomb.png', 'image/png', bomb);
    expect(res.statusCode).toBe(400);
  });

  it('ignores a path-traversal file name: the stored name is the content hash', async () => {
    const before = new Set(await readdir(join(dataDir, 'uploads')).catch(() => []));
    const res = await upload('/api/upload-image', 'image', '../../../../tmp/evil.png', 'image/png', await png());
    expect(res.statusCode).toBe(200);
    expect((res.json() as { image: string }).image).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const after = await readdir(join(dataDir, 'uploads'));
    expect(after.filter((n) => !before.has(n)).every((n) => /^[0-9a-f]{32}\.webp$/.test(n))).toBe(true);
  });

  it('refuses a second file part and JSON sent to an upload route, with the error shape', async () => {
    const boundary = '----jk-two';
    const part = (name: string) => `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`;
    const img = await png();
    const payload = Buffer.concat([Buffer.from(part('a.png')), img, Buffer.from('\r\n'), Buffer.from(part('b.png')), img, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const two = await t.app.inject({
      method: 'POST',
      url: '/api/upload-image',
      payload,
      headers: { ...accounts.user.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(two.statusCode).toBeLessThan(500);
    expect(checkErrorShape(two.statusCode, two.body)).toBeNull();
    const json = await t.app.inject({ method: 'POST', url: '/api/upload-image', payload: { image: 'x' }, headers: accounts.user.headers });
    expect(json.statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/upload-image',
      payload: '--nope\r\ngarbage',
      headers: { ...accounts.user.headers, 'content-type': 'multipart/form-data; boundary=other' },
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(checkErrorShape(broken.statusCode, broken.body)).toBeNull();
  });

  it('refuses spreadsheets with the wrong extension, 6 MB sheets and binary junk, creating nothing', async () => {
    const before = await snapshot(t, tables);
    const csv = Buffer.from('name,email,phone\nA,a@example.com,9876500000\n');
    const cases: [string, string, Buffer][] = [
      ['astrologers.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', csv],
      ['astrologers.exe', 'application/octet-stream', csv],
      ['astrologers.csv', 'text/csv', randomBytes(4096)],
      ['astrologers.xlsx', 'application/zip', Buffer.from('PK\u0003\u0004truncated')],
      ['astrologers.csv', 'text/csv', Buffer.alloc(6 * 1024 * 1024, 'a')],
    ];
    for (const [name, type, bytes] of cases) {
      const res = await upload('/api/upload-bulk-astrologers', 'file', name, type, bytes, 'admin');
      expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, name).toBeLessThan(500);
      expect(checkErrorShape(res.statusCode, res.body), name).toBeNull();
    }
    expect(diff(before, await snapshot(t, tables))).toEqual([]);
  });
});
