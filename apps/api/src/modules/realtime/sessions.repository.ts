// Which of the sessions behind this process's sockets are still valid: one query for all of them at each heartbeat.
import { and, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';

export async function validSessionIds(db: Db, ids: readonly number[], now: Date): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, [...ids]), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return new Set(rows.map((r) => r.id));
}
