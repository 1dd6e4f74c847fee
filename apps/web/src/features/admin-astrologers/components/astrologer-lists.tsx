// 'ALL UNVERIFIED ASTROLOGERS' and 'ALL VERIFIED ASTROLOGERS': the cards, and the detail modal of the one clicked.
import type { AdminAstrologerRow } from '@app/contracts/admin-astrologers';
import { useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAstrologers } from '../api/get-astrologers.ts';
import { useLogError } from '../../../hooks/use-log-error.ts';
import { PanelMessage } from '../../../components/ui/admin-panel.tsx';
import { AstrologerCard } from './astrologer-card.tsx';
import { AstrologerDetailModal } from './astrologer-detail-modal.tsx';
import { useT } from '../../../lib/i18n.tsx';

function AstrologerSection({
  id,
  title,
  rows,
  onOpen,
}: {
  id: string;
  title: string;
  rows: AdminAstrologerRow[];
  onOpen: (id: number) => void;
}) {
  const { t } = useT('admin');
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-night-100 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="mb-4 font-display text-xl font-semibold tracking-wide text-night-900">
        {title} <span className="text-base font-normal text-night-700">({rows.length})</span>
      </h2>
      {rows.length === 0 ? (
        <PanelMessage>{t('astrologers.none')}</PanelMessage>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {rows.map((a) => (
            <AstrologerCard key={a.astro_id} astrologer={a} onOpen={() => onOpen(a.astro_id)} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function AstrologerLists() {
  const astrologers = useAstrologers();
  // The id, not a copy of the row: after a wallet update the modal shows the refreshed row.
  const [openId, setOpenId] = useState<number | null>(null);
  useLogError(astrologers.error, 'Fetching astrologers');
  const { t } = useT('admin');

  if (astrologers.isPending) return <Skeleton className="h-48" />;
  if (astrologers.isError) return <PanelMessage tone="error">{t('astrologers.loadFailed')}</PanelMessage>;

  const rows = astrologers.data;
  const selected = rows.find((a) => a.astro_id === openId) ?? null;
  return (
    <>
      <AstrologerSection id="all-unverified-astrologers" title={t('astrologers.unverified')} rows={rows.filter((a) => !a.is_verified)} onOpen={setOpenId} />
      <AstrologerSection id="all-verified-astrologers" title={t('astrologers.verified')} rows={rows.filter((a) => a.is_verified)} onOpen={setOpenId} />
      <AstrologerDetailModal astrologer={selected} onClose={() => setOpenId(null)} />
    </>
  );
}
