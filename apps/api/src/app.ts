// buildApp: the Fastify instance with every plugin and module, ready to listen or to be injected in tests.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CATALOGUE } from '@app/contracts/errors';
import multipart from '@fastify/multipart';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { trace } from '@opentelemetry/api';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { UPLOAD_MAX_BYTES } from '@app/contracts/uploads';
import type { Redis } from 'ioredis';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { databaseClock, type DbClock } from './db/clock.ts';
import { createChangeFeeds } from './lib/change-feed.ts';
import { createMetrics } from './lib/metrics.ts';
import { createPush } from './lib/push.ts';
import type { ResolveHost } from './lib/push-endpoint.ts';
import { createRealtime } from './lib/realtime.ts';
import { createStorage, type FileStorage } from './lib/storage.ts';
import { watchRedis } from './lib/redis.ts';
import { requestIdGenerator } from './lib/request-id.ts';
import authPlugin from './plugins/auth.ts';
import errorsPlugin from './plugins/errors.ts';
import inputGuardPlugin from './plugins/input-guard.ts';
import metricsPlugin from './plugins/metrics.ts';
import minuteClockPlugin from './plugins/minute-clock.ts';
import securityPlugin from './plugins/security.ts';
import spaPlugin from './plugins/static.ts';
import { modules } from './modules/index.ts';
import { startClock } from './modules/consultations/consultations.service.ts';
import { createSeo } from './modules/seo/seo.service.ts';
import { goneAccountRefusals } from './plugins/live-account.ts';

export interface BuildOptions {
  config: Config;
  database: Database;
  now?: () => Date;
  /** The consultation engine's time in SQL (db/clock.ts): the database's clock unless a test moves it. */
  dbClock?: DbClock;
  /** The minute clock runs only when `app.minuteClock.tick()` is called (tests that move the engine's time). */
  manualMinuteClock?: boolean;
  logger?: boolean;
  /** Where the log lines go instead of stdout (tests read the app's own log through it). */
  logStream?: { write(line: string): void };
  /** The storage the seed also wrote to; built from the config (and closed with the app) when absent. */
  storage?: FileStorage;
  /** The process's Redis connection (lib/redis.ts openRedis), required when REDIS_URL is set. */
  redis?: Redis | null;
  /** Registered after the product's modules, with the same context: routes a tool adds for itself (the bench's ceiling). */
  plugins?: FastifyPluginAsync<AppContext>[];
  /** How push endpoints' host names are resolved (node:dns by default); tests name their own addresses. */
  pushResolve?: ResolveHost;
}

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
/**
 * The factories Fastify's own setValidatorCompiler/setSerializerCompiler install. Fastify types them
 * with Ajv's and fast-json-stringify's signatures, which Zod's compilers do not match, hence the cast.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

function defaultWebDist(): string {
  return resolve(fileURLToPath(new URL('.', import.meta.url)), '../../web/dist');
}

/**
 * One log line per request instead of Fastify's two (on arrival and once answered), through its documented
 * LogController: written once answered, with what both lines carried, the request (method, url, remote address),
 * the status and the time to answer (docs/decisions/observability.md).
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** What a log line says of a request (the `req` of Fastify's lines and ours). */
export function requestSummary(request: FastifyRequest): { method: string; url: string; remoteAddress: string } {
  return { method: request.method, url: request.url, remoteAddress: request.ip };
}

