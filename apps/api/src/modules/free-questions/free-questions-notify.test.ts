// Who hears about a free question, after the change commits: astrologers' sockets when the queue changes; the asker's
// socket, devices and e-mail (or phone by SMS) when it is answered, through the outbox or the real SMTP and SMS
// drivers; a delivery that fails is logged and never fails the answer.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_QUESTION_EVENT, type FreeQuestionEvent } from '@app/contracts/free-questions';
import { pushPayload } from '@app/contracts/push';
import { createUser, createUserProfile } from '../../test/admin-factories.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { astrologerWallet } from '../../test/consult-factories.ts';
import { browserSubscription, PUSH_STAND_IN_ENV, startPushService, type PushService } from '../../test/push-service.ts';
import { connectSocket, listening } from '../../test/sockets.ts';
import { startLocalSmtp, type LocalSmtp } from '../contact/local-smtp.ts';
import { createSession } from '../auth/session.repository.ts';
import { ANSWERED_SUBJECT } from './notify.ts';
import { answer, ask, askingUser, astrologer, claim } from './free-questions.fixture.ts';

/** A user who signed up with a phone only, with a profile and a session. */
async function phoneOnlyUser(t: Pick<TestApp, 'db'>) {
  const user = await createUser(t.db, { email: null });
  await createUserProfile(t.db, user.id);
  const token = await createSession(t.db, user.id, new Date());
  return { id: user.id, phone: user.phone!, token, headers: { accesstoken: token } };
}

