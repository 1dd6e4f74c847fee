// Incoming requests and the session in progress: accept opens the chat room, decline asks first; a waiting request
// sounds, buzzes and shows in the tab's title.
import { BellOff, BellRing } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { messageOf } from '../../../lib/error-message.ts';
import { useAnswerRequest } from '../api/answer-request.ts';
import { useOpenRequests, type OpenRequest } from '../api/get-requests.ts';
import { secondsLeft, useNow } from '../countdown.ts';
import { useRequestAlert } from '../request-alert.ts';
import { DeclineDialog } from './decline-dialog.tsx';
import { RequestCard } from './request-card.tsx';
import { useT } from '../../../lib/i18n.tsx';

const isWaiting = (r: OpenRequest, now: number) =>
  r.consultation.status === 'requested' && secondsLeft(r.consultation.accept_by, r.clockOffsetMs, now) > 0;

export function RequestsSection({ chatOn }: { chatOn: boolean }) {
  const { t } = useT('console');
  const navigate = useNavigate();
  const requests = useOpenRequests();
  const answer = useAnswerRequest();
  const [declining, setDeclining] = useState<OpenRequest | null>(null);
  const list = requests.data ?? [];
  const hasRequested = list.some((r) => r.consultation.status === 'requested');
  const now = useNow(hasRequested);
  const waiting = list.filter((r) => isWaiting(r, now));
  const alert = useRequestAlert(waiting.map((r) => r.consultation.consultation_id));

  const accept = (id: number) => {
    answer.mutate(
      { id, answer: 'accept' },
      {
        onSuccess: (session) => navigate(`/consultations/${session.consultation_id}`),
        onError: (error) => toast.error(messageOf(error, t('requests.answerFailed'))),
      },
    );
  };
  const decline = () => {
    if (!declining) return;
    answer.mutate(
      { id: declining.consultation.consultation_id, answer: 'decline' },
      {
        onSuccess: () => toast.info(t('requests.declined')),
        onError: (error) => toast.error(messageOf(error, t('requests.answerFailed'))),
        onSettled: () => setDeclining(null),
      },
    );
  };

  const incomingVideo = waiting.some((r) => r.consultation.type === 'video');
  const incomingCall = waiting.some((r) => r.consultation.type === 'call');
  return (
    <section aria-labelledby="requests-heading" data-ringing={alert.ringing}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="requests-heading" className="flex items-center gap-2 text-xl font-semibold text-night-900">
          <BellRing className={alert.ringing ? 'size-5 animate-bounce text-saffron-700' : 'size-5 text-saffron-700'} aria-hidden="true" />
          {t('requests.heading')}
        </h2>
        {alert.ringing && (
          <Button variant="outline" size="sm" onClick={alert.silence}>
            <BellOff className="size-4" aria-hidden="true" />
            {t('requests.silence')}
          </Button>
        )}
      </div>
      {alert.ringing && (
        <p role="status" className="mt-2 font-semibold text-saffron-800">
          {incomingVideo ? t('requests.incomingVideo') : incomingCall ? t('requests.incomingCall') : t('requests.incomingChat')}
        </p>
      )}
      <div className="mt-3 flex flex-col gap-4" aria-live="polite">
        {requests.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label={t('requests.loading')} className="size-7 text-night-600" />
          </div>
        ) : list.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-night-200 bg-white p-6 text-center text-night-700">
            {chatOn ? t('requests.empty') : t('requests.switchOn')}
          </p>
        ) : (
          list.map((r) => (
            <RequestCard
              key={r.consultation.consultation_id}
              request={r}
              now={now}
              busy={answer.isPending && answer.variables.id === r.consultation.consultation_id}
              onAccept={() => accept(r.consultation.consultation_id)}
              onDecline={() => setDeclining(r)}
            />
          ))
        )}
      </div>
      <DeclineDialog
        name={declining?.user.name ?? null}
        pending={answer.isPending}
        onConfirm={decline}
        onClose={() => setDeclining(null)}
      />
    </section>
  );
}
