// Long text cut at a limit with a Read more / Read less toggle.
import { useState } from 'react';
import { tNow } from '../../../lib/i18n.tsx';

/** The text cut at `limit` characters with an ellipsis, or the whole text when it fits. */
export function truncateText(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}…` : text;
}

export function ReadMore({ text, limit, className }: { text: string; limit: number; className?: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = text.length > limit;
  return (
    <p className={className}>
      {expanded || !long ? text : truncateText(text, limit)}
      {long && (
        <button
          type="button"
          className="ml-1 font-semibold text-saffron-700 underline-offset-2 hover:underline"
          aria-expanded={expanded}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? tNow('admin:auto2.readMore.readLess') : tNow('admin:auto2.readMore.readMore')}
        </button>
      )}
    </p>
  );
}
