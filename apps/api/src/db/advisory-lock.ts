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
  // A failure of this connection is reported by the query waiting on it.
  client.on('error', () => {});
  await client.connect();
  try {
    // Waits while another process holds it; the work itself runs on the pool.
    await client.query('select pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    // Ending the session releases the lock as well; the unlock only makes it prompt.
    await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
    await client.end().catch(() => {});
  }
}
