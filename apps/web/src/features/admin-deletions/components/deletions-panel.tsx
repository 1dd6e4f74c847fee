// Account Deletions: when each account was deleted and what kind it was. Who it was is not kept, and a deletion cannot
// be undone, so there is nothing here to act on.
import type { Role } from '@app/contracts/auth';
import { useState } from 'react';
import { PanelMessage, TableScroll, tdClass, thClass } from '../../../components/ui/admin-panel.tsx';
import { PageNav } from '../../../components/ui/page-nav.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useLogError } from '../../../hooks/use-log-error.ts';
import { formatMediumDateTime } from '../../../lib/format.ts';
import { useAccountDeletions } from '../api/get-deletions.ts';
import { tNow } from '../../../lib/i18n.tsx';

const ROLE_TEXT: Record<Role, string> = { user: 'User', astro: 'Astrologer', admin: 'Admin' };

export function DeletionsPanel() {
  const [page, setPage] = useState(1);
  const list = useAccountDeletions(page);
  useLogError(list.error, 'Fetching account deletions');
  const data = list.data;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-night-700">
        Whose account it was is not kept: only when it was deleted, and whether it was a user&apos;s or an
        astrologer&apos;s. A deletion cannot be undone.
        {data && data.total > 0 && (
          <span className="ml-1 font-semibold text-night-900">{data.total} account(s) deleted.</span>
        )}
      </p>
      {list.isPending ? (
        <Skeleton className="h-40" />
      ) : !data ? (
        <PanelMessage tone="error">{tNow('admin:auto.deletionsPanel.couldNotLoadTheAccount')}</PanelMessage>
      ) : data.deletions.length === 0 ? (
        <PanelMessage>{tNow('admin:auto.deletionsPanel.noAccountHasBeenDeleted')}</PanelMessage>
      ) : (
        <div className={cn('max-w-xl', list.isPlaceholderData && 'opacity-60')}>
          <TableScroll label={tNow('admin:auto.deletionsPanel.accountDeletionsTable')}>
            <table className="w-full">
              <thead>
                <tr>
                  <th scope="col" className={thClass}>
                    {tNow('admin:auto.deletionsPanel.deletedIst')}
                  </th>
                  <th scope="col" className={thClass}>
                    {tNow('admin:auto.deletionsPanel.account')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.deletions.map((row, i) => (
                  <tr key={`${row.deleted_at}-${i}`}>
                    <td className={tdClass}>
                      <time dateTime={row.deleted_at}>{formatMediumDateTime(row.deleted_at)}</time>
                    </td>
                    <td className={tdClass}>{ROLE_TEXT[row.role]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <PageNav page={page} totalPages={data.total_pages} onPage={setPage} label={tNow('admin:auto.deletionsPanel.accountDeletionPages')} />
        </div>
      )}
    </div>
  );
}
