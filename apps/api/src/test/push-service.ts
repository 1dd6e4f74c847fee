// A stand-in for a browser push service (FCM, Mozilla autopush...) on this machine: an HTTP server on loopback
// recording what it receives and answering with the status a test chooses; and browser-side subscriptions whose
// keys can decrypt what arrives (RFC 8291, written here independently of the library that encrypts).
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

/**
 * What lets the server send to this stand-in (http, 127.0.0.1): a test-only setting production refuses. Without it
 * the server sends only to push services on the internet (lib/push-endpoint.ts).
 */
export const PUSH_STAND_IN_ENV = { PUSH_ALLOW_LOOPBACK: 'true' } as const;

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushService {
  /** http://127.0.0.1:<port> */
  origin: string;
  received: ReceivedPush[];
  /** The status the endpoint at `path` answers from now on (201 by default). */
  answer(path: string, status: number): void;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statuses.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer: (path, status) => statuses.set(path, status),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The plaintext of an aes128gcm body encrypted for this subscription. */
  decrypt(body: Buffer): string;
}

/** What PushManager.subscribe gives a page: an endpoint on the push service and the browser's own keys. */
export function browserSubscription(service: Pick<PushService, 'origin'>, path: string): BrowserSubscription {
  const ecdh: ECDH = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    endpoint: `${service.origin}${path}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    decrypt(body) {
      // RFC 8188 header: salt (16) | record size (4) | key id length (1) | key id (the server's public key).
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      // RFC 8291: the input key from the ECDH secret and the browser's auth secret.
      const shared = ecdh.computeSecret(serverKey);
      const info = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, auth, info, 32));
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02 and any zero padding.
      return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
    },
  };
}
