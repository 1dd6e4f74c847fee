// "First 3 minutes free": the offer of a first session on the house, to whoever is still eligible.
import { Gift } from 'lucide-react';
import { cn } from '../../../components/ui/cn.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useFirstSessionMinutes } from '../use-first-session.ts';

export function FreeMinutesNote({ variant = 'line', className }: { variant?: 'line' | 'banner'; className?: string }) {
  const { t } = useT('astrologers');
  const minutes = useFirstSessionMinutes();
  if (minutes === 0) return null;
  return (
    <p
      data-testid="free-minutes"
      className={cn(
        'flex items-center gap-2 font-semibold text-emerald-800',
        variant === 'banner' && 'rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-3',
        variant === 'line' && 'justify-center text-sm',
        className,
      )}
    >
      <Gift className="size-5 shrink-0" aria-hidden="true" />
      {variant === 'banner' ? t('freeMinutes.banner', { count: minutes }) : t('freeMinutes.line', { count: minutes })}
    </p>
  );
}
