// `npm run db:migrate` and `npm run db:seed` (seed only fills an empty database).
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';
import { seedIfEmpty } from './seed/index.ts';

const command = process.argv[2];
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await runMigrations(database);
  if (command === 'seed') {
    const seeded = await seedIfEmpty(database.db, config);
    console.log(seeded ? 'Seeded demo data.' : 'The database already has data: nothing seeded.');
  } else {
    console.log('Migrations applied.');
  }
} finally {
  await database.close();
}
