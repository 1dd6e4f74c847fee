// Kundli matches SQL: a user's saved matches, newest first, and one of them by id for its owner only.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { kundliMatches } from '../../db/schema/index.ts';

export type SavedMatchRow = typeof kundliMatches.$inferSelect;
export type SavedMatchValues = Omit<typeof kundliMatches.$inferInsert, 'id' | 'createdAt'>;

export async function countSaved(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(kundliMatches).where(eq(kundliMatches.userId, userId));
  return row?.n ?? 0;
}

export async function insertSaved(db: Db | Tx, values: SavedMatchValues): Promise<number> {
  const [row] = await db.insert(kundliMatches).values(values).returning({ id: kundliMatches.id });
  return row!.id;
}

export async function listSaved(db: Db, userId: number) {
  return db
    .select({
      id: kundliMatches.id,
      boyName: kundliMatches.boyName,
      girlName: kundliMatches.girlName,
      total: kundliMatches.total,
      band: kundliMatches.band,
      createdAt: kundliMatches.createdAt,
    })
    .from(kundliMatches)
    .where(eq(kundliMatches.userId, userId))
    .orderBy(desc(kundliMatches.id));
}

export async function findSaved(db: Db, userId: number, id: number): Promise<SavedMatchRow | null> {
  const [row] = await db.select().from(kundliMatches).where(and(eq(kundliMatches.id, id), eq(kundliMatches.userId, userId)));
  return row ?? null;
}

export async function deleteSaved(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(kundliMatches)
    .where(and(eq(kundliMatches.id, id), eq(kundliMatches.userId, userId)))
    .returning({ id: kundliMatches.id });
  return rows.length > 0;
}
