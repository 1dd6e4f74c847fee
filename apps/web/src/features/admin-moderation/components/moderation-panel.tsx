// Moderation: the open reports (who reported whom, why, in their words) and the accounts flagged by the safety
// filter; a report opens its transcript around the reported moment (the server writes each look to the audit log) and
// is dismissed, or its reported account warned or suspended, or the consultation refunded to the user who reported it;
// a flag is resolved, or its account suspended; suspended accounts are reinstated; each with a note, and the audit
// log's latest entries below (docs/decisions/safety.md).
import type { ModerationFlag, ModerationReport, ReportReason, SuspendedAccount } from '@app/contracts/safety';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { PanelMessage } from '../../../components/ui/admin-panel.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { VoicePlayer } from '../../../components/voice-player.tsx';
import { useLogError } from '../../../hooks/use-log-error.ts';
import { messageOf } from '../../../lib/error-message.ts';
import { formatMediumDateTime } from '../../../lib/format.ts';
import { tNow, useT } from '../../../lib/i18n.tsx';
import { useMessageWords } from '../../../lib/message-words.ts';
import {
  dismissReport,
  moderationKey,
  refundReported,
  reinstateAccount,
  resolveFlag,
  suspendAccount,
  useModerationQueue,
  useReportDetail,
  warnReported,
} from '../api/moderation.ts';

/** One of a card's actions: its button, and the request it makes with the card's note. */
interface Action {
  label: string;
  act: (note: string) => Promise<{ message: string }>;
  /** An action that cannot be taken back in a click (a suspension, a refund) asks once more, with these words. */
  confirm?: string;
  tone?: 'danger';
}

/** The card's note and its actions; an action's answer is toasted and the queue read again. */
function NoteAndAct({ actions, onDone }: { actions: Action[]; onDone: () => void }) {
  const { t } = useT('admin');
  const tm = useMessageWords();
  const id = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  async function run(action: Action) {
    if (action.confirm && confirming !== action.label) {
      setConfirming(action.label);
      return;
    }
    setConfirming(null);
    setBusy(action.label);
    try {
      toast.success(tm((await action.act(note)).message));
      onDone();
    } catch (error) {
      toast.error(messageOf(error, tNow('admin:moderation.failed')));
    } finally {
      setBusy(null);
    }
  }
  return (
    <div className="mt-3 flex flex-col gap-2">
      <div className="min-w-0">
        <label htmlFor={id} className="block text-xs font-semibold text-night-800">
          {t('moderation.note')}
        </label>
        <input
          id={id}
          aria-describedby={`${id}-hint`}
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
          className="mt-1 w-full rounded-lg border border-night-200 px-3 py-2 text-sm"
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-night-700">
          {t('moderation.noteHint')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action.label}
            size="sm"
            variant="outline"
            className={action.tone === 'danger' ? 'border-red-300 text-red-800 hover:border-red-600' : undefined}
            loading={busy === action.label}
            disabled={busy !== null && busy !== action.label}
            onClick={() => void run(action)}
          >
            {confirming === action.label ? action.confirm : action.label}
          </Button>
        ))}
      </div>
    </div>
  );
}

function Transcript({ reportId }: { reportId: number }) {
  const { t } = useT('admin');
  const detail = useReportDetail(reportId);
  if (detail.isPending) return <Skeleton className="mt-3 h-24" />;
  if (!detail.data) return <PanelMessage tone="error">{t('moderation.transcriptFailed')}</PanelMessage>;
  const lines = detail.data.transcript;
  return (
    <ol className="mt-3 max-h-72 space-y-1 overflow-y-auto rounded-lg bg-night-50 p-3 text-sm" aria-label={t('moderation.transcript')}>
      {lines.length === 0 && <li className="text-night-700">{t('moderation.noMessages')}</li>}
      {lines.map((m) => (
        <li key={m.message_id}>
          <span className="font-semibold text-night-900">{m.sender === 'astro' ? t('moderation.astrologer') : t('moderation.user')}: </span>
          {m.voice_url ? <VoicePlayer url={m.voice_url} durationMs={m.voice_duration_ms} /> : m.text}
          <span className="ml-2 text-xs text-night-600">{formatMediumDateTime(m.created_at)}</span>
        </li>
      ))}
    </ol>
  );
}

function ReportCard({ report, onDone }: { report: ModerationReport; onDone: () => void }) {
  const { t } = useT('admin');
  const [reading, setReading] = useState(false);
  return (
    <li className="rounded-xl border border-night-100 bg-white p-4" aria-label={t('moderation.reportOf', { name: report.reported.name })}>
      <p className="text-sm text-night-700">
        {t('moderation.reportLine', { reporter: report.reporter.name, reported: report.reported.name, id: report.consultation_id })}
        <span className="ml-2 text-xs">{formatMediumDateTime(report.created_at)}</span>
      </p>
      <p className="mt-1 font-semibold text-night-900">{t(`moderation.reasons.${report.reason}`)}</p>
      {report.text && <p className="mt-1 text-night-800">“{report.text}”</p>}
      {report.reports_against > 1 && <p className="mt-1 text-sm font-semibold text-red-700">{t('moderation.against', { count: report.reports_against })}</p>}
      {reading ? (
        <Transcript reportId={report.report_id} />
      ) : (
        <Button size="sm" variant="outline" className="mt-3" onClick={() => setReading(true)}>
          {t('moderation.read')}
        </Button>
      )}
      <NoteAndAct
        onDone={onDone}
        actions={[
          { label: t('moderation.dismiss'), act: (note) => dismissReport(report.report_id, note) },
          { label: t('moderation.warn', { name: report.reported.name }), act: (note) => warnReported(report.report_id, note) },
          // A refund goes to the user: only a report the user made is refunded from here.
          ...(report.reporter.role === 'user'
            ? [{ label: t('moderation.refund'), confirm: t('moderation.confirmRefund'), act: (note: string) => refundReported(report.report_id, note) }]
            : []),
          {
            label: t('moderation.suspend', { name: report.reported.name }),
            confirm: t('moderation.confirmSuspend', { name: report.reported.name }),
            tone: 'danger',
            act: (note) => suspendAccount(report.reported.account_id, { reason: report.reason, note, report_id: report.report_id }),
          },
        ]}
      />
    </li>
  );
}

