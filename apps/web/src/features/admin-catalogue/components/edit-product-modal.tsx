// The Edit Product modal: every editable field of one product; closes on Cancel or a successful save.
import { editProductSchema, type EditProductRequest } from '@app/contracts/admin-catalogue';
import { ADMIN_FAILURE, ADMIN_SUCCESS } from '@app/contracts/admin-messages';
import type { Product } from '@app/contracts/catalogue';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Textarea } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useEditProduct } from '../api/edit-product.ts';
import { textFormResolver } from '../../../lib/form.ts';
import { ImageUploadField } from './image-upload-field.tsx';
import { tNow } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

type Field = 'name' | 'price_in_rupee' | 'quality' | 'stock_quantity' | 'description' | 'instruction' | 'kit_includes' | 'rating' | 'image';
type Values = Record<Field, string>;

const valuesOf = (p: Product): Values => ({
  name: p.name,
  price_in_rupee: String(p.price_in_rupee),
  quality: String(p.quality),
  stock_quantity: String(p.stock_quantity),
  description: p.description,
  instruction: p.instruction ?? '',
  kit_includes: p.kit_includes ?? '',
  rating: p.rating === null ? '' : String(p.rating),
  image: p.image ?? '',
});

export function EditProductModal({ product, onClose }: { product: Product | null; onClose: () => void }) {
  return (
    <Modal open={product !== null} onClose={onClose} title={tNow('admin:auto.editProductModal.editProduct')} className="w-[min(100%-2rem,46rem)]!">
      {/* Keyed by product so a second Edit starts from that product's values, not the last form's. */}
      {product && <EditProductForm key={product.product_id} product={product} onDone={onClose} />}
    </Modal>
  );
}

function EditProductForm({ product, onDone }: { product: Product; onDone: () => void }) {
  const edit = useEditProduct();
  const [uploading, setUploading] = useState(false);
  const form = useForm<Values, unknown, EditProductRequest>({
    resolver: textFormResolver<Values, EditProductRequest>(editProductSchema),
    defaultValues: valuesOf(product),
  });
  const { errors } = form.formState;
  const image = useWatch({ control: form.control, name: 'image' });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await edit.mutateAsync({ productId: product.product_id, ...body });
      toast.success(messageNow(ADMIN_SUCCESS.productUpdated));
      onDone();
    } catch (error) {
      console.error('Updating a product failed', error);
      toast.error(messageNow(ADMIN_FAILURE.updateProduct));
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (field in valuesOf(product)) form.setError(field as Field, { message });
        }
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Input label={tNow('admin:auto.editProductModal.productName')} required error={errors.name?.message} {...form.register('name')} />
      </div>
      <Input label={tNow('admin:auto.editProductModal.price')} type="number" inputMode="decimal" min="0.01" step="0.01" error={errors.price_in_rupee?.message} {...form.register('price_in_rupee')} />
      <Input label={tNow('admin:auto.editProductModal.quality')} type="number" inputMode="numeric" min="0" step="1" error={errors.quality?.message} {...form.register('quality')} />
      <Input label={tNow('admin:auto.editProductModal.stockQuantity')} type="number" inputMode="numeric" min="0" step="1" error={errors.stock_quantity?.message} {...form.register('stock_quantity')} />
      <Input label={tNow('admin:auto.editProductModal.rating05')} type="number" inputMode="decimal" min="0" max="5" step="0.1" error={errors.rating?.message} {...form.register('rating')} />
      <div className="sm:col-span-2">
        <Textarea label={tNow('admin:auto.editProductModal.description')} className="min-h-24" error={errors.description?.message} {...form.register('description')} />
      </div>
      <Textarea label={tNow('admin:auto.editProductModal.instructions')} className="min-h-20" error={errors.instruction?.message} {...form.register('instruction')} />
      <Textarea label={tNow('admin:auto.editProductModal.kitContents')} hint={tNow('admin:auto.editProductModal.separateItemsWithCommas')} className="min-h-20" error={errors.kit_includes?.message} {...form.register('kit_includes')} />
      <div className="sm:col-span-2">
        <input type="hidden" {...form.register('image')} />
        <ImageUploadField
          label={tNow('admin:auto.editProductModal.productImage')}
          value={image}
          onUploadingChange={setUploading}
          onUploaded={(url) => form.setValue('image', url, { shouldDirty: true })}
          error={errors.image?.message}
        />
      </div>
      <div className="flex justify-end gap-3 sm:col-span-2">
        <Button variant="outline" onClick={onDone} disabled={edit.isPending}>
          {tNow('admin:auto.editProductModal.cancel')}
        </Button>
        <Button type="submit" loading={edit.isPending} disabled={uploading}>
          {tNow('admin:auto.editProductModal.saveChanges')}
        </Button>
      </div>
    </form>
  );
}
