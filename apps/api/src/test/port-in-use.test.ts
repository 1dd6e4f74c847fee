// A port already taken stops the server with one plain sentence that names PORT, not a stack trace.
import { createServer, type Server } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './server-process.ts';

describe('starting on a port already in use', () => {
  let taken: Server;
  afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

  it('says which port and what to do, in one line, and exits', async () => {
    taken = createServer();
    const port = await new Promise<number>((resolve) => taken.listen(0, '127.0.0.1', () => resolve((taken.address() as { port: number }).port)));
    const refused = await startServer({ env: { PORT: String(port) } }).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/^server exited with 1:/);
    // The log lines before it (JSON, the test server has no web app) are the logger's; what the start prints is plain.
    const printed = refused!.replace(/^server exited with 1:\n/, '').trim().split('\n').filter((line) => !line.startsWith('{'));
    expect(printed).toEqual([
      `Port ${port} is already in use: stop what runs there, or start with another PORT (for example PORT=${port + 1} npm start).`,
    ]);
  }, 150_000);
});
