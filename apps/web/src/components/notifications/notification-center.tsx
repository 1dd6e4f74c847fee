// The in-app form of every notification, for a signed-in account while the site is open (push or not): a toast
// with a link when an astrologer gets a request, a user's consultation is accepted or ends, or an order moves. A
// page that already shows the change (the console, the consultation itself, the orders) gets no toast for it.
import {
  END_REASON_TEXT,
  SOCKET_EVENTS,
  type Consultation,
  type OrderStatusEvent,
} from '@app/contracts/consultations';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { loadNamespaces, tNow } from '../../lib/i18n.tsx';
import { messageNow } from '../../lib/message-words.ts';
import { useSocketEvent } from '../../lib/socket.ts';
import { getUserId } from '../../lib/storage.ts';

/** A change older than this when it arrives is a catch-up, not news. */
const FRESH_MS = 60_000;

export interface Notice {
  id: string;
  text: string;
  action: string;
  to: string;
}

const isFresh = (at: string | null, c: Consultation) =>
  at !== null && Date.parse(c.server_time) - Date.parse(at) < FRESH_MS;

/**
 * What a user hears of their consultation's change; null when there is nothing new to say. The words are in the
 * shown language: the consult catalogue is loaded before a notice is made (NotificationCenter).
 */
export function consultationNotice(c: Consultation, viewerId: string | null): Notice | null {
  if (String(c.user_id) !== viewerId) return null;
  const to = `/consultations/${c.consultation_id}`;
  const id = `consultation-${c.consultation_id}-${c.status}`;
  const name = c.astro_name;
  // Accepted: nothing is billed yet (a call connects, a chat waits for the astrologer's first message).
  if (c.status === 'active' && c.started_at === null && isFresh(c.accepted_at, c)) {
    if (c.type === 'video') return { id, text: tNow('consult:notice.videoAccepted', { name }), action: tNow('consult:notice.joinCall'), to };
    return c.type === 'call'
      ? { id, text: tNow('consult:notice.callAccepted', { name }), action: tNow('consult:notice.joinCall'), to }
      : { id, text: tNow('consult:notice.chatAccepted', { name }), action: tNow('consult:notice.openChat'), to };
  }
  if (!isFresh(c.ended_at, c)) return null;
  const findAnother = tNow('consult:notice.findAnother');
  if (c.status === 'declined') return { id, text: tNow('consult:notice.declined', { name }), action: findAnother, to: '/astrologers' };
  if (c.status === 'expired') return { id, text: tNow('consult:notice.expired', { name }), action: findAnother, to: '/astrologers' };
  if (c.status === 'ended' && c.end_reason && c.end_reason !== 'user') {
    const reason = messageNow(END_REASON_TEXT[c.end_reason]);
    const key = c.type === 'video' ? 'consult:notice.videoEnded' : c.type === 'call' ? 'consult:notice.callEnded' : 'consult:notice.chatEnded';
    const text = tNow(key, { name, reason });
    return { id, text, action: tNow('consult:notice.seeSummary'), to };
  }
  return null;
}

export function requestNotice(c: Consultation): Notice {
  const name = c.user_name;
  return {
    id: `request-${c.consultation_id}`,
    text: tNow(c.type === 'video' ? 'consult:notice.incomingVideo' : c.type === 'call' ? 'consult:notice.incomingCall' : 'consult:notice.chatRequest', { name }),
    action: tNow('consult:notice.openConsole'),
    to: '/astrologer/console',
  };
}

export function orderNotice(e: OrderStatusEvent): Notice {
  return {
    id: `order-${e.order_id}-${e.delivery_status}`,
    text: tNow('consult:notice.order', { id: e.order_id, status: e.delivery_status }),
    action: tNow('consult:notice.seeOrders'),
    to: '/shopping/orders',
  };
}

function NoticeToast({ notice, onOpen }: { notice: Notice; onOpen: () => void }) {
  return (
    <div>
      <p>{notice.text}</p>
      {/* The toast lives outside the router: it navigates through the center's own navigate. */}
      <button type="button" onClick={onOpen} className="mt-1 font-semibold text-saffron-800 underline underline-offset-2">
        {notice.action}
      </button>
    </div>
  );
}

export function NotificationCenter() {
  const navigate = useNavigate();

  /** The notice's words need the consult catalogue, which the page on screen may not have loaded: it comes first. */
  const show = (makeNotice: () => Notice | null, shownOn: string) => {
    // Read when the event arrives: the page on screen then.
    if (window.location.pathname === shownOn) return;
    void loadNamespaces(['consult']).then(() => {
      const notice = makeNotice();
      if (!notice) return;
      toast.info(<NoticeToast notice={notice} onOpen={() => void navigate(notice.to)} />, { toastId: notice.id, autoClose: 10_000 });
    });
  };

  useSocketEvent<Consultation>(SOCKET_EVENTS.consultation, (c) => {
    if (c?.consultation_id) show(() => consultationNotice(c, getUserId()), `/consultations/${c.consultation_id}`);
  });
  useSocketEvent<Consultation>(SOCKET_EVENTS.request, (c) => {
    if (c?.consultation_id) show(() => requestNotice(c), '/astrologer/console');
  });
  useSocketEvent<OrderStatusEvent>(SOCKET_EVENTS.order, (e) => {
    if (e?.order_id) show(() => orderNotice(e), '/shopping/orders');
  });
  return null;
}
