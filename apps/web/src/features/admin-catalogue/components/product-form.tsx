// The product admin form in 'product' mode: every field of a new product, with the catalogue rules of section 5.
import { createProductSchema, type CreateProductRequest } from '@app/contracts/admin-catalogue';
import { ADMIN_FAILURE, ADMIN_SUCCESS } from '@app/contracts/admin-messages';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Textarea } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useCategories } from '../api/get-categories.ts';
import { useCreateProduct } from '../api/create-product.ts';
import { textFormResolver } from '../../../lib/form.ts';
import { ImageUploadField } from './image-upload-field.tsx';
import { tNow } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

export const DESCRIPTION_REQUIRED = 'Description is required.';

// Description is required by this form only (section 5); the API accepts a product without one.
const productFormSchema = createProductSchema.extend({
  description: z.string({ error: DESCRIPTION_REQUIRED }).trim().min(1, { error: DESCRIPTION_REQUIRED }),
});

type Values = Record<'name' | 'category_id' | 'price_in_rupee' | 'rating' | 'stock_quantity' | 'description' | 'instruction' | 'kit_includes' | 'image', string>;
const EMPTY: Values = {
  name: '', category_id: '', price_in_rupee: '', rating: '', stock_quantity: '', description: '', instruction: '', kit_includes: '', image: '',
};

const selectClass = 'w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-night-950 shadow-xs';

export function ProductForm() {
  const categories = useCategories();
  const create = useCreateProduct();
  const [uploading, setUploading] = useState(false);
  const form = useForm<Values, unknown, CreateProductRequest>({
    resolver: textFormResolver<Values, CreateProductRequest>(productFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const image = useWatch({ control: form.control, name: 'image' });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      toast.success(messageNow(ADMIN_SUCCESS.productAdded));
      form.reset(EMPTY);
    } catch (error) {
      console.error('Adding a product failed', error);
      toast.error(messageNow(ADMIN_FAILURE.addProduct));
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (field in EMPTY) form.setError(field as keyof Values, { message });
        }
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-2">
      <Input label={tNow('admin:auto.productForm.productName')} required error={errors.name?.message} {...form.register('name')} />
      <Field id="product-category" label={tNow('admin:auto.productForm.category')} required error={errors.category_id?.message}>
        <select
          id="product-category"
          className={selectClass + (errors.category_id ? ' border-red-600' : ' border-night-200')}
          aria-invalid={errors.category_id ? true : undefined}
          aria-describedby={errors.category_id ? 'product-category-error' : undefined}
          {...form.register('category_id')}
        >
          <option value="">{categories.isPending ? tNow('admin:auto2.productForm.loadingCategories') : tNow('admin:auto2.productForm.selectACategory')}</option>
          {categories.data?.map((c) => (
            <option key={c.category_id} value={c.category_id}>
              {c.category_name}
            </option>
          ))}
        </select>
      </Field>
      <Input label={tNow('admin:auto.productForm.price')} required type="number" inputMode="decimal" min="0.01" step="0.01" error={errors.price_in_rupee?.message} {...form.register('price_in_rupee')} />
      <Input label={tNow('admin:auto.productForm.rating15')} required type="number" inputMode="decimal" min="1" max="5" step="0.1" error={errors.rating?.message} {...form.register('rating')} />
      <Input label={tNow('admin:auto.productForm.stockQuantity')} required type="number" inputMode="numeric" min="0" step="1" error={errors.stock_quantity?.message} {...form.register('stock_quantity')} />
      <input type="hidden" {...form.register('image')} />
      <ImageUploadField
        label={tNow('admin:auto.productForm.productImage')}
        required
        value={image}
        onUploadingChange={setUploading}
        onUploaded={(url) => form.setValue('image', url, { shouldValidate: form.formState.isSubmitted })}
        error={errors.image?.message}
      />
      <div className="md:col-span-2">
        <Textarea label={tNow('admin:auto.productForm.description')} required error={errors.description?.message} {...form.register('description')} />
      </div>
      <Textarea label={tNow('admin:auto.productForm.instruction')} className="min-h-24" error={errors.instruction?.message} {...form.register('instruction')} />
      <Textarea label={tNow('admin:auto.productForm.kitIncludes')} hint={tNow('admin:auto.productForm.separateItemsWithCommas')} className="min-h-24" error={errors.kit_includes?.message} {...form.register('kit_includes')} />
      <div className="md:col-span-2">
        <Button type="submit" loading={create.isPending} disabled={uploading}>
          {tNow('admin:auto.productForm.addProduct')}
        </Button>
      </div>
    </form>
  );
}