/** A flag's reason, should its account be suspended: abuse is harassment, contact details are taking users away. */
const flagReason = (flag: ModerationFlag): ReportReason =>
  (flag.kinds.abuse ?? 0) * 2 > Object.values(flag.kinds).reduce((a, b) => a + b, 0) ? 'harassment' : 'off_platform';

function FlagCard({ flag, onDone }: { flag: ModerationFlag; onDone: () => void }) {
  const { t } = useT('admin');
  const kinds = Object.entries(flag.kinds)
    .map(([kind, n]) => `${t(`moderation.kinds.${kind}`)} × ${n}`)
    .join(', ');
  return (
    <li className="rounded-xl border border-night-100 bg-white p-4" aria-label={t('moderation.flagOf', { name: flag.account.name })}>
      <p className="font-semibold text-night-900">{t('moderation.flagLine', { name: flag.account.name, count: flag.strikes })}</p>
      <p className="mt-1 text-sm text-night-700">
        {kinds} <span className="ml-2 text-xs">{formatMediumDateTime(flag.created_at)}</span>
      </p>
      <NoteAndAct
        onDone={onDone}
        actions={[
          { label: t('moderation.resolve'), act: (note) => resolveFlag(flag.flag_id, note) },
          {
            label: t('moderation.suspend', { name: flag.account.name }),
            confirm: t('moderation.confirmSuspend', { name: flag.account.name }),
            tone: 'danger',
            act: (note) => suspendAccount(flag.account.account_id, { reason: flagReason(flag), note, flag_id: flag.flag_id }),
          },
        ]}
      />
    </li>
  );
}

function SuspendedCard({ suspended, onDone }: { suspended: SuspendedAccount; onDone: () => void }) {
  const { t } = useT('admin');
  const { account } = suspended;
  return (
    <li className="rounded-xl border border-night-100 bg-white p-4" aria-label={t('moderation.suspendedOf', { name: account.name })}>
      <p className="font-semibold text-night-900">
        {t('moderation.suspendedLine', {
          name: account.name,
          role: t(`moderation.roles.${account.role}`, { defaultValue: account.role }),
          since: formatMediumDateTime(suspended.since),
        })}
      </p>
      <p className="mt-1 text-sm text-night-700">
        {t(`moderation.reasons.${suspended.reason}`)}
        {suspended.note && <> · “{suspended.note}”</>}
      </p>
      <NoteAndAct onDone={onDone} actions={[{ label: t('moderation.reinstate'), act: (note) => reinstateAccount(account.account_id, note) }]} />
    </li>
  );
}

/** One of the queue's lists under its heading, or what to say when it is empty. */
function QueueSection({ id, heading, empty, children }: { id: string; heading: string; empty: string; children: ReactNode[] }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-lg font-semibold text-night-900">
        {heading}
      </h3>
      {children.length === 0 ? <PanelMessage>{empty}</PanelMessage> : <ul className="mt-2 space-y-3">{children}</ul>}
    </section>
  );
}

export function ModerationPanel() {
  const { t } = useT('admin');
  const client = useQueryClient();
  const queue = useModerationQueue();
  useLogError(queue.error, 'Fetching the moderation queue');
  const refresh = () => void client.invalidateQueries({ queryKey: moderationKey });
  if (queue.isPending) return <Skeleton className="h-40" />;
  if (!queue.data) return <PanelMessage tone="error">{t('moderation.failedToLoad')}</PanelMessage>;
  const { reports, flags, suspended, audit } = queue.data;
  return (
    <div className="flex flex-col gap-6">
      <QueueSection id="moderation-reports" heading={t('moderation.reports', { count: reports.length })} empty={t('moderation.noReports')}>
        {reports.map((r) => (
          <ReportCard key={r.report_id} report={r} onDone={refresh} />
        ))}
      </QueueSection>
      <QueueSection id="moderation-flags" heading={t('moderation.flags', { count: flags.length })} empty={t('moderation.noFlags')}>
        {flags.map((f) => (
          <FlagCard key={f.flag_id} flag={f} onDone={refresh} />
        ))}
      </QueueSection>
      <QueueSection
        id="moderation-suspended"
        heading={t('moderation.suspended', { count: suspended.length })}
        empty={t('moderation.noSuspended')}
      >
        {suspended.map((s) => (
          <SuspendedCard key={s.account.account_id} suspended={s} onDone={refresh} />
        ))}
      </QueueSection>
      <section aria-labelledby="moderation-audit">
        <h3 id="moderation-audit" className="text-lg font-semibold text-night-900">
          {t('moderation.audit')}
        </h3>
        <p className="text-sm text-night-700">{t('moderation.auditNote')}</p>
        <ol className="mt-2 space-y-1 text-sm" aria-label={t('moderation.audit')}>
          {audit.map((a) => (
            <li key={a.audit_id} className="text-night-800">
              <span className="text-xs text-night-600">{formatMediumDateTime(a.created_at)}</span> {a.admin}:{' '}
              {t(`moderation.actions.${a.action}`, { report: a.report_id, flag: a.flag_id, account: a.account_id })}
              {a.note && <span className="text-night-700"> · “{a.note}”</span>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
