// The product list: cards with image, stock badge, name, price, Edit (opens the modal) and Delete.
import { ADMIN_SUCCESS } from '@app/contracts/admin-messages';
import type { Product } from '@app/contracts/catalogue';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { useDeleteProduct } from '../api/delete-product.ts';
import { useProducts } from '../api/get-products.ts';
import { PanelMessage } from '../../../components/ui/admin-panel.tsx';
import { EditProductModal } from './edit-product-modal.tsx';
import { tNow } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

export const stockLabel = (stock: number) =>
  stock > 0 ? tNow('admin:auto2.productList.inStock') : tNow('admin:auto2.productList.outOfStock');

/** Delete as section 8 says: success toast, failure only logged. */
export function useProductDelete() {
  const remove = useDeleteProduct();
  const onDelete = (product: Product) =>
    remove.mutate(product.product_id, {
      onSuccess: () => toast.success(messageNow(ADMIN_SUCCESS.productDeleted)),
      onError: (error) => console.error('Deleting a product failed', error),
    });
  return { onDelete, deletingId: remove.isPending ? remove.variables : undefined };
}

export function ProductList() {
  const products = useProducts();
  const { onDelete, deletingId } = useProductDelete();
  const [editing, setEditing] = useState<Product | null>(null);

  if (products.isPending) return <Skeleton className="h-64" />;
  if (products.isError) {
    console.error('Fetching products failed', products.error);
    return <PanelMessage tone="error">{tNow('admin:auto.productList.couldNotLoadTheProducts')}</PanelMessage>;
  }
  if (products.data.length === 0)
    return <PanelMessage>{tNow('admin:auto.productList.noProductsYet')}</PanelMessage>;

  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {products.data.map((product) => (
          <li
            key={product.product_id}
            className="flex flex-col overflow-hidden rounded-xl border border-night-100 bg-white shadow-xs"
          >
            <div className="relative aspect-[4/3] bg-night-50">
              {product.image && (
                <img
                  src={product.image}
                  alt={product.name}
                  loading="lazy"
                  className="size-full object-cover"
                />
              )}
              <Badge
                tone={product.stock_quantity > 0 ? 'success' : 'danger'}
                className="absolute top-2 left-2"
              >
                {stockLabel(product.stock_quantity)}
              </Badge>
            </div>
            <div className="flex flex-1 flex-col gap-2 p-3">
              <h3 className="font-semibold text-night-900">{product.name}</h3>
              <p className="text-lg font-bold text-saffron-700">{formatRupees(product.price_in_rupee)}</p>
              <div className="mt-auto flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setEditing(product)}
                  aria-label={tNow('admin:labels.edit', { name: product.name })}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  {tNow('admin:auto.productList.edit')}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  className="text-red-700"
                  onClick={() => onDelete(product)}
                  loading={deletingId === product.product_id}
                  aria-label={tNow('admin:labels.delete', { name: product.name })}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  {tNow('admin:auto.productList.delete')}
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <EditProductModal product={editing} onClose={() => setEditing(null)} />
    </>
  );
}
