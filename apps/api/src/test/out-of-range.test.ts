// Out-of-range numbers on every operation of the OpenAPI document: every numeric path parameter, query parameter and
// body field, sent values no integer column holds (and fractions where a whole number is wanted), is refused with a 400
// that names the field, never a 5xx. The API's own document says which fields are numeric, so a new route is covered
// the day it is added.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSULT_MESSAGES, SOCKET_EVENTS, type SocketAck } from '@app/contracts/consultations';
import { INT32_MAX } from '@app/contracts/common';
import { isErrorCode } from '@app/contracts/errors';
import type { Role } from '../plugins/auth.ts';
import { useTestApp } from './app.ts';
import { acceptedSession, fundedUser, onlineAstrologer, type OnlineAstrologer } from './consult-factories.ts';
import { adminAccount, type TestAccount } from './factories.ts';
import { connectSocket, listening } from './sockets.ts';

/** Fixed, so a failure found once is found again on every machine; HOSTILE_SEED / HOSTILE_RUNS explore further. */
const SEED = Number(process.env.HOSTILE_SEED ?? 20_261_127);
/** Random requests per operation, after the fixed ones (every value below in every numeric field, one at a time). */
const RUNS_PER_OPERATION = Number(process.env.HOSTILE_RUNS ?? 8);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Caller = 'user' | 'astro' | 'admin';

// ---------------------------------------------------------------------------------------------
// Where numbers go in, read from the OpenAPI document.
// ---------------------------------------------------------------------------------------------

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: Json[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  default?: Json;
}

interface Parameter {
  in: string;
  name: string;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

/** A numeric input of one operation: where it goes, its name as the 400's `errors` names it, and what it holds. */
interface NumericInput {
  where: 'path' | 'query' | 'body';
  /** Keys from the body's root (array items as index 0), or the parameter's name. */
  keys: (string | number)[];
  /** The key of the 400's `errors` for this input: its path with dots, as the error handler writes it. */
  field: string;
  integer: boolean;
  /** A database id: 0 is out of range too. */
  id: boolean;
  /** Its schema admits negative numbers (a coordinate): -1 is in range. */
  signed: boolean;
}

const typesOf = (schema: JsonSchema | undefined): string[] => {
  if (!schema) return [];
  const own = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  return [...own, ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(typesOf)];
};
const numericKind = (schema: JsonSchema | undefined) => {
  const types = typesOf(schema);
  return types.includes('integer') ? 'integer' : types.includes('number') ? 'number' : null;
};
/** The lowest minimum the schema (or one of its alternatives) states, if any. */
const minimumOf = (schema: JsonSchema | undefined): number | undefined => {
  if (!schema) return undefined;
  const all = [schema.minimum, ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map(minimumOf)].filter((m) => m !== undefined);
  return all.length ? Math.min(...all) : undefined;
};
const isSigned = (schema: JsonSchema | undefined) => (minimumOf(schema) ?? 0) < 0;
const isIdName = (name: string | number) => typeof name === 'string' && (name === 'id' || name.endsWith('_id'));
const objectOf = (schema: JsonSchema | undefined) => [schema, ...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])].find((s) => s?.properties);
const arrayOf = (schema: JsonSchema | undefined) => [schema, ...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])].find((s) => s?.items);

function bodyInputs(schema: JsonSchema | undefined, keys: (string | number)[] = [], depth = 0): NumericInput[] {
  if (!schema || depth > 5) return [];
  const kind = numericKind(schema);
  if (kind && keys.length) {
    return [{ where: 'body', keys, field: keys.join('.'), integer: kind === 'integer', id: isIdName(keys.at(-1)!), signed: isSigned(schema) }];
  }
  const object = objectOf(schema);
  if (object) return Object.entries(object.properties!).flatMap(([k, v]) => bodyInputs(v, [...keys, k], depth + 1));
  const array = arrayOf(schema);
  if (array) return bodyInputs(array.items, [...keys, 0], depth + 1);
  return [];
}

