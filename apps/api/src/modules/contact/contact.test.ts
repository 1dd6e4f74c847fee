// POST /api/contact: stores good messages, refuses bad fields with the spec's words, e-mails via SMTP, limits spam.
import { CONTACT_MESSAGES, CONTACT_SUCCESS } from '@app/contracts/contact';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index.ts';
import { useTestApp, type TestApp } from '../../test/app.ts';
import { startLocalSmtp, type LocalSmtp } from './local-smtp.ts';
import { CONTACT_RATE_LIMIT } from './contact.routes.ts';

const good = {
  name: 'Asha Sharma',
  email: 'asha@example.in',
  contactNumber: '98765 43210',
  message: 'I would like a kundli reading for my son.',
};

// Each request comes from its own address unless a test says otherwise, so the spam limit stays out of the way.
let addressCounter = 0;
const nextAddress = () => `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

function send(t: TestApp, payload: unknown, remoteAddress = nextAddress()) {
  return t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });
}

async function countMessages(t: TestApp): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages);
  return row?.n ?? 0;
}

async function waitFor(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('POST /api/contact without mail configured', () => {
  const t = useTestApp();

  it('stores a good message, normalised, and answers 201 with the spec message', async () => {
    const res = await send(t, { ...good, name: '  Asha Sharma ', extra: 'ignored' }, '192.0.2.7');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: CONTACT_SUCCESS });
    const rows = await t.db.select().from(contactMessages).where(eq(contactMessages.email, good.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Asha Sharma',
      contactNumber: '9876543210',
      message: good.message,
      ip: '192.0.2.7',
      emailedAt: null,
    });
  });

  const bad: [field: keyof typeof good, value: string, message: string][] = [
    ['name', 'Al', CONTACT_MESSAGES.name],
    ['name', 'R2D2 Unit', CONTACT_MESSAGES.name],
    ['name', '', CONTACT_MESSAGES.name],
    ['email', 'asha@example', CONTACT_MESSAGES.email],
    ['email', '', CONTACT_MESSAGES.email],
    ['contactNumber', '5876543210', 'Please enter a valid 10-digit phone number.'],
    ['contactNumber', '98765', 'Please enter a valid 10-digit phone number.'],
    ['message', 'Too short', 'Message must be at least 10 characters long.'],
    ['message', '          ', 'Message must be at least 10 characters long.'],
  ];
  it.each(bad)('refuses %s %j with 400, the exact message, and stores nothing', async (field, value, message) => {
    const before = await countMessages(t);
    const res = await send(t, { ...good, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { [field]: message }, code: 'validation' });
    expect(await countMessages(t)).toBe(before);
  });

  it('names every missing field in one answer', async () => {
    const res = await send(t, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: CONTACT_MESSAGES.name,
      email: CONTACT_MESSAGES.email,
      contactNumber: CONTACT_MESSAGES.contactNumber,
      message: CONTACT_MESSAGES.message,
    });
  });

  it('answers a body that is not JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: {}, code: 'invalid_json' });
  });

  it('limits how many messages one address can send, with the usual error shape', async () => {
    const address = '198.51.100.9';
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      expect((await send(t, good, address)).statusCode).toBe(201);
    }
    const refused = await send(t, good, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'rate_limited', message: expect.stringMatching(/^Too many requests/), errors: {} });
    expect((await send(t, good, '198.51.100.10')).statusCode).toBe(201);
  });
});

describe('POST /api/contact with SMTP_URL and CONTACT_TO', () => {
  let smtp: LocalSmtp;
  beforeAll(async () => {
    smtp = await startLocalSmtp();
  });
  afterAll(() => smtp.close());
  const t = useTestApp(() => ({ SMTP_URL: smtp.url, CONTACT_TO: 'owner@jyotish.example' }));

  it('e-mails the message to CONTACT_TO and records when it was sent', async () => {
    const res = await send(t, { ...good, email: 'mailed@example.in' });
    expect(res.statusCode).toBe(201);
    const mail = await smtp.nextMail();
    expect(mail.to).toEqual(['owner@jyotish.example']);
    expect(mail.raw).toContain('Subject: Contact form: message from Asha Sharma');
    expect(mail.raw).toContain('mailed@example.in');
    expect(mail.raw).toContain('+91 9876543210');
    expect(mail.raw).toContain(good.message);
    await waitFor(async () => {
      const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'mailed@example.in'));
      return row?.emailedAt instanceof Date;
    });
  });
});

describe('POST /api/contact when the mail server refuses', () => {
  let smtp: LocalSmtp;
  beforeAll(async () => {
    smtp = await startLocalSmtp({ refuse: true });
  });
  afterAll(() => smtp.close());
  const t = useTestApp(() => ({ SMTP_URL: smtp.url, CONTACT_TO: 'owner@jyotish.example' }));

  it('still answers 201 and keeps the message, marked as not e-mailed', async () => {
    const res = await send(t, { ...good, email: 'bounced@example.in' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: CONTACT_SUCCESS });
    await waitFor(async () => smtp.attempts() > 0);
    // The mailer hangs up after the refusal has failed its send, so the delivery has reached its error
    // handler by then; the row must stay, un-mailed.
    await waitFor(async () => smtp.hangUps() > 0);
    const rows = await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'bounced@example.in'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.emailedAt).toBeNull();
  });
});
