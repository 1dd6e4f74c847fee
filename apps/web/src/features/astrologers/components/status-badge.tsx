// An astrologer's live status: Online (green), Busy (amber) or Offline (grey), with a dot that pulses while online.
import type { AstroStatus } from '@app/contracts/consultations';
import { cn } from '../../../components/ui/cn.ts';
import { useT } from '../../../lib/i18n.tsx';

const LOOK: Record<AstroStatus, { badge: string; dot: string }> = {
  online: { badge: 'bg-green-50 text-green-800 ring-green-200', dot: 'bg-green-500' },
  busy: { badge: 'bg-amber-50 text-amber-800 ring-amber-200', dot: 'bg-amber-500' },
  offline: { badge: 'bg-night-100 text-night-700 ring-night-200', dot: 'bg-night-400' },
};

export function StatusBadge({ status, className }: { status: AstroStatus; className?: string }) {
  const look = LOOK[status];
  const { t } = useT('astrologers');
  return (
    <span
      data-testid="astro-status"
      className={cn('inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', look.badge, className)}
    >
      <span className={cn('size-2 rounded-full', look.dot, status === 'online' && 'motion-safe:animate-pulse')} aria-hidden="true" />
      {t(`status.${status}`)}
    </span>
  );
}
