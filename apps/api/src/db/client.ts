// The one database handle: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
// Each driver is imported only in its own branch of openDatabase: a server runs on one of them, and
// loading the other (PGlite's engine, or pg) costs about 50-100 ms of every start.
import type { PGlite } from '@electric-sql/pglite';
import type { Client as PgClient } from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { holdingAdvisoryLock } from './advisory-lock.ts';
import * as tables from './schema/index.ts';
import * as moneyTables from './schema/money.ts';

// The money tables are kept out of schema/index.ts so that only modules/money can name them; the handle still
// knows every table.
const schema = { ...tables, ...moneyTables };

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The embedded engine, when there is one (tests dump and load it). */
  pglite?: PGlite;
  /**
   * LISTEN on a channel: `onNotify` runs for each NOTIFY, `onLost` if the listening connection
   * fails (PostgreSQL). Resolves to a function that stops listening.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onLost: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * Runs `work` holding the PostgreSQL session advisory lock `key`, taken on a connection of its own and
   * released after (or by PostgreSQL if the process dies). PGlite runs it directly: one process owns its data.
   */
  exclusive<T>(key: number, work: () => Promise<T>): Promise<T>;
  /** The pool's connections now (PostgreSQL; the embedded engine has one connection and no pool). */
  poolCounts?: () => { total: number; idle: number; waiting: number };
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** Start an embedded database from a dump made by `pglite.dumpDataDir()`. */
  loadDataDir?: Blob | File;
  /** An in-memory embedded database, for tests. */
  memory?: boolean;
  poolSize?: number;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 20 });
    // A broken idle connection must not crash the process; the next query reports it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const listen = sharedListener(pg.Client, opts.databaseUrl);
    return {
      db,
      kind: 'postgres',
      listen,
      exclusive: (key, work) => holdingAdvisoryLock(pg.Client, opts.databaseUrl!, key, work),
      poolCounts: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await listen.close();
        await pool.end();
      },
    };
  }
  let dataDir: string | undefined;
  if (!opts.memory) {
    const dir = resolve(opts.dataDir ?? './data');
    mkdirSync(dir, { recursive: true });
    dataDir = join(dir, 'pgdata');
  }
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  const client = await PGlite.create({
    dataDir,
    loadDataDir: opts.loadDataDir,
    // pg_trgm is a separate module in PGlite; the catalogue's search indexes need it loaded.
    extensions: { pg_trgm },
    // PostgreSQL's 128 MB of shared_buffers is allocated and touched inside the WebAssembly heap at
    // start, so all of it counts towards the process's resident memory. On disk, 32 MB cuts about
    // 100 MB (and a little start time); pages outside the cache are read from DATA_DIR. Not in memory
    // (tests): there an evicted page is written to an in-memory file instead, which costs more
    // memory than it saves (about +200 MB while seeding).
    ...(dataDir ? { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'] } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // One embedded connection: a notification can only be missed if the engine itself stops.
  const listen: Database['listen'] = async (channel, onNotify) => {
    const stop = await client.listen(channel, onNotify);
    return async () => {
      if (!client.closed) await stop();
    };
  };
  const exclusive: Database['exclusive'] = (_key, work) => work();
  return { db, kind: 'pglite', pglite: client, listen, exclusive, close: () => client.close() };
}

/** Idle time before the listening connection's first keep-alive probe. */
const LISTEN_KEEPALIVE_MS = 10_000;

type Subscriber = { onNotify: (payload: string) => void; onLost: () => void };

/**
 * LISTEN for every channel on one connection of its own, outside the pool (a LISTEN holds its session
 * for as long as it lasts). If that connection fails, every subscriber hears it and the next `listen`
 * opens a new one.
 */
function sharedListener(Client: typeof PgClient, url: string) {
  const channels = new Map<string, Set<Subscriber>>();
  /** The LISTEN of each channel: a subscriber is told it is listening only once it has taken hold. */
  const listening = new Map<string, Promise<unknown>>();
  let connection: Promise<PgClient> | null = null;

  function connect(): Promise<PgClient> {
    // Pipeline mode: the LISTENs of several channels may be asked for at once. A listening connection
    // only reads, so without TCP keep-alive a peer that vanished (a dropped route, a failed-over server)
    // would go unnoticed and the caches would keep trusting a feed that no longer speaks.
    const client = new Client({
      connectionString: url,
      pipeline: true,
      keepAlive: true,
      keepAliveInitialDelayMillis: LISTEN_KEEPALIVE_MS,
    });
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      connection = null;
      const subscribers = [...channels.values()].flatMap((set) => [...set]);
      channels.clear();
      listening.clear();
      void client.end().catch(() => {});
      for (const s of subscribers) s.onLost();
    };
    client.on('notification', (m) => {
      for (const s of channels.get(m.channel) ?? []) s.onNotify(m.payload ?? '');
    });
    client.on('error', lose);
    client.on('end', lose);
    const ready = client.connect().then(() => client);
    ready.catch(() => {
      connection = null;
    });
    return ready;
  }

  const listen = async (channel: string, onNotify: (payload: string) => void, onLost: () => void) => {
    connection ??= connect();
    const client = await connection;
    let set = channels.get(channel);
    if (!set) {
      set = new Set();
      channels.set(channel, set);
      listening.set(channel, client.query(`listen ${client.escapeIdentifier(channel)}`));
    }
    const subscriber = { onNotify, onLost };
    set.add(subscriber);
    const mine = set;
    try {
      await listening.get(channel);
    } catch (error) {
      // Start this channel afresh on the next try.
      mine.delete(subscriber);
      if (channels.get(channel) === mine && mine.size === 0) {
        channels.delete(channel);
        listening.delete(channel);
      }
      throw error;
    }
    return async () => {
      mine.delete(subscriber);
    };
  };
  return Object.assign(listen, {
    async close() {
      const pending = connection;
      connection = null;
      channels.clear();
      listening.clear();
      if (pending) await (await pending.catch(() => null))?.end().catch(() => {});
    },
  });
}

export { schema };
