// Badge: a small coloured label for statuses, discounts and counts.
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'purple' | 'gold';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-night-100 text-night-800 ring-night-200',
  success: 'bg-green-50 text-green-800 ring-green-200',
  warning: 'bg-yellow-50 text-yellow-800 ring-yellow-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  info: 'bg-blue-50 text-blue-800 ring-blue-200',
  purple: 'bg-purple-50 text-purple-800 ring-purple-200',
  gold: 'bg-gold-100 text-gold-700 ring-gold-300',
};

export function Badge({ tone = 'neutral', className, children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
