// Which component fills each panel, from the admin feature it belongs to; each is loaded only when its panel opens.
import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import type { PanelId } from './panels.ts';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const PANELS: Record<PanelId, ComponentType> = {
  // Both add panels are the product admin form of section 2, in its two modes.
  'add-category': lazy(async () => {
    const { ProductAdminForm } =
      await import('../../features/admin-catalogue/components/product-admin-form.tsx');
    return { default: () => <ProductAdminForm mode="category" /> };
  }),
  'add-product': lazy(async () => {
    const { ProductAdminForm } =
      await import('../../features/admin-catalogue/components/product-admin-form.tsx');
    return { default: () => <ProductAdminForm mode="product" /> };
  }),
  categories: named(
    () => import('../../features/admin-catalogue/components/category-list.tsx'),
    'CategoryList',
  ),
  products: named(() => import('../../features/admin-catalogue/components/product-list.tsx'), 'ProductList'),
  payments: named(
    () => import('../../features/admin-reports/components/payment-history.tsx'),
    'PaymentHistory',
  ),
  'category-products': named(
    () => import('../../features/admin-catalogue/components/category-products.tsx'),
    'CategoryProducts',
  ),
  orders: named(() => import('../../features/admin-reports/components/order-history.tsx'), 'OrderHistory'),
  interactions: named(
    () => import('../../features/admin-reports/components/interaction-history.tsx'),
    'InteractionHistory',
  ),
  users: named(
    () => import('../../features/admin-reports/components/registered-users.tsx'),
    'RegisteredUsers',
  ),
  'create-astrologer': named(
    () => import('../../features/admin-astrologers/components/create-astrologer-form.tsx'),
    'CreateAstrologerForm',
  ),
  'bulk-upload': named(
    () => import('../../features/admin-astrologers/components/bulk-upload-form.tsx'),
    'BulkUploadForm',
  ),
  'free-questions': named(
    () => import('../../features/admin-free-questions/components/free-questions-panel.tsx'),
    'FreeQuestionsPanel',
  ),
  invoices: named(
    () => import('../../features/admin-invoices/components/invoices-panel.tsx'),
    'InvoicesPanel',
  ),
  'account-deletions': named(
    () => import('../../features/admin-deletions/components/deletions-panel.tsx'),
    'DeletionsPanel',
  ),
  moderation: named(() => import('../../features/admin-moderation/components/moderation-panel.tsx'), 'ModerationPanel'),
  // recharts comes with the panel's chart, loaded only when a chart is drawn.
  charts: named(() => import('../../features/admin-charts/components/charts-panel.tsx'), 'ChartsPanel'),
};

export function PanelContent({ id }: { id: PanelId }) {
  const Panel = PANELS[id];
  return (
    <Suspense fallback={<Skeleton className="h-40" />}>
      <Panel />
    </Suspense>
  );
}
