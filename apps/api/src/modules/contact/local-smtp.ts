// A throw-away SMTP server on a free local port for the contact tests: records what it receives, or refuses it.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface LocalSmtp {
  url: string;
  received: ReceivedMail[];
  /** Resolves with the next mail that arrives (or one already waiting). */
  nextMail(): Promise<ReceivedMail>;
  /** How many deliveries were attempted, including refused ones. */
  attempts: () => number;
  /** How many client connections have ended (the client hangs up once its send succeeded or failed). */
  hangUps: () => number;
  close(): Promise<void>;
}

export async function startLocalSmtp(options: { refuse?: boolean } = {}): Promise<LocalSmtp> {
  const received: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  let attempts = 0;
  let hangUps = 0;
  const server = new SMTPServer({
    // Plain SMTP without login, as a development relay would be; no STARTTLS so no certificate is needed.
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      attempts += 1;
      callback(options.refuse ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : null);
    },
    onClose() {
      hangUps += 1;
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') };
        const waiter = waiting.shift();
        if (waiter) waiter(mail);
        else received.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts: () => attempts,
    hangUps: () => hangUps,
    nextMail: () => {
      const ready = received.shift();
      return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
