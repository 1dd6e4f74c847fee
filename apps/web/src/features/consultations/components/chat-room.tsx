// An active session: the other party, the running time and cost, End (confirmed), the conversation and the
// composer; the user's low-balance warning; the astrologer's view of the user's birth details.
import { SOCKET_EVENTS } from '@app/contracts/consultations';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useOnSocketConnect, useSocketEvent } from '../../../lib/socket.ts';
import { getBalance } from '../api/consultations.ts';
import { formatClock, secondsBetween } from '../clock.ts';
import type { LiveConsultation } from '../use-consultation.ts';
import type { useMessages } from '../use-messages.ts';
import { useServerNow } from '../use-now.ts';
import { isLowBalance, LowBalanceWarning } from './low-balance.tsx';
import { AwaitingReply, MeterLine } from './meter.tsx';
import { Composer } from './composer.tsx';
import { ConnectionNotice } from './connection-notice.tsx';
import { MessageList } from './message-list.tsx';
import { PartyAvatar } from './party-avatar.tsx';
import { ReportButton } from './report-sheet.tsx';
import { UserDetails } from './user-details.tsx';
import { UserKundliSection } from './user-kundli.tsx';

export const BALANCE_KEY = ['wallet', 'balance'] as const;
/** On a phone the kundli folds under the details and scrolls within itself, leaving the chat its room. */
const KUNDLI_SECTION =
  'max-h-[45dvh] overflow-y-auto border-b border-night-100 bg-night-50/60 px-3 py-2 text-sm sm:px-4';

interface Props {
  consultation: LiveConsultation;
  viewerIsUser: boolean;
  room: ReturnType<typeof useMessages>;
  ending: boolean;
  onEnd: () => void;
}

/** The user's wallet balance in rupees, kept current by the socket while the session runs. */
export function useBalance(enabled: boolean, updatedAt: string) {
  const queryClient = useQueryClient();
  const balance = useQuery({
    queryKey: BALANCE_KEY,
    queryFn: ({ signal }) => getBalance(signal),
    enabled,
    staleTime: 0,
  });
  useSocketEvent<{ balance: number }>(SOCKET_EVENTS.wallet, (payload) => {
    if (!enabled) return;
    if (typeof payload?.balance === 'number') queryClient.setQueryData(BALANCE_KEY, payload.balance);
    else void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
  });
  // Charges made while the socket was down are read on reconnecting.
  useOnSocketConnect(() => {
    if (enabled) void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
  });
  // Each update of the session (a minute charged) may have moved the balance.
  useEffect(() => {
    if (enabled) void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
  }, [enabled, updatedAt, queryClient]);
  return balance.data;
}

/**
 * Sizes the room to the screen below the site's sticky header (whose height changes with the width), so the list
 * scrolls inside and the composer stays at the bottom; dvh follows a phone's browser bars and keyboard.
 */
function useFillScreen() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const fit = () => {
      const header = document.querySelector('body header');
      const top = header instanceof HTMLElement ? header.offsetHeight : 0;
      el.style.height = `calc(100dvh - ${top}px)`;
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, []);
  return ref;
}

export function ChatRoom({ consultation: c, viewerIsUser, room, ending, onEnd }: Props) {
  const { t } = useT('consult');
  const [confirming, setConfirming] = useState(false);
  const box = useFillScreen();
  const now = useServerNow(c.offset);
  const elapsed = c.started_at ? secondsBetween(c.started_at, now) : 0;
  const balance = useBalance(viewerIsUser, `${c.server_time}|${c.billed_minutes}`);
  const other = viewerIsUser ? c.astro_name : c.user_name;
  const low = viewerIsUser && balance !== undefined && isLowBalance(balance, c);

  return (
    <div
      ref={box}
      className="mx-auto flex h-[calc(100dvh-4.25rem)] max-w-4xl min-w-0 flex-1 flex-col overflow-hidden bg-night-50/40 md:border-x md:border-night-100"
    >
      <header className="flex items-center gap-3 border-b border-night-100 bg-white px-3 py-2 sm:px-4">
        <PartyAvatar src={viewerIsUser ? c.astro_image : undefined} name={other} />
        <div className="min-w-0 flex-1">
          <h1 className="truncate font-semibold text-night-950">{other}</h1>
          <p className="text-sm text-night-700">
            <span className="sr-only">{t('chat.time')}</span>
            <span className="tabular-nums" data-testid="elapsed">
              {formatClock(elapsed)}
            </span>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">{t('chat.costSoFar')}</span>
            <span data-testid="cost">{formatRupees(c.amount)}</span>
            <span className="hidden sm:inline"> ({t('perMinute', { price: formatRupees(c.rate) })})</span>
          </p>
          {viewerIsUser && <MeterLine c={c} balance={balance} className="text-night-700" />}
        </div>
        <ReportButton consultationId={c.consultation_id} otherName={other} />
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)} loading={ending}>
          {t('chat.end')}
        </Button>
      </header>
      <ConnectionNotice kind="chat" />
      {!c.started_at && <AwaitingReply c={c} viewerIsUser={viewerIsUser} now={now} />}
      {low && <LowBalanceWarning c={c} />}
      {!viewerIsUser && <UserDetails id={c.consultation_id} />}
      {!viewerIsUser && <UserKundliSection id={c.consultation_id} className={KUNDLI_SECTION} />}
      <MessageList
        messages={room.messages}
        outgoing={room.outgoing}
        own={viewerIsUser ? 'user' : 'astro'}
        otherName={other}
        onRetry={room.retry}
        className="min-h-0 flex-1"
      />
      {room.error && (
        <p className="bg-red-50 px-3 py-1 text-sm text-red-800" role="status">
          {room.error}
        </p>
      )}
      <Composer
        disabled={ending}
        onSend={(text) => room.send(text)}
        onVoice={(blob, durationMs) => room.send('', { blob, durationMs })}
      />
      <Modal open={confirming} onClose={() => setConfirming(false)} title={t('chat.confirmTitle')}>
        <p className="text-night-800">
          {t('chat.confirmText', { time: formatClock(elapsed), amount: formatRupees(c.amount) })}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            {t('chat.keepChatting')}
          </Button>
          <Button
            onClick={() => {
              setConfirming(false);
              onEnd();
            }}
          >
            {t('chat.confirmEnd')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
