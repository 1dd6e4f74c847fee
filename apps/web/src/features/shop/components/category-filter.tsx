// The category sidebar: "All Categories" and each category; on small screens it folds behind Show/Hide Filters.
import type { Category } from '@app/contracts/catalogue';
import { SHOP_MESSAGES } from '@app/contracts/catalogue-rules';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { tNow } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

interface CategoryFilterProps {
  categories: Category[];
  selectedId: number | null;
  onSelect: (categoryId: number | null) => void;
}

export function CategoryFilter({ categories, selectedId, onSelect }: CategoryFilterProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const options = [{ category_id: null, category_name: messageNow(SHOP_MESSAGES.allCategories) }, ...categories];
  return (
    <aside className="lg:w-60 lg:shrink-0">
      <button
        type="button"
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full border border-night-300 bg-white px-5 font-semibold text-night-900 lg:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {open ? tNow('shop:auto.categoryFilter.hideFilters') : tNow('shop:auto.categoryFilter.showFilters')}
      </button>
      <nav
        id={panelId}
        aria-label={tNow('shop:auto.categoryFilter.productCategories')}
        className={cn('mt-3 rounded-2xl border border-night-100 bg-white p-4 lg:mt-0 lg:block', open ? 'block' : 'hidden')}
      >
        <h2 className="mb-3 text-sm font-semibold tracking-wider text-night-700 uppercase">{tNow('shop:auto.categoryFilter.categories')}</h2>
        <ul className="flex flex-col gap-1">
          {options.map((category) => {
            const active = category.category_id === selectedId;
            return (
              <li key={category.category_id ?? 'all'}>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => {
                    onSelect(category.category_id);
                    setOpen(false);
                  }}
                  className={cn(
                    'w-full rounded-lg px-3 py-2 text-left text-sm transition-colors',
                    active ? 'bg-night-800 font-semibold text-white' : 'text-night-800 hover:bg-night-50',
                  )}
                >
                  {category.category_name}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
