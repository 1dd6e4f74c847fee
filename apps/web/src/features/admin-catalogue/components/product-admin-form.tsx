// The product admin form of section 2: 'category' mode adds a category, 'product' mode adds a product.
import { CategoryForm } from './category-form.tsx';
import { ProductForm } from './product-form.tsx';

export type ProductAdminMode = 'category' | 'product';

export function ProductAdminForm({ mode }: { mode: ProductAdminMode }) {
  return mode === 'category' ? <CategoryForm /> : <ProductForm />;
}
