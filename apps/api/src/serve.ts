// Runs the server: validates config, opens and migrates the database, seeds an empty one, listens until a signal.
import { existsSync } from 'node:fs';
import pino from 'pino';
import { buildApp, type BuildOptions } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { demoBanner } from './demo-banner.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations, underStartupLock } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { drainAndClose, DRAIN_MS } from './lib/drain.ts';
import { createStorage } from './lib/storage.ts';
import { closeRedis, openRedis, RedisUnavailableError } from './lib/redis.ts';
import { gazetteer } from './modules/kundli/gazetteer.ts';

async function main(config: Config, plugins: BuildOptions['plugins']) {
  // Checked first: without the Redis it was told to share, a process stops before touching the database.
  const redis = config.REDIS_URL ? await openRedis(config.REDIS_URL) : null;
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const storage = await createStorage(config);
  // Processes started together migrate and seed one at a time; the later ones find the work done.
  const seeded = await underStartupLock(database, async () => {
    await runMigrations(database);
    return config.SEED && (await seedIfEmpty(database.db, config, storage));
  });
  if (seeded) {
    console.log('Seeded a fresh database with demo data.');
  }
  // Log lines leave in batches of 4 KB, and at least every second: one write per line was a system call per request
  // (and a wake-up of whatever reads the pipe). A stop writes out what is still held before the process exits.
  const logStream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => {
    try {
      logStream.flush();
    } catch {
      // Closed as the process exits: what it held has been written.
    }
  }, 1000).unref();
  const app = await buildApp({ config, database, storage, redis, plugins, logStream });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: draining`);
    // The drain cuts what still runs after DRAIN_MS; this is for a close that hangs after it.
    const force = setTimeout(() => process.exit(1), DRAIN_MS + 10_000);
    force.unref();
    try {
      await drainAndClose(app);
      await storage.close();
      await database.close();
      await closeRedis(redis);
    } finally {
      await writeOut(logStream);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // The place index takes a couple of seconds of CPU to build: built before listening, no visitor's search waits for it.
  gazetteer();
  await app.listen({ port: config.PORT, host: config.HOST });
  const shown = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  const port = (app.server.address() as { port: number } | null)?.port ?? config.PORT;
  console.log(`Jyotish Kendra is running at http://${shown}:${port} (database: ${database.kind}${redis ? ', rate limits in Redis' : ''})`);
  for (const line of demoBanner(config, `http://${shown}:${port}`)) console.log(line);
}

/**
 * Ends the log stream and waits until what it held is written (at most 2 s): exiting at once would leave a write still
 * under way, which pino's own exit flush does not wait for.
 */
function writeOut(stream: ReturnType<typeof pino.destination>): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 2_000).unref();
    stream.once('close', () => resolve());
    stream.once('error', () => resolve());
    stream.end();
  });
}

/** Starts the server; plugins are routes a tool adds for itself (the bench's ceiling, bench/ceiling-server.ts). */
export function serve(plugins: BuildOptions['plugins'] = []): void {
  // A local .env (see .env.example) fills variables the shell did not set.
  if (existsSync('.env')) process.loadEnvFile('.env');

  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  main(config, plugins).catch((error: unknown) => {
    console.error(startFailure(error, config));
    process.exit(1);
  });
}

/** What a failed start prints: one plain sentence for the mistakes a person makes, the error itself otherwise. */
function startFailure(error: unknown, config: Config): unknown {
  if (error instanceof RedisUnavailableError) return error.message;
  if ((error as NodeJS.ErrnoException | null)?.code === 'EADDRINUSE') {
    return `Port ${config.PORT} is already in use: stop what runs there, or start with another PORT (for example PORT=${config.PORT + 1} npm start).`;
  }
  return error;
}
