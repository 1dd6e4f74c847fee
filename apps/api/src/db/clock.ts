// The consultation engine's "now", as SQL: one source for every statement that reads or stamps a session's time.
// In production it is the database's own clock, so any number of processes agree on it; the test app moves it by its
// test clock's offset, so a test reaches minute k by advancing the clock instead of waiting for it.
import { sql, type SQL } from 'drizzle-orm';

export interface DbClock {
  /** The time the transaction began (now()): what a statement compares and stamps. */
  now(): SQL;
  /** The time at this instant (clock_timestamp()): read after a lock wait, later than anything the holder did. */
  exact(): SQL;
}

/** The database's clock, unchanged. */
export const databaseClock: DbClock = {
  now: () => sql`now()`,
  exact: () => sql`clock_timestamp()`,
};

/** The database's clock moved by `offsetMs()` (read on each statement): the test app's clock. */
export function shiftedClock(offsetMs: () => number): DbClock {
  const by = () => sql`make_interval(secs => ${offsetMs() / 1000}::double precision)`;
  return {
    now: () => sql`(now() + ${by()})`,
    exact: () => sql`(clock_timestamp() + ${by()})`,
  };
}
