// Booking reminders through the real drivers: the e-mail goes over SMTP with the .ics attached as text/calendar; a
// mail server that refuses leaves the reminder to be tried again once its lease is over, and given up after the last
// attempt; without an SMS provider, texts are not tried.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@app/contracts/bookings';
import type { HoursDocument } from '@app/contracts/hours';
import { bookingReminderSends } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { fundedUser, onlineAstrologer } from '../../test/consult-factories.ts';
import { startLocalSmtp, type LocalSmtp } from '../contact/local-smtp.ts';
import { REMINDER_LEASE_MIN, REMINDER_MAX_ATTEMPTS } from './booking-reminders.ts';

const MONDAY_8AM = new Date('2026-11-30T02:30:00Z');
const TUESDAY_11 = '2026-12-01T05:30:00.000Z';
const DAY_MOMENT = new Date(Date.parse(TUESDAY_11) - 1440 * 60_000);

let smtp: LocalSmtp;
let refusing: LocalSmtp;
beforeAll(async () => {
  [smtp, refusing] = await Promise.all([startLocalSmtp(), startLocalSmtp({ refuse: true })]);
});
afterAll(async () => {
  await Promise.all([smtp?.close(), refusing?.close()]);
});

const appWith = (smtpUrl: string) =>
  createTestApp({ OTP_DELIVERY: 'smtp', SMTP_URL: smtpUrl, PUBLIC_URL: 'https://jyotish.example.in' }, [], undefined, { manualMinuteClock: true });

/** A user's chat with a new astrologer, booked Monday 08:00 India for Tuesday 11:00. */
async function bookedChat(t: TestApp) {
  t.clock.set(MONDAY_8AM);
  const astro = await onlineAstrologer(t, { chargeRupees: 10, name: 'Pandit Rao' });
  const weekly = Array.from({ length: 7 }, () => [{ start: '10:00', end: '18:00' }]) as HoursDocument['weekly'];
  expect((await t.app.inject({ method: 'PUT', url: '/api/console/hours', headers: astro.headers, payload: { weekly, exceptions: [], prices: { call: null, video: null } } })).statusCode).toBe(200);
  const user = await fundedUser(t, 1000);
  const res = await t.app.inject({ method: 'POST', url: '/api/bookings', headers: user.headers, payload: { astro_id: astro.astroId, kind: 'chat', starts_at: TUESDAY_11, length: 30 } });
  expect(res.statusCode, res.body).toBe(201);
  return { user, astro, booking: res.json<Booking>() };
}

// Each test builds its own app (with its own mail server): slow on a busy machine.
describe('booking reminders over SMTP', { timeout: 120_000 }, () => {
  it('e-mails both sides with the .ics attached as text/calendar, and does not try texts without an SMS provider', async () => {
    const t = await appWith(smtp.url);
    try {
      const { user, astro, booking } = await bookedChat(t);
      t.clock.set(DAY_MOMENT);
      await t.app.minuteClock.tick();
      const mails = [await smtp.nextMail(), await smtp.nextMail()];
      const mail = mails.find((m) => m.to.includes(user.email))!;
      expect(mails.find((m) => m.to.includes(astro.email))).toBeDefined();
      const raw = mail.raw.replace(/=\r?\n/g, '');
      expect(raw).toContain('Subject: Reminder: chat with Pandit Rao, Tue 1 Dec, 11:00 am IST');
      expect(raw).toContain('https://jyotish.example.in/bookings');
      expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH;\s+name=consultation-\d+\.ics/i);
      expect(raw).toMatch(/Content-Disposition: attachment; filename=consultation-\d+\.ics/i);
      const sends = await t.db.select().from(bookingReminderSends).where(eq(bookingReminderSends.bookingId, booking.booking_id));
      // E-mail and SMS for each side, all closed: the texts without a message, as no provider is configured.
      expect(sends.map((s) => s.channel).sort()).toEqual(['email', 'email', 'sms', 'sms']);
      expect(sends.every((s) => s.sentAt !== null)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('tries a refused e-mail again after its lease, and gives up after the last attempt', async () => {
    const t = await appWith(refusing.url);
    try {
      const { user, booking } = await bookedChat(t);
      const mine = async () =>
        (await t.db.select().from(bookingReminderSends).where(eq(bookingReminderSends.bookingId, booking.booking_id))).find((s) => s.channel === 'email' && s.userId === user.id)!;
      let at = DAY_MOMENT.getTime();
      t.clock.set(new Date(at));
      await t.app.minuteClock.tick();
      expect(await mine()).toMatchObject({ attempts: 1, sentAt: null });
      const tried = refusing.attempts();
      // Within the lease nothing is tried again.
      t.clock.set(new Date(at + REMINDER_LEASE_MIN * 60_000 - 5_000));
      await t.app.minuteClock.tick();
      expect(refusing.attempts()).toBe(tried);
      for (let attempt = 2; attempt <= REMINDER_MAX_ATTEMPTS; attempt++) {
        at += REMINDER_LEASE_MIN * 60_000 * 2 ** (attempt - 2) + 1_000;
        t.clock.set(new Date(at));
        await t.app.minuteClock.tick();
        expect((await mine()).attempts).toBe(attempt);
      }
      t.clock.set(new Date(at + 24 * 60 * 60_000));
      await t.app.minuteClock.tick();
      expect(await mine()).toMatchObject({ attempts: REMINDER_MAX_ATTEMPTS, sentAt: null });
    } finally {
      await t.close();
    }
  });
});
