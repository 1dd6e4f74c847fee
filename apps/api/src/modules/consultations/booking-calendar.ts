// What a booked consultation says to one of its two sides: its time in India's terms ("Sun 29 Nov, 7:30 pm IST"), the
// reminders' words, the link to its page, and its .ics calendar file (GET /api/bookings/:id/calendar.ics and the
// e-mail reminders). All in the reader's language.
import { BOOKING_MESSAGES } from '@app/contracts/bookings';
import { INTL_LOCALES, type Locale } from '@app/contracts/i18n';
import type { PushPayload } from '@app/contracts/push';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { ReminderMoment } from '../../db/schema/index.ts';
import { calendarFile } from '../../lib/ics.ts';
import { notFound } from '../../lib/errors.ts';
import { translator } from '../../lib/i18n.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { bookingForCalendar, type CalendarBooking } from './booking-reminders.repository.ts';

export type Side = 'user' | 'astro';

const words = (locale: Locale) => translator(locale, 'notices');

/** An instant as India reads it, the zone named: "Sun 29 Nov, 7:30 pm IST" (Hindi: "रवि 29 नव॰, 7:30 pm IST"). */
export function indiaTime(at: Date, locale: Locale): string {
  const parts = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    timeZone: 'Asia/Kolkata',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return words(locale)('bookingReminder.when', {
    date: `${part('weekday')} ${part('day')} ${part('month')}`,
    time: `${part('hour')}:${part('minute')} ${part('dayPeriod')}`.trim(),
  });
}

/** Where the site is for links that leave it (an e-mail, a calendar): PUBLIC_URL, else this server on this machine. */
export const siteUrl = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>) => (config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `http://localhost:${config.PORT}`);

/** The page each side manages its bookings on. */
export const bookingPage = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, side: Side) =>
  new URL(side === 'user' ? '/bookings' : '/astrologer/console', siteUrl(config)).href;

/** The other party's name and the words that fill every message about this booking for `side`. */
function fill(b: CalendarBooking, side: Side, locale: Locale, link: string) {
  const t = words(locale);
  const kind = b.kind as 'chat' | 'call' | 'video';
  return {
    name: side === 'user' ? b.astrologerName : b.userName,
    kind: t(`bookingReminder.kind.${kind}`),
    kindTitle: t(`bookingReminder.kindTitle.${kind}`),
    length: b.lengthMin,
    when: indiaTime(b.startsAt, locale),
    link,
  };
}

/** The booking's .ics for one side: the same UID for every copy (a calendar updates its event), times in UTC. */
export function bookingCalendar(b: CalendarBooking, side: Side, locale: Locale, config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, stamp: Date): { filename: string; content: string } {
  const link = bookingPage(config, side);
  const values = fill(b, side, locale, link);
  const t = words(locale);
  const content = calendarFile(
    {
      uid: `booking-${b.id}@${new URL(siteUrl(config)).hostname}`,
      stamp,
      start: b.startsAt,
      end: new Date(b.startsAt.getTime() + b.lengthMin * 60_000),
      summary: t('bookingReminder.calendarSummary', values),
      description: t('bookingReminder.calendarDescription', values),
      url: link,
      status: b.status === 'booked' || b.status === 'started' ? 'CONFIRMED' : 'CANCELLED',
      alarmMin: 10,
    },
    '-//Jyotish Kendra//Booked consultations//EN',
  );
  return { filename: t('bookingReminder.calendarFile', { id: b.id }), content };
}

/** A reminder's words for one side: the e-mail's subject and text, the SMS (the same text) and the push. */
export function reminderWords(b: CalendarBooking, side: Side, moment: ReminderMoment, locale: Locale, config: Pick<Config, 'PUBLIC_URL' | 'PORT'>) {
  const t = words(locale);
  const values = fill(b, side, locale, bookingPage(config, side));
  return {
    subject: t(`bookingReminder.${moment}Subject`, values),
    text: t(`bookingReminder.${moment}Text`, values),
    push: {
      kind: 'booking',
      title: t(`bookingReminder.${moment}Subject`, values),
      body: t(`bookingReminder.${moment}Push`, values),
      url: side === 'user' ? '/bookings' : '/astrologer/console',
      tag: `booking-${b.id}`,
    } satisfies PushPayload,
  };
}

/** GET /api/bookings/:id/calendar.ics: only the booking's user or its astrologer; anyone else learns nothing (404). */
export async function calendarFor(db: Db, caller: SessionUser, id: number, locale: Locale, config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, now: Date) {
  const b = await bookingForCalendar(db, id);
  const side: Side | null = !b ? null : caller.role === 'user' && b.userId === caller.id ? 'user' : caller.role === 'astro' && b.astroUserId === caller.id ? 'astro' : null;
  if (!b || !side) throw notFound('booking_not_found', BOOKING_MESSAGES.bookingNotFound);
  return bookingCalendar(b, side, locale, config, now);
}
