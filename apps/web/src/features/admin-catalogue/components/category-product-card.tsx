// One product in Category & Products: price, quality, stock (highlighted when low), rating, texts, kit chips, Edit, Delete.
import {
  DESCRIPTION_TRUNCATE,
  INSTRUCTION_TRUNCATE,
  LOW_STOCK_THRESHOLD,
} from '@app/contracts/admin-catalogue';
import type { Product } from '@app/contracts/catalogue';
import { Pencil, Star, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { formatRupees } from '../../../lib/format.ts';
import { KitChips } from './kit-chips.tsx';
import { ReadMore } from './read-more.tsx';
import { tNow } from '../../../lib/i18n.tsx';

export const isLowStock = (stock: number) => stock < LOW_STOCK_THRESHOLD;

interface Props {
  product: Product;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

export function CategoryProductCard({ product, onEdit, onDelete, deleting }: Props) {
  const low = isLowStock(product.stock_quantity);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-night-100 bg-white p-4 shadow-xs sm:flex-row">
      <div className="aspect-square w-full shrink-0 overflow-hidden rounded-lg bg-night-50 sm:w-32">
        {product.image && (
          <img src={product.image} alt={product.name} loading="lazy" className="size-full object-cover" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 className="text-lg font-semibold text-night-900">{product.name}</h3>
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <div className="flex gap-1">
            <dt className="text-night-700">{tNow('common:ui.price')}</dt>
            <dd className="font-semibold text-saffron-700">{formatRupees(product.price_in_rupee)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-night-700">{tNow('admin:labels.quality')}</dt>
            <dd className="font-semibold">{product.quality}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-night-700">{tNow('admin:labels.stock')}</dt>
            <dd
              data-low-stock={low || undefined}
              className={cn(
                'font-semibold',
                low && 'rounded bg-red-50 px-1.5 text-red-700 ring-1 ring-red-200',
              )}
            >
              {product.stock_quantity}
              {low && <span className="sr-only"> {tNow('admin:labels.lowStock')}</span>}
            </dd>
          </div>
          <div className="flex items-center gap-1">
            <dt className="text-night-700">{tNow('admin:labels.rating')}</dt>
            <dd className="flex items-center gap-0.5 font-semibold">
              <Star className="size-3.5 fill-gold-400 text-gold-500" aria-hidden="true" />
              {product.rating ?? 0}/5
            </dd>
          </div>
        </dl>
        {product.description && (
          <ReadMore
            text={product.description}
            limit={DESCRIPTION_TRUNCATE}
            className="text-sm text-night-800"
          />
        )}
        {product.instruction && (
          <div className="text-sm">
            <h4 className="text-xs font-semibold uppercase tracking-wide text-night-700">
              {tNow('admin:auto.categoryProductCard.instructions')}
            </h4>
            <ReadMore text={product.instruction} limit={INSTRUCTION_TRUNCATE} className="text-night-800" />
          </div>
        )}
        <KitChips kit={product.kit_includes} />
        <div className="mt-1 flex gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={onEdit}
            aria-label={tNow('admin:labels.edit', { name: product.name })}
          >
            <Pencil className="size-4" aria-hidden="true" />
            {tNow('admin:auto.categoryProductCard.edit')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="text-red-700"
            onClick={onDelete}
            loading={deleting}
            aria-label={tNow('admin:labels.delete', { name: product.name })}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {tNow('admin:auto.categoryProductCard.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}
