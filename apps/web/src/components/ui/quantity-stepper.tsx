// A minus / number / plus control; the caller decides the limits and what a refused step says.
import { Minus, Plus } from 'lucide-react';
import { cn } from './cn.ts';
import { tNow } from '../../lib/i18n.tsx';

interface QuantityStepperProps {
  value: number;
  onDecrease: () => void;
  onIncrease: () => void;
  decreaseDisabled?: boolean;
  /** Plus stays clickable when refused so the shopper learns why (a toast or a note). */
  increaseDisabled?: boolean;
  label: string;
  size?: 'sm' | 'md';
}

export function QuantityStepper({
  value,
  onDecrease,
  onIncrease,
  decreaseDisabled = false,
  increaseDisabled = false,
  label,
  size = 'md',
}: QuantityStepperProps) {
  const button = cn(
    'inline-flex items-center justify-center text-night-800 transition-colors hover:bg-night-50 disabled:cursor-not-allowed disabled:opacity-40',
    size === 'sm' ? 'size-9' : 'size-11',
  );
  return (
    <div role="group" aria-label={label} className="inline-flex items-center overflow-hidden rounded-full border border-night-200 bg-white">
      <button type="button" className={button} onClick={onDecrease} disabled={decreaseDisabled} aria-label={tNow('common:ui.decrease')}>
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <output aria-live="polite" aria-label={tNow('common:ui.quantity')} className={cn('min-w-10 text-center font-semibold text-night-900', size === 'sm' ? 'text-sm' : '')}>
        {value}
      </output>
      <button type="button" className={button} onClick={onIncrease} disabled={increaseDisabled} aria-label={tNow('common:ui.increase')}>
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
