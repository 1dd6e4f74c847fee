// Starts the real server as a child process (node with tsx's loader), for tests that need separate processes.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
// From source (tsx) on a busy two-core machine a start has taken close to a minute.
const START_TIMEOUT_MS = 110_000;

export interface ServerProcess {
  /** http://127.0.0.1:<port>, the port the server chose (PORT=0). */
  url: string;
  /** What the server printed so far (stdout and stderr). */
  log(): string;
  /** Sends the signal (SIGKILL by default) and waits for the process to exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Asks the server to close (SIGTERM) and waits for it. */
  stop(): Promise<void>;
  /** Sends the signal and returns at once (a test watching the server drain). */
  send(signal: NodeJS.Signals): void;
  /** Resolves once the process has exited, with its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

/** Everything a test server needs; `env` adds to and overrides it. Set even when empty, so a developer's .env cannot change the setup. */
const BASE_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: '0',
  SEED: 'false',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '1000000',
  OTP_SECRET: 'server-process-secret-long-enough-for-hmac-0123456789',
  WEB_DIST: '/nonexistent',
  PAYMENT_PROVIDER: 'fake',
  RAZORPAY_KEY_ID: '',
  REDIS_URL: '',
  // A first session on the house changes what minute 0 costs: only the tests of that offer turn it on.
  FIRST_SESSION_FREE_MINUTES: '0',
};

const running = new Set<ChildProcess>();
// A test that fails before its cleanup must not leave servers behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts one server and resolves once it listens. Without DATA_DIR in `env` it gets a temporary one of
 * its own, removed when it exits. `tracing` preloads apps/api/src/tracing.ts.
 */
export async function startServer({ env = {}, tracing = false }: { env?: Record<string, string>; tracing?: boolean } = {}): Promise<ServerProcess> {
  const ownDataDir = env.DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'jk-server-'));
  // Node with tsx's loader in this very process, not the tsx CLI: a signal must reach the server itself. With
  // `tracing`, the tracing preload too, as scripts/start.mjs starts the built server.
  const preload = tracing ? ['--import', './apps/api/src/tracing.ts'] : [];
  const child = spawn(process.execPath, ['--import', 'tsx', ...preload, 'apps/api/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...BASE_ENV,
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      ...env,
    },
  });
  running.add(child);
  let log = '';
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      running.delete(child);
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
      resolve(code);
    });
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${log}`));
    }, START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      const match = /running at (http:\/\/[\d.]+:\d+)/.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code ?? signal}:\n${log}`));
    });
  });
  const send = (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
  };
  const signal = async (name: NodeJS.Signals) => {
    send(name);
    await exited;
  };
  return { url, log: () => log, kill: (name = 'SIGKILL') => signal(name), stop: () => signal('SIGTERM'), send, exited };
}