function numericInputs(op: Operation): NumericInput[] {
  const params = (op.parameters ?? []).flatMap((p): NumericInput[] => {
    const kind = numericKind(p.schema);
    if (!kind || (p.in !== 'path' && p.in !== 'query')) return [];
    return [
      { where: p.in, keys: [p.name], field: p.name, integer: kind === 'integer', id: p.in === 'path' || isIdName(p.name), signed: isSigned(p.schema) },
    ];
  });
  return [...params, ...bodyInputs(op.requestBody?.content?.['application/json']?.schema)];
}

/**
 * Numbers that are not stored and hold no amount, so any finite value is accepted: the browser's own subscription
 * expiry, an epoch-millisecond time it reports and the server ignores.
 */
const NOT_BOUNDED = new Set(['POST /api/push/subscriptions expirationTime']);

// ---------------------------------------------------------------------------------------------
// Plausible requests, so that a refusal is the number's doing and an accepted number reaches the handler.
// ---------------------------------------------------------------------------------------------

function sampleFromSchema(schema: JsonSchema | undefined, depth = 0): Json {
  if (!schema || depth > 5) return 'x';
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0]!;
  const object = objectOf(schema);
  if (object) return Object.fromEntries(Object.entries(object.properties!).map(([k, v]) => [k, sampleFromSchema(v, depth + 1)]));
  const array = arrayOf(schema);
  if (array) return [sampleFromSchema(array.items, depth + 1)];
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number')) return 1;
  if (types.includes('boolean')) return true;
  if (schema.format === 'email') return 'a@example.com';
  if (schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') return '2026-01-15';
  if (schema.pattern === '^\\d{6}$') return '123456';
  return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** Bodies the schema alone does not make valid enough to get past the other fields' rules. */
const SAMPLE_BODIES: Record<string, Record<string, Json>> = {
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
  'POST /admin/astrologer': {
    user_id: 1,
    profile_image: '/uploads/a.webp',
    name: 'Pandit Sharma',
    about: 'Twenty years of Vedic practice.',
    experience: 20,
    rating: 4.5,
    language_known: 'Hindi',
    type: 'Vedic',
    expertise: 'Career',
    charge: 25,
    dob: '1975-06-01',
    gender: 'Male',
    commission: 20,
  },
  'POST /admin/product': { category_id: 1, name: 'Yantra', price_in_rupee: 250, rating: 4, stock_quantity: 3, image: '/uploads/p.webp' },
  'PUT /admin/edit-product/{product_id}': { name: 'Yantra', price_in_rupee: 250 },
  'POST /api/cart': { products: [{ product_id: 1, category_id: 1, quantity: 1 }] },
  'POST /api/verify-astrologer': { astro_id: 1, commission: 20 },
  'POST /api/wallet/recharge': { amount: 500 },
  'POST /api/consultations': { astro_id: 1, type: 'chat' },
  'POST /api/consultations/{id}/review': { stars: 5, text: '' },
  'POST /api/admin/consultations/{id}/refund': { amount: 1, reason: 'Audio failed' },
  'POST /api/admin/free-questions/{id}/reassign': { astrologer_id: 1 },
  'POST /api/push/subscriptions': {
    endpoint: 'https://push.example.com/send/abc',
    expirationTime: null,
    keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
  },
};

// ---------------------------------------------------------------------------------------------
// Out-of-range values, each as the text a path or query carries and the token a JSON body carries.
// ---------------------------------------------------------------------------------------------

interface Value {
  text: string;
  /** For a body: the JSON token (a number JavaScript cannot write exactly travels as its digits). */
  json: string;
}

const number = (text: string): Value => ({ text, json: text });
/**
 * The longest run of digits a path parameter carries to its route: past the router's maxParamLength (200) the
 * address itself is refused (414, or 404 where the web app's catch-all takes the path), before any route is chosen.
 */
const PATH_DIGITS_MAX = 190;

/** Out of range for every integer column, and for every amount the business allows (-1 but where negatives are allowed). */
const ALWAYS: Value[] = [
  number('2147483648'),
  number('-2147483649'),
  number('1e20'),
  number('9007199254740993'),
  number('-1'),
];
const ID_ONLY: Value[] = [number('0')];
const INTEGER_ONLY: Value[] = [number('1.5')];

const valuesFor = (input: NumericInput) => [
  ...ALWAYS.filter((v) => !(input.signed && v.text === '-1')),
  number('9'.repeat(input.where === 'path' ? PATH_DIGITS_MAX : 400)),
  ...(input.id ? ID_ONLY : []),
  ...(input.integer ? INTEGER_ONLY : []),
];

/** Random values beyond what an int4 column holds, or not whole where a whole number is wanted. */
const outOfRange = (input: NumericInput): fc.Arbitrary<Value> =>
  fc.oneof(
    fc.bigInt({ min: BigInt(INT32_MAX) + 1n, max: 10n ** 40n }).map((n) => number(String(n))),
    // Negative: any for a number that cannot be; below an int4 for one that may be (a coordinate's own range is its
    // schema's, and 2147483648 and the like above already leave it).
    fc.bigInt({ min: -(10n ** 40n), max: input.signed ? -BigInt(INT32_MAX) - 2n : -1n }).map((n) => number(String(n))),
    fc.double({ min: 2 ** 31, max: 1e300, noNaN: true, noDefaultInfinity: true }).map((d) => number(String(d))),
    fc
      .integer({ min: 10, max: input.where === 'path' ? PATH_DIGITS_MAX - 1 : 400 })
      .chain((n) => fc.stringMatching(new RegExp(`^[1-9]\\d{${n}}$`)))
      .map(number),
    ...(input.integer ? [fc.integer({ min: 0, max: 10_000 }).map((n) => number(`${n}.5`))] : []),
    ...(input.id ? [fc.constant(number('0'))] : []),
  );

/** In a body a value goes as a JSON number or as the numeric string the forms send. */
type Encoding = 'number' | 'string';

interface Planted {
  input: NumericInput;
  value: Value;
  encoding: Encoding;
}

interface Attempt {
  caller: Caller;
  planted: Planted[];
  /** The largest id a column holds: in range, so any answer but a 5xx will do (nothing has that id). */
  inRange?: boolean;
}

// ---------------------------------------------------------------------------------------------

const t = useTestApp();
let openApi: OpenApi;
let accounts: Record<Caller, TestAccount>;
let astro: OnlineAstrologer;
let rolesOf: Map<string, readonly Role[] | 'public'>;
const freshIp = () => `10.${randomBytes(3).join('.')}`;

beforeAll(async () => {
  openApi = t.app.swagger() as OpenApi;
  astro = await onlineAstrologer(t);
  accounts = { user: await fundedUser(t, 100), astro, admin: await adminAccount(t.db) };
  rolesOf = new Map(t.app.routeAccess.map((r) => [`${r.method} ${r.url.replace(/:([A-Za-z_]+)/g, '{$1}')}`, r.roles]));
});

const raw = (token: string) => `\u0001raw:${token}\u0001`;
function setAt(target: Json, keys: (string | number)[], value: Json) {
  let node = target as Record<string | number, Json>;
  keys.slice(0, -1).forEach((k, i) => {
    if (node[k] === null || typeof node[k] !== 'object') node[k] = typeof keys[i + 1] === 'number' ? [] : {};
    node = node[k] as Record<string | number, Json>;
  });
  node[keys.at(-1)!] = value;
}

function buildRequest(path: string, op: Operation, key: string, attempt: Attempt) {
  const planted = new Map(attempt.planted.map((p) => [`${p.input.where}:${p.input.field}`, p.value.text]));
  let url = path;
  for (const p of op.parameters ?? []) {
    if (p.in !== 'path') continue;
    // An id not planted is the largest an integer column holds: in range, and no row's, so nothing is touched.
    const fallback = numericKind(p.schema) ? String(INT32_MAX) : String(sampleFromSchema(p.schema));
    url = url.replace(`{${p.name}}`, encodeURIComponent(planted.get(`path:${p.name}`) ?? fallback));
  }
  const query = attempt.planted
    .filter((p) => p.input.where === 'query')
    .map((p) => `${encodeURIComponent(p.input.field)}=${encodeURIComponent(p.value.text)}`);
  if (query.length) url += `?${query.join('&')}`;
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  if (!bodySchema) return { url, body: undefined };
  const body = structuredClone(SAMPLE_BODIES[key] ?? sampleFromSchema(bodySchema));
  for (const p of attempt.planted) {
    if (p.input.where !== 'body') continue;
    // Raw JSON tokens are swapped in after JSON.stringify, so 9007199254740993 and 400 nines arrive as written.
    setAt(body, p.input.keys, p.encoding === 'string' ? p.value.text : raw(p.value.json));
  }
  const text = JSON.stringify(body).replace(/"\\u0001raw:([^"\\]*)\\u0001"/g, (_m, token: string) => token);
  return { url, body: text };
}

