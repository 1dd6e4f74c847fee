// Reminders of booked consultations on a real database, swept by the minute clock's round at moments the test
// chooses: both reminders reach both sides once, by e-mail (with the .ics) and SMS and push, with the time in India's
// terms; a booking made after a reminder's moment skips it; a cancelled one gets none; two processes, or two rounds,
// never send twice; a claim whose process died is still sent; a Hindi account reads Hindi; and the .ics route answers
// only the booking's two sides with a file whose times are the booking's.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@app/contracts/bookings';
import type { HoursDocument } from '@app/contracts/hours';
import { pushPayload } from '@app/contracts/push';
import { bookingReminderSends, bookings } from '../../db/schema/index.ts';
import { parseEvent, utcStamp } from '../../lib/ics.ts';
import { useTestApp } from '../../test/app.ts';
import { fundedUser, onlineAstrologer, type OnlineAstrologer } from '../../test/consult-factories.ts';
import { createAccount, type TestAccount } from '../../test/factories.ts';
import { browserSubscription, PUSH_STAND_IN_ENV, startPushService, type PushService } from '../../test/push-service.ts';
import { setAccountLocale } from '../account/locale.repository.ts';
import { claimDueReminders, REMINDER_LEASE_MIN, REMINDER_MAX_ATTEMPTS } from './booking-reminders.ts';
import { takeDueSends } from './booking-reminders.repository.ts';

const t = useTestApp({ ...PUSH_STAND_IN_ENV }, [], undefined, { manualMinuteClock: true });

let pushService: PushService;
beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(async () => {
  await pushService?.close();
});

// Monday 2026-11-30, 08:00 in India (02:30 UTC).
const MONDAY_8AM = new Date('2026-11-30T02:30:00Z');
/** Monday 11:00 India: three hours ahead. */
const MONDAY_11 = '2026-11-30T05:30:00.000Z';
/** Tuesday 11:00 India: 27 hours ahead. */
const TUESDAY_11 = '2026-12-01T05:30:00.000Z';
const minutesBefore = (iso: string, min: number) => new Date(Date.parse(iso) - min * 60_000);

