// A busy astrologer is not a dead end: "Join waitlist" stands where the Chat or Call button would be disabled, and a
// user on this astrologer's list sees their place, the estimated wait and Leave instead. Their turn itself is offered
// by the app's banner, wherever they are (components/notifications/waitlist-offer.tsx).
import { isMediaSession, type ConsultationType, type DirectoryAstrologer } from '@app/contracts/consultations';
import { Hourglass } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button, type ButtonSize } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { ApiError } from '../../../lib/api.ts';
import { messageOf } from '../../../lib/error-message.ts';
import { tNow, useT } from '../../../lib/i18n.tsx';
import { isLoggedIn } from '../../../lib/storage.ts';
import { joinWaitlist, leaveWaitlist, type Place } from '../../../lib/waitlist.ts';
import { ChatButton } from './chat-button.tsx';

type Astrologer = Pick<DirectoryAstrologer, 'astro_id' | 'name' | 'charge' | 'status' | 'call_status'> & { video_charge?: number | null };

interface ChatOrWaitlistProps {
  astrologer: Astrologer;
  kind?: ConsultationType;
  /** The request flow (a guest is sent to sign in; a user sees the request sheet). */
  onChat: () => void;
  loading?: boolean;
  className?: string;
  size?: ButtonSize;
}

/** The Chat (or Call) button, or "Join waitlist" in its place while the astrologer is busy. */
export function ChatOrWaitlist({ astrologer, kind = 'chat', onChat, loading = false, className, size = 'sm' }: ChatOrWaitlistProps) {
  const status = isMediaSession(kind) ? astrologer.call_status : astrologer.status;
  if (status !== 'busy') return <ChatButton astrologer={astrologer} kind={kind} onChat={onChat} loading={loading} className={className} size={size} />;
  return <JoinWaitlistButton astrologer={astrologer} kind={kind} onFree={onChat} className={className} size={size} />;
}

function JoinWaitlistButton({
  astrologer,
  kind,
  onFree,
  className,
  size,
}: {
  astrologer: Astrologer;
  kind: ConsultationType;
  onFree: () => void;
  className?: string;
  size: ButtonSize;
}) {
  const { t } = useT('waitlist');
  const [joining, setJoining] = useState(false);
  const name = astrologer.name;

  async function join() {
    // A guest goes through the request flow, which sends them to sign in.
    if (!isLoggedIn()) return onFree();
    setJoining(true);
    try {
      await joinWaitlist(astrologer.astro_id, kind);
      toast.success(tNow('waitlist:join.joined', { name }), { toastId: 'waitlist-joined' });
    } catch (error) {
      // Free again meanwhile: the ordinary request, straight away.
      if (error instanceof ApiError && error.code === 'waitlist_astrologer_free') onFree();
      else toast.error(messageOf(error, tNow('waitlist:join.failed')), { toastId: 'waitlist-refused' });
    } finally {
      setJoining(false);
    }
  }

  return (
    <Button
      variant={isMediaSession(kind) ? 'secondary' : 'primary'}
      size={size}
      loading={joining}
      onClick={() => void join()}
      className={className}
      aria-label={t(`join.${kind}With`, { name })}
    >
      <Hourglass className="size-4" aria-hidden="true" />
      {t(`join.${kind}`)}
    </Button>
  );
}

/** The user's place on this astrologer's list: the position and wait (or that it is their turn), and Leave. */
export function WaitlistPlace({ place, name, className }: { place: Place; name: string; className?: string }) {
  const { t } = useT('waitlist');
  const [leaving, setLeaving] = useState(false);
  const offered = place.status === 'offered';

  async function leave() {
    setLeaving(true);
    try {
      await leaveWaitlist(place.entry_id);
      toast.info(tNow('waitlist:place.left'), { toastId: 'waitlist-left' });
    } catch (error) {
      toast.error(messageOf(error, tNow('waitlist:place.leaveFailed')), { toastId: 'waitlist-leave-failed' });
    } finally {
      setLeaving(false);
    }
  }

  return (
    <div
      role="group"
      aria-label={t('place.label')}
      data-testid="waitlist-place"
      className={cn(
        'flex items-center gap-3 rounded-xl p-3 text-left ring-1 ring-inset',
        offered ? 'bg-green-50 ring-green-200' : 'bg-saffron-50 ring-saffron-200',
        className,
      )}
    >
      <Hourglass className={cn('size-5 shrink-0', offered ? 'text-green-700' : 'text-saffron-700')} aria-hidden="true" />
      <div className="min-w-0 flex-1" aria-live="polite">
        <p className="text-sm font-semibold text-night-900">
          {offered ? t('place.yourTurn') : t('place.position', { position: place.position ?? 1 })}
        </p>
        {!offered && (
          <p className="text-sm text-night-700">
            {t(`place.${place.type}`)} · {t('place.wait', { count: place.estimated_wait_minutes ?? 1 })}
          </p>
        )}
      </div>
      <Button variant="outline" size="sm" loading={leaving} onClick={() => void leave()} aria-label={t('place.leaveWith', { name })}>
        {t('place.leave')}
      </Button>
    </div>
  );
}
