// The admin's moderation queue, on both databases: a report and a flag appear with the accounts they name; reading a
// report shows the transcript around its moment and writes the look to the audit log; dismissing and resolving are
// written too, once; the audit log cannot be changed, not even by a statement of the database's own.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MODERATION_MESSAGES,
  moderationQueue,
  moderationReportDetail,
  type ModerationReportDetail,
} from '@app/contracts/safety';
import { moderationAudit } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { fundedUser, onlineAstrologer, requestChat, sendText, sessionAction } from '../../test/consult-factories.ts';
import { adminAccount, type TestAccount } from '../../test/factories.ts';

const t = useTestApp({ SAFETY_STRIKES: '3' });

async function call(who: TestAccount, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

describe('the moderation queue', () => {
  it('lists a report and a flag, shows the transcript around the report (audited), and closes each once (audited)', async () => {
    const admin = await adminAccount(t.db);
    const astro = await onlineAstrologer(t, { name: 'Acharya Queue' });
    const user = await fundedUser(t, 1000, { name: 'Kiran Rao' });
    const requested = await requestChat(t, user, astro);
    const id = requested.body.consultation_id;
    expect((await sessionAction(t, astro, id, 'accept')).status).toBe(200);
    await sendText(t, astro, id, 'Namaste.');
    await sendText(t, user, id, 'Will my business recover?');
    // The astrologer tries three times to take the user off the platform: masked each time, and flagged.
    await sendText(t, astro, id, 'Call me on 98765 43210 for the remedy');
    await sendText(t, astro, id, 'Or pay at shastriji@ybl');
    await sendText(t, astro, id, 'wa.me/919876543210');
    const reported = await call(user, 'POST', `/api/consultations/${id}/report`, { reason: 'off_platform', text: 'He keeps sending his number.' });
    expect(reported.status).toBe(201);
    const reportId = reported.body.report_id as number;

    const queue = moderationQueue.parse((await call(admin, 'GET', '/api/admin/moderation')).body);
    const report = queue.reports.find((r) => r.report_id === reportId);
    expect(report).toMatchObject({
      consultation_id: id,
      reason: 'off_platform',
      text: 'He keeps sending his number.',
      status: 'open',
      reporter: { account_id: user.id, role: 'user' },
      reported: { account_id: astro.id, name: 'Acharya Queue', role: 'astro' },
      reports_against: 1,
    });
    const flag = queue.flags.find((f) => f.account.account_id === astro.id);
    expect(flag).toMatchObject({ strikes: 3, kinds: { phone: 1, upi: 1, link: 1 }, account: { name: 'Acharya Queue' } });

    // Reading the report: the transcript up to the reported moment, masked as it was delivered; the look is audited.
    const detail = await call(admin, 'GET', `/api/admin/moderation/reports/${reportId}`);
    expect(detail.status).toBe(200);
    const read: ModerationReportDetail = moderationReportDetail.parse(detail.body);
    expect(read.transcript.map((m) => [m.sender, m.text])).toEqual([
      ['astro', 'Namaste.'],
      ['user', 'Will my business recover?'],
      ['astro', 'Call me on •••••• for the remedy'],
      ['astro', 'Or pay at ••••••'],
      ['astro', '••••••'],
    ]);
    expect(read.transcript[2]!.masked).toEqual(['phone']);
    expect(read.audit).toEqual([expect.objectContaining({ action: 'view_report', report_id: reportId })]);

    expect(await call(admin, 'POST', `/api/admin/moderation/reports/${reportId}/dismiss`, { note: 'Warned by phone.' })).toEqual({
      status: 200,
      body: { message: MODERATION_MESSAGES.dismissed },
    });
    expect(await call(admin, 'POST', `/api/admin/moderation/reports/${reportId}/dismiss`, {})).toMatchObject({
      status: 409,
      body: { code: 'moderation_closed' },
    });
    expect((await call(admin, 'POST', '/api/admin/moderation/reports/999999/dismiss', {})).status).toBe(404);
    expect(await call(admin, 'POST', `/api/admin/moderation/flags/${flag!.flag_id}/resolve`, { note: 'Reviewed.' })).toEqual({
      status: 200,
      body: { message: MODERATION_MESSAGES.resolved },
    });
    expect((await call(admin, 'POST', `/api/admin/moderation/flags/${flag!.flag_id}/resolve`, {})).status).toBe(409);

    const after = moderationQueue.parse((await call(admin, 'GET', '/api/admin/moderation')).body);
    expect(after.reports.map((r) => r.report_id)).not.toContain(reportId);
    expect(after.flags.map((f) => f.flag_id)).not.toContain(flag!.flag_id);
    expect(after.audit.filter((a) => a.report_id === reportId || a.flag_id === flag!.flag_id).map((a) => [a.action, a.note])).toEqual([
      ['resolve_flag', 'Reviewed.'],
      ['dismiss_report', 'Warned by phone.'],
      ['view_report', ''],
    ]);

    // Nobody edits the log.
    await expect(t.db.update(moderationAudit).set({ note: 'nothing happened' }).where(eq(moderationAudit.reportId, reportId))).rejects.toThrow();
    await expect(t.db.delete(moderationAudit).where(eq(moderationAudit.reportId, reportId))).rejects.toThrow();
    const kept = await t.db.select({ note: moderationAudit.note }).from(moderationAudit).where(eq(moderationAudit.reportId, reportId));
    expect(kept.map((k) => k.note).sort()).toEqual(['', 'Warned by phone.']);
  });

  it('is the admin’s alone', async () => {
    const user = await fundedUser(t, 0);
    expect((await call(user, 'GET', '/api/admin/moderation')).status).toBe(403);
  });
});
