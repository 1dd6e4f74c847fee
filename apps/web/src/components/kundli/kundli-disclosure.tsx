// A folded section with a user's kundli for the astrologer: the chart is fetched only once it is opened.
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { cn } from '../ui/cn.ts';
import { KundliPanel } from './kundli-panel.tsx';

interface Props {
  /** The endpoint KundliPanel reads, e.g. `/api/consultations/41/kundli`. */
  source: string;
  summary?: string;
  defaultOpen?: boolean;
  className?: string;
}

export function KundliDisclosure({ source, summary, defaultOpen = false, className }: Props) {
  const { t } = useT('kundli');
  const [open, setOpen] = useState(defaultOpen);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className={cn('min-w-0', className)}
    >
      {/* A plain summary keeps the browser's open/closed triangle, as the birth details beside it do. */}
      <summary className="cursor-pointer font-semibold text-night-900">
        <Sparkles className="mr-1 inline size-4 align-[-0.125rem] text-saffron-700" aria-hidden="true" />
        {summary ?? t('disclosure.summary')}
      </summary>
      {open && <KundliPanel source={source} className="mt-3" />}
    </details>
  );
}
