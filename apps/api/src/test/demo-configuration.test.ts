// The real server started with nothing set runs the demo configuration (the outbox, the fake gateway): it says so
// when it starts, and listens on 127.0.0.1 only, so no other machine reaches it. Told to listen on every interface,
// it serves the site there but keeps the outbox and the fake gateway to this machine. In production it refuses to
// start with either of them.
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { DEV_MESSAGES } from '@app/contracts/dev';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from './server-process.ts';

/** This machine's addresses on its network interfaces (not loopback): how another machine would reach it. */
const networkAddresses = Object.values(networkInterfaces())
  .flat()
  .filter((a) => a !== undefined && !a.internal && a.family === 'IPv4')
  .map((a) => a!.address);
if (networkAddresses.length === 0) console.warn('No network interface besides loopback; the demo configuration is probed on 127.0.0.2 only.');

/** 'open' when a TCP connection to host:port is accepted, else the error code (ECONNREFUSED). */
function probe(host: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 5_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve('open');
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve('ETIMEDOUT');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
});

describe('npm start with nothing set', () => {
  it('listens on 127.0.0.1 only and says it is the demo configuration', async () => {
    // NODE_ENV and HOST as a fresh clone has them: not set (the helper's own HOST is cleared).
    const server = await startServer({ env: { NODE_ENV: 'development', HOST: '' } });
    servers.push(server);
    const url = new URL(server.url);
    expect(url.hostname).toBe('127.0.0.1');
    const port = Number(url.port);
    expect(await probe('127.0.0.1', port)).toBe('open');
    // Another loopback address is not 127.0.0.1: a server on 0.0.0.0 would answer there, this one does not.
    for (const host of ['127.0.0.2', ...networkAddresses]) expect(await probe(host, port), host).toBe('ECONNREFUSED');

    // The lines under "running at" may arrive a moment after it.
    await expect.poll(() => server.log()).toMatch(/To run for real, set NODE_ENV=production .*see "Run it for real" in README.md/);
    const banner = server.log();
    expect(banner).toContain('This is the demo configuration: sign-in codes are not sent but kept in the outbox');
    expect(banner).toContain('payments go through the fake payment gateway');
    expect(banner).toContain('It listens only on this machine (HOST=127.0.0.1).');
  }, 120_000);
});

describe('HOST=0.0.0.0 outside production', () => {
  it.skipIf(networkAddresses.length === 0)('serves the site on the network, but the outbox and the fake gateway only on this machine', async () => {
    const server = await startServer({ env: { HOST: '0.0.0.0' } });
    servers.push(server);
    const port = new URL(server.url).port;
    await expect
      .poll(() => server.log())
      .toContain('It listens on HOST=0.0.0.0, so other machines can open the site; the outbox and the fake gateway still answer only on this machine.');
    const outside = `http://${networkAddresses[0]}:${port}`;
    expect((await fetch(`${outside}/healthz`)).status).toBe(200);
    for (const path of ['/dev/outbox?to=admin@example.com', '/dev/payments/checkout.js']) {
      const res = await fetch(`${outside}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toMatchObject({ message: DEV_MESSAGES.localOnly });
    }
    const pay = await fetch(`${outside}/dev/payments/order_x/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"outcome":"success"}',
    });
    expect(pay.status).toBe(404);
    expect(await pay.json()).toMatchObject({ message: DEV_MESSAGES.localOnly });
    expect((await fetch(`${server.url}/dev/outbox?to=admin@example.com`)).status).toBe(200);
    expect((await fetch(`${server.url}/dev/payments/checkout.js`)).status).toBe(200);
  }, 120_000);
});

describe('production', () => {
  it('refuses to start with the outbox or the fake gateway, naming the variables', async () => {
    const start = startServer({ env: { NODE_ENV: 'production', OTP_DELIVERY: 'outbox', PAYMENT_PROVIDER: 'fake', SMTP_URL: 'smtp://127.0.0.1:1' } });
    await expect(start).rejects.toThrow(/server exited with 1/);
    await expect(start).rejects.toThrow(/OTP_DELIVERY: outbox .*is not allowed in production/);
    await expect(start).rejects.toThrow(/PAYMENT_PROVIDER: fake .*is not allowed in production/);
  }, 60_000);
});
