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
const kind = (c: Consultation) => (c.type === 'call' ? 'call' : 'chat');

/** What a user hears of their consultation's change; null when there is nothing new to say. */
export function consultationNotice(c: Consultation, viewerId: string | null): Notice | null {
  if (String(c.user_id) !== viewerId) return null;
  const to = `/consultations/${c.consultation_id}`;
  const id = `consultation-${c.consultation_id}-${c.status}`;
  if (c.status === 'active' && c.started_at === null && isFresh(c.accepted_at, c))
    return { id, text: `${c.astro_name} accepted your call.`, action: 'Join the call', to };
  if (c.status === 'active' && c.type === 'chat' && c.billed_minutes === 1 && isFresh(c.accepted_at, c))
    return { id, text: `${c.astro_name} accepted your chat.`, action: 'Open the chat', to };
  if (!isFresh(c.ended_at, c)) return null;
  if (c.status === 'declined') return { id, text: `${c.astro_name} declined your request. You were not charged.`, action: 'Find another astrologer', to: '/astrologers' };
  if (c.status === 'expired') return { id, text: `Your request to ${c.astro_name} expired. You were not charged.`, action: 'Find another astrologer', to: '/astrologers' };
  if (c.status === 'ended' && c.end_reason && c.end_reason !== 'user')
    return { id, text: `Your ${kind(c)} with ${c.astro_name} has ended. ${END_REASON_TEXT[c.end_reason]}.`, action: 'See the summary', to };
  return null;
}

export function requestNotice(c: Consultation): Notice {
  return {
    id: `request-${c.consultation_id}`,
    text: c.type === 'call' ? `Incoming call from ${c.user_name}.` : `New chat request from ${c.user_name}.`,
    action: 'Open the console',
    to: '/astrologer/console',
  };
}

export function orderNotice(e: OrderStatusEvent): Notice {
  return {
    id: `order-${e.order_id}-${e.delivery_status}`,
    text: `Your order #${e.order_id} is now ${e.delivery_status}.`,
    action: 'See my orders',
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

  const show = (notice: Notice | null, shownOn: string) => {
    // Read when the event arrives: the page on screen then.
    if (!notice || window.location.pathname === shownOn) return;
    toast.info(<NoticeToast notice={notice} onOpen={() => void navigate(notice.to)} />, { toastId: notice.id, autoClose: 10_000 });
  };

  useSocketEvent<Consultation>(SOCKET_EVENTS.consultation, (c) => {
    if (c?.consultation_id) show(consultationNotice(c, getUserId()), `/consultations/${c.consultation_id}`);
  });
  useSocketEvent<Consultation>(SOCKET_EVENTS.request, (c) => {
    if (c?.consultation_id) show(requestNotice(c), '/astrologer/console');
  });
  useSocketEvent<OrderStatusEvent>(SOCKET_EVENTS.order, (e) => {
    if (e?.order_id) show(orderNotice(e), '/shopping/orders');
  });
  return null;
}
