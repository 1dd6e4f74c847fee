// A request not yet answered: the user waits with a countdown and may cancel; the astrologer accepts or declines.
import { CONSULT_MESSAGES } from '@app/contracts/consultations';
import { Hourglass } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { formatClock, secondsBetween } from '../clock.ts';
import type { LiveConsultation } from '../use-consultation.ts';
import { useServerNow } from '../use-now.ts';
import { PartyAvatar } from './party-avatar.tsx';

interface Props {
  consultation: LiveConsultation;
  viewerIsUser: boolean;
  busy: string | null;
  onAction: (action: 'cancel' | 'accept' | 'decline') => void;
}

function waitingTitle(c: LiveConsultation, viewerIsUser: boolean): string {
  if (c.type === 'call') return viewerIsUser ? `Calling ${c.astro_name}…` : `${c.user_name} is calling`;
  return viewerIsUser ? `Waiting for ${c.astro_name} to accept` : `${c.user_name} wants to chat`;
}

export function WaitingPanel({ consultation: c, viewerIsUser, busy, onAction }: Props) {
  const now = useServerNow(c.offset);
  const left = secondsBetween(now, c.accept_by);
  const other = viewerIsUser ? c.astro_name : c.user_name;
  return (
    <section
      aria-labelledby="waiting-title"
      className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-night-100 bg-white p-6 text-center shadow-sm sm:p-8"
    >
      <PartyAvatar
        src={viewerIsUser ? c.astro_image : undefined}
        name={other}
        className={c.type === 'call' ? 'size-20 animate-pulse' : 'size-20'}
      />
      <h1 id="waiting-title" className="mt-4 font-display text-2xl font-semibold text-night-900">
        {waitingTitle(c, viewerIsUser)}
      </h1>
      <p className="mt-2 text-night-700">
        Rate: <strong>{formatRupees(c.rate)}/min</strong>
      </p>
      <p className="mt-4 flex items-center gap-2 text-night-800" role="timer" aria-live="off">
        <Hourglass className="size-5 text-saffron-700" aria-hidden="true" />
        {left > 0 ? (
          <span>
            {viewerIsUser ? 'The request expires in ' : 'Answer within '}
            <strong className="tabular-nums" data-testid="countdown">
              {formatClock(left)}
            </strong>
          </span>
        ) : (
          <span>{CONSULT_MESSAGES.expired}</span>
        )}
      </p>
      <div className="mt-6 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        {viewerIsUser ? (
          <Button
            variant="outline"
            loading={busy === 'cancel'}
            disabled={busy !== null}
            onClick={() => onAction('cancel')}
          >
            {c.type === 'call' ? 'Cancel call' : 'Cancel request'}
          </Button>
        ) : (
          <>
            <Button
              loading={busy === 'accept'}
              disabled={busy !== null || left <= 0}
              onClick={() => onAction('accept')}
            >
              Accept
            </Button>
            <Button
              variant="outline"
              loading={busy === 'decline'}
              disabled={busy !== null}
              onClick={() => onAction('decline')}
            >
              Decline
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
