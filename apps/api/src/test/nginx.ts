// Debian's nginx for tests, configured with the block docs/several-processes.md documents, in front of two processes.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

/** The nginx binary, when installed (apt-get install -y nginx; .ci/run installs it). */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => spawnSync(path, ['-v']).status === 0);

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Whether the PostgreSQL pass has nginx; under CI its absence is an error, elsewhere a reason to skip. */
export function nginxInstalled(what: string): boolean {
  if (NGINX) return true;
  if (process.env.CI) throw new Error('nginx is not installed (.ci/run installs it): apt-get install -y nginx');
  console.warn(`nginx is not installed (apt-get install -y nginx); skipping ${what}.`);
  return false;
}

/** The `nginx` block between the markers of the documentation, as a deployment would copy it. */
export function documentedBlock(): string {
  const doc = readFileSync(join(ROOT, 'docs/several-processes.md'), 'utf8');
  const match = /<!-- nginx:start -->\s*```nginx\n([\s\S]*?)```\s*<!-- nginx:end -->/.exec(doc);
  if (!match) throw new Error('docs/several-processes.md has no nginx block between its markers');
  return match[1]!;
}

/** The documented block, pointed at the test's processes and port, inside a main file that needs no root paths. */
export function nginxConfig(dir: string, port: number, upstreams: [string, string]): string {
  const block = documentedBlock()
    .replace('server 127.0.0.1:8001', `server ${upstreams[0]}`)
    .replace('server 127.0.0.1:8002', `server ${upstreams[1]}`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('/var/log/nginx/jyotish.log', join(dir, 'access.log'));
  if (!block.includes(upstreams[0]) || !block.includes(upstreams[1])) {
    throw new Error('the documented nginx block no longer names 127.0.0.1:8001 and 127.0.0.1:8002');
  }
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `${k}_temp_path ${join(dir, k)};`);
  // Each open socket holds two of a worker's connections (the client's and the process's): room for a few hundred.
  const events = 'events { worker_connections 4096; }';
  return `pid ${join(dir, 'nginx.pid')};\nerror_log ${join(dir, 'error.log')} warn;\n${events}\nhttp {\n${temp.join('\n')}\n${block}\n}\n`;
}

export interface TestNginx {
  /** The port nginx listens on (127.0.0.1). */
  port: number;
  /** Its folder: nginx.conf, access.log, error.log. */
  dir: string;
  /** What nginx printed. */
  log(): string;
  stop(): Promise<void>;
}

/** Starts nginx in front of the two processes (host:port each) and resolves once a request through it is answered. */
export async function startNginx(upstreams: [string, string]): Promise<TestNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'jk-nginx-'));
  // nginx's workers run as nobody when the test runs as root; they must reach their temporary folders.
  chmodSync(dir, 0o755);
  const port = await freePort();
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, port, upstreams));
  const child = spawn(NGINX!, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const answered = () =>
    new Promise<number>((resolve) => {
      get({ host: '127.0.0.1', port, path: '/healthz' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on('error', () => resolve(0));
    });
  for (let i = 0; ; i++) {
    if ((await answered()) === 200) break;
    if (i > 100 || child.exitCode !== null) {
      await stop();
      throw new Error(`nginx did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { port, dir, log: () => log, stop };
}
