// Category & Products: choose a category, see its products in detail, edit or delete them.
import type { Product } from '@app/contracts/catalogue';
import { useId, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCategories } from '../api/get-categories.ts';
import { useCategoryProducts } from '../api/get-category-products.ts';
import { useLogError } from '../../../hooks/use-log-error.ts';
import { PanelMessage } from '../../../components/ui/admin-panel.tsx';
import { CategoryProductCard } from './category-product-card.tsx';
import { EditProductModal } from './edit-product-modal.tsx';
import { useProductDelete } from './product-list.tsx';
import { tNow } from '../../../lib/i18n.tsx';

export const NO_PRODUCTS_IN_CATEGORY = 'No products found in this category.';
export const SELECT_CATEGORY_FIRST = 'Please select a category to view products.';

export function CategoryProducts() {
  const selectId = useId();
  const categories = useCategories();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const products = useCategoryProducts(categoryId);
  const { onDelete, deletingId } = useProductDelete();
  const [editing, setEditing] = useState<Product | null>(null);

  useLogError(categories.error, 'Fetching categories');
  useLogError(products.error, 'Fetching the products of a category');

  return (
    <div className="flex flex-col gap-4">
      <div className="flex max-w-sm flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-semibold text-night-900">
          {tNow('admin:auto.categoryProducts.category')}
        </label>
        <select
          id={selectId}
          value={categoryId ?? ''}
          onChange={(e) => setCategoryId(e.target.value ? Number(e.target.value) : null)}
          className="w-full rounded-xl border border-night-200 bg-white px-3.5 py-2.5 text-base text-night-950 shadow-xs"
        >
          <option value="">{categories.isPending ? tNow('admin:auto2.categoryProducts.loadingCategories') : tNow('admin:auto2.categoryProducts.selectACategory')}</option>
          {categories.data?.map((c) => (
            <option key={c.category_id} value={c.category_id}>
              {c.category_name}
            </option>
          ))}
        </select>
      </div>
      {categoryId === null ? (
        <PanelMessage>{SELECT_CATEGORY_FIRST}</PanelMessage>
      ) : products.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label={tNow('admin:auto.categoryProducts.loadingProducts')} className="size-8 text-saffron-600" />
        </div>
      ) : products.isError ? (
        <PanelMessage tone="error">{tNow('admin:auto.categoryProducts.couldNotLoadTheProducts')}</PanelMessage>
      ) : products.data.length === 0 ? (
        <PanelMessage>{NO_PRODUCTS_IN_CATEGORY}</PanelMessage>
      ) : (
        <ul className="grid gap-4 xl:grid-cols-2">
          {products.data.map((product) => (
            <CategoryProductCard
              key={product.product_id}
              product={product}
              onEdit={() => setEditing(product)}
              onDelete={() => onDelete(product)}
              deleting={deletingId === product.product_id}
            />
          ))}
        </ul>
      )}
      <EditProductModal product={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
