// The admin's moderation queue (docs/decisions/safety.md): the open reports and flags, a report's transcript around
// the reported moment (each look written to the audit log), dismissing a report and resolving a flag (each written
// too), and the audit log read back. The log is only ever inserted into; the database refuses any change to it.
import type { MaskKind } from '@app/contracts/safety';
import {
  MODERATION_MESSAGES as M,
  type ModerationAuditEntry,
  type ModerationFlag,
  type ModerationReport,
  type ModerationReportDetail,
} from '@app/contracts/safety';
import type { AppContext } from '../../app-context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import * as repo from './moderation.repository.ts';

type Ctx = Pick<AppContext, 'db' | 'dbClock'>;

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
    note: row.a.note,
    created_at: row.a.createdAt.toISOString(),
  };
}

export async function queue(ctx: Ctx) {
  const [reports, flags, audit] = await Promise.all([repo.openReports(ctx.db), repo.openFlags(ctx.db), repo.auditLog(ctx.db)]);
  return {
    reports: reports.map(toReport),
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
