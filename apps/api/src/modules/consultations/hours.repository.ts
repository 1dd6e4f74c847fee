// The SQL of an astrologer's published hours: the weekly ranges, the exceptions with their ranges, and the booked
// kinds' prices, read as plain values and replaced as one set.
import { and, asc, eq, gte } from 'drizzle-orm';
import type { BookingKind } from '@app/contracts/hours';
import type { Db, Tx } from '../../db/client.ts';
import { astrologerBookingPrices, astrologerExceptionRanges, astrologerHourExceptions, astrologerWeeklyHours } from '../../db/schema/index.ts';
import type { DayRange } from './booking-slots.ts';

type Conn = Db | Tx;

export interface StoredHours {
  weekly: { weekday: number; start: number; end: number }[];
  /** From `fromDate` (India) on, by date; a day off has no ranges. */
  exceptions: { date: string; ranges: DayRange[] }[];
  prices: Partial<Record<BookingKind, number>>;
}

export async function readHours(db: Conn, astrologerId: number, fromDate: string): Promise<StoredHours> {
  const [weekly, exceptionRows, priceRows] = await Promise.all([
    db
      .select({ weekday: astrologerWeeklyHours.weekday, start: astrologerWeeklyHours.startMin, end: astrologerWeeklyHours.endMin })
      .from(astrologerWeeklyHours)
      .where(eq(astrologerWeeklyHours.astrologerId, astrologerId))
      .orderBy(asc(astrologerWeeklyHours.weekday), asc(astrologerWeeklyHours.startMin)),
    db
      .select({ date: astrologerHourExceptions.day, start: astrologerExceptionRanges.startMin, end: astrologerExceptionRanges.endMin })
      .from(astrologerHourExceptions)
      .leftJoin(astrologerExceptionRanges, eq(astrologerExceptionRanges.exceptionId, astrologerHourExceptions.id))
      .where(and(eq(astrologerHourExceptions.astrologerId, astrologerId), gte(astrologerHourExceptions.day, fromDate)))
      .orderBy(asc(astrologerHourExceptions.day), asc(astrologerExceptionRanges.startMin)),
    db
      .select({ kind: astrologerBookingPrices.kind, paise: astrologerBookingPrices.perMinutePaise })
      .from(astrologerBookingPrices)
      .where(eq(astrologerBookingPrices.astrologerId, astrologerId)),
  ]);
  const exceptions: StoredHours['exceptions'] = [];
  for (const row of exceptionRows) {
    let last = exceptions.at(-1);
    if (last?.date !== row.date) exceptions.push((last = { date: row.date, ranges: [] }));
    if (row.start !== null && row.end !== null) last.ranges.push({ start: row.start, end: row.end });
  }
  const prices: StoredHours['prices'] = {};
  for (const row of priceRows) prices[row.kind as BookingKind] = row.paise;
  return { weekly, exceptions, prices };
}

/** Replaces the astrologer's whole set: what the set leaves out is gone. Run inside the caller's transaction. */
export async function replaceHours(
  tx: Tx,
  astrologerId: number,
  set: { weekly: StoredHours['weekly']; exceptions: StoredHours['exceptions']; prices: StoredHours['prices'] },
): Promise<void> {
  await deleteHours(tx, astrologerId);
  if (set.weekly.length > 0) {
    await tx.insert(astrologerWeeklyHours).values(set.weekly.map((r) => ({ astrologerId, weekday: r.weekday, startMin: r.start, endMin: r.end })));
  }
  if (set.exceptions.length > 0) {
    const made = await tx
      .insert(astrologerHourExceptions)
      .values(set.exceptions.map((e) => ({ astrologerId, day: e.date })))
      .returning({ id: astrologerHourExceptions.id, date: astrologerHourExceptions.day });
    const idOf = new Map(made.map((m) => [m.date, m.id]));
    const ranges = set.exceptions.flatMap((e) => e.ranges.map((r) => ({ exceptionId: idOf.get(e.date)!, startMin: r.start, endMin: r.end })));
    if (ranges.length > 0) await tx.insert(astrologerExceptionRanges).values(ranges);
  }
  const prices = Object.entries(set.prices).map(([kind, paise]) => ({ astrologerId, kind, perMinutePaise: paise }));
  if (prices.length > 0) await tx.insert(astrologerBookingPrices).values(prices);
}

/** Every row of the astrologer's hours, exceptions and prices (the exceptions' ranges go with them). */
export async function deleteHours(tx: Tx, astrologerId: number): Promise<void> {
  await tx.delete(astrologerWeeklyHours).where(eq(astrologerWeeklyHours.astrologerId, astrologerId));
  await tx.delete(astrologerHourExceptions).where(eq(astrologerHourExceptions.astrologerId, astrologerId));
  await tx.delete(astrologerBookingPrices).where(eq(astrologerBookingPrices.astrologerId, astrologerId));
}

