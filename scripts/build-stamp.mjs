// What a build was made from: a fingerprint of its inputs, written beside the build by `npm run build` (which always
// builds in production mode). `npm start` and `npm run lighthouse` rebuild unless the stamp matches, so a build made by
// another command (a development React from a bare `vite build`, for instance) or from other sources is never reused.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every build is a production build, whatever NODE_ENV the caller runs with. */
export const BUILD_MODE = 'production';

/** What the build reads: the sources, the build configuration and the locked dependencies. */
export const BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/api/src',
  'apps/api/build.mjs',
  'apps/api/package.json',
  'packages/contracts/src',
  'package-lock.json',
];

/**
 * What the build makes. The stamp is a dot file, which the server never serves, in the web app's folder: a build of
 * the web app alone empties that folder, and the next start builds everything again.
 */
export const BUILD_OUTPUTS = ['apps/web/dist/index.html', 'apps/web/dist/.ssr/entry-server.js', 'apps/api/dist/server.js'];
export const STAMP_PATH = 'apps/web/dist/.build-stamp.json';

function listFiles(root, path, into) {
  const full = join(root, path);
  if (!existsSync(full)) return into;
  const stat = statSync(full);
  if (!stat.isDirectory()) {
    into.push(`${relative(root, full)}\t${stat.size}\t${stat.mtimeMs}`);
    return into;
  }
  for (const name of readdirSync(full).sort()) listFiles(root, join(path, name), into);
  return into;
}

/** A file added, removed, resized or touched under the inputs changes it. */
export function inputsFingerprint(root, inputs = BUILD_INPUTS) {
  const lines = inputs.flatMap((input) => listFiles(root, input, []));
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

export function writeStamp(root, stamp) {
  writeFileSync(join(root, STAMP_PATH), `${JSON.stringify(stamp, null, 2)}\n`);
}

function readStamp(root) {
  try {
    return JSON.parse(readFileSync(join(root, STAMP_PATH), 'utf8'));
  } catch {
    return null;
  }
}

/** Why the build at root cannot be used as it is, or null when it can. */
export function staleReason(root, { inputs = BUILD_INPUTS, outputs = BUILD_OUTPUTS } = {}) {
  const missing = outputs.find((output) => !existsSync(join(root, output)));
  if (missing) return `${missing} is missing`;
  const stamp = readStamp(root);
  if (!stamp) return 'the build has no stamp (made by another command)';
  if (stamp.inputs !== inputsFingerprint(root, inputs)) return 'the sources changed since the build';
  return null;
}
