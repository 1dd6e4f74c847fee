// The admin's moderation queue (docs/decisions/safety.md): the open reports and flags, a report's transcript around
// the reported moment (each look written to the audit log), and the actions, each written to the log in its own
// transaction: dismissing a report, resolving a flag, warning the reported account, refunding the consultation through
// the money module, suspending an account (its open sessions ended fairly) and reinstating it. The log is only ever
// inserted into; the database refuses any change to it.
import type { MaskKind } from '@app/contracts/safety';
import {
  MODERATION_MESSAGES as M,
  type ModerationAuditEntry,
  type ModerationFlag,
  type ModerationReport,
  type ModerationReportDetail,
  type ReportReason,
  type SuspendedAccount,
} from '@app/contracts/safety';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { retryConflicts } from '../../db/db-errors.ts';
import type { BackgroundWork } from '../../lib/background-work.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { translator } from '../../lib/i18n.ts';
import { noticeAddress, type NoticeDelivery } from '../../lib/notice-delivery.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { refundConsultation } from '../admin-consultations/admin-consultations.service.ts';
import { announceStatus, closeSessionsOfSuspended, holdOpenSessions } from '../consultations/consultations.service.ts';
import { returnClaimsOf } from '../free-questions/free-questions.service.ts';
import { moderationNotice } from '../push/push.service.ts';
import * as repo from './moderation.repository.ts';

type Ctx = Pick<AppContext, 'db' | 'dbClock'>;

/** How the queue tells an account it was warned or suspended: a push now, and an e-mail or SMS after the commit. */
export interface ModerationDeps {
  notices: NoticeDelivery;
  background: BackgroundWork;
}

const partyOf = (p: { id: number; name: string; role: string }) => ({ account_id: p.id, name: p.name, role: p.role });

function toReport(row: repo.ReportRow): ModerationReport {
  return {
    report_id: row.r.id,
    consultation_id: row.r.consultationId,
    reason: row.r.reason as ModerationReport['reason'],
    text: row.r.text,
    status: row.r.status as ModerationReport['status'],
    reporter: partyOf(row.reporter),
    reported: partyOf(row.reported),
    reports_against: row.against,
    created_at: row.r.createdAt.toISOString(),
  };
}

function toAudit(row: Awaited<ReturnType<typeof repo.auditLog>>[number]): ModerationAuditEntry {
  return {
    audit_id: row.a.id,
    admin: row.admin,
    action: row.a.action as ModerationAuditEntry['action'],
    report_id: row.a.reportId,
    flag_id: row.a.flagId,
    account_id: row.a.accountId,
    note: row.a.note,
    created_at: row.a.createdAt.toISOString(),
  };
}

export async function queue(ctx: Ctx) {
  const [reports, flags, suspended, audit] = await Promise.all([
    repo.openReports(ctx.db),
    repo.openFlags(ctx.db),
    repo.suspendedAccounts(ctx.db),
    repo.auditLog(ctx.db),
  ]);
  return {
    reports: reports.map(toReport),
    suspended: suspended.map((r) => ({
      account: partyOf(r.account),
      reason: r.s.reason as SuspendedAccount['reason'],
      note: r.s.note,
      since: r.s.createdAt.toISOString(),
    })),
    flags: flags.map(
      (f): ModerationFlag => ({
        flag_id: f.f.id,
        account: partyOf(f.account),
        strikes: f.f.strikes,
        kinds: f.kinds ?? {},
        created_at: f.f.createdAt.toISOString(),
      }),
    ),
    audit: audit.map(toAudit),
  };
}

/** The report and the transcript around it; the look is written to the audit log first. */
export async function reportDetail(ctx: Ctx, admin: SessionUser, id: number): Promise<ModerationReportDetail> {
  const row = await repo.findReport(ctx.db, id);
  if (!row) throw notFound('report_not_found', M.reportNotFound);
  await repo.audit(ctx.db, ctx.dbClock, { adminId: admin.id, action: 'view_report', reportId: id });
  const [messages, audit] = await Promise.all([
    repo.transcriptAround(ctx.db, row.r.consultationId, row.r.lastMessageId),
    repo.auditLog(ctx.db, { reportId: id }),
  ]);
  return {
    report: toReport(row),
    transcript: messages.map((m) => ({
      message_id: m.id,
      sender: m.sender as 'user' | 'astro',
      text: m.text,
      voice_url: m.voiceKey ? `/api/consultations/${m.consultationId}/messages/${m.id}/voice` : null,
      voice_duration_ms: m.voiceKey ? m.voiceDurationMs : null,
      masked: m.masked as MaskKind[],
      created_at: m.createdAt.toISOString(),
    })),
    audit: audit.map(toAudit),
  };
}

