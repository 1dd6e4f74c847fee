// Free Questions: every question with its status (overdue flagged), who asked, who answered, how long it took and the
// fee; a status filter and pages; a stuck question is reassigned from here. A table on wide screens, cards on phones.
import { FREE_QUESTION_STATUSES, type AdminQuestion, type FreeQuestionStatus } from '@app/contracts/free-questions';
import { useId, useState } from 'react';
import { PanelMessage, TableScroll, tdClass, thClass } from '../../../components/ui/admin-panel.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageNav } from '../../../components/ui/page-nav.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useLogError } from '../../../hooks/use-log-error.ts';
import { formatMediumDateTime, formatRupees } from '../../../lib/format.ts';
import { useAdminFreeQuestions } from '../api/get-free-questions.ts';
import { formatAnswerTime } from '../lib/answer-time.ts';
import { QuestionStatus, STATUS_TEXT } from './question-status.tsx';
import { ReassignDialog } from './reassign-dialog.tsx';
import { useT } from '../../../lib/i18n.tsx';

const when = (value: string | null) => formatMediumDateTime(value) || '—';
const fee = (q: AdminQuestion) => (q.fee === null ? '—' : formatRupees(q.fee));

function ReassignButton({ question: q, onReassign }: { question: AdminQuestion; onReassign: (q: AdminQuestion) => void }) {
  const { t } = useT('adminFreeQuestions');
  if (q.status === 'answered') return <>—</>;
  return (
    <Button size="sm" variant="outline" onClick={() => onReassign(q)} aria-label={t('panel.reassignLabel', { name: q.user_name })}>
      {t('panel.reassign')}
    </Button>
  );
}

function Astrologer({ question: q }: { question: AdminQuestion }) {
  const { t } = useT('adminFreeQuestions');
  if (!q.astrologer_name) return <>—</>;
  return (
    <>
      {q.astrologer_name}
      {q.status === 'claimed' && q.answer_due_at && (
        <span className={cn('block text-xs', q.overdue ? 'font-semibold text-red-700' : 'text-night-700')}>
          {t('panel.due', { time: when(q.answer_due_at) })}
        </span>
      )}
    </>
  );
}

// The question wraps (up to three lines) where every other cell keeps to one line.
const questionTd = `${tdClass.replace('whitespace-nowrap', '')} min-w-48 max-w-64 whitespace-normal`;

/** The table's columns: keys of the adminFreeQuestions catalogue ('' for the actions). */
const HEADINGS = [
  'panel.heading.question',
  'panel.heading.user',
  'panel.heading.asked',
  'panel.heading.status',
  'panel.heading.astrologer',
  'panel.heading.answerTime',
  'panel.heading.fee',
  '',
];

export function FreeQuestionsPanel() {
  const { t } = useT('adminFreeQuestions');
  const filterId = useId();
  const [status, setStatus] = useState<FreeQuestionStatus | null>(null);
  const [page, setPage] = useState(1);
  const [reassigning, setReassigning] = useState<AdminQuestion | null>(null);
  const list = useAdminFreeQuestions(status, page);
  useLogError(list.error, 'Fetching free questions');
  const data = list.data;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={filterId} className="text-sm font-semibold text-night-900">
            {t('panel.filter')}
          </label>
          <select
            id={filterId}
            value={status ?? ''}
            onChange={(event) => {
              setStatus((event.target.value || null) as FreeQuestionStatus | null);
              setPage(1);
            }}
            className="min-h-11 w-56 rounded-xl border border-night-200 bg-white px-3 text-base text-night-950"
          >
            <option value="">{t('panel.all')}</option>
            {FREE_QUESTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(STATUS_TEXT[s])}
              </option>
            ))}
          </select>
        </div>
        {data && <p className="text-sm text-night-700">{t('panel.total', { total: data.total })}</p>}
      </div>
      {list.isPending ? (
        <Skeleton className="h-48" />
      ) : !data ? (
        <PanelMessage tone="error">{t('panel.loadFailed')}</PanelMessage>
      ) : data.questions.length === 0 ? (
        <PanelMessage>{t(`panel.empty.${status ?? 'all'}`)}</PanelMessage>
      ) : (
        <div className={cn(list.isPlaceholderData && 'opacity-60')}>
          <div className="hidden md:block">
            <TableScroll label={t('panel.table')}>
              <table className="w-full">
                <thead>
                  <tr>
                    {HEADINGS.map((h, i) => (
                      <th key={h || i} scope="col" className={thClass}>
                        {h ? t(h) : <span className="sr-only">{t('panel.actions')}</span>}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.questions.map((q) => (
                    <tr key={q.question_id}>
                      <td className={questionTd}>
                        <span className="line-clamp-3 break-words" title={q.question}>
                          {q.question}
                        </span>
                      </td>
                      <td className={tdClass}>{q.user_name}</td>
                      <td className={tdClass}>{when(q.asked_at)}</td>
                      <td className={tdClass}>
                        <QuestionStatus question={q} />
                      </td>
                      <td className={tdClass}>
                        <Astrologer question={q} />
                      </td>
                      <td className={tdClass}>{formatAnswerTime(q.answer_seconds)}</td>
                      <td className={tdClass}>{fee(q)}</td>
                      <td className={tdClass}>
                        <ReassignButton question={q} onReassign={setReassigning} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </div>
          <ul className="flex flex-col gap-3 md:hidden" aria-label={t('panel.list')}>
            {data.questions.map((q) => (
              <li key={q.question_id} className="rounded-xl border border-night-100 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <QuestionStatus question={q} />
                  <span className="text-xs text-night-700">{when(q.asked_at)}</span>
                </div>
                <p className="mt-2 font-semibold break-words text-night-950">{q.question}</p>
                <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                  <dt className="text-night-700">{t('panel.heading.user')}</dt>
                  <dd className="text-night-950">{q.user_name}</dd>
                  <dt className="text-night-700">{t('panel.heading.astrologer')}</dt>
                  <dd className="text-night-950">
                    <Astrologer question={q} />
                  </dd>
                  <dt className="text-night-700">{t('panel.heading.answerTime')}</dt>
                  <dd className="text-night-950">{formatAnswerTime(q.answer_seconds)}</dd>
                  <dt className="text-night-700">{t('panel.heading.fee')}</dt>
                  <dd className="text-night-950">{fee(q)}</dd>
                </dl>
                {q.status !== 'answered' && (
                  <div className="mt-3">
                    <ReassignButton question={q} onReassign={setReassigning} />
                  </div>
                )}
              </li>
            ))}
          </ul>
          <PageNav page={page} totalPages={data.total_pages} onPage={setPage} label={t('panel.pages')} />
        </div>
      )}
      <ReassignDialog question={reassigning} onClose={() => setReassigning(null)} />
    </div>
  );
}