const excerpt = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}... (${s.length} chars)` : s);

function callersOf(roles: readonly Role[] | 'public' | undefined): Caller[] {
  if (!roles || roles === 'public') return ['user'];
  return (['user', 'astro', 'admin'] as const).filter((c) => roles.includes(c));
}

describe('out-of-range numbers on every operation of the OpenAPI document', () => {
  it('finds the numeric inputs of the document, the two known 500s among them', () => {
    const all = Object.entries(openApi.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) => numericInputs(op).map((i) => `${method.toUpperCase()} ${path} ${i.where}:${i.field}`)),
    );
    expect(all.length).toBeGreaterThan(50);
    expect(all).toEqual(
      expect.arrayContaining([
        'GET /api/consult/astrologers query:min_price',
        'GET /api/consult/astrologers query:max_price',
        'GET /api/consultations/{id}/messages query:after',
        'GET /api/consultations/{id}/messages path:id',
        'POST /api/cart body:products.0.quantity',
      ]),
    );
  });

  it('refuses every out-of-range number with a 400 naming the field, and never answers 5xx', async () => {
    const failures: string[] = [];
    let operations = 0;
    for (const [path, ops] of Object.entries(openApi.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const key = `${method.toUpperCase()} ${path}`;
        const inputs = numericInputs(op).filter((i) => !NOT_BOUNDED.has(`${key} ${i.field}`));
        if (!inputs.length) continue;
        operations++;
        const callers = callersOf(rolesOf.get(key));
        const encodings = (input: NumericInput): Encoding[] => (input.where === 'body' ? ['number', 'string'] : ['string']);
        // Every value in every input, one at a time, as whoever the route admits first; then the largest id.
        const examples: [Attempt][] = inputs.flatMap((input) => [
          ...valuesFor(input).flatMap((value) =>
            encodings(input).map((encoding): [Attempt] => [{ caller: callers[0]!, planted: [{ input, value, encoding }] }]),
          ),
          ...(input.id ? [[{ caller: callers[0]!, planted: [{ input, value: number(String(INT32_MAX)), encoding: 'number' }], inRange: true }] as [Attempt]] : []),
        ]);
        const attempt: fc.Arbitrary<Attempt> = fc.record({
          caller: fc.constantFrom(...callers),
          planted: fc
            .subarray(inputs, { minLength: 1 })
            .chain((picked) =>
              fc.tuple(...picked.map((input) => fc.record({ input: fc.constant(input), value: outOfRange(input), encoding: fc.constantFrom(...encodings(input)) }))),
            ),
        });
        let failure: string | null = null;
        await fc
          .assert(
            fc.asyncProperty(attempt, async (a) => {
              const req = buildRequest(path, op, key, a);
              const res = await t.app.inject({
                method: method.toUpperCase() as 'GET',
                url: req.url,
                remoteAddress: freshIp(),
                headers: { ...accounts[a.caller].headers, ...(req.body === undefined ? {} : { 'content-type': 'application/json' }) },
                ...(req.body === undefined ? {} : { payload: req.body }),
              });
              const planted = a.planted.map((p) => `${p.input.where}:${p.input.field}=${excerpt(p.value.text, 40)} (${p.encoding})`).join(', ');
              const label = `${key} as ${a.caller}, ${planted}: ${excerpt(req.url, 200)} body=${excerpt(req.body ?? '(none)')} -> ${res.statusCode} ${excerpt(res.body)}`;
              let problem: string | null = null;
              const answer =
                res.statusCode >= 400 && res.statusCode < 500
                  ? (JSON.parse(res.body) as { message?: unknown; errors?: Record<string, unknown>; code?: unknown })
                  : null;
              if (res.statusCode >= 500) problem = 'server error';
              else if (answer && !isErrorCode(answer.code)) problem = 'no code of the catalogue';
              else if (a.inRange) problem = answer && typeof answer.message !== 'string' ? 'no message' : null;
              else if (res.statusCode !== 400) problem = 'not refused with 400';
              else if (typeof answer?.message !== 'string' || !answer.message) problem = 'no message';
              else if (answer.code !== 'validation') problem = `refused as ${String(answer.code)}, not validation`;
              else if (!a.planted.some((p) => typeof answer.errors?.[p.input.field] === 'string')) problem = 'the 400 does not name the field';
              if (problem) {
                failure = `${problem}: ${label}`;
                throw new Error(failure);
              }
            }),
            { seed: SEED, numRuns: examples.length + RUNS_PER_OPERATION, examples, endOnFailure: true },
          )
          .catch((err: unknown) => {
            failures.push(failure ?? String(err));
          });
      }
    }
    expect(operations).toBeGreaterThan(30);
    expect(failures).toEqual([]);
  }, 240_000);
});

describe('the out-of-range numbers that answered 500', () => {
  it.each(['min_price', 'max_price'])('refuses the directory filter %s beyond what a charge can be', async (name) => {
    for (const value of ['30000000', '2147483648', '1e20']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/consult/astrologers?${name}=${value}` });
      expect(res.statusCode, value).toBe(400);
      expect(res.json().errors[name], value).toBe(res.json().message);
      expect(res.json().code, value).toBe('validation');
    }
    const fine = await t.app.inject({ method: 'GET', url: `/api/consult/astrologers?${name}=25` });
    expect(fine.statusCode).toBe(200);
  });

  it('refuses a message cursor beyond the largest message id, for a participant of the session', async () => {
    const user = await fundedUser(t, 100);
    const session = await acceptedSession(t, user, astro);
    const url = (after: string) => `/api/consultations/${session.consultation_id}/messages?after=${after}`;
    for (const after of ['2147483648', '1e20', '99999999999999999999']) {
      const res = await t.app.inject({ method: 'GET', url: url(after), headers: user.headers });
      expect(res.statusCode, after).toBe(400);
      expect(res.json().errors.after, after).toBe(res.json().message);
      expect(res.json().code, after).toBe('validation');
    }
    const last = await t.app.inject({ method: 'GET', url: url(String(INT32_MAX)), headers: user.headers });
    expect(last.statusCode).toBe(200);
    expect(last.json()).toEqual({ messages: [] });
  });
});

describe('out-of-range numbers on the socket', () => {
  it('refuses a consultation id no session can have, as it refuses any malformed signal', async () => {
    const socket = await connectSocket(await listening(t.app), accounts.user.token);
    try {
      for (const consultation_id of [INT32_MAX + 1, -1, 0, 1.5, 1e20]) {
        for (const [event, body] of [
          [SOCKET_EVENTS.callMedia, { consultation_id }],
          [SOCKET_EVENTS.callSignal, { consultation_id, ready: true }],
        ] as const) {
          const ack = (await socket.socket.timeout(15_000).emitWithAck(event, body)) as SocketAck;
          expect(ack, `${event} ${consultation_id}`).toEqual({ ok: false, message: CONSULT_MESSAGES.signalInvalid, code: 'signal_invalid' });
        }
      }
    } finally {
      socket.close();
    }
  });
});
