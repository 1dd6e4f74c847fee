import { afterEach, describe, expect, it } from 'vitest';
import {
  CONSULT_MESSAGES,
  MESSAGE_MAX_CHARS,
  SOCKET_EVENTS,
  VOICE_MAX_BYTES,
  consultationMessage,
  type ConsultationMessage,
} from '@app/contracts/consultations';
import { useTestApp } from '../../test/app.ts';
import { fundedUser, onlineAstrologer, requestChat, sessionAction } from '../../test/consult-factories.ts';
import { adminAccount, createAccount, type TestAccount } from '../../test/factories.ts';
import { connectSocket, listening, pause, type TestSocket } from '../../test/sockets.ts';
import { countMessages } from './messages.repository.ts';
import { sniffVoice } from './messages.voice.ts';

// A minute long enough that sessions stay active through each test.
const t = useTestApp({ CONSULT_TICK_MS: '50' });

const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]), Buffer.alloc(64, 7)]);
const OGG = Buffer.concat([Buffer.from('OggS\0\x02', 'latin1'), Buffer.alloc(64, 3)]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypM4A ', 'latin1'), Buffer.alloc(64, 1)]);

const open: TestSocket[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

/** An accepted chat with no message yet: the astrologer's first one will start the meter. */
async function session() {
  const astro = await onlineAstrologer(t);
  const user = await fundedUser(t, 1000);
  const requested = await requestChat(t, user, astro);
  expect((await sessionAction(t, astro, requested.body.consultation_id, 'accept')).status).toBe(200);
  return { astro, user, id: requested.body.consultation_id };
}

let nextClientId = 0;
const clientId = () => `c-${++nextClientId}-${Date.now()}`;

async function sendText(who: TestAccount, id: number, text: string, client_id: string | null = clientId()) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/consultations/${id}/messages`,
    headers: who.headers,
    payload: { text, ...(client_id === null ? {} : { client_id }) },
  });
  return { status: res.statusCode, body: res.json<ConsultationMessage & { message?: string }>() };
}

function multipart(fields: Record<string, string>, file?: { bytes: Buffer; type?: string }) {
  const boundary = '----jk-voice-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="voice"; filename="note"\r\nContent-Type: ${file.type ?? 'audio/webm'}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function sendVoice(who: TestAccount, id: number, bytes: Buffer | undefined, fields: Record<string, string> = { duration_ms: '3000' }) {
  const body = multipart(fields, bytes ? { bytes } : undefined);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/consultations/${id}/messages`,
    headers: { ...who.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json<ConsultationMessage & { message?: string }>() };
}

async function list(who: TestAccount, id: number, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/consultations/${id}/messages${query}`, headers: who.headers });
  return { status: res.statusCode, body: res.json<{ messages: ConsultationMessage[]; message?: string }>() };
}

describe('text messages', () => {
  it('lets both participants send while the session is active, and reach exactly them over the socket', async () => {
    const { astro, user, id } = await session();
    const outsider = await fundedUser(t, 0);
    const base = await listening(t.app);
    const [a, u, o] = await Promise.all([astro, user, outsider].map((w) => connectSocket(base, w.token)));
    open.push(a!, u!, o!);

    const sent = await sendText(user, id, '  Namaste, what do my stars say?  ');
    expect(sent.status).toBe(201);
    expect(consultationMessage.parse(sent.body)).toMatchObject({
      consultation_id: id,
      sender: 'user',
      text: 'Namaste, what do my stars say?',
      voice_url: null,
      voice_duration_ms: null,
    });
    const reply = await sendText(astro, id, 'Let me look at your chart.');
    expect(reply).toMatchObject({ status: 201, body: { sender: 'astro' } });
    for (const s of [a!, u!]) {
      expect(await s.next<ConsultationMessage>(SOCKET_EVENTS.message, (m) => m.message_id === sent.body.message_id)).toEqual(sent.body);
      await s.next<ConsultationMessage>(SOCKET_EVENTS.message, (m) => m.message_id === reply.body.message_id);
    }
    await pause(100);
    expect(o!.heard.filter((h) => h.event === SOCKET_EVENTS.message)).toEqual([]);

    const history = await list(user, id);
    expect(history.body.messages.map((m) => m.message_id)).toEqual([sent.body.message_id, reply.body.message_id]);
  });

  it('refuses outsiders (404), the admin as a sender, and sessions that are not active (409)', async () => {
    const astro = await onlineAstrologer(t);
    const user = await fundedUser(t, 1000);
    const requested = await requestChat(t, user, astro);
    const id = requested.body.consultation_id;
    expect(await sendText(user, id, 'hello')).toEqual({ status: 409, body: { code: 'session_ended', message: CONSULT_MESSAGES.notActive, errors: {} } });
    expect((await sessionAction(t, astro, id, 'accept')).status).toBe(200);
    const outsider = await createAccount(t.db, { role: 'user' });
    const admin = await adminAccount(t.db);
    for (const who of [outsider, admin]) {
      expect(await sendText(who, id, 'hello')).toEqual({ status: 404, body: { code: 'consultation_not_found', message: CONSULT_MESSAGES.consultationNotFound, errors: {} } });
    }
    expect((await sendText(user, 999_999, 'hello')).status).toBe(404);
    expect((await list(outsider, id)).status).toBe(404);
    expect((await sendText(user, id, 'before the end')).status).toBe(201);
    expect((await sessionAction(t, user, id, 'end')).status).toBe(200);
    expect(await sendText(astro, id, 'after the end')).toEqual({ status: 409, body: { code: 'session_ended', message: CONSULT_MESSAGES.notActive, errors: {} } });
    // The history stays readable by both and by the admin.
    for (const who of [user, astro, admin]) {
      const read = await list(who, id);
      expect(read.status).toBe(200);
      expect(read.body.messages.map((m) => m.text)).toEqual(['before the end']);
    }
  });

  it('requires 1 to 2000 characters after trimming and a client_id', async () => {
    const { user, id } = await session();
    expect(await sendText(user, id, '   ')).toMatchObject({ status: 400, body: { message: CONSULT_MESSAGES.textRequired } });
    expect(await sendText(user, id, 'x'.repeat(MESSAGE_MAX_CHARS + 1))).toMatchObject({ status: 400, body: { message: CONSULT_MESSAGES.textTooLong } });
    expect(await sendText(user, id, 'hi', null)).toMatchObject({ status: 400, body: { message: CONSULT_MESSAGES.clientIdRequired } });
    expect((await sendText(user, id, ` ${'x'.repeat(MESSAGE_MAX_CHARS)} `)).status).toBe(201);
    expect(await countMessages(t.db, id)).toBe(1);
  });

  it('answers a repeated client_id with the stored message, with no second row or event', async () => {
    const { astro, user, id } = await session();
    const a = await connectSocket(await listening(t.app), astro.token);
    open.push(a);
    const first = await sendText(user, id, 'once', 'same-id');
    expect(first.status).toBe(201);
    const again = await sendText(user, id, 'once (resent)', 'same-id');
    expect(again).toEqual({ status: 200, body: first.body });
    // The other side's client_id space is its own.
    expect((await sendText(astro, id, 'mine', 'same-id')).status).toBe(201);
    await a.next(SOCKET_EVENTS.message, (m: ConsultationMessage) => m.sender === 'astro');
    expect(a.heard.filter((h) => h.event === SOCKET_EVENTS.message)).toHaveLength(2);
    expect(await countMessages(t.db, id)).toBe(2);
    // A resend after the end still answers the stored message.
    await sessionAction(t, user, id, 'end');
    expect(await sendText(user, id, 'once', 'same-id')).toEqual({ status: 200, body: first.body });
  });

  it('stores one message when five sends of one client_id arrive at once', async () => {
    const { user, id } = await session();
    const results = await Promise.all(Array.from({ length: 5 }, () => sendText(user, id, 'racing', 'race-id')));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.body.message_id)).size).toBe(1);
    expect(await countMessages(t.db, id)).toBe(1);
  });

  it('pages the history with ?after and ?limit in ascending order', async () => {
    const { astro, user, id } = await session();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await sendText(i % 2 ? astro : user, id, `m${i}`)).body.message_id);
    expect((await list(astro, id, `?after=${ids[1]}`)).body.messages.map((m) => m.message_id)).toEqual(ids.slice(2));
    expect((await list(user, id, `?after=${ids[0]}&limit=2`)).body.messages.map((m) => m.text)).toEqual(['m1', 'm2']);
    expect((await list(user, id, `?after=${ids[4]}`)).body.messages).toEqual([]);
    expect((await list(user, id, '?after=-1')).status).toBe(400);
  });
});

describe('voice notes', () => {
  it('recognises WebM, Ogg and MP4 by their bytes and nothing else', () => {
    expect(sniffVoice(WEBM)?.mime).toBe('audio/webm');
    expect(sniffVoice(OGG)?.mime).toBe('audio/ogg');
    expect(sniffVoice(MP4)?.mime).toBe('audio/mp4');
    for (const bad of [Buffer.from('hello world'), Buffer.from('RIFF....WAVE'), Buffer.from([0x1a, 0x45]), Buffer.from('\x89PNG\r\n\x1a\n', 'latin1')]) {
      expect(sniffVoice(bad)).toBeNull();
    }
  });

  it('stores a voice note and serves it to the participants and the admin only', async () => {
    const { astro, user, id } = await session();
    const outsider = await createAccount(t.db, { role: 'user' });
    const admin = await adminAccount(t.db);
    for (const [bytes, mime] of [[WEBM, 'audio/webm'], [OGG, 'audio/ogg'], [MP4, 'audio/mp4']] as const) {
      const sent = await sendVoice(user, id, bytes, { client_id: clientId(), duration_ms: '4200' });
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({ sender: 'user', text: null, voice_duration_ms: 4200 });
      expect(sent.body.voice_url).toBe(`/api/consultations/${id}/messages/${sent.body.message_id}/voice`);
      for (const who of [user, astro, admin]) {
        const res = await t.app.inject({ method: 'GET', url: sent.body.voice_url!, headers: who.headers });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(mime);
        expect(res.headers['content-length']).toBe(String(bytes.length));
        expect(res.headers['cache-control']).toBe('private, max-age=3600');
        expect(res.rawPayload.equals(bytes)).toBe(true);
      }
      const refused = await t.app.inject({ method: 'GET', url: sent.body.voice_url!, headers: outsider.headers });
      expect(refused.statusCode).toBe(404);
      expect(refused.json<{ message: string }>().message).toBe(CONSULT_MESSAGES.consultationNotFound);
      expect((await t.app.inject({ method: 'GET', url: sent.body.voice_url! })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: `${sent.body.voice_url!}?token=${user.token}` })).statusCode).toBe(401);
    }
    // A text message has no voice; a message of another session is not found through this one.
    const text = await sendText(user, id, 'words');
    expect((await t.app.inject({ method: 'GET', url: `/api/consultations/${id}/messages/${text.body.message_id}/voice`, headers: user.headers })).statusCode).toBe(404);
    // The astrologer's own voice note, without a client_id or duration.
    expect(await sendVoice(astro, id, WEBM, {})).toMatchObject({ status: 201, body: { sender: 'astro', client_id: null, voice_duration_ms: null } });
  });

  it('refuses what is not audio, a missing file, a bad or too long duration (400) and an oversized file (413)', async () => {
    const { user, id } = await session();
    const invalid = { status: 400, body: { message: CONSULT_MESSAGES.voiceInvalid } };
    expect(await sendVoice(user, id, Buffer.from('just some text, not audio'))).toMatchObject(invalid);
    expect(await sendVoice(user, id, undefined)).toMatchObject(invalid);
    expect(await sendVoice(user, id, WEBM, { duration_ms: '120001' })).toMatchObject({ status: 400, body: { message: CONSULT_MESSAGES.voiceTooLong } });
    expect((await sendVoice(user, id, WEBM, { duration_ms: '120000' })).status).toBe(201);
    for (const bad of ['0', '-5', 'abc', '1.5']) expect((await sendVoice(user, id, WEBM, { duration_ms: bad })).status).toBe(400);
    // Up to the limit is accepted (the JSON body limit of 1 MB does not apply to the file).
    const largest = Buffer.concat([WEBM, Buffer.alloc(VOICE_MAX_BYTES - WEBM.length, 1)]);
    expect((await sendVoice(user, id, largest)).status).toBe(201);
    const huge = Buffer.concat([WEBM, Buffer.alloc(VOICE_MAX_BYTES, 1)]);
    expect(await sendVoice(user, id, huge)).toMatchObject({ status: 413, body: { message: CONSULT_MESSAGES.voiceTooLarge } });
    expect(await countMessages(t.db, id)).toBe(2);
  });

  it('answers a repeated voice client_id with the stored note', async () => {
    const { user, id } = await session();
    const first = await sendVoice(user, id, OGG, { client_id: 'voice-1', duration_ms: '900' });
    expect(first.status).toBe(201);
    expect(await sendVoice(user, id, OGG, { client_id: 'voice-1', duration_ms: '900' })).toEqual({ status: 200, body: first.body });
    expect(await countMessages(t.db, id)).toBe(1);
  });
});
