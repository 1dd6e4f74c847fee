// Previous / numbered / Next page buttons, at most 5 numbers around the current page.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../../components/ui/cn.ts';
import { pageWindow } from '../lib/pagination.ts';
import { tNow } from '../../../lib/i18n.tsx';

interface PaginationBarProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
  disabled?: boolean;
}

const baseClass =
  'inline-flex min-h-9 min-w-9 items-center justify-center rounded-lg border px-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';

export function PaginationBar({ page, totalPages, onPage, label, disabled = false }: PaginationBarProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-center gap-1.5">
      <button
        type="button"
        className={cn(baseClass, 'border-night-200 bg-white text-night-800 hover:bg-night-50')}
        onClick={() => onPage(page - 1)}
        disabled={disabled || page <= 1}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        {tNow('admin:auto.paginationBar.previous')}
      </button>
      {pageWindow(page, totalPages).map((n) => (
        <button
          key={n}
          type="button"
          className={cn(
            baseClass,
            n === page
              ? 'border-night-800 bg-night-800 text-white'
              : 'border-night-200 bg-white text-night-800 hover:bg-night-50',
          )}
          aria-current={n === page ? 'page' : undefined}
          aria-label={tNow('common:ui.pageNumber', { page: n })}
          onClick={() => onPage(n)}
          disabled={disabled}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className={cn(baseClass, 'border-night-200 bg-white text-night-800 hover:bg-night-50')}
        onClick={() => onPage(page + 1)}
        disabled={disabled || page >= totalPages}
      >
        {tNow('admin:auto.paginationBar.next')}
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
