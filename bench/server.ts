// Builds the API as `npm start` runs it (one esbuild bundle), with the bench's ceiling route (ceiling-server.ts), and
// starts it as a child process the bench can measure.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

export const ROOT = new URL('..', import.meta.url).pathname;
const API = join(ROOT, 'apps/api');

/**
 * Bundles the product's server with the ceiling route (bench/ceiling-server.ts) into apps/api/.bench/dist, inside the
 * API's workspace so the external packages resolve as they do for `npm start` (a version npm installed under
 * apps/api/node_modules included); the shared apps/api/dist is left alone for whoever else is building.
 */
export async function buildApi(): Promise<string> {
  // Under a dist/ folder, which lint and git already leave out.
  const outdir = join(API, '.bench/dist');
  const pkg = JSON.parse(readFileSync(join(API, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@app/'));
  rmSync(outdir, { recursive: true, force: true });
  await build({
    // The tracing preload as `npm start` loads it (apps/api/dist/tracing.js), for the row measured with tracing on.
    entryPoints: { server: join(ROOT, 'bench/ceiling-server.ts'), tracing: join(API, 'src/tracing.ts') },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
    logLevel: 'warning',
  });
  cpSync(join(API, 'src/db/migrations'), join(outdir, 'migrations'), { recursive: true });
  return join(outdir, 'server.js');
}

export interface RunningServer {
  url: string;
  pid: number;
  /** Milliseconds from spawn to the first answered page. */
  startMs: number;
  stop: () => Promise<void>;
}

function waitForExit(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** The tracing preload bundled beside the server by `buildApi`. */
export const tracingPreload = (entry: string) => join(entry, '../tracing.js');

/**
 * Starts the bundled server with the given environment (and node options, such as a preload) and waits until it has
 * answered its first page.
 */
export async function startServer(entry: string, env: Record<string, string>, preload: string[] = []): Promise<RunningServer> {
  const started = Date.now();
  // BENCH_SERVER_NODE_ARGS go to the server's node only (for example --cpu-prof to profile a row).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, ...preload, entry], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: env.PORT ?? '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/[^\s]+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      reject(new Error(`server exited (${code}) before listening:\n${output.slice(-3000)}`)),
    );
    setTimeout(
      () => reject(new Error(`server did not start in 60 s:\n${output.slice(-3000)}`)),
      60_000,
    ).unref();
  });
  // The server keeps writing warnings; drain them so a full pipe never blocks it.
  child.stdout?.removeAllListeners('data');
  child.stdout?.resume();
  child.stderr?.removeAllListeners('data');
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  // The first page, as a visitor would ask for it (index.html when the web app is built).
  const res = await fetch(`${url}/`);
  await res.arrayBuffer();
  return {
    url,
    pid: child.pid ?? 0,
    startMs: Date.now() - started,
    stop: async () => {
      child.kill('SIGTERM');
      await waitForExit(child);
    },
  };
}
