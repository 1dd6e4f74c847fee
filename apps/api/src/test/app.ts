// Builds the real app on a private copy of the migrated test database, with a clock the test controls.
import webpush from 'web-push';
import { createPush } from '../lib/push.ts';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app.ts';
import type { AppContext } from '../app-context.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database, type Db } from '../db/client.ts';
import { shiftedClock } from '../db/clock.ts';
import { createStorage } from '../lib/storage.ts';
import { closeRedis, openRedis } from '../lib/redis.ts';
import { createChangeFeeds } from '../lib/change-feed.ts';
import { createMetrics } from '../lib/metrics.ts';
import { createRealtime } from '../lib/realtime.ts';
import { scratchDatabase } from './scratch-database.ts';
import { TEST_ADMIN } from './constants.ts';

export interface TestClock {
  now: () => Date;
  /** Moves the clock forward. */
  advance: (ms: number) => void;
  set: (date: Date) => void;
  /** How far the clock is from the wall clock, in ms: what the engine's database time is moved by (db/clock.ts). */
  offset: () => number;
}

export function createClock(start = new Date()): TestClock {
  let offset = start.getTime() - Date.now();
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    set: (date) => {
      offset = date.getTime() - Date.now();
    },
    offset: () => offset,
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  clock: TestClock;
  ctx: AppContext;
  /** Another API process on the same database, clock and Redis, with its own memory; closed by `close`. */
  anotherProcess: () => Promise<FastifyInstance>;
  close: () => Promise<void>;
}

/** A fresh database for one test file: PGlite from the run's dump, or a PostgreSQL clone of the template. */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = inject('postgresTemplate');
  if (template) {
    // Named after the template, so the run's teardown drops any clone a crashed file left behind.
    const scratch = await scratchDatabase(template, template);
    const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 10 });
    return { database, drop: scratch.drop };
  }
  const dump = readFileSync(inject('pgliteDump'));
  const database = await openDatabase({ memory: true, loadDataDir: new Blob([dump]) });
  return { database, drop: async () => {} };
}

const TEST_VAPID = webpush.generateVAPIDKeys();

export type TestAppOptions = Pick<BuildOptions, 'pushResolve' | 'manualMinuteClock'>;

/** plugins: routes a tool adds for itself (buildApp's option), as the bench's server does. */
/** logStream: the app logs there (at the config's LOG_LEVEL) instead of not at all. */
/**
 * options: more of buildApp's options (pushResolve: the addresses push endpoints' names resolve to; manualMinuteClock:
 * the minute clock runs a round only when the test calls `app.minuteClock.tick()`, after moving the clock).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  plugins: BuildOptions['plugins'] = [],
  logStream?: BuildOptions['logStream'],
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    OTP_SECRET: 'test-secret-that-is-long-enough-for-hmac-0123456789',
    WEB_DIST: '/nonexistent',
    // A key pair of the run's own, so no test app writes one into the working folder's data.
    VAPID_PUBLIC_KEY: TEST_VAPID.publicKey,
    VAPID_PRIVATE_KEY: TEST_VAPID.privateKey,
    // A first session on the house changes what minute 0 costs: only the tests of that offer turn it on.
    FIRST_SESSION_FREE_MINUTES: '0',
    ...TEST_ADMIN,
    ...env,
  });
  const clock = createClock();
  // The engine's database time follows the test clock: advancing it by a minute brings the next minute due.
  const dbClock = shiftedClock(clock.offset);
  // Each app gets its own connection, as each process would.
  const build = async () => {
    const redis = config.REDIS_URL ? await openRedis(config.REDIS_URL) : null;
    const log = logStream ? { logStream } : { logger: false };
    const built = await buildApp({ config, database, now: clock.now, dbClock, ...log, redis, plugins, ...options });
    built.addHook('onClose', async () => closeRedis(redis));
    await built.ready();
    return built;
  };
  const app = await build();
  // The test's own handle on the same files the app stores (the same folder or bucket).
  const storage = await createStorage(config);
  // Services called by a test announce to feeds nobody here follows; the apps hear their writes from the database.
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    storage,
    redis: app.redis,
    now: clock.now,
    dbClock,
    changes: createChangeFeeds(database),
    realtime: createRealtime(),
    push: createPush({ db: database.db, config, log: app.log, ...(options.pushResolve && { resolve: options.pushResolve }) }),
    // Counted apart from the app's: a scrape of /metrics shows only what the app itself did. Never scraped, so without
    // prom-client's runtime series (their monitors cannot be stopped).
    metrics: createMetrics({ runtime: false }),
  };
  const others: FastifyInstance[] = [];
  return {
    app,
    db: database.db,
    database,
    config,
    clock,
    ctx,
    anotherProcess: async () => {
      const other = await build();
      others.push(other);
      return other;
    },
    close: async () => {
      for (const other of others) await other.close();
      await app.close();
      await storage.close();
      await database.close();
      await drop();
    },
  };
}

/**
 * Builds the app before a file's (or a describe block's) tests and closes it after them. The fields of the returned
 * object read the app of the running tests, so they are for use inside tests and hooks. `env` may be a function when
 * it depends on something an earlier hook made (a folder, a server).
 */
export function useTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
  plugins: BuildOptions['plugins'] = [],
  logStream?: BuildOptions['logStream'],
  options: TestAppOptions = {},
): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(typeof env === 'function' ? env() : env, plugins, logStream, options);
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  const built = () => {
    if (!current) throw new Error('useTestApp: the app exists only inside tests and hooks');
    return current;
  };
  return {
    get app() {
      return built().app;
    },
    get db() {
      return built().db;
    },
    get database() {
      return built().database;
    },
    get config() {
      return built().config;
    },
    get clock() {
      return built().clock;
    },
    get ctx() {
      return built().ctx;
    },
    anotherProcess: () => built().anotherProcess(),
    close: () => built().close(),
  };
}
