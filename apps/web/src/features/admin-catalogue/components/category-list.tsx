// The category list: one card per category, each with Delete (confirmed; the server refuses a category with products).
import { confirmDeleteCategory } from '@app/contracts/admin-catalogue';
import { ADMIN_FAILURE, ADMIN_SUCCESS } from '@app/contracts/admin-messages';
import type { Category } from '@app/contracts/catalogue';
import { Trash2 } from 'lucide-react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useCategories } from '../api/get-categories.ts';
import { useDeleteCategory } from '../api/delete-category.ts';
import { serverMessage } from '../../../lib/form.ts';
import { PanelMessage } from '../../../components/ui/admin-panel.tsx';
import { tNow } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

export function CategoryList() {
  const categories = useCategories();
  const remove = useDeleteCategory();

  const onDelete = (category: Category) => {
    if (!window.confirm(confirmDeleteCategory)) return;
    remove.mutate(category.category_id, {
      onSuccess: () => toast.success(messageNow(ADMIN_SUCCESS.categoryDeleted)),
      onError: (error) => {
        // The spec's message first; the server's reason (e.g. the category still has products) after it.
        const reason = serverMessage(error, '');
        toast.error(
          reason
            ? `${messageNow(ADMIN_FAILURE.deleteCategory)} ${reason}`
            : messageNow(ADMIN_FAILURE.deleteCategory),
        );
      },
    });
  };

  if (categories.isPending) return <Skeleton className="h-24" />;
  if (categories.isError) {
    console.error('Fetching categories failed', categories.error);
    return (
      <PanelMessage tone="error">{tNow('admin:auto.categoryList.couldNotLoadTheCategories')}</PanelMessage>
    );
  }
  if (categories.data.length === 0)
    return <PanelMessage>{tNow('admin:auto.categoryList.noCategoriesYet')}</PanelMessage>;

  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {categories.data.map((category) => (
        <li
          key={category.category_id}
          className="flex items-center justify-between gap-3 rounded-xl border border-night-100 bg-cream p-4"
        >
          <span className="min-w-0 break-words font-semibold text-night-900">{category.category_name}</span>
          <Button
            variant="outline"
            size="sm"
            className="shrink-0 text-red-700"
            onClick={() => onDelete(category)}
            loading={remove.isPending && remove.variables === category.category_id}
            aria-label={tNow('admin:labels.deleteCategory', { name: category.category_name })}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {tNow('admin:auto.categoryList.delete')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
