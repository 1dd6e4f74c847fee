// A real server process stopped with SIGTERM, as a deploy stops it, in the middle of a chat: it drains (lib/drain.ts)
// and a new process is started on the same port.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Consultation, ConsultationMessage } from '@app/contracts/consultations';
import { openDatabase, type Database } from '../db/client.ts';
import { fundedUser, onlineAstrologer } from './consult-factories.ts';
import { freePort } from './free-port.ts';
import { auditLedger } from './ledger-audit.ts';
import { call } from './process-client.ts';
import { postgresReachable, scratchDatabase, type ScratchDatabase } from './scratch-database.ts';
import { startServer, type ServerProcess } from './server-process.ts';
import { pause, reconnectingSocket, type ReconnectingSocket } from './sockets.ts';

// Only the PostgreSQL pass runs it, like the other tests of server processes: the database outlives the process.
const wanted = process.env.TEST_DB === 'postgres';
const reachable = wanted && (await postgresReachable('the drain test'));

/** Two-second minutes, so minutes are charged across the restart; a grace far longer than a restart takes. */
const CLOCK_ENV = { CONSULT_MINUTE_S: '2', CONSULT_GRACE_S: '30', CONSULT_TICK_MS: '100' };

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A request written by hand on a connection of its own, so a test can stop half-way. `answer` resolves once the whole
 * answer has arrived (its content-length), `closed` when the server has closed the connection.
 */
function rawConnection(port: number, first: string): { socket: Socket; answer: Promise<RawAnswer>; closed: Promise<void> } {
  const socket = connect(port, '127.0.0.1');
  socket.write(first);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const body = text.slice(end + 4);
      if (Buffer.byteLength(body) >= Number(headers['content-length'] ?? 0)) resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`closed before a whole answer: ${text}`)));
  });
  return { socket, answer, closed };
}

/** Whether a new TCP connection to the port is accepted or refused now. */
function connecting(port: number): Promise<'accepted' | 'refused'> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', () => resolve('refused'));
  });
}

describe.skipIf(!reachable)('a process stopped with SIGTERM', () => {
  let scratch: ScratchDatabase | null = null;
  let database: Database | null = null;
  let server: ServerProcess | null = null;
  let port = 0;
  const sockets: ReconnectingSocket[] = [];
  const env = () => ({ DATABASE_URL: scratch!.url, PORT: String(port), ...CLOCK_ENV });

  beforeAll(async () => {
    scratch = await scratchDatabase(`${inject('postgresTemplate')}_drain`, inject('postgresTemplate'));
    database = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
    port = await freePort();
    server = await startServer({ env: env() });
  }, 90_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await server?.kill();
    await database?.close();
    await scratch?.drop();
  });

  it('finishes the requests under way, takes no new ones, and its sockets come back by themselves to the process started in its place; the chat goes on', { timeout: 120_000 }, async () => {
    const db = database!.db;
    const base = server!.url;
    const astro = await onlineAstrologer({ db });
    const user = await fundedUser({ db }, 1000);
    const [userSocket, astroSocket] = [reconnectingSocket(base, user.token), reconnectingSocket(base, astro.token)];
    sockets.push(userSocket, astroSocket);
    await Promise.all([userSocket.connected(0), astroSocket.connected(0)]);
    const requested = await call<Consultation>(base, 'POST', '/api/consultations', { token: user.token, body: { astro_id: astro.astroId, type: 'chat' } });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    const id = requested.body.consultation_id;
    const accepted = await call<Consultation>(base, 'POST', `/api/consultations/${id}/accept`, { token: astro.token });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    // The astrologer's first message starts the meter.
    const first = await call(base, 'POST', `/api/consultations/${id}/messages`, { token: astro.token, body: { text: 'Namaste', client_id: 'first' } });
    expect(first.status, JSON.stringify(first.body)).toBe(201);

    // A message on its way when the SIGTERM comes: its headers and part of its body are sent.
    const body = JSON.stringify({ text: 'Sent while the server was stopping', client_id: 'drain-1' });
    const headers = `accesstoken: ${user.token}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}`;
    const posting = rawConnection(port, `POST /api/consultations/${id}/messages HTTP/1.1\r\nhost: 127.0.0.1\r\n${headers}\r\n\r\n${body.slice(0, 12)}`);
    // A connection already open whose request is not complete yet: it arrives during the drain.
    const probing = rawConnection(port, 'GET /readyz HTTP/1.1\r\nhost: 127.0.0.1\r\n');
    await pause(300);
    server!.send('SIGTERM');

    // No new connection from the moment it drains: a proxy sends it elsewhere, a client tries again.
    await expect.poll(() => connecting(port), { timeout: 5_000, interval: 20 }).toBe('refused');
    // A request arriving on a connection still open is refused, /readyz included, and the connection closed.
    probing.socket.write('\r\n');
    expect(await probing.answer).toMatchObject({ status: 503, headers: { connection: 'close' } });
    await probing.closed;
    // The sockets lost their transport: the client library reconnects by itself.
    await expect.poll(() => [userSocket.reasons, astroSocket.reasons], { timeout: 10_000 }).toEqual([['transport close'], ['transport close']]);

    // The message under way is stored and answered.
    posting.socket.write(body.slice(12));
    const posted = await posting.answer;
    const answeredAt = Date.now();
    expect(posted.status, posted.body).toBe(201);
    expect(JSON.parse(posted.body)).toMatchObject({ client_id: 'drain-1', text: 'Sent while the server was stopping' });
    // Its connection is closed once answered, and the process is done: it waits for no keep-alive timeout.
    await posting.closed;
    expect(Date.now() - answeredAt).toBeLessThan(1_000);
    expect(await server!.exited).toBe(0);
    expect(Date.now() - answeredAt).toBeLessThan(5_000);

    server = await startServer({ env: env() });
    await Promise.all([userSocket.connected(1), astroSocket.connected(1)]);
    expect([userSocket.reasons, astroSocket.reasons]).toEqual([['transport close'], ['transport close']]);

    // The chat goes on: nobody was lost, the message is there once, and the minutes go on being charged.
    const session = await call<Consultation>(base, 'GET', `/api/consultations/${id}`, { token: user.token });
    expect(session.body).toMatchObject({ status: 'active' });
    const billed = session.body.billed_minutes;
    const listed = await call<{ messages: ConsultationMessage[] }>(base, 'GET', `/api/consultations/${id}/messages`, { token: astro.token });
    expect(listed.body.messages.filter((m) => m.client_id === 'drain-1')).toHaveLength(1);
    await expect
      .poll(async () => (await call<Consultation>(base, 'GET', `/api/consultations/${id}`, { token: user.token })).body.billed_minutes, {
        timeout: 10_000,
      })
      .toBeGreaterThan(billed);
    const ended = await call<Consultation>(base, 'POST', `/api/consultations/${id}/end`, { token: user.token });
    expect(ended.body).toMatchObject({ status: 'ended', end_reason: 'user' });
    expect(await auditLedger(db)).toEqual([]);
  });
});
