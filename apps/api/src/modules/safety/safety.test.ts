// The filter in the chat, on both databases: a phone number is masked before it is stored or delivered (the sender's
// answer, the other side's socket event and the history all hold the mask, the database never the number), every
// masking is written down against its writer, and SAFETY_STRIKES of them within 24 hours flag the account once.
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SOCKET_EVENTS, type ConsultationMessage } from '@app/contracts/consultations';
import { consultationMessages, safetyEvents, safetyFlags } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { fundedUser, onlineAstrologer, requestChat, sessionAction } from '../../test/consult-factories.ts';
import type { TestAccount } from '../../test/factories.ts';
import { connectSocket, listening, type TestSocket } from '../../test/sockets.ts';
import { CONTACT_MASK } from './text-filter.ts';

const t = useTestApp({ SAFETY_STRIKES: '3' });

const open: TestSocket[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

async function chat() {
  const astro = await onlineAstrologer(t);
  const user = await fundedUser(t, 1000);
  const requested = await requestChat(t, user, astro);
  const id = requested.body.consultation_id;
  expect((await sessionAction(t, astro, id, 'accept')).status).toBe(200);
  return { astro, user, id };
}

let n = 0;
async function send(who: TestAccount, id: number, text: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/consultations/${id}/messages`,
    headers: who.headers,
    payload: { text, client_id: `safety-${++n}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ConsultationMessage>();
}

const eventsOf = (accountId: number) => t.db.select().from(safetyEvents).where(eq(safetyEvents.accountId, accountId));
const flagsOf = (accountId: number) => t.db.select().from(safetyFlags).where(eq(safetyFlags.accountId, accountId));

describe('the chat filter', () => {
  it('masks a phone number before it is stored or delivered, and tells the sender what was masked', async () => {
    const { astro, user, id } = await chat();
    const base = await listening(t.app);
    const heard = await connectSocket(base, astro.token);
    open.push(heard);
    await send(astro, id, 'Namaste, tell me your question.');

    const sent = await send(user, id, 'Mera number nau aath saat chhe paanch 43210 hai, direct call karo');
    expect(sent).toMatchObject({ text: `Mera number ${CONTACT_MASK} hai, direct call karo`, masked: ['phone'] });
    const delivered = await heard.next<ConsultationMessage>(SOCKET_EVENTS.message, (m) => m.message_id === sent.message_id);
    expect(delivered).toEqual(sent);
    const [row] = await t.db.select().from(consultationMessages).where(eq(consultationMessages.id, sent.message_id));
    expect(row!.text).toBe(sent.text);
    expect(row!.text).not.toMatch(/\d{3}|nau aath/);
    const history = await t.app.inject({ method: 'GET', url: `/api/consultations/${id}/messages`, headers: astro.headers });
    expect(history.json<{ messages: ConsultationMessage[] }>().messages.at(-1)).toEqual(sent);

    expect(await eventsOf(user.id)).toEqual([expect.objectContaining({ kind: 'phone', source: 'chat', sourceId: sent.message_id })]);
    expect(await eventsOf(astro.id)).toEqual([]);
  });

  it('lets an astrology message with dates, times, degrees and money pass untouched, and writes nothing down', async () => {
    const { astro, user, id } = await chat();
    await send(astro, id, 'Namaste.');
    const text = 'DOB 12/04/1990, 10:30 am, Jaipur. Moon 15°23\' Rohini; the puja is ₹2,100.';
    expect(await send(user, id, text)).toMatchObject({ text, masked: [] });
    expect(await eventsOf(user.id)).toEqual([]);
  });

  it('masks an astrologer too: a UPI id and abuse, each kind written down', async () => {
    const { astro, id } = await chat();
    const sent = await send(astro, id, 'Dakshina bhejo shastriji@ybl pe, harami mat bano');
    expect(sent.masked).toEqual(['upi', 'abuse']);
    expect(sent.text).not.toContain('shastriji');
    expect((await eventsOf(astro.id)).map((e) => e.kind).sort()).toEqual(['abuse', 'upi']);
  });

  it('flags an account for the admin at SAFETY_STRIKES maskings within 24 hours, once', async () => {
    const { astro, user, id } = await chat();
    await send(astro, id, 'Namaste.');
    await send(user, id, 'call 98765 43210');
    await send(user, id, 'or mail me at meera at gmail dot com');
    expect(await flagsOf(user.id)).toEqual([]);
    await send(user, id, 'insta id meera.k21');
    expect(await flagsOf(user.id)).toEqual([expect.objectContaining({ strikes: 3, resolvedAt: null })]);
    await send(user, id, 'wa.me/919876543210');
    expect(await flagsOf(user.id)).toHaveLength(1);
  });
});
