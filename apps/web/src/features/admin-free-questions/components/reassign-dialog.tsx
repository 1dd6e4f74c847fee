// Reassigning an unanswered free question: to a verified astrologer, who gets a fresh deadline, or back to the queue.
import type { AdminQuestion } from '@app/contracts/free-questions';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { messageOf } from '../../../lib/error-message.ts';
import { useReassignFreeQuestion } from '../api/reassign-free-question.ts';
import { useVerifiedAstrologers } from '../api/get-verified-astrologers.ts';

export const REASSIGN_FAILED = 'Could not reassign the question. Please try again.';
const QUEUE = 'queue';

export function ReassignDialog({ question, onClose }: { question: AdminQuestion | null; onClose: () => void }) {
  return (
    <Modal open={question !== null} onClose={onClose} title="Reassign this question">
      {/* Keyed, so each question opens with nothing chosen. */}
      {question && <ReassignForm key={question.question_id} question={question} onClose={onClose} />}
    </Modal>
  );
}

function ReassignForm({ question: q, onClose }: { question: AdminQuestion; onClose: () => void }) {
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
        onError: (error) => toast.error(messageOf(error, REASSIGN_FAILED)),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-xl bg-parchment p-3 text-sm">
        <p className="font-semibold break-words text-night-950">“{q.question}”</p>
        <p className="mt-1 text-night-700">
          {q.user_name} · now {q.astrologer_name ? `with ${q.astrologer_name}` : 'in the queue'}
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-semibold text-night-900">
          Give it to
        </label>
        <select
          id={selectId}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          className="min-h-11 w-full rounded-xl border border-night-200 bg-white px-3 text-base text-night-950"
        >
          <option value="" disabled>
            {astrologers.isPending ? 'Loading astrologers…' : 'Choose…'}
          </option>
          <option value={QUEUE}>Back to the queue</option>
          {astrologers.data?.map((a) => (
            <option key={a.astro_id} value={a.astro_id}>
              {a.name} (Token {a.token_no})
            </option>
          ))}
        </select>
        {astrologers.isError && <p className="text-sm text-red-700">Could not load the astrologers; the queue is still a choice.</p>}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={reassign.isPending}>
          Cancel
        </Button>
        <Button onClick={confirm} loading={reassign.isPending} disabled={choice === ''}>
          {choice === QUEUE ? 'Send back to the queue' : 'Reassign'}
        </Button>
      </div>
    </div>
  );
}
