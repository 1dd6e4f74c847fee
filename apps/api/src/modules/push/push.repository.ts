// Push subscriptions: one row per browser endpoint, owned by the account and sign-in session that made it.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { withLiveAccount } from '../../plugins/live-account.ts';

/**
 * Saves this browser's subscription for the caller's session; an endpoint seen before moves to it. Under the
 * live-account guard: an account deleted meanwhile keeps no subscription and gets its 401.
 */
export async function saveSubscription(
  db: Db,
  v: { userId: number; sessionId: number; endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await withLiveAccount(db, v.userId, (tx) =>
    tx
      .insert(pushSubscriptions)
      .values(v)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: v.userId, sessionId: v.sessionId, p256dh: v.p256dh, auth: v.auth, lastSentAt: null },
      }),
  );
}

/** Forgets the caller's own subscription at this endpoint; answers whether there was one. */
export async function deleteSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/** The subscriptions a session made (on logout: that device stops getting notifications). */
export async function deleteSessionSubscriptions(db: Db, sessionId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
}
