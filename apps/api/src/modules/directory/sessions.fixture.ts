// Test data for the directory and reviews: consultations in a chosen state and astrologers' presence, written directly.
import { sql } from 'drizzle-orm';
import type { ConsultationStatus } from '@app/contracts/consultations';
import type { Db } from '../../db/client.ts';
import { astrologerPresence, consultationReviews, consultations } from '../../db/schema/index.ts';

/** A consultation of `userId` with `astrologerId` in the given state; an ended one has `billedMinutes` paid minutes. */
export async function createSession(
  db: Db,
  opts: { userId: number; astrologerId: number; status?: ConsultationStatus; billedMinutes?: number; ratePaise?: number },
) {
  const status = opts.status ?? 'ended';
  const ratePaise = opts.ratePaise ?? 2_500;
  const billed = opts.billedMinutes ?? (status === 'ended' ? 3 : 0);
  const started = status === 'ended' || status === 'active';
  const [row] = await db
    .insert(consultations)
    .values({
      userId: opts.userId,
      astrologerId: opts.astrologerId,
      type: 'chat',
      status,
      ratePaise,
      minuteSeconds: 60,
      acceptBy: sql`now() + interval '2 minutes'`,
      acceptedAt: started ? sql`now() - interval '10 minutes'` : null,
      startedAt: started ? sql`now() - interval '10 minutes'` : null,
      nextChargeAt: status === 'active' ? sql`now() + interval '1 minute'` : null,
      endedAt: status === 'active' || status === 'requested' ? null : sql`now()`,
      endReason: status === 'ended' ? 'user' : null,
      billedMinutes: billed,
      amountPaise: billed * ratePaise,
    })
    .returning({ id: consultations.id });
  return row!.id;
}

/** A review written straight into the table, at `createdAt` when given. */
export async function createReview(
  db: Db,
  opts: { userId: number; astrologerId: number; stars: number; text?: string; createdAt?: Date },
) {
  const consultationId = await createSession(db, { userId: opts.userId, astrologerId: opts.astrologerId });
  await db.insert(consultationReviews).values({
    consultationId,
    userId: opts.userId,
    astrologerId: opts.astrologerId,
    stars: opts.stars,
    text: opts.text ?? '',
    ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
  });
  return consultationId;
}

/** Marks the astrologer's console: available for chat or not, last seen `secondsAgo` seconds ago. */
export async function setPresence(db: Db, astrologerId: number, opts: { available?: boolean; secondsAgo?: number } = {}) {
  const values = {
    astrologerId,
    chatAvailable: opts.available ?? true,
    seenAt: sql`now() - make_interval(secs => ${opts.secondsAgo ?? 0})`,
  };
  await db
    .insert(astrologerPresence)
    .values(values)
    .onConflictDoUpdate({ target: astrologerPresence.astrologerId, set: { chatAvailable: values.chatAvailable, seenAt: values.seenAt } });
}
