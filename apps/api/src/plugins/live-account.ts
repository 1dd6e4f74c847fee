// The live-account guard every write on behalf of an account takes, so a write and the account's deletion never
// interleave: the write holds the account's row FOR KEY SHARE where it is not deleted. The deletion locks that row FOR
// UPDATE first, so it waits for a write holding it and then erases or detaches what was written (or refuses, as for a
// consultation requested meanwhile); a write that comes second waits for the deletion, finds the account gone, writes
// nothing and answers the 401 of a deleted account's session (docs/decisions/account-deletion.md).
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { asError, unauthorized, type AppError } from '../lib/errors.ts';
import { SESSION_EXPIRED } from './auth.ts';

/**
 * The guard as SQL: the account's id while it is not deleted, its row held FOR KEY SHARE. A one-statement write puts it
 * first as `live as materialized (...)` and writes only `where exists (select 1 from live)`: under read committed a
 * row locked after waiting is read again, so a deletion committed meanwhile leaves `live` empty.
 */
export function liveAccountRow(userId: number, lock: AccountLock = 'shared'): SQL {
  const strength = sql.raw(lock === 'shared' ? 'for key share' : 'for no key update');
  return sql`select id from users where id = ${userId}::int and deleted_at is null ${strength}`;
}

/**
 * shared: writes of one account run side by side. exclusive: one at a time per account as well (a rule over all of
 * its rows, such as its one default address); taken as the first lock, never after the shared one, which two
 * writers could not both upgrade.
 */
export type AccountLock = 'shared' | 'exclusive';

/** The 401 a write gets when its account was deleted before it could write (the session it came with is gone too). */
export const accountGone = (): AppError => unauthorized('session_expired', SESSION_EXPIRED);

/** Takes the guard in a transaction; false when the account is deleted. Take it before any other lock. */
export async function holdLiveAccount(tx: Tx, userId: number, lock: AccountLock = 'shared'): Promise<boolean> {
  const result = await tx.execute(liveAccountRow(userId, lock));
  // node-postgres and PGlite both answer { rows }; drizzle's declared type differs per driver.
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** Takes the guard in a transaction, or refuses with the 401 of a deleted account. */
export async function requireLiveAccount(tx: Tx, userId: number, lock: AccountLock = 'shared'): Promise<void> {
  if (!(await holdLiveAccount(tx, userId, lock))) throw accountGone();
}

/** `work` in a transaction that holds the guard first. */
export function withLiveAccount<T>(db: Db, userId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await requireLiveAccount(tx, userId);
    return work(tx);
  });
}

/**
 * An onSend hook for every route: a write whose account was deleted after its session was checked may be refused by a
 * check it made before taking the guard (a balance now given up, an astrologer now removed, a row now erased). Such a
 * refusal is the 401 of a deleted account too, so the client always hears the one reason: the account is gone.
 */
export function goneAccountRefusals(db: Db) {
  async function refusal(userId: number, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const [deleted] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), isNotNull(users.deletedAt)));
    if (!deleted) return payload;
    reply.status(401);
    const gone = accountGone();
    return JSON.stringify({ message: gone.message, errors: {}, code: gone.code });
  }
  // Callback style: the answers it leaves alone (nearly all) cost no promise.
  return (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void) => {
    const status = reply.statusCode;
    if (request.method === 'GET' || request.method === 'HEAD' || !request.user || status < 400 || status >= 500 || status === 401) {
      done(null, payload);
      return;
    }
    refusal(request.user.id, reply, payload).then(
      (answer) => done(null, answer),
      (error: unknown) => done(asError(error)),
    );
  };
}
