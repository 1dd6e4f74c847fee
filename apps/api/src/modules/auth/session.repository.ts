// Session rows: created with a fresh random token, looked up and revoked only by the token's hash.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Creates a session and returns the token, which exists only in this answer. */
export async function createSession(db: Db | Tx, userId: number, now: Date): Promise<string> {
  const token = generateToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
