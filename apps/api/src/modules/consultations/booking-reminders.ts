// The reminders of booked consultations, swept from the minute clock's round: BOOKING_REMIND_DAY_MIN and
// BOOKING_REMIND_SOON_MIN before the start, to the user and the astrologer, on every channel each account has (push,
// e-mail with the .ics, SMS), in the account's language. Claiming a reminder stamps the booking and writes its outbox
// rows in one statement, so each is claimed once by one process; the rows are then sent under a lease and marked, so
// a process that dies after the claim (or mid-send) leaves them for the next round of any process
// (docs/decisions/booked-consultations.md, Reminders).
import { isLocale, type Locale } from '@app/contracts/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Config } from '../../config.ts';
import { createNoticeDelivery, type NoticeDelivery } from '../../lib/notice-delivery.ts';
import { bookingCalendar, reminderWords } from './booking-calendar.ts';
import { bookingForCalendar, claimReminders, markSent, recipient, takeDueSends, type TakenSend } from './booking-reminders.repository.ts';

type Ctx = Pick<AppContext, 'db' | 'dbClock' | 'config' | 'push'>;

/** Bookings claimed, and outbox rows sent, per statement; a full batch is followed at once by another. */
const BATCH = 100;
/** Rows sent at the same time (an SMTP or SMS request each). */
const PARALLEL = 4;
/**
 * How long a taken row is left to its sender before another may take it, doubled by each attempt: longer than a send
 * can take (the mailer gives up within 40 s, a push within 10 s).
 */
export const REMINDER_LEASE_MIN = 2;
/** Attempts before a row is given up (2 + 4 + 8 + 16 + 32 minutes of leases: about an hour). */
export const REMINDER_MAX_ATTEMPTS = 5;

/** One notice driver per configuration (a mailer keeps its transport), made with the first round. */
const deliveries = new WeakMap<Config, NoticeDelivery>();
const deliveryFor = (ctx: Ctx) => {
  let delivery = deliveries.get(ctx.config);
  if (!delivery) deliveries.set(ctx.config, (delivery = createNoticeDelivery(ctx.config, ctx.db)));
  return delivery;
};

/** Claims the reminders now due (both moments), each once; answers how many bookings were claimed. */
export async function claimDueReminders(ctx: Ctx): Promise<number> {
  const { BOOKING_REMIND_DAY_MIN: day, BOOKING_REMIND_SOON_MIN: soon } = ctx.config;
  let claimed = 0;
  for (const c of [
    // A day reminder not sent by the time the soon one is due is dropped: the soon one says the same, later.
    { moment: 'day', leadMin: day, skipWithinMin: soon },
    { moment: 'soon', leadMin: soon, skipWithinMin: null },
  ] as const) {
    let n: number;
    do {
      n = await claimReminders(ctx.db, ctx.dbClock, { ...c, limit: BATCH });
      claimed += n;
    } while (n === BATCH);
  }
  return claimed;
}

/** SMTP without an SMS provider (no SMS_API_KEY): text messages cannot be sent at all, so they are not tried. */
const smsOff = (config: Config) => config.OTP_DELIVERY !== 'outbox' && !config.SMS_API_KEY;

/**
 * Sends one outbox row: by its channel, in the recipient's language. A booking cancelled or begun since the claim, an
 * account gone, or a channel this server cannot send on is moot: the row is closed without a message.
 */
async function sendOne(ctx: Ctx, delivery: NoticeDelivery, row: TakenSend): Promise<void> {
  const [b, account] = await Promise.all([bookingForCalendar(ctx.db, row.bookingId), recipient(ctx.db, row.userId)]);
  const side = b?.userId === row.userId ? 'user' : 'astro';
  if (b && account && b.status === 'booked' && b.startsAt > row.now && !(row.channel === 'sms' && smsOff(ctx.config))) {
    const locale: Locale = isLocale(account.locale) ? account.locale : 'en';
    const words = reminderWords(b, side, row.moment, locale, ctx.config);
    if (row.channel === 'push') {
      ctx.push.notify([row.userId], words.push, { urgency: 'high', ttlSeconds: Math.max(60, Math.round((b.startsAt.getTime() - row.now.getTime()) / 1000)) });
    } else if (row.channel === 'email' && account.email) {
      const ics = bookingCalendar(b, side, locale, ctx.config, row.now);
      await delivery.send(
        { to: account.email, channel: 'email', subject: words.subject, text: words.text, attachments: [{ filename: ics.filename, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics.content }] },
        row.now,
      );
    } else if (row.channel === 'sms' && account.phone) {
      await delivery.send({ to: account.phone, channel: 'sms', subject: words.subject, text: words.text }, row.now);
    }
  }
  await markSent(ctx.db, ctx.dbClock, row.id);
}

/** Sends the outbox rows due now; answers how many were taken. A failed row is logged and tried again later. */
export async function sendDueReminders(ctx: Ctx, log: Pick<FastifyBaseLogger, 'error'>): Promise<number> {
  const delivery = deliveryFor(ctx);
  let taken = 0;
  let rows: TakenSend[];
  do {
    // As many as are sent at once, no more: every row taken is sent well within its lease, so a slow mail server
    // cannot let a lease run out under a row still waiting its turn here (and another process send it too).
    rows = await takeDueSends(ctx.db, ctx.dbClock, { limit: PARALLEL, leaseMin: REMINDER_LEASE_MIN, maxAttempts: REMINDER_MAX_ATTEMPTS });
    taken += rows.length;
    let next = 0;
    const worker = async () => {
      while (next < rows.length) {
        const row = rows[next++]!;
        try {
          await sendOne(ctx, delivery, row);
        } catch (error) {
          // Its lease runs out and a later round (of any process) tries again, up to REMINDER_MAX_ATTEMPTS.
          log.error({ err: error, bookingId: row.bookingId, channel: row.channel, attempt: row.attempts }, 'booking reminder: sending failed');
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, rows.length) }, worker));
  } while (rows.length === PARALLEL);
  return taken;
}

/** The clock's round: claim what is due, then send what is waiting (this round's claims and any a dead process left). */
export async function remindBookings(ctx: Ctx, log: Pick<FastifyBaseLogger, 'error'>): Promise<void> {
  await claimDueReminders(ctx);
  await sendDueReminders(ctx, log);
}
