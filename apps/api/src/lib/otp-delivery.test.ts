// The real delivery drivers end to end: SMTP against a local SMTP server, SMS against a local HTTP server.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@app/contracts/auth';
import { createTestApp, useTestApp } from '../test/app.ts';
import { requestCode, submitCode } from '../test/sign-in.ts';

interface SmsRequest {
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: { route?: string; variables_values?: string; numbers?: string };
}

const mails: { to: string[]; raw: string }[] = [];
const smsRequests: SmsRequest[] = [];
let smsFails = false;
let smtp: SMTPServer;
let http: Server;
let smtpPort: number;
let httpPort: number;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  http = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      smsRequests.push({ url: req.url, headers: req.headers, body: JSON.parse(raw) as SmsRequest['body'] });
      res.writeHead(smsFails ? 500 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(smsFails ? { return: false, message: 'Invalid Authentication' } : { return: true, request_id: 'x' }));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  httpPort = (http.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => http.close(() => resolve()));
});

const t = useTestApp(() => ({
  OTP_DELIVERY: 'smtp',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  SMS_API_KEY: 'test-sms-key',
  SMS_PROVIDER_URL: `http://127.0.0.1:${httpPort}/dev/bulkV2`,
}));

describe('smtp driver', () => {
  it('mails the code, which then signs in; nothing goes to the outbox', async () => {
    const res = await requestCode(t.app, { email: 'Mail.Me@Example.com', user_type: 'user' });
    expect(res.statusCode, res.body).toBe(200);
    const mail = mails.at(-1)!;
    expect(mail.to).toEqual(['mail.me@example.com']);
    const code = /one-time code is (\d{6})/.exec(mail.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect((await submitCode(t.app, 'mail.me@example.com', code!)).statusCode).toBe(200);
    const outbox = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=mail.me@example.com' });
    expect(outbox.json()).toEqual([]);
  });
});

describe('sms driver (Fast2SMS OTP route)', () => {
  it('posts the code with the key in the authorization header', async () => {
    const res = await requestCode(t.app, { phone: '98111 22333', user_type: 'astro' });
    expect(res.statusCode, res.body).toBe(200);
    const sms = smsRequests.at(-1)!;
    expect(sms.url).toBe('/dev/bulkV2');
    expect(sms.headers.authorization).toBe('test-sms-key');
    expect(sms.body).toMatchObject({ route: 'otp', numbers: '9811122333' });
    expect(sms.body.variables_values).toMatch(/^\d{6}$/);
    expect((await submitCode(t.app, '9811122333', sms.body.variables_values!)).json()).toMatchObject({ is_astrologer: true });
  });

  it('answers a clear failure when the provider refuses, and the unsent code is dead', async () => {
    smsFails = true;
    const res = await requestCode(t.app, { phone: '9811144555', user_type: 'user' });
    smsFails = false;
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(AUTH_MESSAGES.otpSendFailed);
    const code = smsRequests.at(-1)!.body.variables_values!;
    expect((await submitCode(t.app, '9811144555', code)).statusCode).toBe(400);
  });
});

describe('phone sign-in without an SMS provider', () => {
  it('is refused with a clear message', async () => {
    const smtpOnly = await createTestApp({ OTP_DELIVERY: 'smtp', SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const res = await requestCode(smtpOnly.app, { phone: '9811166777', user_type: 'user' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(AUTH_MESSAGES.phoneUnavailable);
    } finally {
      await smtpOnly.close();
    }
  });
});
