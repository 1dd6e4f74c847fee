// Reports and blocks, on both databases: a participant reports a consultation once (with a reason, their words and
// where the transcript stood), an outsider cannot; a block either way takes the astrologer out of the user's
// directory and refuses a request or a waitlist place between them, and lifting it brings them back.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONSULT_MESSAGES, type DirectoryAstrologer } from '@app/contracts/consultations';
import { SAFETY_MESSAGES } from '@app/contracts/safety';
import { consultationReports } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { fundedUser, onlineAstrologer, requestChat, sendText, sessionAction, type OnlineAstrologer } from '../../test/consult-factories.ts';
import type { TestAccount } from '../../test/factories.ts';

const t = useTestApp();

async function call(who: TestAccount | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

let n = 0;
async function pair() {
  const astro = await onlineAstrologer(t, { name: `Acharya Block ${++n}` });
  const user = await fundedUser(t, 1000);
  return { astro, user };
}

async function endedChat(astro: OnlineAstrologer, user: TestAccount) {
  const requested = await requestChat(t, user, astro);
  const id = requested.body.consultation_id;
  expect((await sessionAction(t, astro, id, 'accept')).status).toBe(200);
  await sendText(t, astro, id, 'Namaste.');
  expect((await sessionAction(t, user, id, 'end')).status).toBe(200);
  return id;
}

const directoryHas = async (who: TestAccount | null, astro: OnlineAstrologer) => {
  const page = await call(who, 'GET', '/api/consult/astrologers?limit=100');
  return (page.body as unknown as { astrologers: DirectoryAstrologer[] }).astrologers.some((a) => a.astro_id === astro.astroId);
};

describe('reports', () => {
  it('lets each participant report a consultation once, with where the transcript stood; nobody else', async () => {
    const { astro, user } = await pair();
    const id = await endedChat(astro, user);
    const reported = await call(user, 'POST', `/api/consultations/${id}/report`, { reason: 'fear_selling', text: '  He said my family is cursed unless I pay ₹51,000.  ' });
    expect(reported).toMatchObject({ status: 201, body: { message: SAFETY_MESSAGES.reported } });
    const [row] = await t.db.select().from(consultationReports).where(eq(consultationReports.id, reported.body.report_id as number));
    expect(row).toMatchObject({
      consultationId: id,
      reporterId: user.id,
      reportedId: astro.id,
      reason: 'fear_selling',
      text: 'He said my family is cursed unless I pay ₹51,000.',
      status: 'open',
    });
    expect(row!.lastMessageId).not.toBeNull();
    expect(await call(user, 'POST', `/api/consultations/${id}/report`, { reason: 'other' })).toMatchObject({
      status: 409,
      body: { code: 'report_exists', message: SAFETY_MESSAGES.reportExists },
    });
    // The astrologer reports the user: the other side.
    const back = await call(astro, 'POST', `/api/consultations/${id}/report`, { reason: 'harassment' });
    expect(back.status).toBe(201);
    const [theirs] = await t.db.select().from(consultationReports).where(eq(consultationReports.id, back.body.report_id as number));
    expect(theirs).toMatchObject({ reporterId: astro.id, reportedId: user.id, text: '' });
    // Someone else's consultation is not found; a reason is required.
    const outsider = await fundedUser(t, 0);
    expect(await call(outsider, 'POST', `/api/consultations/${id}/report`, { reason: 'other' })).toMatchObject({
      status: 404,
      body: { code: 'consultation_not_found', message: CONSULT_MESSAGES.consultationNotFound },
    });
    expect(await call(user, 'POST', `/api/consultations/${id}/report`, { reason: 'rude' })).toMatchObject({
      status: 400,
      body: { message: SAFETY_MESSAGES.reasonInvalid },
    });
    expect((await call(null, 'POST', `/api/consultations/${id}/report`, { reason: 'other' })).status).toBe(401);
  });
});

describe('blocks', () => {
  it("a user's block, with the report: the astrologer leaves their directory and cannot be requested or waited for; lifting it undoes that", async () => {
    const { astro, user } = await pair();
    const id = await endedChat(astro, user);
    expect(await directoryHas(user, astro)).toBe(true);
    expect((await call(user, 'POST', `/api/consultations/${id}/report`, { reason: 'explicit', block: true })).status).toBe(201);

    expect(await directoryHas(user, astro)).toBe(false);
    expect(await directoryHas(null, astro)).toBe(true);
    expect(await directoryHas(await fundedUser(t, 0), astro)).toBe(true);
    const refused = { status: 404, body: { code: 'astrologer_not_found', message: CONSULT_MESSAGES.astrologerNotFound } };
    expect(await call(user, 'POST', '/api/consultations', { astro_id: astro.astroId, type: 'chat' })).toMatchObject(refused);
    expect(await call(user, 'POST', `/api/astrologers/${astro.astroId}/waitlist`, { type: 'chat' })).toMatchObject(refused);

    const blocks = await call(user, 'GET', '/api/blocks');
    expect(blocks.body).toEqual({ blocks: [{ account_id: astro.id, name: `Acharya Block ${n}`, astro_id: astro.astroId, blocked_at: expect.any(String) }] });
    expect(await call(user, 'DELETE', `/api/blocks/${astro.id}`)).toMatchObject({ status: 200, body: { message: SAFETY_MESSAGES.unblocked } });
    expect(await call(user, 'DELETE', `/api/blocks/${astro.id}`)).toMatchObject({ status: 404, body: { code: 'block_not_found' } });
    expect(await directoryHas(user, astro)).toBe(true);
    expect((await call(user, 'POST', '/api/consultations', { astro_id: astro.astroId, type: 'chat' })).status).toBe(201);
  });

  it("an astrologer's block of a user, from the consultation: the user no longer finds or reaches them", async () => {
    const { astro, user } = await pair();
    const id = await endedChat(astro, user);
    expect(await call(astro, 'POST', `/api/consultations/${id}/block`)).toMatchObject({ status: 200, body: { message: SAFETY_MESSAGES.blocked } });
    expect(await directoryHas(user, astro)).toBe(false);
    expect((await call(user, 'POST', '/api/consultations', { astro_id: astro.astroId, type: 'chat' })).status).toBe(404);
    // The user cannot lift the astrologer's block.
    expect((await call(user, 'DELETE', `/api/blocks/${user.id}`)).status).toBe(404);
    expect((await call(user, 'GET', '/api/blocks')).body).toEqual({ blocks: [] });
  });

  it("a user's block from the astrologer's page, without a consultation", async () => {
    const { astro, user } = await pair();
    expect(await call(user, 'POST', `/api/astrologers/${astro.astroId}/block`)).toMatchObject({ status: 200, body: { message: SAFETY_MESSAGES.blocked } });
    expect(await directoryHas(user, astro)).toBe(false);
    expect((await call(user, 'POST', '/api/astrologers/999999/block')).status).toBe(404);
    expect((await call(astro, 'POST', `/api/astrologers/${astro.astroId}/block`)).status).toBe(403);
  });
});
