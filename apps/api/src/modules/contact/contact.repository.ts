// SQL for contact messages: store one, and note when it was e-mailed on.
import { eq } from 'drizzle-orm';
import type { ContactRequest } from '@app/contracts/contact';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export async function insertMessage(db: Db, message: ContactRequest, ip: string | null, at: Date): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...message, ip, createdAt: at })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('insert into contact_messages returned no row');
  return row.id;
}

export async function markEmailed(db: Db, id: number, at: Date): Promise<void> {
  await db.update(contactMessages).set({ emailedAt: at }).where(eq(contactMessages.id, id));
}
