// Report or block the other side of a consultation, from the chat room, the call screen and the summary: a flag
// button opens a sheet with the reasons, room for the user's own words and "also block"; Block alone is one more
// button in it (docs/decisions/safety.md).
import { REPORT_REASONS, REPORT_TEXT_MAX, type ReportReason } from '@app/contracts/safety';
import { useQueryClient } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { messageOf } from '../../../lib/error-message.ts';
import { tNow, useT } from '../../../lib/i18n.tsx';
import { useMessageWords } from '../../../lib/message-words.ts';
import { blockParticipant, reportConsultation } from '../api/consultations.ts';

interface Props {
  consultationId: number;
  /** The other participant's name. */
  otherName: string;
  className?: string;
  /** "icon": the room's header; "text": the summary's line. */
  look?: 'icon' | 'text';
}

export function ReportButton({ consultationId, otherName, className, look = 'icon' }: Props) {
  const { t } = useT('consult');
  const [open, setOpen] = useState(false);
  return (
    <>
      {look === 'icon' ? (
        <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={t('report.open', { name: otherName })} className={className}>
          <Flag className="size-4" aria-hidden="true" />
        </Button>
      ) : (
        <Button variant="outline" size="sm" onClick={() => setOpen(true)} className={className}>
          <Flag className="size-4" aria-hidden="true" />
          {t('report.openText')}
        </Button>
      )}
      {open && <ReportSheet consultationId={consultationId} otherName={otherName} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReportSheet({ consultationId, otherName, onClose }: { consultationId: number; otherName: string; onClose: () => void }) {
  const { t } = useT('consult');
  const tm = useMessageWords();
  const client = useQueryClient();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [block, setBlock] = useState(false);
  const [busy, setBusy] = useState<'report' | 'block' | null>(null);
  const [missing, setMissing] = useState(false);
  const ids = { reasons: useId(), words: useId(), error: useId() };

  async function send() {
    if (!reason) {
      setMissing(true);
      return;
    }
    setBusy('report');
    try {
      const result = await reportConsultation(consultationId, { reason, text, block });
      toast.success(tm(result.message), { toastId: `report-${consultationId}` });
      // A block changes who the directory shows.
      if (block) void client.invalidateQueries({ queryKey: ['astrologers'] });
      onClose();
    } catch (error) {
      toast.error(messageOf(error, tNow('consult:report.failed')), { toastId: `report-failed-${consultationId}` });
    } finally {
      setBusy(null);
    }
  }

  async function blockOnly() {
    setBusy('block');
    try {
      const result = await blockParticipant(consultationId);
      toast.success(tm(result.message), { toastId: `block-${consultationId}` });
      void client.invalidateQueries({ queryKey: ['astrologers'] });
      onClose();
    } catch (error) {
      toast.error(messageOf(error, tNow('consult:report.failed')), { toastId: `block-failed-${consultationId}` });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Modal open onClose={onClose} title={t('report.title', { name: otherName })}>
      <fieldset aria-describedby={missing ? ids.error : undefined}>
        <legend className="text-sm font-semibold text-night-900">{t('report.why')}</legend>
        <div className="mt-2 grid gap-2">
          {REPORT_REASONS.map((r) => (
            <label
              key={r}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-night-200 bg-white px-4 py-2 has-checked:border-saffron-500 has-checked:bg-saffron-50"
            >
              <input
                type="radio"
                name={ids.reasons}
                value={r}
                checked={reason === r}
                onChange={() => {
                  setReason(r);
                  setMissing(false);
                }}
                className="size-4 shrink-0 accent-saffron-600"
              />
              <span className="text-sm font-medium text-night-900">{t(`report.reasons.${r}`)}</span>
            </label>
          ))}
        </div>
        {missing && (
          <p id={ids.error} className="mt-2 text-sm font-medium text-red-700" role="alert">
            {t('report.chooseReason')}
          </p>
        )}
      </fieldset>
      <label htmlFor={ids.words} className="mt-4 block text-sm font-semibold text-night-900">
        {t('report.words')}
      </label>
      <textarea
        id={ids.words}
        value={text}
        maxLength={REPORT_TEXT_MAX}
        onChange={(e) => setText(e.target.value)}
        rows={3}
        className="mt-1 w-full rounded-xl border border-night-200 px-3 py-2 text-sm focus:border-saffron-500 focus:outline-none"
      />
      <label className="mt-3 flex cursor-pointer items-center gap-3 text-sm text-night-900">
        <input type="checkbox" checked={block} onChange={(e) => setBlock(e.target.checked)} className="size-4 accent-saffron-600" />
        {t('report.alsoBlock', { name: otherName })}
      </label>
      <p className="mt-1 text-xs text-night-700">{t('report.blockMeans')}</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => void blockOnly()} loading={busy === 'block'} disabled={busy !== null}>
          {t('report.blockOnly', { name: otherName })}
        </Button>
        <Button onClick={() => void send()} loading={busy === 'report'} disabled={busy !== null}>
          {t('report.send')}
        </Button>
      </div>
    </Modal>
  );
}
