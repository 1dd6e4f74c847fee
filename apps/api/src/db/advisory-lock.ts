// A PostgreSQL session advisory lock held around some work, on a connection of its own.
import type { Client as PgClient } from 'pg';

/**
 * Runs `work` holding the session advisory lock `key`; the lock's connection is outside any pool and ends
 * after (which releases the lock even if the unlock failed). pg's Client is passed in so that only a server
 * running on PostgreSQL loads pg (see client.ts).
 */
export async function holdingAdvisoryLock<T>(
  Client: typeof PgClient,
  url: string,
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  const client = new Client({ connectionString: url });
  let working = false;
  client.on('error', (error) => {
    // Outside the work, the query waiting on this connection reports its failure. During the work nothing
    // waits on it: the session is gone, PostgreSQL has released the lock, and another process may now run
    // the same work, which only this warning tells.
    if (working) console.warn(`The session holding advisory lock ${key} ended during the work, releasing the lock early: ${error.message}`);
  });
  await client.connect();
  try {
    // Waits while another process holds it; the work itself runs on the pool.
    await client.query('select pg_advisory_lock($1)', [key]);
    working = true;
    return await work();
  } finally {
    working = false;
    // Ending the session releases the lock as well; the unlock only makes it prompt.
    await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
    await client.end().catch(() => {});
  }
}
