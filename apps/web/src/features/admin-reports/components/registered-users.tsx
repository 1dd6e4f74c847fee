// Registered Users: every user profile, ten a page, paged in the browser.
import { REPORT_MESSAGES } from '@app/contracts/admin-reports';
import { useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateShort, formatPhone } from '../../../lib/format.ts';
import { useUsers } from '../api/get-users.ts';
import { ADMIN_PAGE_SIZE, pageSlice, showingText, totalPagesOf } from '../lib/pagination.ts';
import { useLogError } from '../../../hooks/use-log-error.ts';
import { PanelMessage, TableScroll, tdClass, thClass } from '../../../components/ui/admin-panel.tsx';
import { PaginationBar } from './pagination-bar.tsx';
import { tNow } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

export function RegisteredUsers() {
  const users = useUsers();
  const [page, setPage] = useState(1);
  useLogError(users.error, 'Fetching users');

  if (users.isPending) return <Skeleton className="h-48" />;
  if (users.isError) return <PanelMessage tone="error">{tNow('admin:auto.registeredUsers.couldNotLoadTheUsers')}</PanelMessage>;
  if (users.data.length === 0) return <PanelMessage>{messageNow(REPORT_MESSAGES.noUsers)}</PanelMessage>;

  const totalPages = totalPagesOf(users.data.length);
  const current = Math.min(page, totalPages);
  const rows = pageSlice(users.data, current);
  return (
    <div className="flex flex-col gap-3">
      {/* Not "Registered users": the panel around it already carries that name, and landmarks need distinct names. */}
      <TableScroll label={tNow('admin:auto.registeredUsers.registeredUsersTable')}>
        <table className="w-full">
          <thead>
            <tr>
              {['#', tNow('admin:auto.registeredUsers.name'), tNow('admin:auto.registeredUsers.email'), tNow('admin:auto.registeredUsers.phone'), tNow('admin:auto.registeredUsers.dateOfBirth'), tNow('admin:auto.registeredUsers.gender'), tNow('admin:auto.registeredUsers.registered')].map((h) => (
                <th key={h} scope="col" className={thClass}>{h}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((u, i) => (
              <tr key={u.id}>
                <td className={tdClass}>{(current - 1) * ADMIN_PAGE_SIZE + i + 1}</td>
                <td className={tdClass}>{u.name ?? '-'}</td>
                <td className={tdClass}>{u.email ?? '-'}</td>
                <td className={tdClass}>{formatPhone(u.phone) || '-'}</td>
                <td className={tdClass}>{formatDateShort(u.date_of_birth) || '-'}</td>
                <td className={tdClass}>{u.gender ?? '-'}</td>
                <td className={tdClass}>{formatDateShort(u.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className="text-sm text-night-700">{showingText(current, ADMIN_PAGE_SIZE, rows.length, users.data.length)}</p>
      <PaginationBar page={current} totalPages={totalPages} onPage={setPage} label={tNow('admin:auto.registeredUsers.userPages')} />
    </div>
  );
}
