// The account's language (users.locale), which its pages, notices, e-mails and SMS follow.
import type { Locale } from '@app/contracts/i18n';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export async function setAccountLocale(db: Db, userId: number, locale: Locale): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}
