// A user's kundli for the astrologer beside a request, a chat or a free question: fetched from `source` (an endpoint
// answering { kundli, reason }), drawn with its compact details, or the reason there is none.
import type { ParticipantKundli } from '@app/contracts/kundli';
import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useLogError } from '../../hooks/use-log-error.ts';
import { api } from '../../lib/api.ts';
import { messageOf } from '../../lib/error-message.ts';
import { tNow, useT } from '../../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { Spinner } from '../ui/spinner.tsx';
import { KundliDetails } from './kundli-details.tsx';
import { NorthIndianChart } from './north-indian-chart.tsx';

export const KUNDLI_LOAD_FAILED = () => tNow('kundli:panel.loadFailed');
export const NO_KUNDLI = () => tNow('kundli:panel.noKundli');

export const participantKundliKey = (source: string) => ['participant-kundli', source] as const;

interface Props {
  /** e.g. `/api/consultations/41/kundli` or `/api/console/free-questions/7/kundli`. */
  source: string;
  className?: string;
}

export function KundliPanel({ source, className }: Props) {
  const { t } = useT('kundli');
  const query = useQuery({
    queryKey: participantKundliKey(source),
    queryFn: ({ signal }) => api.get<ParticipantKundli>(source, { signal }),
    // A birth chart does not change during a session.
    staleTime: 10 * 60_000,
  });
  useLogError(query.error, 'Loading the kundli');
  const box = cn('@container min-w-0', className);

  if (query.isPending) {
    return (
      <div className={cn(box, 'flex justify-center py-6')}>
        <Spinner label={t('panel.loading')} className="size-6 text-night-600" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={cn(box, 'rounded-xl border border-red-200 bg-red-50 p-4 text-sm')} role="alert">
        <p className="font-medium text-red-800">{messageOf(query.error, KUNDLI_LOAD_FAILED())}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {t('panel.retry')}
        </Button>
      </div>
    );
  }
  const { kundli, reason } = query.data;
  if (!kundli) {
    return (
      <p
        className={cn(
          box,
          'rounded-xl border border-dashed border-night-200 bg-white p-4 text-sm text-night-800',
        )}
        data-testid="kundli-reason"
      >
        {reason || NO_KUNDLI()}
      </p>
    );
  }
  return (
    <div className={box} data-testid="kundli-panel">
      <div className="grid gap-4 @3xl:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] @3xl:items-start">
        <NorthIndianChart kundli={kundli} className="mx-auto max-w-[22rem]" />
        <KundliDetails kundli={kundli} compact headingLevel={4} />
      </div>
    </div>
  );
}
