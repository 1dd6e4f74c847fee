// The server the browser tests drive: the bundled API (or the sources with E2E_FROM_SOURCE=1) on a fresh, seeded data folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'jk-e2e-'));
const fromSource = process.env.E2E_FROM_SOURCE === '1';
const [command, args] = fromSource
  ? [join(root, 'node_modules/.bin/tsx'), [join(root, 'apps/api/src/server.ts')]]
  : [process.execPath, [join(root, 'apps/api/dist/server.js')]];

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
    // The resend cool-down the journeys expect (e2e/settings.ts, passed on by playwright.config.ts).
    OTP_RESEND_COOLDOWN_S: process.env.OTP_RESEND_COOLDOWN_S,
    WEB_DIST: process.env.E2E_WEB_DIST ?? join(root, 'apps/web/dist'),
  },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
