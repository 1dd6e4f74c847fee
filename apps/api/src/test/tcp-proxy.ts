// A TCP pass-through the tests can cut and restore, to break a live connection the way a network does.
import { connect, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones. */
  cut: () => Promise<void>;
  /** Accepts connections again on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
}

export interface TcpProxyOptions {
  /** Drops the connection, instead of passing on a chunk the client sent, when this answers true. */
  dropWhen?: (fromClient: Buffer) => boolean;
}

export async function startTcpProxy(
  target: { host: string; port: number },
  options: TcpProxyOptions = {},
): Promise<TcpProxy> {
  const { dropWhen } = options;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    if (dropWhen) {
      client.on('data', (chunk: Buffer) => {
        if (!dropWhen(chunk)) upstream.write(chunk);
        else for (const socket of [client, upstream]) socket.destroy();
      });
      upstream.pipe(client);
    } else {
      client.pipe(upstream).pipe(client);
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as { port: number }).port);
      });
    });
  const stop = async () => {
    // close() answers once the connections are gone, or at once with an error when already closed.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  const port = await listen(0);
  return {
    port,
    cut: stop,
    restore: async () => {
      await listen(port);
    },
    close: stop,
  };
}
