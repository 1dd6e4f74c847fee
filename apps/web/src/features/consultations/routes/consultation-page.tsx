// /consultations/:id: one session as both participants see it, following its status: the request waiting for an
// answer, the chat room while active, and afterwards the summary, the transcript and the user's review.
import { CONSULT_MESSAGES, isMediaSession } from '@app/contracts/consultations';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { NotificationsToggle } from '../../../components/notifications/notifications-toggle.tsx';
import { ApiError } from '../../../lib/api.ts';
import { messageOf } from '../../../lib/error-message.ts';
import { tNow, useT } from '../../../lib/i18n.tsx';
import { isLoggedIn } from '../../../lib/storage.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { actOn, type ConsultationAction } from '../api/consultations.ts';
import { CallRoom } from '../components/call-room.tsx';
import { ChatRoom } from '../components/chat-room.tsx';
import { MessageList } from '../components/message-list.tsx';
import { ReviewForm } from '../components/review-form.tsx';
import { Summary } from '../components/summary.tsx';
import { UserDetails } from '../components/user-details.tsx';
import { UserKundliColumn, UserKundliSection } from '../components/user-kundli.tsx';
import { WaitingPanel } from '../components/waiting-panel.tsx';
import { useConsultation, type LiveConsultation } from '../use-consultation.ts';
import { useMessages } from '../use-messages.ts';
import { useViewerId } from '../use-viewer.ts';

const page = 'mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12';

export function ConsultationPage() {
  const { t } = useT('consult');
  usePageMeta(t('page.metaTitle'));
  if (!isLoggedIn()) return <Navigate to="/login" replace />;
  return <ConsultationScreen />;
}

function ConsultationScreen() {
  const id = Number(useParams().id);
  const session = useConsultation(id);
  const viewer = useViewerId();
  const { t } = useT('consult');
  const [busy, setBusy] = useState<ConsultationAction | null>(null);

  async function act(action: ConsultationAction) {
    setBusy(action);
    try {
      session.accept(await actOn(id, action));
    } catch (error) {
      toast.error(messageOf(error, tNow('consult:page.actionFailed')), {
        toastId: `consult-${action}`,
      });
      void session.refetch();
    } finally {
      setBusy(null);
    }
  }

  const c = session.data;
  if (!c || !viewer) {
    if (!c && (session.isError || !Number.isInteger(id) || id <= 0)) {
      const missing =
        !Number.isInteger(id) ||
        (session.error instanceof ApiError && [403, 404].includes(session.error.status));
      return (
        <div className={page}>
          <div
            role="alert"
            className="mx-auto max-w-lg rounded-2xl border border-red-200 bg-red-50 p-8 text-center"
          >
            <p className="font-semibold text-red-800">
              {missing
                ? messageOf(session.error, CONSULT_MESSAGES.consultationNotFound)
                : t('page.loadFailed')}
            </p>
            <div className="mt-6 flex justify-center gap-3">
              {!missing && (
                <Button variant="outline" onClick={() => void session.refetch()}>
                  {t('page.retry')}
                </Button>
              )}
              <Link to="/consultations" className={buttonClasses('primary')}>
                {t('page.myConsultations')}
              </Link>
            </div>
          </div>
        </div>
      );
    }
    return (
      <div className={`${page} flex justify-center py-24`}>
        <Spinner label={t('page.loading')} className="size-8 text-night-600" />
      </div>
    );
  }

  const viewerIsUser = viewer === String(c.user_id);
  if (c.status === 'requested') {
    return (
      <div className={page}>
        <WaitingPanel
          consultation={c}
          viewerIsUser={viewerIsUser}
          busy={busy}
          onAction={(a) => void act(a)}
        />
        {viewerIsUser && (
          <NotificationsToggle className="mx-auto mt-4 max-w-lg" purpose={t('page.notifyPurpose')} />
        )}
        {!viewerIsUser && (
          <div className="mx-auto mt-4 max-w-lg overflow-hidden rounded-2xl border border-night-100">
            <UserDetails id={c.consultation_id} />
            <UserKundliSection id={c.consultation_id} always className="bg-white px-3 py-2 text-sm sm:px-4" />
          </div>
        )}
      </div>
    );
  }
  return (
    <Room
      key={c.consultation_id}
      consultation={c}
      viewerIsUser={viewerIsUser}
      ending={busy === 'end'}
      onEnd={() => void act('end')}
      onReviewed={() => void session.refetch()}
    />
  );
}

interface RoomProps {
  consultation: LiveConsultation;
  viewerIsUser: boolean;
  ending: boolean;
  onEnd: () => void;
  onReviewed: () => void;
}

/** The active room or the finished session; both read the messages, so they share them. */
function Room({ consultation: c, viewerIsUser, ending, onEnd, onReviewed }: RoomProps) {
  const active = c.status === 'active';
  const room = useMessages(c.consultation_id, { poll: active });
  const { t } = useT('consult');
  // Once the session could be reviewed and was not, the form stays to show its thank-you after the review is saved
  // (the session then says reviewed). A chat becomes reviewable only at its first billed minute, after the room opened.
  const reviewable = viewerIsUser && c.billed_minutes >= 1 && !c.reviewed;
  const [reviewOpen, setReviewOpen] = useState(reviewable);
  if (reviewable && !reviewOpen) setReviewOpen(true);

  if (active && isMediaSession(c.type))
    return <CallRoom consultation={c} viewerIsUser={viewerIsUser} ending={ending} onEnd={onEnd} />;
  if (active)
    return (
      // On a wide screen the astrologer has the user's kundli in a column beside the chat.
      <div className="mx-auto flex max-w-7xl justify-center">
        <ChatRoom consultation={c} viewerIsUser={viewerIsUser} room={room} ending={ending} onEnd={onEnd} />
        {!viewerIsUser && <UserKundliColumn id={c.consultation_id} />}
      </div>
    );

  const showReview = viewerIsUser && c.billed_minutes >= 1 && (!c.reviewed || reviewOpen);
  const other = viewerIsUser ? c.astro_name : c.user_name;
  return (
    <div className={`${page} flex flex-col gap-6`}>
      <Summary consultation={c} viewerIsUser={viewerIsUser} />
      {showReview && (
        <ReviewForm
          id={c.consultation_id}
          astroName={c.astro_name}
          isCall={isMediaSession(c.type)}
          onSaved={onReviewed}
        />
      )}
      {(c.started_at || room.messages.length > 0) && (
        <section
          aria-labelledby="transcript-title"
          className="overflow-hidden rounded-2xl border border-night-100 bg-night-50/40"
        >
          <h2
            id="transcript-title"
            className="border-b border-night-100 bg-white px-4 py-2 font-semibold text-night-900"
          >
            {t('page.transcript')}
          </h2>
          <MessageList
            messages={room.messages}
            own={viewerIsUser ? 'user' : 'astro'}
            otherName={other}
            emptyText={room.loaded ? t('page.noMessagesSent') : t('page.loadingMessages')}
            className="max-h-[60dvh]"
          />
        </section>
      )}
      <Link to="/consultations" className={buttonClasses('outline', 'md', 'self-start')}>
        {t('page.allMine')}
      </Link>
    </div>
  );
}
