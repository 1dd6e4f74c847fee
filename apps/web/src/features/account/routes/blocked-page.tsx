// /account/blocked: the accounts the person blocked (from a consultation, the chat or an astrologer's page), each
// with when, a link to a blocked astrologer's page, and Unblock. A block keeps both sides from being matched again
// (docs/decisions/safety.md); lifting it puts the astrologer back in the person's directory.
import { Ban } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { toast } from 'react-toastify';
import { PanelMessage } from '../../../components/ui/admin-panel.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useLogError } from '../../../hooks/use-log-error.ts';
import { messageOf } from '../../../lib/error-message.ts';
import { formatMediumDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useMessageWords } from '../../../lib/message-words.ts';
import { isLoggedIn } from '../../../lib/storage.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useBlocks, useUnblock } from '../api/blocks.ts';

const page = 'mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-12';

export function BlockedPage() {
  const { t } = useT('account');
  usePageMeta(t('blocked.title'));
  if (!isLoggedIn()) return <Navigate to="/login/determiner" replace />;
  return (
    <div className={page}>
      <div>
        <h1 className="font-display text-3xl font-semibold text-night-900">{t('blocked.title')}</h1>
        <p className="mt-2 text-night-700">{t('blocked.intro')}</p>
      </div>
      <BlockedList />
    </div>
  );
}

function BlockedList() {
  const { t } = useT('account');
  const tm = useMessageWords();
  const blocks = useBlocks();
  const unblock = useUnblock();
  useLogError(blocks.error, 'Fetching the blocked accounts');
  if (blocks.isPending) return <Skeleton className="h-32" />;
  if (!blocks.data) return <PanelMessage tone="error">{t('blocked.failed')}</PanelMessage>;
  if (blocks.data.blocks.length === 0) return <PanelMessage>{t('blocked.none')}</PanelMessage>;
  return (
    <ul className="flex flex-col gap-3" aria-label={t('blocked.title')}>
      {blocks.data.blocks.map((b) => (
        <li
          key={b.account_id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-night-100 bg-white p-4 shadow-sm"
        >
          <div className="flex min-w-0 items-center gap-3">
            <Ban className="size-5 shrink-0 text-night-500" aria-hidden="true" />
            <div className="min-w-0">
              <p className="font-semibold break-words text-night-900">
                {b.astro_id !== null ? (
                  <Link to={`/astrologers/${b.astro_id}`} className="underline">
                    {b.name}
                  </Link>
                ) : (
                  b.name
                )}
              </p>
              <p className="text-sm text-night-700">{t('blocked.since', { when: formatMediumDateTime(b.blocked_at) })}</p>
            </div>
          </div>
          <Button
            size="sm"
            variant="outline"
            aria-label={t('blocked.unblockName', { name: b.name })}
            loading={unblock.isPending && unblock.variables === b.account_id}
            onClick={() =>
              unblock.mutate(b.account_id, {
                onSuccess: (answer) => toast.success(tm(answer.message)),
                onError: (error) => toast.error(messageOf(error, t('blocked.unblockFailed'))),
              })
            }
          >
            {t('blocked.unblock')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
