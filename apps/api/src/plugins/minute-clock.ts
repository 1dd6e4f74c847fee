// The consultations' minute clock, one per process: started when the app is ready and stopped when it closes, after
// the drain (lib/drain.ts), so no round runs on a closing database. `app.minuteClock.tick()` runs one round on demand.
// app.ts hands it the consultations' start function, as a plugin imports no module.
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../app-context.ts';

interface Clock {
  tick(): Promise<number>;
  stop(): Promise<void>;
}

export interface MinuteClock {
  /** Runs one round now and resolves when it is done, with the number of sessions found due (0 before the app is ready). */
  tick(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    minuteClock: MinuteClock;
  }
}

export interface MinuteClockOptions {
  ctx: AppContext;
  /** Starts the loop (the consultations service's startClock). */
  start: (ctx: AppContext, log: FastifyBaseLogger, options: { manual: boolean }) => Clock;
  /** No loop: rounds run only when `tick()` is called (a test that moves the engine's time). */
  manual?: boolean;
}

export default fp<MinuteClockOptions>(
  async (app, { ctx, start, manual = false }) => {
    let clock: Clock | null = null;
    app.decorate('minuteClock', { tick: () => clock?.tick() ?? Promise.resolve(0) });
    app.addHook('onReady', async () => {
      clock = start(ctx, app.log, { manual });
    });
    app.addHook('onClose', async () => {
      await clock?.stop();
      clock = null;
    });
  },
  { name: 'minute-clock' },
);
