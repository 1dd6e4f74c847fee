// The server the browser tests drive: the bundled API (or the sources with E2E_FROM_SOURCE=1) on a fresh, seeded data folder,
// or with E2E_DATABASE=postgres on a database of its own in the local PostgreSQL (created now, dropped at exit).
import { spawn } from 'node:child_process';
import pg from 'pg';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
// E2E_DATA_DIR names a data folder that outlives the server (a journey that stops it and starts it again on the same
// data); without it each server gets a fresh folder, removed when it exits.
const keptDataDir = process.env.E2E_DATA_DIR;
const dataDir = keptDataDir ?? mkdtempSync(join(tmpdir(), 'jk-e2e-'));
const fromSource = process.env.E2E_FROM_SOURCE === '1';
const [command, args] = fromSource
  ? [join(root, 'node_modules/.bin/tsx'), [join(root, 'apps/api/src/server.ts')]]
  : [process.execPath, [join(root, 'apps/api/dist/server.js')]];

const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = process.env.E2E_DATABASE === 'postgres' ? `jk_e2e_${process.pid}_${Date.now()}` : null;
async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
let databaseUrl;
if (database) {
  await adminQuery(`create database ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  databaseUrl = url.toString();
}

const server = spawn(command, args, {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: process.env.E2E_PORT ?? '8123',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    RATE_LIMIT_MAX: '100000',
    // Every journey signs in from 127.0.0.1; the per-IP cap is proven by the API tests.
    OTP_SENDS_PER_IP: '100000',
    // The seeded admin and astrologers sign in from many journeys within the hour; the hourly cap is proven by the API tests.
    OTP_SENDS_PER_IDENTIFIER: '100000',
    // The resend cool-down the journeys expect (e2e/settings.ts, passed on by playwright.config.ts).
    OTP_RESEND_COOLDOWN_S: process.env.OTP_RESEND_COOLDOWN_S,
    WEB_DIST: process.env.E2E_WEB_DIST ?? join(root, 'apps/web/dist'),
    // The notification journeys' stand-in push service listens on 127.0.0.1 (test-only; refused in production).
    PUSH_ALLOW_LOOPBACK: 'true',
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  },
});
const cleanup = async () => {
  if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
  if (database) await adminQuery(`drop database if exists ${database} with (force)`).catch(() => {});
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  void cleanup().finally(() => process.exit(code ?? 0));
});
