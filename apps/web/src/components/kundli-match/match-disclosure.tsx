// The kundli match a user attached to a consultation request, for its astrologer: a folded line with the pair and
// their gunas, the whole match (GET /api/consultations/:id/match) fetched only once it is opened.
import type { SavedMatchSummary } from '@app/contracts/kundli-matches';
import type { KundliMatchResponse } from '@app/contracts/kundli-match';
import { useQuery } from '@tanstack/react-query';
import { Paperclip, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useLogError } from '../../hooks/use-log-error.ts';
import { api } from '../../lib/api.ts';
import { messageOf } from '../../lib/error-message.ts';
import { formatNumber } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { Spinner } from '../ui/spinner.tsx';
import { MatchResult } from './match-result.tsx';

interface Props {
  consultationId: number;
  summary: Pick<SavedMatchSummary, 'boy_name' | 'girl_name' | 'total'>;
  className?: string;
}

function AttachedMatch({ consultationId }: { consultationId: number }) {
  const { t } = useT('matching');
  const query = useQuery({
    queryKey: ['consultation-match', consultationId],
    queryFn: ({ signal }) =>
      api.get<{ id: number; match: KundliMatchResponse }>(`/api/consultations/${consultationId}/match`, { signal }),
    // A saved match is drawn again from stored birth details: it does not change during a session.
    staleTime: 10 * 60_000,
  });
  useLogError(query.error, 'Loading the attached kundli match');
  if (query.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label={t('attached.loading')} className="size-6 text-night-600" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="mt-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm" role="alert">
        <p className="font-medium text-red-800">{messageOf(query.error, t('attached.loadFailed'))}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {t('attached.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-3">
      <MatchResult match={query.data.match} />
    </div>
  );
}

export function MatchDisclosure({ consultationId, summary, className }: Props) {
  const { t } = useT('matching');
  const [open, setOpen] = useState(false);
  const name = (value: string | null) => value ?? t('saved.unnamed');
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className={cn('min-w-0', className)}>
      <summary className="cursor-pointer font-semibold break-words text-night-900">
        <Paperclip className="mr-1 inline size-4 align-[-0.125rem] text-saffron-700" aria-hidden="true" />
        {t('attached.summary', {
          pair: t('saved.pair', { boy: name(summary.boy_name), girl: name(summary.girl_name) }),
          total: t('result.total', { total: formatNumber(summary.total), max: 36 }),
        })}
      </summary>
      {open && <AttachedMatch consultationId={consultationId} />}
    </details>
  );
}
