// `npm start`: builds the web app and the API when the build is missing, was not made by `npm run build` or was made
// from other sources (build-stamp.mjs), then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { staleReason } from './build-stamp.mjs';

const root = new URL('..', import.meta.url).pathname;
const stale = staleReason(root);
if (stale) {
  console.log(`Building the web app and the API (${stale})...`);
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Tracing is preloaded so that it can hook the database driver before the server imports it; it does nothing unless
// OTEL_EXPORTER_OTLP_ENDPOINT is set (apps/api/src/tracing.ts).
const preload = ['--import', join(root, 'apps/api/dist/tracing.js')];
const server = spawn(process.execPath, ['--enable-source-maps', ...preload, join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
