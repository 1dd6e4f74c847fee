// Moderation: the open reports (who reported whom, why, in their words) and the accounts flagged by the safety
// filter; a report opens its transcript around the reported moment (the server writes each look to the audit log) and
// is dismissed with a note; a flag is resolved with a note; the audit log's latest entries below
// (docs/decisions/safety.md).
import type { ModerationFlag, ModerationReport } from '@app/contracts/safety';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
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
import { dismissReport, moderationKey, resolveFlag, useModerationQueue, useReportDetail } from '../api/moderation.ts';

function NoteAndAct({ label, onAct }: { label: string; onAct: (note: string) => Promise<void> }) {
  const { t } = useT('admin');
  const id = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-xs font-semibold text-night-800">
          {t('moderation.note')}
        </label>
        <input
          id={id}
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
          className="mt-1 w-full rounded-lg border border-night-200 px-3 py-2 text-sm"
        />
      </div>
      <Button
        size="sm"
        variant="outline"
        loading={busy}
        onClick={() => {
          setBusy(true);
          void onAct(note).finally(() => setBusy(false));
        }}
      >
        {label}
      </Button>
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
          {m.voice_url ? <VoicePlayer url={m.voice_url} durationMs={null} /> : m.text}
          <span className="ml-2 text-xs text-night-600">{formatMediumDateTime(m.created_at)}</span>
        </li>
      ))}
    </ol>
  );
}

function ReportCard({ report, onDone }: { report: ModerationReport; onDone: () => void }) {
  const { t } = useT('admin');
  const tm = useMessageWords();
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
        label={t('moderation.dismiss')}
        onAct={async (note) => {
          try {
            toast.success(tm((await dismissReport(report.report_id, note)).message));
            onDone();
          } catch (error) {
            toast.error(messageOf(error, tNow('admin:moderation.failed')));
          }
        }}
      />
    </li>
  );
}

function FlagCard({ flag, onDone }: { flag: ModerationFlag; onDone: () => void }) {
  const { t } = useT('admin');
  const tm = useMessageWords();
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
        label={t('moderation.resolve')}
        onAct={async (note) => {
          try {
            toast.success(tm((await resolveFlag(flag.flag_id, note)).message));
            onDone();
          } catch (error) {
            toast.error(messageOf(error, tNow('admin:moderation.failed')));
          }
        }}
      />
    </li>
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
  const { reports, flags, audit } = queue.data;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="moderation-reports">
        <h3 id="moderation-reports" className="text-lg font-semibold text-night-900">
          {t('moderation.reports', { count: reports.length })}
        </h3>
        {reports.length === 0 ? (
          <PanelMessage>{t('moderation.noReports')}</PanelMessage>
        ) : (
          <ul className="mt-2 space-y-3">
            {reports.map((r) => (
              <ReportCard key={r.report_id} report={r} onDone={refresh} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="moderation-flags">
        <h3 id="moderation-flags" className="text-lg font-semibold text-night-900">
          {t('moderation.flags', { count: flags.length })}
        </h3>
        {flags.length === 0 ? (
          <PanelMessage>{t('moderation.noFlags')}</PanelMessage>
        ) : (
          <ul className="mt-2 space-y-3">
            {flags.map((f) => (
              <FlagCard key={f.flag_id} flag={f} onDone={refresh} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="moderation-audit">
        <h3 id="moderation-audit" className="text-lg font-semibold text-night-900">
          {t('moderation.audit')}
        </h3>
        <p className="text-sm text-night-700">{t('moderation.auditNote')}</p>
        <ol className="mt-2 space-y-1 text-sm" aria-label={t('moderation.audit')}>
          {audit.map((a) => (
            <li key={a.audit_id} className="text-night-800">
              <span className="text-xs text-night-600">{formatMediumDateTime(a.created_at)}</span> {a.admin}:{' '}
              {t(`moderation.actions.${a.action}`, { report: a.report_id, flag: a.flag_id })}
              {a.note && <span className="text-night-700"> · “{a.note}”</span>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
