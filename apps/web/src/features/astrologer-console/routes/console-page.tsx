// /astrologer/console: the verified astrologer's workplace. Guests go to the astrologer login; anyone the API
// refuses (403) is told the console is for verified astrologers. While shown it keeps the socket open, which is
// what keeps the astrologer online.
import { CONSULT_MESSAGES, SOCKET_EVENTS, type AstroStatus, type ConsoleSummary } from '@app/contracts/consultations';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useOnSocketConnect, useSocketEvent, useSocketState } from '../../../lib/socket.ts';
import { isLoggedIn } from '../../../lib/storage.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useConsoleSummary } from '../api/get-console.ts';
import { CONSOLE_KEYS } from '../api/keys.ts';
import { useSetAvailability } from '../api/set-availability.ts';
import { NotificationsToggle } from '../../../components/notifications/notifications-toggle.tsx';
import { AvailabilityPanel, consoleStatus } from '../components/availability-panel.tsx';
import { unlockRing } from '../request-alert.ts';
import { ConnectionBanner } from '../components/connection-banner.tsx';
import { BookingsSection } from '../components/bookings-section.tsx';
import { EarningsPanel } from '../components/earnings-panel.tsx';
import { FreeQuestionsSection } from '../components/free-questions-section.tsx';
import { HistoryList } from '../components/history-list.tsx';
import { HoursSection } from '../components/hours-section.tsx';
import { RequestsSection } from '../components/requests-section.tsx';
import { WaitlistSection } from '../components/waitlist-section.tsx';
import { useT } from '../../../lib/i18n.tsx';

export const ASTROLOGER_LOGIN = '/astrologer/login';

const page = 'mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10';

function NotAstrologer({ message }: { message: string }) {
  const { t } = useT('console');
  return (
    <div className={page}>
      <div role="alert" className="mx-auto max-w-lg rounded-2xl border border-amber-200 bg-amber-50 p-6 text-center sm:p-8">
        <ShieldAlert className="mx-auto size-10 text-amber-700" aria-hidden="true" />
        <h1 className="mt-3 text-xl font-semibold text-night-900">{message}</h1>
        <p className="mt-2 text-night-800">{t('page.notVerified')}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={ASTROLOGER_LOGIN} className={buttonClasses('primary', 'md')}>
            {t('page.astrologerLogin')}
          </Link>
          <Link to="/" className={buttonClasses('outline', 'md')}>
            {t('page.goHome')}
          </Link>
        </div>
      </div>
    </div>
  );
}

function Console({ summary }: { summary: ConsoleSummary }) {
  const { t } = useT('console');
  const client = useQueryClient();
  const availability = useSetAvailability();
  const connection = useSocketState();
  const refresh = () => void client.invalidateQueries({ queryKey: CONSOLE_KEYS.all });

  useSocketEvent(SOCKET_EVENTS.request, refresh);
  useSocketEvent(SOCKET_EVENTS.consultation, refresh);
  useSocketEvent(SOCKET_EVENTS.waitlistLine, () => void client.invalidateQueries({ queryKey: CONSOLE_KEYS.waitlist }));
  useSocketEvent<{ astro_id: number; status: AstroStatus }>(SOCKET_EVENTS.astrologerStatus, (event) => {
    if (event.astro_id !== summary.astro_id) return;
    client.setQueryData<ConsoleSummary>(CONSOLE_KEYS.summary, (old) => (old ? { ...old, status: event.status } : old));
    // A change the astrologer did not make here (a suspension, another tab) is read in full.
    void client.invalidateQueries({ queryKey: CONSOLE_KEYS.summary });
  });
  // Whatever happened while the socket was down is read again.
  useOnSocketConnect(refresh);

  return (
    <div className={page}>
      <h1 className="font-display text-3xl font-semibold text-night-900">{t('page.title')}</h1>
      <div className="mt-4 flex flex-col gap-4">
        {(connection === 'reconnecting' || connection === 'offline') && <ConnectionBanner state={connection} />}
        <AvailabilityPanel
          status={consoleStatus(summary.status, connection)}
          chat={summary.chat}
          call={summary.call}
          pending={availability.isPending}
          suspension={summary.suspension}
          onChange={(change) => {
            // A click: the moment the browser lets this page make sound, so a later request can ring.
            unlockRing();
            availability.mutate(change);
          }}
        />
        <NotificationsToggle purpose={t('page.notifyPurpose')} />
      </div>
      {/* Phones: requests, earnings, free questions, history, bookings and hours. Desktop: earnings beside the others. */}
      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <RequestsSection chatOn={summary.chat || summary.call} />
          <WaitlistSection />
        </div>
        <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <EarningsPanel summary={summary} />
        </div>
        <div className="min-w-0">
          <FreeQuestionsSection />
        </div>
        <div className="min-w-0">
          <HistoryList />
        </div>
        <div className="min-w-0">
          <BookingsSection />
          <HoursSection />
        </div>
      </div>
    </div>
  );
}

export function ConsolePage() {
  const { t } = useT('console');
  usePageMeta(t('page.metaTitle'));
  const loggedIn = isLoggedIn();
  const summary = useConsoleSummary(loggedIn);

  if (!loggedIn) return <Navigate to={ASTROLOGER_LOGIN} replace />;
  if (summary.isPending) {
    return (
      <div className={`${page} flex justify-center py-24`}>
        <Spinner label={t('page.loading')} className="size-8 text-night-600" />
      </div>
    );
  }
  if (summary.isError) {
    const error = summary.error;
    if (error instanceof ApiError && error.status === 401) return <Navigate to={ASTROLOGER_LOGIN} replace />;
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      return <NotAstrologer message={CONSULT_MESSAGES.astrologersOnly} />;
    }
    return (
      <div className={page}>
        <div role="alert" className="mx-auto max-w-lg rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
          <p className="font-semibold text-red-800">{t('page.loadFailed')}</p>
          <Button variant="outline" className="mt-6" onClick={() => void summary.refetch()}>
            {t('page.retry')}
          </Button>
        </div>
      </div>
    );
  }
  return <Console summary={summary.data} />;
}
