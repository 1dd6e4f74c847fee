// `npm run db:backup [-- --out FILE] [--force]` and `npm run db:restore -- FILE [--force]` (docs/operations.md).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { BackupRefused, backupDatabase, restoreDatabase } from './backup.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
});
const [command, file] = positionals;
const config = loadConfig();
const target = { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR };
try {
  if (command === 'backup') {
    const out = await backupDatabase(target, values.out, { force: values.force });
    console.log(`Backup written to ${out}`);
  } else if (command === 'restore' && file) {
    const restored = await restoreDatabase(target, file, { force: values.force });
    console.log(`Restored from ${file} (${restored.migrations} migrations applied; the next start applies any newer ones).`);
    console.log(`The database as it was before is kept in ${restored.previous}`);
  } else {
    console.error('Usage: npm run db:backup [-- --out FILE]  |  npm run db:restore -- FILE');
    process.exitCode = 2;
  }
} catch (error) {
  if (!(error instanceof BackupRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
