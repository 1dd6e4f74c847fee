// What every module is given: configuration, the database, and a clock that tests can move.
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** The process's shared Redis connection when REDIS_URL is set. */
  redis?: Redis | null;
  /** The current time; tests replace it to reach expiries without waiting. */
  now: () => Date;
}
