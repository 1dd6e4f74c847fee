// Runs the server: validates config, opens and migrates the database, seeds an empty one, listens until a signal.
import { existsSync } from 'node:fs';
import { buildApp, type BuildOptions } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/index.ts';

async function main(config: Config, plugins: BuildOptions['plugins']) {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await runMigrations(database);
  if (config.SEED && (await seedIfEmpty(database.db, config))) {
    console.log('Seeded a fresh database with demo data.');
  }
  const app = await buildApp({ config, database, plugins });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.PORT, host: config.HOST });
  const shown = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  const port = (app.server.address() as { port: number } | null)?.port ?? config.PORT;
  console.log(`Jyotish Kendra is running at http://${shown}:${port} (database: ${database.kind})`);
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
    console.error(error);
    process.exit(1);
  });
}
