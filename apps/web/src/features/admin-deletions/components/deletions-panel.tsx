// Account Deletions: when each account was deleted and what kind it was. Who it was is not kept, and a deletion cannot
// be undone, so there is nothing here to act on.
import type { Role } from '@app/contracts/auth';
import { useState } from 'react';
import { PanelMessage, TableScroll, tdClass, thClass } from '../../../components/ui/admin-panel.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useLogError } from '../../../hooks/use-log-error.ts';
import { useAccountDeletions } from '../api/get-deletions.ts';

const istDateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});
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
        <PanelMessage tone="error">Could not load the account deletions.</PanelMessage>
      ) : data.deletions.length === 0 ? (
        <PanelMessage>No account has been deleted.</PanelMessage>
      ) : (
        <div className={cn('max-w-xl', list.isPlaceholderData && 'opacity-60')}>
          <TableScroll label="Account deletions table">
            <table className="w-full">
              <thead>
                <tr>
                  <th scope="col" className={thClass}>
                    Deleted (IST)
                  </th>
                  <th scope="col" className={thClass}>
                    Account
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.deletions.map((row, i) => (
                  <tr key={`${row.deleted_at}-${i}`}>
                    <td className={tdClass}>
                      <time dateTime={row.deleted_at}>{istDateTime.format(new Date(row.deleted_at))}</time>
                    </td>
                    <td className={tdClass}>{ROLE_TEXT[row.role]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          {data.total_pages > 1 && (
            <nav aria-label="Account deletion pages" className="mt-4 flex items-center justify-center gap-3">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Previous
              </Button>
              <span className="text-sm text-night-800">
                Page {data.page} of {data.total_pages}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= data.total_pages}
                onClick={() => setPage((p) => p + 1)}
              >
                Next
              </Button>
            </nav>
          )}
        </div>
      )}
    </div>
  );
}
