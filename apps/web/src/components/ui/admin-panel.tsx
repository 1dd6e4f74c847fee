// The frame of one open panel: a labelled region with a heading, below the tiles.
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

interface AdminPanelProps {
  id: string;
  title: string;
  /** Right of the heading: a total, a filter, a link. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function AdminPanel({ id, title, aside, className, children }: AdminPanelProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('min-w-0 rounded-2xl border border-night-100 bg-white p-4 shadow-sm sm:p-6', className)}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} tabIndex={-1} className="font-display text-2xl font-semibold text-night-900 outline-none">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** A table that scrolls sideways inside its panel instead of widening the page. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrollable region must be reachable by keyboard to be scrolled without a mouse.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-xl border border-night-100">
      {children}
    </div>
  );
}

export const thClass = 'whitespace-nowrap bg-night-50 px-3 py-2.5 text-left text-xs font-semibold uppercase tracking-wide text-night-700';
export const tdClass = 'whitespace-nowrap border-t border-night-100 px-3 py-2.5 text-sm text-night-900';

/** Centred text for empty and error states. */
export function PanelMessage({ children, tone = 'muted' }: { children: ReactNode; tone?: 'muted' | 'error' }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : undefined}
      className={cn('py-8 text-center text-base', tone === 'error' ? 'text-red-700' : 'text-night-700')}
    >
      {children}
    </p>
  );
}
