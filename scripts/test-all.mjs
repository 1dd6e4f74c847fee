// `npm test`: every suite in order: unit and API tests on PGlite, the API suite on PostgreSQL, then the browser tests.
import { spawnSync } from 'node:child_process';

const steps = [
  ['unit and API tests (PGlite)', 'npx', ['vitest', 'run']],
  ['API tests (PostgreSQL)', 'node', ['scripts/test-postgres.mjs']],
  ['build', 'npm', ['run', 'build']],
  ['web budgets', 'node', ['scripts/check-budgets.mjs']],
  ['browser tests (Chromium)', 'npx', ['playwright', 'test']],
];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${name} failed`);
    process.exit(result.status ?? 1);
  }
}