export async function dismissReport(ctx: Ctx, admin: SessionUser, id: number, note: string) {
  const closed = await ctx.db.transaction(async (tx) => {
    if (!(await repo.closeReport(tx, id, 'dismissed'))) return false;
    await repo.audit(tx, ctx.dbClock, { adminId: admin.id, action: 'dismiss_report', reportId: id, note });
    return true;
  });
  if (!closed) {
    if (!(await repo.findReport(ctx.db, id))) throw notFound('report_not_found', M.reportNotFound);
    throw conflict('moderation_closed', M.alreadyClosed);
  }
  return { message: M.dismissed };
}

export async function resolveFlag(ctx: Ctx, admin: SessionUser, id: number, note: string) {
  const resolved = await ctx.db.transaction(async (tx) => {
    if (!(await repo.resolveFlag(tx, ctx.dbClock, id))) return false;
    await repo.audit(tx, ctx.dbClock, { adminId: admin.id, action: 'resolve_flag', flagId: id, note });
    return true;
  });
  if (!resolved) {
    if (!(await repo.flagExists(ctx.db, id))) throw notFound('flag_not_found', M.flagNotFound);
    throw conflict('moderation_closed', M.alreadyClosed);
  }
  return { message: M.resolved };
}

/** Closes an open report as actioned and writes the action, in `tx`; refuses a report already dealt with. */
async function actOnReport(
  ctx: Ctx,
  tx: Tx,
  admin: SessionUser,
  id: number,
  action: 'warn' | 'refund',
  note: string,
  accountId?: number,
) {
  if (!(await repo.closeReport(tx, id, 'actioned'))) {
    if (!(await repo.findReport(tx, id))) throw notFound('report_not_found', M.reportNotFound);
    throw conflict('moderation_closed', M.alreadyClosed);
  }
  await repo.audit(tx, ctx.dbClock, {
    adminId: admin.id,
    action,
    reportId: id,
    note,
    ...(accountId !== undefined && { accountId }),
  });
}

/** Tells the account of a warning or a suspension: a push now, an e-mail (or SMS) in its language in the background. */
function tell(
  ctx: Pick<AppContext, 'db' | 'push' | 'config' | 'now'>,
  deps: ModerationDeps,
  account: { id: number; role: string; email: string | null; phone: string | null; locale: string | null },
  action: 'warn' | 'suspend',
  note: string,
) {
  ctx.push.notify([account.id], moderationNotice(action, account.role));
  deps.background.run(
    'Could not tell the account of a moderation action by e-mail or SMS',
    { account_id: account.id, action },
    async () => {
      const address = noticeAddress(account);
      if (!address) return;
      const { locale, ...to } = address;
      const t = translator(locale, 'notices');
      const at = (path: string) => (ctx.config.PUBLIC_URL ? new URL(path, ctx.config.PUBLIC_URL).href : path);
      const words = {
        link: at('/terms-conditions'),
        contact: at('/contact'),
        note: note ? t('moderation.noteLine', { note }) : '',
      };
      const subject = t(action === 'warn' ? 'moderation.warnSubject' : 'moderation.suspendSubject');
      await deps.notices.send(
        {
          ...to,
          subject,
          text: t(action === 'warn' ? 'moderation.warnText' : 'moderation.suspendText', words),
        },
        ctx.now(),
      );
    },
  );
}

/** Warns the reported account: the report is actioned, the warning audited, and the account told. */
export async function warnReported(ctx: AppContext, deps: ModerationDeps, admin: SessionUser, id: number, note: string) {
  const account = await ctx.db.transaction(async (tx) => {
    const report = await repo.findReport(tx, id);
    if (!report) throw notFound('report_not_found', M.reportNotFound);
    await actOnReport(ctx, tx, admin, id, 'warn', note, report.reported.id);
    return repo.findAccount(tx, report.reported.id);
  });
  if (account) tell(ctx, deps, account, 'warn', note);
  return { message: M.warned };
}

