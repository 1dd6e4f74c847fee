// `npm run db:migrate` and `npm run db:seed` (seed only fills an empty database); `db:seed -- --bench` adds the large catalogue.
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { runMigrations, underStartupLock } from './migrate.ts';
import { seedBenchCatalogue } from './seed/bench-catalogue.ts';
import { seedIfEmpty } from './seed/index.ts';
import { createStorage } from '../lib/storage.ts';

const command = process.argv[2];
const flags = process.argv.slice(3);
/** `--products=N` / `--categories=N` override the bench sizes of the issue (100,000 in 50). */
const flagNumber = (name: string, fallback: number) => {
  const value = flags.find((f) => f.startsWith(`--${name}=`))?.split('=')[1];
  return value && /^\d+$/.test(value) ? Number(value) : fallback;
};
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const seeded = await underStartupLock(database, async () => {
    await runMigrations(database);
    if (command !== 'seed') return false;
    const storage = await createStorage(config);
    return seedIfEmpty(database.db, config, storage).finally(() => storage.close());
  });
  if (command === 'seed') {
    console.log(seeded ? 'Seeded demo data.' : 'The database already has data: nothing seeded.');
    if (flags.includes('--bench')) {
      const started = Date.now();
      const bench = await seedBenchCatalogue(database.db, {
        products: flagNumber('products', 100_000),
        categories: flagNumber('categories', 50),
      });
      console.log(
        bench.products > 0
          ? `Bench catalogue: ${bench.products} products in ${bench.categoryIds.length} categories (${Date.now() - started} ms).`
          : 'The bench catalogue is already there: nothing added.',
      );
    }
  } else {
    console.log('Migrations applied.');
  }
} finally {
  await database.close();
}
