// "Download my data": a JSON file of everything held about the caller, and nothing about anyone else.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExport, type AccountExport } from '@app/contracts/account';
import { useTestApp } from '../../test/app.ts';
import { personWithEverything, type Person } from './account.fixture.ts';

describe('the data download', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'jk-export-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const t = useTestApp(() => ({ DATA_DIR: dataDir }));

  let a: Person;
  let b: Person;
  beforeAll(async () => {
    a = await personWithEverything(t);
    b = await personWithEverything(t);
  });

  const download = (who: Person) => t.app.inject({ method: 'GET', url: '/api/account/export', headers: who.account.headers });

  it("holds the caller's rows of every kind, as a private attachment", async () => {
    const res = await download(a);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const data = accountExport.parse(res.json()) as AccountExport;
    expect(data.account).toMatchObject({ user_id: a.account.id, email: a.account.email, phone: a.account.phone, name: a.name });
    expect(data.profile).toMatchObject({ name: a.name, date_of_birth: '1990-05-17' });
    expect(data.addresses).toHaveLength(1);
    expect(data.cart).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect(data.orders.map((o) => o.order_id)).toEqual([a.orderId]);
    expect(data.orders[0]!.lines).toHaveLength(1);
    expect(data.invoices.map((i) => i.order_id)).toContain(a.orderId);
    expect(data.wallet.balance).toBe(490);
    expect(data.wallet.recharges.map((r) => r.recharge_id)).toEqual([a.rechargeId]);
    expect(data.wallet.entries.map((e) => e.type)).toEqual(['recharge', 'consultation']);
    expect(data.consultations.map((c) => c.consultation_id)).toEqual([a.consultationId]);
    const messages = data.consultations[0]!.messages;
    expect(messages.map((m) => m.message_id).sort()).toEqual([...a.messageIds].sort());
    expect(messages.find((m) => m.voice)?.voice).toMatchObject({ mime: 'audio/webm', url: expect.stringMatching(/^\/api\/consultations\/\d+\/messages\/\d+\/voice$/) });
    expect(data.reviews).toEqual([expect.objectContaining({ consultation_id: a.consultationId, stars: 4 })]);
    expect(data.free_questions.map((q) => q.question_id)).toEqual([a.questionId]);
    expect(data.kundli).toMatchObject({ name: a.name });
    expect(data.push_subscriptions).toEqual([expect.objectContaining({ endpoint: `https://push.example.org/${a.tag}` })]);
    expect(JSON.stringify(data.push_subscriptions)).not.toMatch(/p256dh|auth-/);
    expect(data.astrologer).toBeNull();
  });

  it("holds nothing of another person's", async () => {
    const text = (await download(a)).body;
    for (const needle of [b.account.email, b.account.phone, b.name, b.tag, b.gatewayOrderId, b.astro.email]) {
      expect(text, needle).not.toContain(needle);
    }
    const data = (await download(a)).json<AccountExport>();
    expect(data.orders.map((o) => o.order_id)).not.toContain(b.orderId);
    expect(data.consultations.map((c) => c.consultation_id)).not.toContain(b.consultationId);
    expect(data.consultations.flatMap((c) => c.messages.map((m) => m.message_id)).filter((id) => b.messageIds.includes(id))).toEqual([]);
    expect(data.free_questions.map((q) => q.question_id)).not.toContain(b.questionId);
    expect(data.wallet.recharges.map((r) => r.recharge_id)).not.toContain(b.rechargeId);
  });

  it("gives an astrologer their profile, wallet ledger, payouts and published hours", async () => {
    const hours = { weekly: [[], [{ start: '10:00', end: '12:30' }], [], [], [], [], []], exceptions: [], prices: { call: 15, video: null } };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/console/hours', headers: a.astro.headers, payload: hours });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: a.astro.headers });
    expect(res.statusCode).toBe(200);
    const data = res.json<AccountExport>();
    expect(data.account.role).toBe('astro');
    expect(data.astrologer).toMatchObject({ astro_id: a.astro.astroId, wallet: expect.any(Number) });
    // The minute earned and the free question's fee.
    expect(data.astrologer!.ledger.map((e) => e.type).sort()).toEqual(['earning', 'free_question']);
    expect(data.astrologer!.hours).toEqual(hours);
    expect(JSON.stringify(data)).not.toContain(a.account.email);
  });

  it('is for a signed-in user or astrologer only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
  });
});
