// Starts the server the browser tests use (scripts/e2e-server.mjs: a fresh, seeded data folder) and waits until it is ready.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

async function waitForServer(url, child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error('the server exited before it was ready');
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not become ready in 2 minutes');
}

/**
 * Runs the server on `port` with the web app in `dist` (the API from its sources with `fromSource`).
 * Answers `{ url, server }` once /readyz answers; the caller stops it with `server.kill('SIGTERM')`.
 */
export async function serveFresh({ port, dist, fromSource }) {
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [join(root, 'scripts/e2e-server.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_WEB_DIST: dist,
      E2E_FROM_SOURCE: fromSource ? '1' : '0',
      E2E_LOG_LEVEL: 'warn',
    },
  });
  try {
    await waitForServer(url, server);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return { url, server };
}
