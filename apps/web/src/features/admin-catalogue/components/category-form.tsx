// The product admin form in 'category' mode: adds a category by name.
import { createCategorySchema, type CreateCategoryRequest } from '@app/contracts/admin-catalogue';
import { ADMIN_FAILURE, ADMIN_SUCCESS } from '@app/contracts/admin-messages';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useCreateCategory } from '../api/create-category.ts';
import { textFormResolver } from '../../../lib/form.ts';
import { tNow } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

type Values = { category_name: string };

export function CategoryForm() {
  const create = useCreateCategory();
  const form = useForm<Values, unknown, CreateCategoryRequest>({
    resolver: textFormResolver<Values, CreateCategoryRequest>(createCategorySchema),
    defaultValues: { category_name: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      toast.success(messageNow(ADMIN_SUCCESS.categoryAdded));
      form.reset();
    } catch (error) {
      console.error('Adding a category failed', error);
      toast.error(messageNow(ADMIN_FAILURE.addCategory));
      // A duplicate name is the admin's to fix, so the server's reason goes next to the field.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        form.setError('category_name', { message: error.errors.category_name ?? error.message });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-xl flex-col gap-4">
      <Input label={tNow('admin:auto.categoryForm.categoryName')} required autoComplete="off" error={errors.category_name?.message} {...form.register('category_name')} />
      <div>
        <Button type="submit" loading={create.isPending}>
          {tNow('admin:auto.categoryForm.addCategory')}
        </Button>
      </div>
    </form>
  );
}
