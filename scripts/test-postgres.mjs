// Runs the API suite a second time against the local PostgreSQL when one is reachable (CI always has one): every file
// whose subject is stored, raced, billed or shared between processes. PGlite is PostgreSQL itself, so the files below,
// about computations, input checks and answers that do not depend on the server, prove nothing more on a second run
// and are left to the first; a new test file runs on both until it is named here.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
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
const ENGINE_INDEPENDENT = [
  'apps/api/src/config.test.ts',
  'apps/api/src/lib/otp-delivery.test.ts',
  'apps/api/src/lib/razorpay-signature.test.ts',
  'apps/api/src/lib/request-id.test.ts',
  'apps/api/src/modules/health/health.test.ts',
  'apps/api/src/modules/invoices/amount-in-words.test.ts',
  'apps/api/src/modules/kundli/chart.accuracy.test.ts',
  'apps/api/src/modules/kundli/chart.test.ts',
  'apps/api/src/modules/kundli/places.test.ts',
  'apps/api/src/modules/kundli/hindi-place-names.test.ts',
  'apps/api/src/modules/consultations/booking-slots.test.ts',
  'apps/api/src/modules/consultations/booking-no-shows.test.ts',
  'apps/api/src/modules/kundli/match/guna-milan.accuracy.test.ts',
  'apps/api/src/modules/kundli/match/guna-milan.test.ts',
  'apps/api/src/modules/kundli/match/koota-tables.test.ts',
  'apps/api/src/modules/kundli/match/manglik.test.ts',
  'apps/api/src/modules/kundli/match/match.test.ts',
  'apps/api/src/modules/kundli/panchang/angas.test.ts',
  'apps/api/src/modules/kundli/panchang/kaal.test.ts',
  'apps/api/src/modules/kundli/panchang/panchang-refusals.test.ts',
  'apps/api/src/modules/kundli/panchang/panchang.accuracy.test.ts',
  'apps/api/src/modules/kundli/panchang/panchang.test.ts',
  'apps/api/src/modules/media/media.test.ts',
  'apps/api/src/modules/payments/fake-checkout-script.test.ts',
  'apps/api/src/modules/push/push.test.ts',
  'apps/api/src/modules/push/push-endpoints.test.ts',
  'apps/api/src/modules/contact/contact.test.ts',
  'apps/api/src/modules/dev/outbox.test.ts',
  'apps/api/src/modules/dev/local-only.test.ts',
  'apps/api/src/test/demo-configuration.test.ts',
  'apps/api/src/test/port-in-use.test.ts',
  'apps/api/src/plugins/security.test.ts',
  'apps/api/src/plugins/static.test.ts',
  'apps/api/src/plugins/access-matrix.test.ts',
  'apps/api/src/test/hostile-input.test.ts',
  'apps/api/src/test/out-of-range.test.ts',
  'apps/api/src/test/ownership.test.ts',
  'bench/ceiling.test.ts',
];
// One file per core: these files start real server processes and kill them, and time their recovery.
const workers = String(Math.max(2, availableParallelism()));
const run = spawnSync('npx', ['vitest', 'run', '--project', 'api', '--maxWorkers', workers, ...ENGINE_INDEPENDENT.flatMap((f) => ['--exclude', f])], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'postgres', TEST_POSTGRES_URL: url },
});
process.exit(run.status ?? 1);
