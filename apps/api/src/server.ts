// Starts the server: validates config, opens and migrates the database, seeds an empty one, listens.
import { existsSync } from 'node:fs';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations, underStartupLock } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/index.ts';

async function main(config: Config) {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  // Processes started together migrate and seed one at a time; the later ones find the work done.
  const seeded = await underStartupLock(database, async () => {
    await runMigrations(database);
    return config.SEED && (await seedIfEmpty(database.db, config));
  });
  if (seeded) {
    console.log('Seeded a fresh database with demo data.');
  }
  const app = await buildApp({ config, database });
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

// A local .env (see .env.example) fills variables the shell did not set.
if (existsSync('.env')) process.loadEnvFile('.env');

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
main(config).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
