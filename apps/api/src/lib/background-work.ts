// Work a request hands over once its transaction has committed (an e-mail, an SMS), so that its answer does not wait
// for a mail server: a task's failure is logged, never the request's, and the app waits for what is still running
// (up to a limit) before the database closes.
import type { FastifyInstance } from 'fastify';

export interface BackgroundWork {
  /** Starts `task` now without waiting for it; a failure is logged with `context` and `what`. */
  run(what: string, context: object, task: () => Promise<void>): void;
  /** Resolves once every task handed over so far has finished. */
  idle(): Promise<void>;
}

export function createBackgroundWork(log: { error(obj: object, msg: string): void }): BackgroundWork {
  const pending = new Set<Promise<void>>();
  return {
    run(what, context, task) {
      const running = task().catch((error: unknown) => log.error({ err: error, ...context }, what));
      pending.add(running);
      void running.finally(() => pending.delete(running));
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

/** Background work of a plugin's routes that the app finishes before it closes (a stuck task is not waited for). */
export function backgroundWorkOf(app: FastifyInstance, waitMs = 5_000): BackgroundWork {
  const work = createBackgroundWork(app.log);
  app.addHook('preClose', async () => {
    await Promise.race([work.idle(), new Promise((resolve) => setTimeout(resolve, waitMs).unref())]);
  });
  return work;
}
