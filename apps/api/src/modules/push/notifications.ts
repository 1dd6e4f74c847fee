// What each event tells a device: the words of the notification, in the language of the account it goes to, and
// where a tap on it leads. Each builder answers for a language; the push driver asks for each recipient's.
import { INTL_LOCALES, type Locale } from '@app/contracts/i18n';
import { isMediaSession, type Consultation, type ConsultationType } from '@app/contracts/consultations';
import type { PushPayload } from '@app/contracts/push';
import { translator } from '../../lib/i18n.ts';

/** A notification in a language: the push driver words it for each recipient's account. */
export type Notice = (locale: Locale) => PushPayload;

const roomUrl = (c: Consultation) => `/consultations/${c.consultation_id}`;
const tag = (c: Consultation) => `consultation-${c.consultation_id}`;
const rupees = (n: number) => `₹${Number.isInteger(n) ? n : n.toFixed(2)}`;
const words = (locale: Locale) => translator(locale, 'notices');
/** The key of a notice's words for the session's kind: a chat, a voice call or a video call. */
const byType = (type: ConsultationType, keys: Record<ConsultationType, string>) => keys[type];

/** To the astrologer: a user is waiting for an answer. */
export function requestNotice(c: Consultation): Notice {
  return (locale) => {
    const t = words(locale);
    return {
      kind: 'request',
      title: t(byType(c.type, { chat: 'push.chatRequest', call: 'push.incomingCall', video: 'push.incomingVideo' }), { name: c.user_name }),
      body: t('push.requestBody', { rate: rupees(c.rate) }),
      url: '/astrologer/console',
      tag: tag(c),
    };
  };
}

/** To the user: the astrologer accepted. */
export function acceptedNotice(c: Consultation): Notice {
  return (locale) => {
    const t = words(locale);
    const call = isMediaSession(c.type);
    return {
      kind: 'accepted',
      title: t(byType(c.type, { chat: 'push.acceptedChat', call: 'push.acceptedCall', video: 'push.acceptedVideo' }), { name: c.astro_name }),
      body: t(call ? 'push.acceptedCallBody' : 'push.acceptedChatBody'),
      url: roomUrl(c),
      tag: tag(c),
    };
  };
}

/** To the user: the session is over (or the request was declined or expired); null when they ended it themselves. */
export function endedNotice(c: Consultation): Notice | null {
  const base = { kind: 'ended' as const, url: roomUrl(c), tag: tag(c) };
  const name = { name: c.astro_name };
  if (c.status === 'declined') {
    return (locale) => ({ ...base, title: words(locale)('push.declined', name), body: words(locale)('push.declinedBody') });
  }
  if (c.status === 'expired') {
    return (locale) => ({ ...base, title: words(locale)('push.expired', name), body: words(locale)('push.expiredBody') });
  }
  const reason = c.end_reason;
  if (c.status !== 'ended' || reason === 'user' || !reason) return null;
  return (locale) => {
    const t = words(locale);
    return {
      ...base,
      title: t(byType(c.type, { chat: 'push.endedChat', call: 'push.endedCall', video: 'push.endedVideo' }), name),
      body: t('push.endedBody', { reason: t(`endReason.${reason}`), minutes: c.billed_minutes, amount: rupees(c.amount) }),
    };
  };
}

/** To the customer: an order's delivery status changed. */
export function orderNotice(orderId: number, status: string): Notice {
  return (locale) => {
    const t = words(locale);
    const shown = t(`orderStatus.${status}`, { defaultValue: status });
    return {
      kind: 'order',
      title: t('push.order', { id: orderId, status: shown }),
      body: t('push.orderBody', { status: shown }),
      url: '/shopping/orders',
      tag: `order-${orderId}`,
    };
  };
}

/** To an astrologer the admin has just approved. */
export function approvedNotice(): Notice {
  return (locale) => ({
    kind: 'approved',
    title: words(locale)('push.approved'),
    body: words(locale)('push.approvedBody'),
    url: '/astrologer/console',
    tag: 'astrologer-approved',
  });
}

/** To the user: their free question has an answer. */
export function questionAnsweredNotice(questionId: number, astroName: string): Notice {
  return (locale) => ({
    kind: 'free_question',
    title: words(locale)('push.answered'),
    body: words(locale)('push.answeredBody', { name: astroName }),
    url: '/my-questions',
    tag: `free-question-${questionId}`,
  });
}

/** To an astrologer the admin gave a free question to. */
export function questionAssignedNotice(questionId: number, answerBy: Date): Notice {
  return (locale) => {
    const due = answerBy.toLocaleString(INTL_LOCALES[locale], { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
    return {
      kind: 'free_question',
      title: words(locale)('push.assigned'),
      body: words(locale)('push.assignedBody', { due }),
      url: '/astrologer/console',
      tag: `free-question-${questionId}`,
    };
  };
}

/** To the user first in line: the astrologer is free and held for them until the offer expires. */
export function waitlistOfferNotice(o: { entryId: number; astroId: number; astroName: string; type: ConsultationType; seconds: number }): Notice {
  return (locale) => {
    const t = words(locale);
    return {
      kind: 'waitlist',
      title: t('push.waitlistOffer', { name: o.astroName }),
      body: t(byType(o.type, { chat: 'push.waitlistOfferChatBody', call: 'push.waitlistOfferCallBody', video: 'push.waitlistOfferVideoBody' }), {
        seconds: o.seconds,
      }),
      // The app's banner offers the start wherever the user lands; the astrologer's page is where they joined.
      url: `/astrologers/${o.astroId}`,
      tag: `waitlist-${o.entryId}`,
    };
  };
}

/** To an account the admin warned or suspended from the moderation queue; the terms or the console say the rest. */
export function moderationNotice(action: 'warn' | 'suspend', role: string): Notice {
  return (locale) => ({
    kind: 'moderation',
    title: words(locale)(action === 'warn' ? 'push.warned' : 'push.suspended'),
    body: words(locale)(action === 'warn' ? 'push.warnedBody' : 'push.suspendedBody'),
    url: role === 'astro' ? '/astrologer/console' : '/terms-conditions',
    tag: `moderation-${action}`,
  });
}
