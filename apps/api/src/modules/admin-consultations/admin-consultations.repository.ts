// SQL of the admin's consultation screen and refunds: the session with its names, its refunds, and the row lock
// that makes two refunds of one session take turns (money locks the wallets).
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  astrologers,
  consultationRefunds,
  consultationReviews,
  consultations,
  userProfiles,
  users,
} from '../../db/schema/index.ts';

type Conn = Db | Tx;

export async function consultationView(db: Conn, id: number) {
  const [row] = await db
    .select({
      c: consultations,
      astroName: astrologers.name,
      astroImage: astrologers.profileImage,
      userName: sql<string>`coalesce(${userProfiles.name}, ${users.name}, '')`,
      reviewed: sql<boolean>`exists (select 1 from ${consultationReviews} where ${consultationReviews.consultationId} = ${consultations.id})`,
    })
    .from(consultations)
    .innerJoin(astrologers, eq(astrologers.id, consultations.astrologerId))
    .innerJoin(users, eq(users.id, consultations.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, consultations.userId))
    .where(eq(consultations.id, id));
  return row ?? null;
}
export type ConsultationView = NonNullable<Awaited<ReturnType<typeof consultationView>>>;

export async function refundsOf(db: Conn, consultationId: number) {
  return db
    .select()
    .from(consultationRefunds)
    .where(eq(consultationRefunds.consultationId, consultationId))
    .orderBy(asc(consultationRefunds.id));
}

/** The session, locked until the transaction ends: a second refund waits here and then sees the first. */
export async function lockConsultation(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: consultations.id,
      userId: consultations.userId,
      astrologerId: consultations.astrologerId,
      astroUserId: astrologers.userId,
      status: consultations.status,
      amountPaise: consultations.amountPaise,
      refundedPaise: consultations.refundedPaise,
    })
    .from(consultations)
    .innerJoin(astrologers, eq(astrologers.id, consultations.astrologerId))
    .where(eq(consultations.id, id))
    .for('update', { of: consultations });
  return row ?? null;
}

export async function insertRefund(tx: Tx, values: typeof consultationRefunds.$inferInsert): Promise<number> {
  const [row] = await tx.insert(consultationRefunds).values(values).returning({ id: consultationRefunds.id });
  return row!.id;
}

export async function addRefunded(tx: Tx, id: number, amountPaise: number, at: Date): Promise<void> {
  await tx
    .update(consultations)
    .set({ refundedPaise: sql`${consultations.refundedPaise} + ${amountPaise}`, updatedAt: at })
    .where(eq(consultations.id, id));
}
