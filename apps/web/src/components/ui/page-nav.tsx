// Previous, "Page 2 of 5", Next: the pager under a list that the server sends a page at a time.
import { Button } from './button.tsx';
import { cn } from './cn.ts';
import { tNow } from '../../lib/i18n.tsx';

interface PageNavProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** Names the navigation landmark, e.g. "Invoice pages". */
  label: string;
  /** Newest-first lists say "Newer" and "Older". */
  previousText?: string;
  nextText?: string;
  disabled?: boolean;
  className?: string;
}

export function PageNav({
  page,
  totalPages,
  onPage,
  label,
  previousText = tNow('common:ui.previous'),
  nextText = tNow('common:ui.next'),
  disabled = false,
  className,
}: PageNavProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className={cn('flex items-center gap-3', className ?? 'mt-4 justify-center')}>
      <Button variant="outline" size="sm" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
        {previousText}
      </Button>
      <span className="text-sm text-night-800">{tNow('common:ui.pageOf', { page, total: totalPages })}</span>
      <Button
        variant="outline"
        size="sm"
        disabled={disabled || page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {nextText}
      </Button>
    </nav>
  );
}
