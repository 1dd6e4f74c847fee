// What each event tells a device: the words of the notification and where a tap on it leads.
import { END_REASON_TEXT, type Consultation } from '@app/contracts/consultations';
import type { PushPayload } from '@app/contracts/push';

const kindWord = (c: Consultation) => (c.type === 'call' ? 'call' : 'chat');
const roomUrl = (c: Consultation) => `/consultations/${c.consultation_id}`;
const tag = (c: Consultation) => `consultation-${c.consultation_id}`;
const rupees = (n: number) => `₹${Number.isInteger(n) ? n : n.toFixed(2)}`;

/** To the astrologer: a user is waiting for an answer. */
export function requestNotice(c: Consultation): PushPayload {
  return {
    kind: 'request',
    title: c.type === 'call' ? `Incoming call from ${c.user_name}` : `New chat request from ${c.user_name}`,
    body: `${rupees(c.rate)}/min. Open your console to accept before the request expires.`,
    url: '/astrologer/console',
    tag: tag(c),
  };
}

/** To the user: the astrologer accepted. */
export function acceptedNotice(c: Consultation): PushPayload {
  return {
    kind: 'accepted',
    title: `${c.astro_name} accepted your ${kindWord(c)}`,
    body: c.type === 'call' ? 'Open the call now to connect.' : 'Your chat has started. Open it to begin.',
    url: roomUrl(c),
    tag: tag(c),
  };
}

/** To the user: the session is over (or the request was declined or expired); null when they ended it themselves. */
export function endedNotice(c: Consultation): PushPayload | null {
  const base = { kind: 'ended' as const, url: roomUrl(c), tag: tag(c) };
  if (c.status === 'declined') return { ...base, title: `${c.astro_name} declined your request`, body: 'You were not charged. Try another astrologer.' };
  if (c.status === 'expired') return { ...base, title: `Your request to ${c.astro_name} expired`, body: 'You were not charged. Try again or choose another astrologer.' };
  if (c.status !== 'ended' || c.end_reason === 'user' || !c.end_reason) return null;
  return {
    ...base,
    title: `Your ${kindWord(c)} with ${c.astro_name} has ended`,
    body: `${END_REASON_TEXT[c.end_reason]}. ${c.billed_minutes} min, ${rupees(c.amount)}.`,
  };
}

/** To the customer: an order's delivery status changed. */
export function orderNotice(orderId: number, status: string): PushPayload {
  return {
    kind: 'order',
    title: `Order #${orderId}: ${status}`,
    body: `Your order is now ${status}.`,
    url: '/shopping/orders',
    tag: `order-${orderId}`,
  };
}

/** To the user: their free question has an answer. */
export function questionAnsweredNotice(questionId: number, astroName: string): PushPayload {
  return {
    kind: 'free_question',
    title: 'Your free question has been answered',
    body: `${astroName} has answered your question. Tap to read the answer.`,
    url: '/my-questions',
    tag: `free-question-${questionId}`,
  };
}

/** To an astrologer the admin gave a free question to. */
export function questionAssignedNotice(questionId: number, answerBy: Date): PushPayload {
  const due = answerBy.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
  return {
    kind: 'free_question',
    title: 'A free question was assigned to you',
    body: `Please answer it by ${due}.`,
    url: '/astrologer/console',
    tag: `free-question-${questionId}`,
  };
}
