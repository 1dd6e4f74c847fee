// The dashboard itself: top bar, tiles, the one open panel, and the astrologer lists below. It lives in app/ because
// its panels come from three admin features (catalogue, astrologers, reports), which do not import each other.
import { useEffect, useState } from 'react';
import { AdminPanel } from '../../components/ui/admin-panel.tsx';
import { AdminTopBar } from '../../features/admin/components/admin-top-bar.tsx';
import { AstrologerLists } from '../../features/admin-astrologers/components/astrologer-lists.tsx';
import { DashboardTiles } from './dashboard-tiles.tsx';
import { PanelContent } from './panel-content.tsx';
import { panelDomId, TILES, type PanelId } from './panels.ts';
import { useT } from '../../lib/i18n.tsx';

export function AdminDashboard() {
  const { t } = useT('admin');
  const [open, setOpen] = useState<PanelId | null>(null);
  const tile = TILES.find((t) => t.id === open);

  // Move focus to the panel that just opened, so keyboard and screen-reader users land on it, and bring it into view
  // when it opened out of sight (on a phone it is below a column of tiles).
  useEffect(() => {
    const heading = open ? document.getElementById(`${panelDomId(open)}-heading`) : null;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    const { top, bottom } = heading.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) {
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      heading.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    }
  }, [open]);

  return (
    <div className="min-h-dvh bg-cream">
      <AdminTopBar />
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6">
        <DashboardTiles open={open} onToggle={(id) => setOpen((current) => (current === id ? null : id))} />
        {tile && (
          <AdminPanel id={panelDomId(tile.id)} title={t(tile.title)}>
            <PanelContent id={tile.id} />
          </AdminPanel>
        )}
        <AstrologerLists />
      </div>
    </div>
  );
}
