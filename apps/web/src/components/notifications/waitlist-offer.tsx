// "It's your turn: <name> is free", wherever a signed-in user is on the site: when the astrologer they wait for is free,
// a prompt with the time left and Start chat (or call), which requests the consultation and opens its room. It also
// keeps the tab's waitlist place current: the `waitlist` socket event, a read on every (re)connect, and a slow poll
// for the estimated wait (docs/decisions/waitlist.md).
import { isMediaSession, SOCKET_EVENTS } from '@app/contracts/consultations';
import { rechargeRupees } from '@app/contracts/tariff';
import type { WaitlistEntry } from '@app/contracts/waitlist';
import { Hourglass } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError } from '../../lib/api.ts';
import { messageOf } from '../../lib/error-message.ts';
import { loadNamespaces, tNow, useT } from '../../lib/i18n.tsx';
import { useOnSocketConnect, useSocketEvent } from '../../lib/socket.ts';
import { leaveWaitlist, offerSecondsLeft, refreshPlace, setPlace, takeTurn, useMyPlace, type Place } from '../../lib/waitlist.ts';
import { Button, buttonClasses } from '../ui/button.tsx';

/** How often a waiting place is read again: the estimated wait moves with the astrologer's session. */
const PLACE_REFRESH_MS = 30_000;

/** "0:42" for 42 seconds. */
export const countdownText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function RechargePrompt({ message, onRecharge }: { message: string; onRecharge: () => void }) {
  return (
    <div>
      <p>{message}</p>
      <button type="button" onClick={onRecharge} className={buttonClasses('primary', 'sm', 'mt-2')}>
        {tNow('waitlist:offer.recharge')}
      </button>
    </div>
  );
}

function OfferPrompt({ place }: { place: Place }) {
  const { t } = useT('waitlist');
  const navigate = useNavigate();
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState<'take' | 'leave' | null>(null);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const seconds = offerSecondsLeft(place, now);
  // Past its time on this clock: the server's round passes it on, and its event closes the place.
  if (seconds <= 0) return null;
  const name = place.astro_name;
  const call = isMediaSession(place.type);

  async function start() {
    setBusy('take');
    try {
      const consultation = await takeTurn(place.entry_id);
      void navigate(`/consultations/${consultation.consultation_id}`);
    } catch (error) {
      const needed = error instanceof ApiError && error.code === 'low_balance' ? error.details.needed_paise : null;
      if (error instanceof ApiError && typeof needed === 'number') {
        const next = encodeURIComponent(`/astrologers/${place.astro_id}`);
        toast.warn(<RechargePrompt message={error.message} onRecharge={() => void navigate(`/wallet?amount=${rechargeRupees(needed)}&next=${next}`)} />, {
          toastId: 'waitlist-recharge',
          autoClose: false,
        });
      } else {
        toast.error(messageOf(error, tNow('waitlist:offer.failed')), { toastId: 'waitlist-take-failed' });
      }
      void refreshPlace();
    } finally {
      setBusy(null);
    }
  }

  async function leave() {
    setBusy('leave');
    try {
      await leaveWaitlist(place.entry_id);
    } catch (error) {
      toast.error(messageOf(error, tNow('waitlist:place.leaveFailed')), { toastId: 'waitlist-leave-failed' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      aria-labelledby="waitlist-offer-title"
      data-testid="waitlist-offer"
      className="fixed inset-x-0 bottom-0 z-40 border-t-4 border-green-600 bg-white px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-2xl sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[26rem] sm:rounded-2xl sm:border sm:border-t-4"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-green-100 text-green-800">
          <Hourglass className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="waitlist-offer-title" className="text-base font-semibold text-night-900" aria-live="assertive">
            {t('offer.title', { name })}
          </h2>
          <p className="mt-1 text-sm text-night-700" data-testid="waitlist-countdown">
            {t('offer.countdown', { time: countdownText(seconds) })}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="md" className="flex-1" loading={busy === 'take'} disabled={busy !== null} onClick={() => void start()}>
          {call ? t('offer.startCall') : t('offer.startChat')}
        </Button>
        <Button variant="outline" size="md" loading={busy === 'leave'} disabled={busy !== null} onClick={() => void leave()}>
          {t('offer.leave')}
        </Button>
      </div>
    </section>
  );
}

export function WaitlistOffer() {
  const place = useMyPlace();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadNamespaces(['waitlist']).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);

  useSocketEvent<WaitlistEntry>(SOCKET_EVENTS.waitlist, (entry) => {
    if (!entry?.entry_id) return;
    setPlace(entry);
    const name = entry.astro_name;
    void loadNamespaces(['waitlist']).then(() => {
      if (entry.status === 'expired') toast.info(tNow('waitlist:offer.passed', { name }), { toastId: `waitlist-passed-${entry.entry_id}` });
      if (entry.status === 'closed') toast.info(tNow('waitlist:offer.closed', { name }), { toastId: `waitlist-closed-${entry.entry_id}` });
    });
  });
  // Whatever happened while the socket was down is read again.
  useOnSocketConnect(() => void refreshPlace());
  const waiting = place !== null;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => void refreshPlace(), PLACE_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [waiting]);

  if (!ready || place?.status !== 'offered') return null;
  return <OfferPrompt key={place.entry_id} place={place} />;
}
