// What every module is given: configuration, the database, and a clock that tests can move.
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { ChangeFeeds } from './lib/change-feed.ts';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** The current time; tests replace it to reach expiries without waiting. */
  now: () => Date;
  /** The change feeds the in-memory caches follow; a service that writes announces its change here. */
  changes: ChangeFeeds;
}
