// Reassigning an unanswered free question: to a verified astrologer, who gets a fresh deadline, or back to the queue.
import type { AdminQuestion } from '@app/contracts/free-questions';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { messageOf } from '../../../lib/error-message.ts';
import { useReassignFreeQuestion } from '../api/reassign-free-question.ts';
import { useVerifiedAstrologers } from '../api/get-verified-astrologers.ts';
import { useT } from '../../../lib/i18n.tsx';

const QUEUE = 'queue';

export function ReassignDialog({ question, onClose }: { question: AdminQuestion | null; onClose: () => void }) {
  const { t } = useT('adminFreeQuestions');
  return (
    <Modal open={question !== null} onClose={onClose} title={t('reassign.title')}>
      {/* Keyed, so each question opens with nothing chosen. */}
      {question && <ReassignForm key={question.question_id} question={question} onClose={onClose} />}
    </Modal>
  );
}

function ReassignForm({ question: q, onClose }: { question: AdminQuestion; onClose: () => void }) {
  const { t } = useT('adminFreeQuestions');
  const selectId = useId();
  const [choice, setChoice] = useState('');
  const astrologers = useVerifiedAstrologers();
  const reassign = useReassignFreeQuestion();

  const confirm = () =>
    reassign.mutate(
      { id: q.question_id, astrologerId: choice === QUEUE ? null : Number(choice) },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          onClose();
        },
        onError: (error) => toast.error(messageOf(error, t('reassign.failed'))),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-xl bg-parchment p-3 text-sm">
        <p className="font-semibold break-words text-night-950">“{q.question}”</p>
        <p className="mt-1 text-night-700">
          {q.astrologer_name
            ? t('reassign.withAstrologer', { user: q.user_name, astrologer: q.astrologer_name })
            : t('reassign.inQueue', { user: q.user_name })}
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-semibold text-night-900">
          {t('reassign.giveTo')}
        </label>
        <select
          id={selectId}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          className="min-h-11 w-full rounded-xl border border-night-200 bg-white px-3 text-base text-night-950"
        >
          <option value="" disabled>
            {astrologers.isPending ? t('reassign.loadingAstrologers') : t('reassign.choose')}
          </option>
          <option value={QUEUE}>{t('reassign.backToQueue')}</option>
          {astrologers.data?.map((a) => (
            <option key={a.astro_id} value={a.astro_id}>
              {t('reassign.astrologerOption', { name: a.name, token: a.token_no })}
            </option>
          ))}
        </select>
        {astrologers.isError && <p className="text-sm text-red-700">{t('reassign.astrologersFailed')}</p>}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={reassign.isPending}>
          {t('reassign.cancel')}
        </Button>
        <Button onClick={confirm} loading={reassign.isPending} disabled={choice === ''}>
          {choice === QUEUE ? t('reassign.sendToQueue') : t('reassign.confirm')}
        </Button>
      </div>
    </div>
  );
}
