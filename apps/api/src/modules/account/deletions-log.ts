// The admin's log of deleted accounts: when, and what kind of account, a page at a time. It names nobody and has no undo.
import { count, desc } from 'drizzle-orm';
import { ACCOUNT_DELETIONS_PAGE_SIZE, type AccountDeletionsResponse } from '@app/contracts/account';
import { paiseToRupees } from '@app/contracts/common';
import type { Db } from '../../db/client.ts';
import { accountDeletions } from '../../db/schema/index.ts';

export async function deletionsPage(db: Db, page: number): Promise<AccountDeletionsResponse> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(accountDeletions)
      .orderBy(desc(accountDeletions.deletedAt), desc(accountDeletions.id))
      .limit(ACCOUNT_DELETIONS_PAGE_SIZE)
      .offset((page - 1) * ACCOUNT_DELETIONS_PAGE_SIZE),
    db.select({ n: count() }).from(accountDeletions),
  ]);
  const n = total?.n ?? 0;
  return {
    deletions: rows.map((r) => ({ deleted_at: r.deletedAt.toISOString(), role: r.role, forfeited: paiseToRupees(r.forfeitedPaise) })),
    page,
    total_pages: Math.max(1, Math.ceil(n / ACCOUNT_DELETIONS_PAGE_SIZE)),
    total: n,
  };
}