interface OutboxMessage {
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  text: string;
  attachments: { filename: string; content_type: string; content: string }[];
  created_at: string;
}
const outbox = async (to: string) =>
  (await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` })).json<OutboxMessage[]>().reverse();

const tenToSix = () => Array.from({ length: 7 }, () => [{ start: '10:00', end: '18:00' }]) as HoursDocument['weekly'];

async function bookableAstrologer(name: string): Promise<OnlineAstrologer> {
  const astro = await onlineAstrologer(t, { chargeRupees: 10, name });
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/console/hours',
    headers: astro.headers,
    payload: { weekly: tenToSix(), exceptions: [], prices: { call: 20, video: 30 } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return astro;
}

async function booked(who: TestAccount, astro: OnlineAstrologer, starts_at: string, kind = 'chat', length = 30): Promise<Booking> {
  const res = await t.app.inject({ method: 'POST', url: '/api/bookings', headers: who.headers, payload: { astro_id: astro.astroId, kind, starts_at, length } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Booking>();
}

/** Moves the engine's clock to `at` and runs one round of the minute clock. */
async function roundAt(at: Date) {
  t.clock.set(at);
  await t.app.minuteClock.tick();
}

describe('booking reminders', () => {
  it('reminds both sides a day and ten minutes before, once each, by e-mail with the .ics, SMS and push', async () => {
    t.clock.set(MONDAY_8AM);
    const astro = await bookableAstrologer('Pandit Rao');
    const user = await fundedUser(t, 2000, { name: 'Asha Verma' });
    const device = browserSubscription(pushService, `/push/reminded-${user.id}`);
    expect((await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: user.headers, payload: device })).statusCode).toBe(201);
    const b = await booked(user, astro, TUESDAY_11, 'video', 45);

    await roundAt(new Date(MONDAY_8AM.getTime() + 60_000));
    expect(await outbox(user.email)).toEqual([]);

    // The day reminder's moment: Monday 11:00 India.
    await roundAt(minutesBefore(TUESDAY_11, 1440));
    await roundAt(minutesBefore(TUESDAY_11, 1439));
    const [mail, ...rest] = await outbox(user.email);
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({
      channel: 'email',
      subject: 'Reminder: video call with Pandit Rao, Tue 1 Dec, 11:00 am IST',
      text: 'Your 45-minute video call consultation with Pandit Rao is booked for Tue 1 Dec, 11:00 am IST. Open it at that time from your bookings: http://localhost:8000/bookings',
    });
    expect(mail!.attachments).toHaveLength(1);
    const ics = mail!.attachments[0]!;
    expect(ics).toMatchObject({ filename: `consultation-${b.booking_id}.ics`, content_type: expect.stringMatching(/^text\/calendar/) });
    const event = parseEvent(ics.content);
    expect(event).toMatchObject({
      UID: `booking-${b.booking_id}@localhost`,
      DTSTART: utcStamp(new Date(TUESDAY_11)),
      DTEND: '20261201T061500Z',
      SUMMARY: 'Video call consultation with Pandit Rao',
      URL: 'http://localhost:8000/bookings',
      STATUS: 'CONFIRMED',
    });
    expect(await outbox(user.phone)).toEqual([expect.objectContaining({ channel: 'sms', text: mail!.text, attachments: [] })]);
    // The astrologer reads the same about the user, with the console's link.
    const [astroMail] = await outbox(astro.email);
    expect(astroMail!.subject).toBe('Reminder: video call with Asha Verma, Tue 1 Dec, 11:00 am IST');
    expect(astroMail!.text).toMatch(/astrologer\/console$/);
    expect(parseEvent(astroMail!.attachments[0]!.content)).toMatchObject({ UID: `booking-${b.booking_id}@localhost`, SUMMARY: 'Video call consultation with Asha Verma' });
    expect(await outbox(astro.phone)).toHaveLength(1);
    await expect.poll(() => pushService.received.filter((r) => r.path === `/push/reminded-${user.id}`).length, { timeout: 10_000 }).toBe(1);
    const [pushed] = pushService.received.filter((r) => r.path === `/push/reminded-${user.id}`);
    expect(pushPayload.parse(JSON.parse(device.decrypt(pushed!.body)))).toEqual({
      kind: 'booking',
      title: 'Reminder: video call with Pandit Rao, Tue 1 Dec, 11:00 am IST',
      body: 'Your 45-minute video call consultation with Pandit Rao is booked for Tue 1 Dec, 11:00 am IST.',
      url: '/bookings',
      tag: `booking-${b.booking_id}`,
    });

    // The soon reminder: Tuesday 10:50 India, then more rounds send nothing more.
    await roundAt(minutesBefore(TUESDAY_11, 11));
    expect(await outbox(user.email)).toHaveLength(1);
    await roundAt(minutesBefore(TUESDAY_11, 10));
    await roundAt(minutesBefore(TUESDAY_11, 5));
    const mails = await outbox(user.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Reminder: video call with Pandit Rao, Tue 1 Dec, 11:00 am IST',
      'Starting soon: video call with Pandit Rao at Tue 1 Dec, 11:00 am IST',
    ]);
    expect(parseEvent(mails[1]!.attachments[0]!.content).DTSTART).toBe('20261201T053000Z');
    expect(await outbox(user.phone)).toHaveLength(2);
    expect(await outbox(astro.email)).toHaveLength(2);
    expect(await outbox(astro.phone)).toHaveLength(2);
    await expect.poll(() => pushService.received.filter((r) => r.path === `/push/reminded-${user.id}`).length, { timeout: 10_000 }).toBe(2);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, b.booking_id));
    // Claimed at the day reminder's moment by the engine's clock (the round ran a few milliseconds after it).
    expect(row!.remindedDayAt!.getTime() - minutesBefore(TUESDAY_11, 1440).getTime()).toBeGreaterThanOrEqual(0);
    expect(row!.remindedDayAt!.getTime() - minutesBefore(TUESDAY_11, 1440).getTime()).toBeLessThan(30_000);
    expect(row!.remindedSoonAt).not.toBeNull();
    // Every outbox row is sent: user and astrologer, e-mail and SMS, both moments, and the user's push twice.
    const sends = await t.db.select().from(bookingReminderSends).where(eq(bookingReminderSends.bookingId, b.booking_id));
    expect(sends).toHaveLength(10);
    expect(sends.every((s) => s.sentAt !== null && s.attempts === 1)).toBe(true);
  });

  it('skips the day reminder of a booking made after its moment, and sends the soon one', async () => {
    t.clock.set(MONDAY_8AM);
    const astro = await bookableAstrologer('Pandit Joshi');
    const user = await fundedUser(t, 1000);
    await booked(user, astro, MONDAY_11);
    await roundAt(new Date(MONDAY_8AM.getTime() + 60_000));
    await roundAt(minutesBefore(MONDAY_11, 60));
    expect(await outbox(user.email)).toEqual([]);
    await roundAt(minutesBefore(MONDAY_11, 10));
    expect((await outbox(user.email)).map((m) => m.subject)).toEqual(['Starting soon: chat with Pandit Joshi at Mon 30 Nov, 11:00 am IST']);
    expect(await outbox(astro.email)).toHaveLength(1);
  });

  it('sends nothing for a cancelled booking', async () => {
    t.clock.set(MONDAY_8AM);
    const astro = await bookableAstrologer('Pandit Nair');
    const user = await fundedUser(t, 1000);
    const b = await booked(user, astro, TUESDAY_11);
    expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${b.booking_id}/cancel`, headers: user.headers, payload: {} })).statusCode).toBe(200);
    await roundAt(minutesBefore(TUESDAY_11, 1440));
    await roundAt(minutesBefore(TUESDAY_11, 10));
    expect(await outbox(user.email)).toEqual([]);
    expect(await outbox(astro.email)).toEqual([]);
    expect(await t.db.select().from(bookingReminderSends).where(eq(bookingReminderSends.bookingId, b.booking_id))).toEqual([]);
  });

  it('a booking cancelled after its reminder was claimed but before it was sent is not reminded', async () => {
    t.clock.set(MONDAY_8AM);
    const astro = await bookableAstrologer('Pandit Iyer');
    const user = await fundedUser(t, 1000);
    const b = await booked(user, astro, TUESDAY_11);
    t.clock.set(minutesBefore(TUESDAY_11, 1440));
    expect(await claimDueReminders(t.ctx)).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${b.booking_id}/cancel`, headers: astro.headers, payload: {} })).statusCode).toBe(200);
    await roundAt(minutesBefore(TUESDAY_11, 1439));
    expect(await outbox(user.email)).toEqual([]);
    const sends = await t.db.select().from(bookingReminderSends).where(eq(bookingReminderSends.bookingId, b.booking_id));
    expect(sends.length).toBeGreaterThan(0);
    expect(sends.every((s) => s.sentAt !== null)).toBe(true);
  });

  it('two processes running their rounds together send each reminder once', async () => {
    t.clock.set(MONDAY_8AM);
    const astro = await bookableAstrologer('Pandit Das');
    const users = await Promise.all([1, 2, 3].map(() => fundedUser(t, 1000)));
    const starts = ['2026-12-01T05:30:00.000Z', '2026-12-01T06:30:00.000Z', '2026-12-01T07:30:00.000Z'];
    for (const [i, u] of users.entries()) await booked(u, astro, starts[i]!);
    const other = await t.anotherProcess();
    t.clock.set(minutesBefore(starts[2]!, 1440));
    await Promise.all([t.app.minuteClock.tick(), other.minuteClock.tick(), t.app.minuteClock.tick(), other.minuteClock.tick()]);
    await Promise.all([t.app.minuteClock.tick(), other.minuteClock.tick()]);
    for (const u of users) {
      expect(await outbox(u.email)).toHaveLength(1);
      expect(await outbox(u.phone)).toHaveLength(1);
    }
    expect(await outbox(astro.email)).toHaveLength(3);
    t.clock.set(minutesBefore(starts[0]!, 10));
    await Promise.all([t.app.minuteClock.tick(), other.minuteClock.tick()]);
    expect(await outbox(users[0]!.email)).toHaveLength(2);
    expect(await outbox(astro.email)).toHaveLength(4);
  });

  it('still sends a reminder whose claim outlived its process, and one whose sender died mid-send', async () => {
    t.clock.set(MONDAY_8AM);
    const astro = await bookableAstrologer('Pandit Sen');
    const user = await fundedUser(t, 1000);
    const b = await booked(user, astro, TUESDAY_11);
    // A process claims the day reminder (the booking stamped, its outbox rows written) and dies before sending.
    t.clock.set(minutesBefore(TUESDAY_11, 1440));
    await claimDueReminders(t.ctx);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, b.booking_id));
    expect(row!.remindedDayAt).not.toBeNull();
    expect(await outbox(user.email)).toEqual([]);
    // The next round, in any process, sends it.
    await roundAt(minutesBefore(TUESDAY_11, 1439));
    expect(await outbox(user.email)).toHaveLength(1);
    expect(await outbox(astro.phone)).toHaveLength(1);

    // The soon reminder: claimed, then taken by a sender that dies before it sends.
    t.clock.set(minutesBefore(TUESDAY_11, 10));
    await claimDueReminders(t.ctx);
    const taken = await takeDueSends(t.db, t.ctx.dbClock, { limit: 100, leaseMin: REMINDER_LEASE_MIN, maxAttempts: REMINDER_MAX_ATTEMPTS });
    expect(taken.filter((s) => s.bookingId === b.booking_id)).toHaveLength(4);
    // While its lease runs, no one sends it again...
    await t.app.minuteClock.tick();
    await roundAt(new Date(minutesBefore(TUESDAY_11, 10).getTime() + REMINDER_LEASE_MIN * 60_000 - 5_000));
    expect(await outbox(user.email)).toHaveLength(1);
    // ...and once the lease is over, the next round does, once.
    await roundAt(new Date(minutesBefore(TUESDAY_11, 10).getTime() + REMINDER_LEASE_MIN * 60_000 + 1_000));
    await t.app.minuteClock.tick();
    expect((await outbox(user.email)).map((m) => m.subject)).toEqual([
      'Reminder: chat with Pandit Sen, Tue 1 Dec, 11:00 am IST',
      'Starting soon: chat with Pandit Sen at Tue 1 Dec, 11:00 am IST',
    ]);
    expect(await outbox(astro.email)).toHaveLength(2);
  });

  it("words a Hindi account's reminders in Hindi, and its calendar too", async () => {
    t.clock.set(MONDAY_8AM);
    const astro = await bookableAstrologer('Pandit Mishra');
    const user = await fundedUser(t, 1000);
    await setAccountLocale(t.db, user.id, 'hi');
    await booked(user, astro, TUESDAY_11, 'call', 15);
    await roundAt(minutesBefore(TUESDAY_11, 1440));
    const [mail] = await outbox(user.email);
    expect(mail!.subject).toBe('याद रहे: Pandit Mishra के साथ कॉल, मंगल 1 दिस॰, 11:00 am IST');
    expect(mail!.text).toBe(
      'Pandit Mishra के साथ आपका 15 मिनट का कॉल परामर्श मंगल 1 दिस॰, 11:00 am IST के लिए बुक है। उस समय इसे अपनी बुकिंग से खोलें: http://localhost:8000/bookings',
    );
    expect(parseEvent(mail!.attachments[0]!.content).SUMMARY).toBe('Pandit Mishra के साथ कॉल परामर्श');
    expect((await outbox(user.phone))[0]!.text).toBe(mail!.text);
    // The astrologer's account has no language set: English.
    expect((await outbox(astro.email))[0]!.subject).toBe('Reminder: call with Test User, Tue 1 Dec, 11:00 am IST');
  });
});

describe('GET /api/bookings/:id/calendar.ics', () => {
  it("answers the booking's user and astrologer with its .ics, and no one else", async () => {
    t.clock.set(MONDAY_8AM);
    const astro = await bookableAstrologer('Pandit Kapoor; Sr., Jyotish');
    const user = await fundedUser(t, 1000, { name: 'Ravi Kumar' });
    const b = await booked(user, astro, TUESDAY_11, 'call', 30);
    const get = (headers?: Record<string, string>, id = b.booking_id) => t.app.inject({ method: 'GET', url: `/api/bookings/${id}/calendar.ics`, ...(headers && { headers }) });

    const res = await get(user.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="consultation-${b.booking_id}.ics"`);
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(res.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(res.body.replace(/\r\n/g, '')).not.toMatch(/\n/);
    for (const line of res.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const event = parseEvent(res.body);
    expect(new Date(event.DTSTART!.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z')).toISOString()).toBe(b.starts_at);
    expect(event).toMatchObject({
      UID: `booking-${b.booking_id}@localhost`,
      DTEND: '20261201T060000Z',
      SUMMARY: 'Call consultation with Pandit Kapoor; Sr., Jyotish',
      STATUS: 'CONFIRMED',
    });
    expect(event.DTSTAMP).toMatch(/^20261130T0230\d\dZ$/);
    expect(res.body).toContain('SUMMARY:Call consultation with Pandit Kapoor\\; Sr.\\, Jyotish');

    const astroRes = await get(astro.headers);
    expect(astroRes.statusCode).toBe(200);
    expect(parseEvent(astroRes.body)).toMatchObject({ UID: `booking-${b.booking_id}@localhost`, SUMMARY: 'Call consultation with Ravi Kumar', DTSTART: event.DTSTART });

    // In the reader's language.
    const hindi = await t.app.inject({ method: 'GET', url: `/api/bookings/${b.booking_id}/calendar.ics?lang=hi`, headers: user.headers });
    expect(parseEvent(hindi.body).SUMMARY).toBe('Pandit Kapoor; Sr., Jyotish के साथ कॉल परामर्श');

    const stranger = await fundedUser(t, 0);
    const otherAstro = await onlineAstrologer(t, { name: 'Pandit Other' });
    for (const who of [stranger, otherAstro]) {
      const refused = await get(who.headers);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'booking_not_found' });
    }
    expect((await get(user.headers, 999_999)).json()).toMatchObject({ code: 'booking_not_found' });
    const admin = await createAccount(t.db, { role: 'admin' });
    expect((await get(admin.headers)).statusCode).toBe(403);
    expect((await get()).statusCode).toBe(401);

    // A cancelled booking's file says so, for the calendar to drop it.
    expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${b.booking_id}/cancel`, headers: user.headers, payload: {} })).statusCode).toBe(200);
    expect(parseEvent((await get(user.headers)).body).STATUS).toBe('CANCELLED');
  });
});
