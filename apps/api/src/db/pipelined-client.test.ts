// PostgreSQL connections that send BEGIN with a transaction's first statement and COMMIT with a named last one:
// transactions must commit, roll back and leave their connection exactly as plain ones do.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POSTGRES_ADMIN_URL } from '../test/global-setup.ts';
import { commitWithNext, openDatabase, type Database } from './client.ts';

// The PostgreSQL pass runs it; on PGlite commitWithNext does nothing and the whole suite covers that.
const wanted = process.env.TEST_DB === 'postgres';

describe.runIf(wanted)('pipelined transactions on PostgreSQL', () => {
  let admin: pg.Client;
  let name: string;
  let url: string;
  /** One connection, so every transaction runs on the connection the next one reuses. */
  let database: Database;
  /** A second session, to see what is committed. */
  let observer: pg.Client;

  const values = async () =>
    (await observer.query<{ id: number; v: number }>('select id, v from items order by id')).rows.map((r) => [r.id, r.v]);
  const insert = (id: number, v: number) => sql`insert into items (id, v) values (${id}, ${v})`;

  beforeAll(async () => {
    name = `jk_pipeline_${randomBytes(4).toString('hex')}`;
    admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(POSTGRES_ADMIN_URL);
    target.pathname = `/${name}`;
    url = target.toString();
    database = await openDatabase({ databaseUrl: url, poolSize: 1 });
    observer = new pg.Client({ connectionString: url });
    await observer.connect();
    await observer.query('create table items (id int primary key, v int not null check (v >= 0))');
  });

  afterAll(async () => {
    await observer?.end();
    await database?.close();
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  beforeEach(async () => {
    await observer.query('truncate items');
  });

  /** PostgreSQL's own message: drizzle wraps it as the cause of a "Failed query" error. */
  async function failure(promise: Promise<unknown>): Promise<string> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e as Error & { cause?: Error },
    );
    if (!error) throw new Error('expected the transaction to fail');
    return error.cause?.message ?? error.message;
  }

  /** The pooled connection is idle, not inside a transaction, and answers. */
  async function expectConnectionClean() {
    const result = await database.db.execute(sql`select pg_current_xact_id_if_assigned() as xact, now() = statement_timestamp() as fresh`);
    const [row] = (result as unknown as { rows: { xact: string | null; fresh: boolean }[] }).rows;
    // Outside a transaction each statement gets its own start time; inside one, now() is the transaction's.
    expect(row).toEqual({ xact: null, fresh: true });
  }

  it('commits every statement of a transaction', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(insert(1, 1));
      await tx.execute(insert(2, 2));
      // Nothing is visible to another session before the COMMIT.
      expect(await values()).toEqual([]);
    });
    expect(await values()).toEqual([
      [1, 1],
      [2, 2],
    ]);
    await expectConnectionClean();
  });

  it('rolls back the first statement (sent with the BEGIN) when a later one fails', async () => {
    expect(
      await failure(
        database.db.transaction(async (tx) => {
          await tx.execute(insert(3, 3));
          await tx.execute(insert(3, 4));
        }),
      ),
    ).toMatch(/duplicate key/);
    expect(await values()).toEqual([]);
    await expectConnectionClean();
  });

  it('runs nothing when the first statement fails', async () => {
    expect(await failure(database.db.transaction(async (tx) => tx.execute(insert(4, -1))))).toMatch(/check constraint/);
    expect(await values()).toEqual([]);
    await expectConnectionClean();
  });

  it('keeps the options of the BEGIN', async () => {
    expect(
      await failure(database.db.transaction(async (tx) => tx.execute(insert(5, 5)), { accessMode: 'read only' })),
    ).toMatch(/read-only transaction/);
    expect(await values()).toEqual([]);
    await expectConnectionClean();
  });

  it('ends a transaction that ran no statement', async () => {
    await expect(database.db.transaction(async () => 'nothing')).resolves.toBe('nothing');
    await expectConnectionClean();
  });

  it('commits with the named statement: another session sees it before the callback returns', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(insert(6, 6));
      commitWithNext(tx);
      await tx.execute(sql`update items set v = v + ${1} where id = ${6}`);
      expect(await values()).toEqual([[6, 7]]);
    });
    expect(await values()).toEqual([[6, 7]]);
    await expectConnectionClean();
  });

  it('commits a transaction whose only statement carries BEGIN and COMMIT', async () => {
    await database.db.transaction(async (tx) => {
      commitWithNext(tx);
      await tx.execute(insert(7, 7));
    });
    expect(await values()).toEqual([[7, 7]]);
    await expectConnectionClean();
  });

  it('commits nothing when the statement carrying the COMMIT fails', async () => {
    expect(
      await failure(
        database.db.transaction(async (tx) => {
          await tx.execute(insert(8, 8));
          commitWithNext(tx);
          await tx.execute(sql`update items set v = v - ${9} where id = ${8}`);
        }),
      ),
    ).toMatch(/check constraint/);
    expect(await values()).toEqual([]);
    await expectConnectionClean();
  });

  it('cannot take back a committed statement when the callback throws after it', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        commitWithNext(tx);
        await tx.execute(insert(9, 9));
        throw new Error('after the commit');
      }),
    ).rejects.toThrow('after the commit');
    expect(await values()).toEqual([[9, 9]]);
    await expectConnectionClean();
  });

  it('runs a statement that failed to parse behind a BEGIN once it can', async () => {
    const lookUp = () => database.db.transaction(async (tx) => tx.execute(sql`select id from later where id = ${1}`));
    expect(await failure(lookUp())).toMatch(/relation "later" does not exist/);
    await observer.query('create table later (id int primary key)');
    try {
      // The same text, first in a transaction again and then on its own: both run on the one connection.
      await expect(lookUp()).resolves.toBeDefined();
      await expect(database.db.execute(sql`select id from later where id = ${1}`)).resolves.toBeDefined();
      await expect(lookUp()).resolves.toBeDefined();
    } finally {
      await observer.query('drop table later');
    }
    await expectConnectionClean();
  });

  it('parses a statement with parameters once per connection', async () => {
    const marker = `marker_${randomBytes(3).toString('hex')}`;
    for (let i = 0; i < 3; i++) {
      await database.db.execute(sql`select ${i}::int as n, ${marker}::text as m`);
    }
    // How many statements this connection holds prepared with that text.
    const prepared = async () => {
      const result = await database.db.execute(
        sql`select count(*)::int as n from pg_prepared_statements where statement like ${`%${'::text as m'}%`}`,
      );
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    expect(await prepared()).toBe(1);
    // A statement inside a transaction reuses the same name.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select ${5}::int as n, ${marker}::text as m`);
    });
    expect(await prepared()).toBe(1);
  });
});
