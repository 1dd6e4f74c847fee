// A request not yet answered: the user waits with a countdown and may cancel; the astrologer accepts or declines.
import { CONSULT_MESSAGES, isMediaSession } from '@app/contracts/consultations';
import { Hourglass } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { T, tNow, useT } from '../../../lib/i18n.tsx';
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
  if (c.type === 'video')
    return viewerIsUser
      ? tNow('consult:waiting.videoCalling', { name: c.astro_name })
      : tNow('consult:waiting.isVideoCalling', { name: c.user_name });
  if (c.type === 'call')
    return viewerIsUser
      ? tNow('consult:waiting.calling', { name: c.astro_name })
      : tNow('consult:waiting.isCalling', { name: c.user_name });
  return viewerIsUser
    ? tNow('consult:waiting.waitingFor', { name: c.astro_name })
    : tNow('consult:waiting.wantsChat', { name: c.user_name });
}

export function WaitingPanel({ consultation: c, viewerIsUser, busy, onAction }: Props) {
  const { t } = useT('consult');
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
        className={isMediaSession(c.type) ? 'size-20 animate-pulse' : 'size-20'}
      />
      <h1 id="waiting-title" className="mt-4 font-display text-2xl font-semibold text-night-900">
        {waitingTitle(c, viewerIsUser)}
      </h1>
      <p className="mt-2 text-night-700">
        <T
          ns="consult"
          i18nKey="waiting.rate"
          values={{ price: t('perMinute', { price: formatRupees(c.rate) }) }}
          components={{ 1: <strong /> }}
        />
      </p>
      <p className="mt-4 flex items-center gap-2 text-night-800" role="timer" aria-live="off">
        <Hourglass className="size-5 text-saffron-700" aria-hidden="true" />
        {left > 0 ? (
          <span>
            <T
              ns="consult"
              i18nKey={viewerIsUser ? 'waiting.expiresIn' : 'waiting.answerWithin'}
              values={{ time: formatClock(left) }}
              components={{ 1: <strong className="tabular-nums" data-testid="countdown" /> }}
            />
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
            {isMediaSession(c.type) ? t('waiting.cancelCall') : t('waiting.cancelRequest')}
          </Button>
        ) : (
          <>
            <Button
              loading={busy === 'accept'}
              disabled={busy !== null || left <= 0}
              onClick={() => onAction('accept')}
            >
              {t('waiting.accept')}
            </Button>
            <Button
              variant="outline"
              loading={busy === 'decline'}
              disabled={busy !== null}
              onClick={() => onAction('decline')}
            >
              {t('waiting.decline')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
