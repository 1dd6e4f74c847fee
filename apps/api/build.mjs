// Bundles the API into dist/server.js; npm packages stay external, the workspace's TypeScript is bundled.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies }).filter((name) => !name.startsWith('@app/'));

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts', 'src/db/cli.ts', 'src/tracing.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
// The shared catalogues (lib/i18n.ts reads them at start).
cpSync('../../packages/contracts/src/locales', 'dist/locales', { recursive: true });
console.log('api built: dist/server.js');
