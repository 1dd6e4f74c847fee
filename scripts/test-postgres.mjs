// Runs the API suite a second time against the local PostgreSQL when one is reachable (CI always has one).
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.end();
} catch (error) {
  if (process.env.CI) {
    console.error(`PostgreSQL is not reachable at ${url}: ${error.message}`);
    process.exit(1);
  }
  console.log(`PostgreSQL not reachable at ${url}; skipping the PostgreSQL pass.`);
  process.exit(0);
}
const run = spawnSync('npx', ['vitest', 'run', '--project', 'api'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'postgres', TEST_POSTGRES_URL: url },
});
process.exit(run.status ?? 1);
