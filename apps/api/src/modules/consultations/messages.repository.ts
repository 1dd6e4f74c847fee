// Messages' SQL: who is in a session, the insert that a repeated client_id turns into a no-op, and history pages.
import type { ConsultationType } from '@app/contracts/consultations';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { astrologers, consultationMessages, consultations } from '../../db/schema/index.ts';

export type MessageRow = typeof consultationMessages.$inferSelect;
export type NewMessage = Omit<typeof consultationMessages.$inferInsert, 'id' | 'createdAt'>;

export interface Participants {
  id: number;
  type: ConsultationType;
  status: string;
  userId: number;
  astroUserId: number;
}

const participantFields = {
  id: consultations.id,
  type: consultations.type,
  status: consultations.status,
  userId: consultations.userId,
  astroUserId: astrologers.userId,
};

export async function findParticipants(db: Db | Tx, id: number): Promise<Participants | null> {
  const [row] = await db
    .select(participantFields)
    .from(consultations)
    .innerJoin(astrologers, eq(astrologers.id, consultations.astrologerId))
    .where(eq(consultations.id, id));
  return row ?? null;
}

/**
 * The session's status, read under a share lock: an end (which locks the row for update) waits until this
 * transaction's message is in, and a message waits for an end in progress, so no message lands after the end.
 */
export async function shareLockStatus(tx: Tx, id: number): Promise<string | null> {
  const [row] = await tx
    .select({ status: consultations.status })
    .from(consultations)
    .where(eq(consultations.id, id))
    .for('share');
  return row?.status ?? null;
}

/** The new row, or null when this sender already sent this client_id (the unique index decides, even in a race). */
export async function insertMessage(db: Db | Tx, values: NewMessage): Promise<MessageRow | null> {
  const [row] = await db.insert(consultationMessages).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findByClientId(db: Db | Tx, consultationId: number, sender: string, clientId: string): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(consultationMessages)
    .where(
      and(
        eq(consultationMessages.consultationId, consultationId),
        eq(consultationMessages.sender, sender),
        eq(consultationMessages.clientId, clientId),
      ),
    );
  return row ?? null;
}

export async function listAfter(db: Db, consultationId: number, after: number, limit: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(consultationMessages)
    .where(and(eq(consultationMessages.consultationId, consultationId), gt(consultationMessages.id, after)))
    .orderBy(asc(consultationMessages.id))
    .limit(limit);
}

export async function findMessage(db: Db, consultationId: number, messageId: number): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(consultationMessages)
    .where(and(eq(consultationMessages.consultationId, consultationId), eq(consultationMessages.id, messageId)));
  return row ?? null;
}

/** How many messages a session has (tests count rows through it). */
export async function countMessages(db: Db, consultationId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(consultationMessages)
    .where(eq(consultationMessages.consultationId, consultationId));
  return row!.n;
}
