// What every module is given: configuration, the database, the file storage, and a clock that tests can move.
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { DbClock } from './db/clock.ts';
import type { FileStorage } from './lib/storage.ts';
import type { ChangeFeeds } from './lib/change-feed.ts';
import type { Metrics } from './lib/metrics.ts';
import type { Push } from './lib/push.ts';
import type { Realtime } from './lib/realtime.ts';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** Uploaded and private files, in the driver STORAGE names; one per process. */
  storage: FileStorage;
  /** The process's shared Redis connection when REDIS_URL is set. */
  redis?: Redis | null;
  /** The current time; tests replace it to reach expiries without waiting. */
  now: () => Date;
  /**
   * The consultation engine's time, in SQL: the database's clock (every process agrees on it), moved in tests by the
   * same offset as `now` (db/clock.ts).
   */
  dbClock: DbClock;
  /** The change feeds the in-memory caches follow; a service that writes announces its change here. */
  changes: ChangeFeeds;
  /** Pushes events to connected sockets (every process's, through Redis when REDIS_URL is set). */
  realtime: Realtime;
  /** Web Push notifications to the devices that allowed them, sent in the background. */
  push: Push;
  /** This app's Prometheus series (GET /metrics): what the services count, and the gauges they let it read. */
  metrics: Metrics;
}