/**
 * Refunds the reported consultation to its user through the money module (all that is left, or `amount` rupees), with
 * the report actioned and the refund audited (with the user refunded) in the refund's own transaction. Only the
 * user's report is refunded.
 */
export async function refundReported(ctx: AppContext, admin: SessionUser, id: number, body: { note: string; amount?: number | undefined }) {
  const report = await repo.findReport(ctx.db, id);
  if (!report) throw notFound('report_not_found', M.reportNotFound);
  if ((await repo.reportConsultationUser(ctx.db, id)) !== report.reporter.id) throw conflict('refund_user_only', M.refundUserOnly);
  const reason = body.note || 'Refund after a report';
  await refundConsultation(ctx, report.r.consultationId, { amount: body.amount, reason }, admin.id, (tx) =>
    actOnReport(ctx, tx, admin, id, 'refund', body.note, report.reporter.id),
  );
  return { message: M.refundedFromQueue };
}

/**
 * Suspends an account (docs/decisions/safety.md), in one transaction: the open sessions' rows first (the order the
 * minute clock and a charge take them in, before the account's rows), then the account's rows, then the suspension,
 * the report or flag it answers (it must be about this account) closed, the audit row, the account's open sessions
 * ended fairly and an astrologer's claimed free questions back in the queue. PostgreSQL's deadlock victim runs again.
 * Then the participants, the directory and the account are told; a failure to tell is logged, the suspension stands.
 */
export async function suspendAccount(
  ctx: AppContext,
  deps: ModerationDeps,
  admin: SessionUser,
  accountId: number,
  body: { reason: ReportReason; note: string; report_id?: number | undefined; flag_id?: number | undefined },
) {
  const { account, announce } = await retryConflicts(() =>
    ctx.db.transaction(async (tx) => {
      await holdOpenSessions(ctx, tx, accountId);
      const locked = await repo.lockAccount(tx, accountId);
      if (!locked) throw notFound('account_not_found', M.accountNotFound);
      if (locked.role === 'admin') throw badRequest('not_suspendable', M.adminNotSuspendable);
      if (!(await repo.insertSuspension(tx, ctx.dbClock, { accountId, reason: body.reason, note: body.note, suspendedBy: admin.id }))) {
        throw conflict('already_suspended', M.alreadySuspended);
      }
      if (body.report_id !== undefined && !(await repo.closeReport(tx, body.report_id, 'actioned', accountId))) {
        throw (await repo.findReport(tx, body.report_id)) ? conflict('moderation_closed', M.alreadyClosed) : notFound('report_not_found', M.reportNotFound);
      }
      if (body.flag_id !== undefined && !(await repo.resolveFlag(tx, ctx.dbClock, body.flag_id, accountId))) {
        throw (await repo.flagExists(tx, body.flag_id)) ? conflict('moderation_closed', M.alreadyClosed) : notFound('flag_not_found', M.flagNotFound);
      }
      await repo.audit(tx, ctx.dbClock, {
        adminId: admin.id,
        action: 'suspend',
        accountId,
        reportId: body.report_id,
        flagId: body.flag_id,
        note: body.note,
      });
      const astroId = locked.role === 'astro' ? await repo.astrologerIdOf(tx, accountId) : null;
      if (astroId !== null) await returnClaimsOf(tx, astroId);
      return { account: locked, announce: await closeSessionsOfSuspended(ctx, tx, accountId) };
    }),
  );
  deps.background.run('Could not tell the participants of a suspension', { account_id: accountId }, announce);
  tell(ctx, deps, account, 'suspend', body.note);
  return { message: M.suspended };
}

/** Lifts an account's suspension, audited; an astrologer's console hears of it and may go online again. */
export async function reinstateAccount(ctx: AppContext, admin: SessionUser, accountId: number, note: string) {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.liftSuspension(tx, ctx.dbClock, accountId, admin.id))) throw conflict('not_suspended', M.notSuspended);
    await repo.audit(tx, ctx.dbClock, { adminId: admin.id, action: 'reinstate', accountId, note });
  });
  const astroId = await repo.astrologerIdOf(ctx.db, accountId);
  if (astroId !== null) await announceStatus(ctx, astroId);
  return { message: M.reinstated };
}