/** The active span's trace and span ids, for a log line written inside a traced request. */
function traceIds(): Record<string, string> {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const redis = opts.redis ?? null;
  // Counting in memory while REDIS_URL is set would silently give each process its own limits.
  if (config.REDIS_URL && !redis) throw new Error('REDIS_URL is set but no Redis connection was given');
  const tracing = Boolean(config.OTEL_EXPORTER_OTLP_ENDPOINT);
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            // A request is logged as its method, URL and client address: never its headers, so no token or cookie
            // reaches a log line, and nothing is cloned to redact one.
            serializers: { req: requestSummary },
            // With tracing on, each line names its trace, so a log line leads to the trace and back.
            ...(tracing && { mixin: traceIds }),
            ...(opts.logStream && { stream: opts.logStream }),
          },
    logController: new OneLinePerRequest(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // The header is read by genReqId, which checks it, instead of being taken as it comes.
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    // Every route validates and serializes with Zod (set below); naming the compilers here keeps
    // Fastify from loading its default Ajv and fast-json-stringify compilers (about 100 ms at start).
    schemaController: { compilersFactory: zodCompilers },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A URL the router cannot decode (%C0%AF) or a path parameter past maxParamLength is refused before
    // any route runs, so the error handler never sees it: answer it here in the API's own error shape.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode ?? 400;
      const code = status === 414 ? 'url_too_long' : 'url_invalid';
      // The reply's generic type carries no route schema here; it is a plain reply.
      return (reply as FastifyReply)
        .status(status >= 400 && status < 500 ? status : 400)
        .send({ message: ERROR_CATALOGUE[code], errors: {}, code });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const storage = opts.storage ?? (await createStorage(config));
  if (!opts.storage) app.addHook('onClose', () => storage.close());
  app.decorate('redis', redis);
  if (redis) watchRedis(redis, app.log);
  const changes = createChangeFeeds(database);
  // A gauge that cannot be read (the database away) is logged and left without a sample; the scrape is still served.
  const metrics = createMetrics({ log: app.log });
  if (database.poolCounts) metrics.watchPool(database.poolCounts);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    storage,
    redis,
    now: opts.now ?? (() => new Date()),
    dbClock: opts.dbClock ?? databaseClock,
    changes,
    realtime: createRealtime(),
    push: createPush({ db: database.db, config, log: app.log, metrics, ...(opts.pushResolve && { resolve: opts.pushResolve }) }),
    metrics,
  };
  // Notifications already handed over are sent before the database closes (a stuck push service is not waited for).
  app.addHook('preClose', async () => {
    await Promise.race([ctx.push.idle(), new Promise((r) => setTimeout(r, 5_000).unref())]);
  });
  // Every cache has named its feeds by the time the app is ready; until they listen, nothing is served from memory.
  app.addHook('onReady', () => changes.start());
  app.addHook('onClose', () => changes.stop());
  // A write refused because its account was deleted meanwhile answers the deleted account's 401 (plugins/live-account.ts).
  app.addHook('onSend', goneAccountRefusals(ctx.db));

  // First, so that every route and hook after it is traced: a span per request (with its request id) and its handler.
  // The handler's span also carries the request's trace into the handler when its body arrived after the headers.
  if (tracing) {
    const otel = new FastifyOtelInstrumentation({
      instrumentHooks: false,
      requestHook: (span, request) => span.setAttribute('http.request.id', request.id),
    });
    await app.register(otel.plugin());
  }
  await app.register(errorsPlugin);
  // An empty JSON body parses as {}; U+0000 in a body, query or path is a 400 (see the plugin).
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin, { config, redis });
  await app.register(authPlugin, { db: ctx.db, changes, now: ctx.now });
  // Before the modules: its hook counts every route registered after it.
  await app.register(metricsPlugin, { metrics, token: config.METRICS_TOKEN });
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 40 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Jyotish Kendra API', version: '1.0.0' },
      components: {
        securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'accessToken' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  for (const mod of [...modules, ...(opts.plugins ?? [])]) await app.register(mod, ctx);
  // Its rounds stop when the app closes: after the drain (lib/drain.ts), before the caller closes the database.
  await app.register(minuteClockPlugin, { ctx, start: startClock, manual: opts.manualMinuteClock ?? false });
  // The pages' facts for search engines (does the product exist, its structured data) come from the modules.
  const { describePage } = createSeo(ctx);
  await app.register(spaPlugin, { webDist: config.WEB_DIST ?? defaultWebDist(), publicUrl: config.PUBLIC_URL, describePage });
  return app;
}
