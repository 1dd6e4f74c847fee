// The ledger audit itself: silent on books the real API wrote, and loud about each kind of damage planted in them.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app.ts';
import { adminAccount } from './factories.ts';
import { acceptedSession, fundedUser, keepConnected, onlineAstrologer, sessionAction, waitForSession } from './consult-factories.ts';
import { auditLedger } from './ledger-audit.ts';
import { answer as answerQuestion, claim as claimQuestion, openQuestion } from '../modules/free-questions/free-questions.fixture.ts';

describe('the ledger audit', () => {
  const t = useTestApp({ CONSULT_MINUTE_S: '1', CONSULT_GRACE_S: '3', CONSULT_ACCEPT_S: '3', CONSULT_TICK_MS: '20', CONSULT_MIN_MINUTES: '1' });

  /** A chat that ran through the real API until `minutes` were billed, then ended by the user. */
  async function endedSession(minutes: number) {
    const astro = await onlineAstrologer(t, { chargeRupees: 7 });
    const user = await fundedUser(t, 500);
    const live = keepConnected(t.db, [user.id, astro.id], 100);
    try {
      const s = await acceptedSession(t, user, astro);
      await waitForSession(t, user, s.consultation_id, (c) => c.billed_minutes >= minutes);
      const ended = await sessionAction(t, user, s.consultation_id, 'end');
      expect(ended.body.status).toBe('ended');
      return { id: s.consultation_id, user, astro, billed: ended.body.billed_minutes };
    } finally {
      await live.stop();
    }
  }

  const exec = (query: ReturnType<typeof sql>) => t.db.execute(query);

  /** What the audit reports after `plant` that it did not before. */
  async function newViolations(plant: () => Promise<unknown>): Promise<string[]> {
    const before = new Set(await auditLedger(t.db));
    await plant();
    return (await auditLedger(t.db)).filter((v) => !before.has(v));
  }

  it('finds nothing in books the API wrote: an ended session, a declined one and a cancelled one', async () => {
    await endedSession(2);
    const astro = await onlineAstrologer(t);
    const user = await fundedUser(t, 500);
    const live = keepConnected(t.db, [user.id, astro.id], 100);
    try {
      for (const action of ['decline', 'cancel'] as const) {
        const req = await t.app.inject({ method: 'POST', url: '/api/consultations', headers: user.headers, payload: { astro_id: astro.astroId, type: 'chat' } });
        expect(req.statusCode).toBe(201);
        const res = await sessionAction(t, action === 'decline' ? astro : user, req.json<{ consultation_id: number }>().consultation_id, action);
        expect(res.status).toBe(200);
      }
    } finally {
      await live.stop();
    }
    expect(await auditLedger(t.db)).toEqual([]);
  });

  it('reports a minute charged twice, on both ledgers, even when the wallets agree with their rows', async () => {
    const s = await endedSession(2);
    const found = await newViolations(async () => {
      // The unique minute indexes would refuse the copy: the damage they guard against needs them gone.
      await exec(sql`drop index user_wallet_entries_minute_key`);
      await exec(sql`drop index wallet_ledger_minute_key`);
      await exec(sql`update user_wallets set balance_paise = balance_paise - 700 where user_id = ${s.user.id}`);
      await exec(sql`insert into user_wallet_entries (user_id, entry_type, amount_paise, balance_after_paise, consultation_id, minute_index)
        select ${s.user.id}, 'consultation', -700, balance_paise, ${s.id}, 0 from user_wallets where user_id = ${s.user.id}`);
      await exec(sql`update astrologers set wallet_paise = wallet_paise + 700 where id = ${s.astro.astroId}`);
      await exec(sql`insert into wallet_ledger (account, astrologer_id, entry_type, amount_paise, consultation_id, minute_index)
        values ('astrologer', ${s.astro.astroId}, 'earning', 700, ${s.id}, 0)`);
    });
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(new RegExp(`consultation ${s.id}: charges are ${s.billed + 1} rows \\(${s.billed} distinct`));
    expect(found[1]).toMatch(new RegExp(`consultation ${s.id}: earnings are ${s.billed + 1} rows \\(${s.billed} distinct`));
  });

  it('reports a wallet that is not the sum of its rows, a negative one, and a balance_after out of step', async () => {
    const s = await endedSession(1);
    const other = await fundedUser(t, 10);
    const found = await newViolations(async () => {
      await exec(sql`update user_wallets set balance_paise = balance_paise + 100 where user_id = ${s.user.id}`);
      await exec(sql`update astrologers set wallet_paise = wallet_paise + 1 where id = ${s.astro.astroId}`);
      await exec(sql`alter table user_wallets drop constraint user_wallets_balance_nonnegative`);
      await exec(sql`update user_wallets set balance_paise = -5 where user_id = ${other.id}`);
      await exec(sql`update user_wallet_entries set balance_after_paise = balance_after_paise + 3
        where id = (select min(id) from user_wallet_entries where user_id = ${other.id})`);
    });
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`user ${s.user.id}: wallet`),
        expect.stringContaining(`astrologer ${s.astro.astroId}: wallet`),
        expect.stringContaining(`user ${other.id}: wallet -5 but ledger sum 1000`),
        expect.stringMatching(new RegExp(`user ${other.id} ledger row \\d+: balance_after 1003`)),
      ]),
    );
    expect(found).toHaveLength(4);
  });

  it('reports a minute charged after the session ended and a minute begun but never charged', async () => {
    const early = await endedSession(3);
    const late = await endedSession(1);
    const found = await newViolations(async () => {
      await exec(sql`update consultations set ended_at = started_at + interval '1500 milliseconds' where id = ${early.id}`);
      await exec(sql`update consultations set ended_at = ended_at + interval '5 seconds' where id = ${late.id}`);
    });
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`consultation ${early.id} (ended): minute 2 charged though it starts at or after the end`),
        expect.stringContaining(`consultation ${late.id}: ended (user)`),
        // The report's duration no longer matches either.
        expect.stringContaining(`consultation ${late.id} (ended, ${late.billed} minutes`),
      ]),
    );
  });

  it('reports money moved for a declined request and a session without its report rows', async () => {
    const s = await endedSession(1);
    const astro = await onlineAstrologer(t, { chargeRupees: 7 });
    const user = await fundedUser(t, 500);
    const live = keepConnected(t.db, [user.id, astro.id], 100);
    const req = await t.app.inject({ method: 'POST', url: '/api/consultations', headers: user.headers, payload: { astro_id: astro.astroId, type: 'chat' } });
    const declined = req.json<{ consultation_id: number }>().consultation_id;
    expect((await sessionAction(t, astro, declined, 'decline')).status).toBe(200);
    await live.stop();
    const found = await newViolations(async () => {
      await exec(sql`update user_wallets set balance_paise = balance_paise - 700 where user_id = ${user.id}`);
      await exec(sql`insert into user_wallet_entries (user_id, entry_type, amount_paise, balance_after_paise, consultation_id, minute_index)
        select ${user.id}, 'consultation', -700, balance_paise, ${declined}, 0 from user_wallets where user_id = ${user.id}`);
      await exec(sql`delete from paid_chats where consultation_id = ${s.id}`);
    });
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`consultation ${declined}: charges are 1 rows`),
        expect.stringContaining(`consultation ${declined} (declined): minute 0 charged`),
        expect.stringContaining(`consultation ${s.id} (ended, ${s.billed} minutes, ${s.billed * 700} paise): 0 paid_chats rows`),
      ]),
    );
  });

  it('accepts refunds the admin made and reports one whose money does not add up', async () => {
    const s = await endedSession(2);
    const admin = await adminAccount(t.db);
    const refund = await t.app.inject({ method: 'POST', url: `/api/admin/consultations/${s.id}/refund`, headers: admin.headers, payload: { amount: 5, reason: 'Connection trouble' } });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await auditLedger(t.db)).toEqual(expect.not.arrayContaining([expect.stringContaining(`consultation ${s.id}`)]));
    const found = await newViolations(() => exec(sql`update consultations set refunded_paise = refunded_paise + 100 where id = ${s.id}`));
    expect(found).toEqual([expect.stringContaining(`consultation ${s.id}: refunded 600, refunds 500`)]);
  });

  it('accepts the fee of a free question answered through the API and reports one paid twice or for an open question', async () => {
    const { id } = await openQuestion(t);
    const astro = await onlineAstrologer(t);
    const paid = await newViolations(async () => {
      expect((await claimQuestion(t, astro, id)).status).toBe(200);
      expect((await answerQuestion(t, astro, id)).status).toBe(200);
    });
    expect(paid).toEqual([]);
    const open = await openQuestion(t);
    const found = await newViolations(async () => {
      // The unique (free_question_id, account) would refuse the copy: the damage it guards against needs it gone.
      await exec(sql`drop index wallet_ledger_free_question_key`);
      for (const q of [id, open.id]) {
        await exec(sql`update astrologers set wallet_paise = wallet_paise + 1000 where id = ${astro.astroId}`);
        await exec(sql`insert into wallet_ledger (account, astrologer_id, entry_type, amount_paise, free_question_id)
          values ('astrologer', ${astro.astroId}, 'free_question', 1000, ${q}), ('platform', null, 'free_question', -1000, ${q})`);
      }
    });
    expect(found).toEqual([
      expect.stringContaining(`free question ${id} (answered, fee 1000, answered by ${astro.astroId}): astrologer rows 2 totalling 2000`),
      expect.stringContaining(`free question ${open.id} (open, fee null, answered by null): astrologer rows 1 totalling 1000`),
    ]);
  });
});
