// The consultation clock: every process runs this loop; the time and the work live in the database, so any number
// of processes (and one that died mid-way) bill each minute exactly once. A tick never overlaps itself. The app starts
// it (plugins/minute-clock.ts) through consultations.service.ts.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { inSpan } from '../../lib/spans.ts';
import { advance, noEffects } from './billing.ts';
import { noShowRound } from './booking-no-shows.ts';
import { blockedRound } from './booking-platform.ts';
import { remindBookings } from './booking-reminders.ts';
import { announce } from './consultation-view.ts';
import { findDue, lockSession } from './consultations.repository.ts';
import { watchPresence } from './presence-watch.ts';
import { waitlistRound } from './waitlist-line.ts';

type Ctx = Pick<AppContext, 'db' | 'dbClock' | 'config' | 'realtime' | 'push' | 'metrics'>;

/** Sessions taken per round; a full round is followed at once by another. */
const BATCH = 200;
/** Sessions settled at the same time (each in its own transaction, on its own pooled connection). */
const PARALLEL = 8;
/** The longest wait between rounds while they keep failing. */
const MAX_BACKOFF_MS = 5_000;
/** The least time between two rounds of the booked consultations' no-shows, blocks and reminders in a process. */
const BOOKING_ROUND_MS = 2_000;

export interface Clock {
  /** Runs one round now (tests); resolves with the number of sessions it found due. */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

/** The clock's work on one session: takes it only if no one else holds it, and brings it up to now. */
export async function settleDue(ctx: Ctx, id: number): Promise<boolean> {
  const effects = noEffects();
  const view = await ctx.db.transaction(async (tx) => {
    const locked = await lockSession(tx, ctx.dbClock, id, true);
    if (!locked) return null;
    const after = await advance(tx, locked.c, locked.readAt, ctx.config.CONSULT_GRACE_S, effects);
    return after === locked.c ? null : { ...locked, c: after };
  });
  if (view) await announce(ctx, view, effects);
  return view !== null;
}

/**
 * Starts the loop, or with `manual` only makes rounds run on demand (tick): a test that moves the engine's time runs
 * the round itself, at the moment it chooses.
 */
export function startClock(ctx: Ctx, log: FastifyBaseLogger, opts: { manual?: boolean } = {}): Clock {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let reminding: Promise<void> | null = null;

  const lookForGoneConsoles = watchPresence(ctx);

  async function round(): Promise<number> {
    await lookForGoneConsoles();
    const ids = await findDue(ctx.db, ctx.dbClock, ctx.config.CONSULT_GRACE_S, BATCH);
    let next = 0;
    const worker = async () => {
      while (next < ids.length && !stopped) {
        const id = ids[next++]!;
        try {
          await settleDue(ctx, id);
        } catch (error) {
          // One session's failure must not stop the others; it is due again on the next round.
          log.error({ err: error, consultationId: id }, 'consultation clock: settling failed');
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, ids.length) }, worker));
    // The waitlists: offers past their time expire and the next in line is offered (docs/decisions/waitlist.md).
    await waitlistRound(ctx).catch((error: unknown) => log.error({ err: error }, 'consultation clock: waitlist round failed'));
    // The booked consultations' rounds keep minutes, not seconds: at most one every BOOKING_ROUND_MS in a process
    // (every round of a manual clock, so a test's tick is a whole round).
    if (opts.manual || Date.now() - lastBookingRound >= BOOKING_ROUND_MS) {
      lastBookingRound = Date.now();
      await bookingRounds();
    }
    return ids.length;
  }

  let lastBookingRound = 0;
  async function bookingRounds(): Promise<void> {
    await noShowRound(ctx).catch((error: unknown) => log.error({ err: error }, 'consultation clock: booking no-show round failed'));
    await blockedRound(ctx).catch((error: unknown) => log.error({ err: error }, 'consultation clock: blocked bookings round failed'));
    // The reminders go out beside the billing, never in its way: a slow mail server must not hold the next round's
    // minutes. One sending at a time per process; a manual clock (tests) waits for it, so a tick is a whole round.
    reminding ??= remindBookings(ctx, log)
      .catch((error: unknown) => log.error({ err: error }, 'consultation clock: booking reminders failed'))
      .finally(() => {
        reminding = null;
      });
    if (opts.manual) await reminding;
  }

  function tick(): Promise<number> {
    // One round at a time in a process: a call while one runs waits for it instead of starting another.
    running ??= inSpan('consultation clock round', {}, round).finally(() => {
      running = null;
    });
    return running;
  }

  /** Rounds failed in a row (the database unreachable): the next waits longer, up to MAX_BACKOFF_MS. */
  let failures = 0;

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      tick()
        .then((n) => {
          failures = 0;
          schedule(n >= BATCH ? 0 : ctx.config.CONSULT_TICK_MS);
        })
        .catch((error: unknown) => {
          if (!stopped && failures++ === 0) log.error({ err: error }, 'consultation clock: round failed');
          schedule(Math.min(MAX_BACKOFF_MS, ctx.config.CONSULT_TICK_MS * 2 ** failures));
        });
    }, delay);
    timer.unref();
  }

  if (!opts.manual) schedule(ctx.config.CONSULT_TICK_MS);
  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => {});
      await reminding;
    },
  };
}
