// `npm run build`: the web app (its bundle and its server render) and the API, always in production mode, then the
// stamp that tells `npm start` what the build was made from (build-stamp.mjs).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_MODE, STAMP_PATH, inputsFingerprint, writeStamp } from './build-stamp.mjs';

const root = new URL('..', import.meta.url).pathname;
// Vite takes NODE_ENV from the environment before its own mode: a caller's NODE_ENV=development would ship React's
// development runtime.
const env = { ...process.env, NODE_ENV: BUILD_MODE };
// Read before building: a source edited during the build makes the next start build again.
const inputs = inputsFingerprint(root);
// A build stopped halfway leaves no stamp behind, so the next start builds again.
rmSync(join(root, STAMP_PATH), { force: true });
for (const workspace of ['@app/web', '@app/api']) {
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
writeStamp(root, { inputs, builtAt: new Date().toISOString() });
