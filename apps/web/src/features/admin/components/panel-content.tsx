// Which component fills each panel; each is loaded only when its panel opens.
import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { PanelId } from './panels.ts';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const PANELS: Record<PanelId, ComponentType> = {
  // Both add panels are the product admin form of section 2, in its two modes.
  'add-category': lazy(async () => {
    const { ProductAdminForm } = await import('./product-admin-form.tsx');
    return { default: () => <ProductAdminForm mode="category" /> };
  }),
  'add-product': lazy(async () => {
    const { ProductAdminForm } = await import('./product-admin-form.tsx');
    return { default: () => <ProductAdminForm mode="product" /> };
  }),
  categories: named(() => import('./category-list.tsx'), 'CategoryList'),
  products: named(() => import('./product-list.tsx'), 'ProductList'),
  payments: named(() => import('./payment-history.tsx'), 'PaymentHistory'),
  'category-products': named(() => import('./category-products.tsx'), 'CategoryProducts'),
  orders: named(() => import('./order-history.tsx'), 'OrderHistory'),
  interactions: named(() => import('./interaction-history.tsx'), 'InteractionHistory'),
  users: named(() => import('./registered-users.tsx'), 'RegisteredUsers'),
  'create-astrologer': named(() => import('./create-astrologer-form.tsx'), 'CreateAstrologerForm'),
  'bulk-upload': named(() => import('./bulk-upload-form.tsx'), 'BulkUploadForm'),
};

export function PanelContent({ id }: { id: PanelId }) {
  const Panel = PANELS[id];
  return (
    <Suspense fallback={<Skeleton className="h-40" />}>
      <Panel />
    </Suspense>
  );
}
