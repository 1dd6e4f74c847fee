// The search transaction's planner settings: in force inside it, gone after it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../test/app.ts';
import { withTrigramPlans } from './catalogue.repository.ts';

describe('withTrigramPlans', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  const settings = async (db: Pick<Database['db'], 'execute'>) => {
    const result = await db.execute(
      sql`select current_setting('enable_seqscan') as seqscan, current_setting('plan_cache_mode') as plans`,
    );
    return (result as unknown as { rows: { seqscan: string; plans: string }[] }).rows[0];
  };

  it('plans each search for its own words, without sequential scans, only inside its transaction', async () => {
    expect(await withTrigramPlans(database.db, (tx) => settings(tx))).toEqual({ seqscan: 'off', plans: 'force_custom_plan' });
    expect(await settings(database.db)).toEqual({ seqscan: 'on', plans: 'auto' });
  });
});