const outbox = async (t: TestApp, to: string) =>
  (await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` })).json<
    { to: string; channel: string; code: string | null; subject: string }[]
  >();

describe('with the outbox driver', () => {
  let t: TestApp;
  let service: PushService;
  beforeAll(async () => {
    service = await startPushService();
    t = await createTestApp({ ...PUSH_STAND_IN_ENV });
  });
  afterAll(async () => {
    await t?.close();
    await service?.close();
  });

  it('tells the astrologers when a question is asked and claimed, and the asker when it is answered', async () => {
    const base = await listening(t.app);
    const astro = await astrologer(t);
    const user = await askingUser(t);
    const astroSocket = await connectSocket(base, astro.token);
    const userSocket = await connectSocket(base, user.token);
    try {
      const asked = await ask(t, user);
      const id = asked.body.question.question_id;
      const is = (status: FreeQuestionEvent['status']) => (e: FreeQuestionEvent) =>
        e.question_id === id && e.status === status;
      await astroSocket.next<FreeQuestionEvent>(FREE_QUESTION_EVENT, is('open'));
      await claim(t, astro, id);
      await astroSocket.next<FreeQuestionEvent>(FREE_QUESTION_EVENT, is('claimed'));
      await answer(t, astro, id);
      expect(await userSocket.next<FreeQuestionEvent>(FREE_QUESTION_EVENT, is('answered'))).toEqual({
        question_id: id,
        status: 'answered',
      });
      await astroSocket.next<FreeQuestionEvent>(FREE_QUESTION_EVENT, is('answered'));
      // The asker hears only about their own question's answer, not the queue's comings and goings.
      expect(userSocket.heard.filter((h) => h.event === FREE_QUESTION_EVENT)).toHaveLength(1);
    } finally {
      astroSocket.close();
      userSocket.close();
    }
  });

  it('sends the asker a push and an e-mail with the link, which the outbox lists for their address', async () => {
    const user = await askingUser(t);
    const device = browserSubscription(service, '/push/asker');
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: user.headers,
      payload: device,
    });
    expect(subscribed.statusCode).toBe(201);
    const id = (await ask(t, user)).body.question.question_id;
    const astro = await astrologer(t, 'Pandit Rao');
    await claim(t, astro, id);
    expect((await answer(t, astro, id)).status).toBe(200);

    await expect
      .poll(() => outbox(t, user.email))
      .toEqual([
        {
          to: user.email,
          channel: 'email',
          code: null,
          subject: ANSWERED_SUBJECT,
          text: expect.stringMatching(/has answered your free question on Jyotish Kendra\. Read the answer under My questions: .*\/my-questions$/),
          attachments: [],
          created_at: expect.any(String),
        },
      ]);
    await expect
      .poll(() => service.received.filter((r) => r.path === '/push/asker').length, { timeout: 10_000 })
      .toBe(1);
    const [received] = service.received.filter((r) => r.path === '/push/asker');
    expect(pushPayload.parse(JSON.parse(device.decrypt(received!.body)))).toEqual({
      kind: 'free_question',
      title: 'Your free question has been answered',
      body: 'Pandit Rao has answered your question. Tap to read the answer.',
      url: '/my-questions',
      tag: `free-question-${id}`,
    });
  });

  it('sends an SMS to an asker who has only a phone', async () => {
    const user = await phoneOnlyUser(t);
    const id = (await ask(t, user)).body.question.question_id;
    const astro = await astrologer(t);
    await claim(t, astro, id);
    await answer(t, astro, id);
    await expect
      .poll(() => outbox(t, user.phone))
      .toMatchObject([{ to: user.phone, channel: 'sms', code: null, subject: ANSWERED_SUBJECT }]);
  });
});

describe('with the SMTP and SMS drivers', () => {
  let smtp: LocalSmtp;
  let refusing: LocalSmtp;
  let sms: Server;
  const texts: { route?: string; message?: string; numbers?: string }[] = [];
  beforeAll(async () => {
    [smtp, refusing] = await Promise.all([startLocalSmtp(), startLocalSmtp({ refuse: true })]);
    sms = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        texts.push(JSON.parse(raw) as (typeof texts)[number]);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ return: true }));
      });
    });
    await new Promise<void>((resolve) => sms.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await Promise.all([smtp?.close(), refusing?.close(), new Promise((r) => sms?.close(r))]);
  });
  const appWith = (smtpUrl: string) =>
    createTestApp({
      OTP_DELIVERY: 'smtp',
      SMTP_URL: smtpUrl,
      SMS_API_KEY: 'test-key',
      SMS_PROVIDER_URL: `http://127.0.0.1:${(sms.address() as AddressInfo).port}/sms`,
      PUBLIC_URL: 'https://jyotish.example.in',
    });

  async function answeredFor(t: TestApp, user: { headers: { accesstoken: string } }) {
    const id = (await ask(t, user)).body.question.question_id;
    const astro = await astrologer(t, 'Pandit Rao');
    await claim(t, astro, id);
    const res = await answer(t, astro, id);
    expect(res.status).toBe(200);
    return { id, astro };
  }

  it('e-mails the link on the public site, or texts it to a phone-only account', async () => {
    const t = await appWith(smtp.url);
    try {
      const user = await askingUser(t);
      await answeredFor(t, user);
      const mail = await smtp.nextMail();
      expect(mail.to).toEqual([user.email]);
      expect(mail.raw).toContain(`Subject: ${ANSWERED_SUBJECT}`);
      // Quoted-printable may wrap the line: undo its soft breaks.
      expect(mail.raw.replace(/=\r?\n/g, '')).toContain(
        'Read the answer under My questions: https://jyotish.example.in/my-questions',
      );

      const phoneOnly = await phoneOnlyUser(t);
      await answeredFor(t, phoneOnly);
      await expect
        .poll(() => texts.find((x) => x.numbers === phoneOnly.phone))
        .toMatchObject({
          route: 'q',
          message: expect.stringContaining('https://jyotish.example.in/my-questions'),
        });
    } finally {
      await t.close();
    }
  });

  it('keeps the answer and the fee when the mail server refuses the message', async () => {
    const t = await appWith(refusing.url);
    try {
      const user = await askingUser(t);
      const { astro } = await answeredFor(t, user);
      await expect.poll(() => refusing.attempts()).toBeGreaterThan(0);
      expect(await astrologerWallet(t.db, astro.astroId)).toBe(1_000);
    } finally {
      await t.close();
    }
  });
});
