// Tracing end to end: a real server process started with the tracing preload, on PostgreSQL and Redis, exports its spans
// over OTLP/HTTP to a collector this test plays. A consultation request's trace holds the request's span (carrying its
// request id), the handler's, and the PostgreSQL statements it ran as their children, and its log line names the
// trace; Redis commands and the minute clock's rounds are traced too. Without OTEL_EXPORTER_OTLP_ENDPOINT nothing is exported.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from './db/client.ts';
import { fundedUser, onlineAstrologer } from './test/consult-factories.ts';
import { call } from './test/process-client.ts';
import { dropRedisKeys, redisAvailable, TEST_REDIS_URL, testRedisPrefix } from './test/redis.ts';
import { postgresReachable, scratchDatabase, type ScratchDatabase } from './test/scratch-database.ts';
import { startServer, type ServerProcess } from './test/server-process.ts';

// Only the PostgreSQL pass runs it: the database spans are the PostgreSQL driver's.
const wanted = process.env.TEST_DB === 'postgres';
const reachable = wanted && (await postgresReachable('the tracing test')) && (await redisAvailable());

/** A span as OTLP/JSON carries it. */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}
interface OtlpExport {
  resourceSpans?: { resource?: { attributes?: OtlpSpan['attributes'] }; scopeSpans?: { spans?: OtlpSpan[] }[] }[];
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : String(value.intValue));
};

/** A collector's OTLP/HTTP traces endpoint, keeping every span and the service names it was sent. */
async function collector(): Promise<{ url: string; spans: OtlpSpan[]; services: Set<string>; close: () => Promise<void> }> {
  const spans: OtlpSpan[] = [];
  const services = new Set<string>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces' && req.headers['content-type']?.startsWith('application/json')) {
        const data = JSON.parse(body) as OtlpExport;
        for (const r of data.resourceSpans ?? []) {
          const name = r.resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue;
          if (name) services.add(name);
          for (const s of r.scopeSpans ?? []) spans.push(...(s.spans ?? []));
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, spans, services, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function eventually<T>(read: () => T | undefined, what: string, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`never exported: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!reachable)('tracing', () => {
  const redisPrefix = testRedisPrefix();
  let scratch: ScratchDatabase | null = null;
  let database: Database | null = null;
  let server: ServerProcess | null = null;
  let otlp: Awaited<ReturnType<typeof collector>> | null = null;

  beforeAll(async () => {
    otlp = await collector();
    scratch = await scratchDatabase(`${inject('postgresTemplate')}_tracing`, inject('postgresTemplate'));
    database = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
    server = await startServer({
      tracing: true,
      env: {
        DATABASE_URL: scratch.url,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: redisPrefix,
        OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
        OTEL_SERVICE_NAME: 'jk-tracing-test',
        LOG_LEVEL: 'info',
      },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.kill('SIGKILL');
    await database?.close();
    await scratch?.drop();
    await otlp?.close();
    await dropRedisKeys(redisPrefix);
  });

  it("follows a consultation request from its HTTP span to the PostgreSQL statements it ran, under the request's id", { timeout: 60_000 }, async () => {
    const db = database!.db;
    const user = await fundedUser({ db }, 500);
    const astro = await onlineAstrologer({ db });
    const res = await call<{ consultation_id: number }>(server!.url, 'POST', '/api/consultations', {
      token: user.token,
      body: { astro_id: astro.astroId, type: 'chat' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toBeTruthy();

    const spans = otlp!.spans;
    const request = await eventually(() => spans.find((s) => attribute(s, 'http.request.id') === requestId), 'the request span');
    expect(attribute(request, 'http.route')).toBe('/api/consultations');
    expect(attribute(request, 'http.response.status_code')).toBe('201');
    expect(otlp!.services).toContain('jk-tracing-test');
    // The request's log line names the trace, so one leads to the other.
    // Log lines leave in batches, at least once a second (serve.ts).
    const line = await eventually(() => server!.log().split('\n').find((l) => l.includes(requestId!)), 'the request\'s log line');
    expect(JSON.parse(line!)).toMatchObject({ reqId: requestId, trace_id: request.traceId });
    // Its statements: children, grandchildren… of the request's span, all in its trace.
    const inTrace = () => spans.filter((s) => s.traceId === request.traceId);
    const statements = await eventually(() => {
      const found = inTrace().filter((s) => attribute(s, 'db.system.name') === 'postgresql' && attribute(s, 'db.query.text'));
      return found.some((s) => /insert into "consultations"/i.test(attribute(s, 'db.query.text')!)) ? found : undefined;
    }, 'the insert of the consultation');
    const byId = new Map(inTrace().map((s) => [s.spanId, s]));
    for (const statement of statements) {
      let at: OtlpSpan | undefined = statement;
      while (at && at.spanId !== request.spanId) at = at.parentSpanId ? byId.get(at.parentSpanId) : undefined;
      expect(at, `${statement.name} hangs under the request`).toBe(request);
    }
    // Statements go without their values: a span never carries what a person typed.
    for (const statement of statements) {
      expect(attribute(statement, 'db.postgresql.values')).toBeUndefined();
      expect(attribute(statement, 'db.query.parameter.0')).toBeUndefined();
    }
  });

  it("traces the minute clock's rounds and the Redis commands of the rate limits", { timeout: 60_000 }, async () => {
    const spans = otlp!.spans;
    const round = await eventually(() => spans.find((s) => s.name === 'consultation clock round'), 'a clock round');
    expect(spans.some((s) => s.traceId === round.traceId && attribute(s, 'db.system.name') === 'postgresql')).toBe(true);
    await call(server!.url, 'GET', '/api/consult/astrologers');
    await eventually(() => spans.find((s) => attribute(s, 'db.system.name') === 'redis' || attribute(s, 'db.system') === 'redis'), 'a Redis command');
  });
});
