// The row of tile buttons: Download PDF, then one toggle per panel (aria-pressed tells which is open).
import { ADMIN_FAILURE } from '@app/contracts/admin-messages';
import {
  BarChart3,
  BookOpen,
  CircleHelp,
  Download,
  FileSpreadsheet,
  FolderPlus,
  History,
  LayoutGrid,
  ListTree,
  MessagesSquare,
  PackagePlus,
  ReceiptText,
  ShieldAlert,
  ShoppingBag,
  UserPlus,
  Users,
  UserX,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { toast } from 'react-toastify';
import { cn } from '../../components/ui/cn.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDownloadPdf } from '../../features/admin-astrologers/api/download-pdf.ts';
import { panelDomId, TILES, tileLabel, type PanelId } from './panels.ts';
import { useT } from '../../lib/i18n.tsx';
import { messageNow } from '../../lib/message-words.ts';

const ICONS: Record<PanelId, LucideIcon> = {
  'add-category': FolderPlus,
  'add-product': PackagePlus,
  categories: ListTree,
  products: ShoppingBag,
  payments: Wallet,
  'category-products': LayoutGrid,
  orders: History,
  interactions: MessagesSquare,
  users: Users,
  'create-astrologer': UserPlus,
  'bulk-upload': FileSpreadsheet,
  'free-questions': CircleHelp,
  invoices: ReceiptText,
  'account-deletions': UserX,
  moderation: ShieldAlert,
  charts: BarChart3,
};

const tileClasses = (active: boolean) =>
  cn(
    'flex min-h-20 flex-col items-center justify-center gap-1.5 rounded-2xl border px-3 py-3 text-center text-sm font-semibold shadow-sm transition-colors',
    'disabled:cursor-wait disabled:opacity-70',
    active
      ? 'border-saffron-700 bg-saffron-700 text-white'
      : 'border-night-100 bg-white text-night-900 hover:border-saffron-300 hover:bg-saffron-50',
  );

export function DashboardTiles({ open, onToggle }: { open: PanelId | null; onToggle: (id: PanelId) => void }) {
  const pdf = useDownloadPdf();
  const { t } = useT('admin');

  const downloadPdf = () =>
    pdf.mutate(undefined, {
      onError: (error) => {
        console.error('PDF download failed', error);
        toast.error(messageNow(ADMIN_FAILURE.downloadPdf));
        window.alert(messageNow(ADMIN_FAILURE.downloadPdf));
      },
    });

  return (
    <nav aria-label={t('admin:tiles.sections')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
      <button type="button" className={tileClasses(false)} onClick={downloadPdf} disabled={pdf.isPending}>
        {pdf.isPending ? <Spinner decorative className="size-6" /> : <Download className="size-6" aria-hidden="true" />}
        {t('admin:tiles.downloadPdf')}
      </button>
      {TILES.map((tile) => {
        const active = open === tile.id;
        const Icon = ICONS[tile.id] ?? BookOpen;
        return (
          <button
            key={tile.id}
            type="button"
            className={tileClasses(active)}
            aria-pressed={active}
            aria-controls={active ? panelDomId(tile.id) : undefined}
            onClick={() => onToggle(tile.id)}
          >
            <Icon className="size-6" aria-hidden="true" />
            {t(tileLabel(tile, active))}
          </button>
        );
      })}
    </nav>
  );
}
