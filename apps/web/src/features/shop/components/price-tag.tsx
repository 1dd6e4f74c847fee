// The selling price in rupees with, when discounted, the struck-through original price before it.
import { formatRupees } from '../../../lib/format.ts';
import { cn } from '../../../components/ui/cn.ts';
import { originalPrice } from '../pricing.ts';

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
      <span className={cn('font-bold text-night-900', size === 'lg' ? 'text-3xl' : 'text-lg')}>
        <span className="sr-only">Price: </span>
        {formatRupees((Math.round(price * 100) * quantity) / 100)}
      </span>
      {original !== null && (
        <s className={cn('text-night-500', size === 'lg' ? 'text-lg' : 'text-sm')}>
          <span className="sr-only">Original price: </span>
          {formatRupees((Math.round(original * 100) * quantity) / 100)}
        </s>
      )}
    </p>
  );
}
