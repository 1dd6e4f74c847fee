// `npm start`: builds the web app and the API when the build is missing or older than the sources, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const outputs = ['apps/web/dist/index.html', 'apps/web/dist/.ssr/entry-server.js', 'apps/api/dist/server.js'].map((p) => join(root, p));
const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/api/src', 'packages/contracts/src'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

const builtAt = Math.min(...outputs.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((p) => newestMtime(join(root, p))));
if (builtAt === 0 || changedAt > builtAt) {
  console.log('Building the web app and the API...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
