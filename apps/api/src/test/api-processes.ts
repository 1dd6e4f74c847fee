// Real API server processes for the tests that need more than one: spawn, wait for the address, kill.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { POSTGRES_ADMIN_URL } from './global-setup.ts';

export const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Whether the local PostgreSQL answers; under CI its absence is an error, elsewhere a reason to skip. */
export async function postgresReachable(what: string): Promise<boolean> {
  const probe = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await probe.connect();
    await probe.end();
    return true;
  } catch (error) {
    if (process.env.CI)
      throw new Error(`PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL}: ${(error as Error).message}`);
    console.warn(`PostgreSQL not reachable at ${POSTGRES_ADMIN_URL}; skipping ${what}.`);
    return false;
  }
}

export interface ScratchDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

/** A database of the test's own, empty or cloned from a template, dropped by `drop`. */
export async function scratchDatabase(prefix: string, template?: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The environment every test server gets, so a developer's .env (which only fills unset variables) cannot change it. */
export const BASE_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'warn',
  OTP_SECRET: 'processes-test-secret-long-enough-for-hmac-0123456789',
  WEB_DIST: '/nonexistent',
  PAYMENT_PROVIDER: 'fake',
  RAZORPAY_KEY_ID: '',
  SMTP_URL: '',
  SMS_API_KEY: '',
  PUBLIC_URL: '',
  REDIS_URL: '',
};

export class ApiProcess {
  child: ChildProcess | null = null;
  url = '';
  /** Everything the process wrote, for failure messages. */
  log = '';

  constructor(
    readonly name: string,
    private readonly env: Record<string, string>,
  ) {}

  async start(): Promise<void> {
    // Node with tsx's loader in this very process, not the tsx CLI: a SIGKILL must hit the server itself.
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...BASE_ENV, ...this.env },
    });
    this.child = child;
    const read = (chunk: Buffer) => {
      this.log += chunk.toString();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    this.url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${this.name} did not start:\n${this.log}`)), 45_000);
      const look = () => {
        const match = /running at (http:\/\/[\d.]+:\d+)/.exec(this.log);
        if (!match) return;
        clearTimeout(timer);
        child.stdout!.off('data', look);
        resolve(match[1]!);
      };
      child.stdout!.on('data', look);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`${this.name} exited with ${code ?? signal}:\n${this.log}`));
      });
    });
  }

  /** Ends the process with the signal and waits for it to be gone. */
  async kill(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }
}

/** Kills every process left when the test runner itself exits, whatever happened to afterAll. */
export function killOnExit(processes: ApiProcess[]): () => void {
  const kill = () => processes.forEach((p) => p.child?.kill('SIGKILL'));
  process.once('exit', kill);
  return () => process.off('exit', kill);
}
