// The selling price in rupees with, when discounted, the struck-through original price before it.
import { formatRupees } from '../../lib/format.ts';
import { cn } from './cn.ts';
import { lineTotal, originalPrice } from '../../lib/money.ts';
import { tNow } from '../../lib/i18n.tsx';

interface PriceTagProps {
  price: number;
  discount: number;
  /** The amount shown; defaults to the unit price (the cart passes the line total). */
  quantity?: number;
  size?: 'md' | 'lg';
  className?: string;
}

export function PriceTag({ price, discount, quantity = 1, size = 'md', className }: PriceTagProps) {
  const original = originalPrice(price, discount);
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      <span data-testid="price" className={cn('font-bold text-night-900', size === 'lg' ? 'text-3xl' : 'text-lg')}>
        <span className="sr-only">{tNow('common:ui.price')} </span>
        {formatRupees(lineTotal(price, quantity))}
      </span>
      {original !== null && (
        <s className={cn('text-night-500', size === 'lg' ? 'text-lg' : 'text-sm')}>
          <span className="sr-only">{tNow('common:ui.originalPrice')} </span>
          {formatRupees(lineTotal(original, quantity))}
        </s>
      )}
    </p>
  );
}
