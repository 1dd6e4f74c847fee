// A signed-in user's saved matches: each with both names and the total, to open again or remove.
import type { KundliMatchResponse } from '@app/contracts/kundli-match';
import { FolderOpen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button.tsx';
import { messageOf } from '../../../lib/error-message.ts';
import { formatNumber } from '../../../lib/format.ts';
import { tNow, useT } from '../../../lib/i18n.tsx';
import { useSavedMatches } from '../../../components/kundli-match/saved-matches.ts';
import { getSavedMatch } from '../api/get-saved-match.ts';
import { useRemoveSavedMatch } from '../api/remove-saved-match.ts';

interface Props {
  onOpen: (id: number, match: KundliMatchResponse) => void;
  onRemoved: (id: number) => void;
}

export function SavedMatches({ onOpen, onRemoved }: Props) {
  const { t } = useT('matching');
  const saved = useSavedMatches(true);
  const remove = useRemoveSavedMatch();
  const [opening, setOpening] = useState<number | null>(null);
  const matches = saved.data?.matches ?? [];
  if (matches.length === 0) return null;

  const open = async (id: number) => {
    setOpening(id);
    try {
      onOpen(id, (await getSavedMatch(id)).match);
    } catch (error) {
      toast.error(messageOf(error, tNow('matching:saved.openFailed')));
    } finally {
      setOpening(null);
    }
  };
  const onRemove = (id: number) =>
    remove.mutate(id, {
      onSuccess: (answer) => {
        toast.info(answer.message);
        onRemoved(id);
      },
      onError: (error) => toast.error(messageOf(error, tNow('matching:saved.removeFailed'))),
    });
  const name = (value: string | null) => value ?? t('saved.unnamed');

  return (
    <section aria-labelledby="saved-matches-heading" className="mx-auto w-full max-w-3xl">
      <h2 id="saved-matches-heading" className="font-display text-2xl font-semibold text-night-900">
        {t('saved.heading')}
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {matches.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-night-100 bg-white p-4">
            <p className="min-w-0 break-words text-night-900">
              <span className="font-semibold">{t('saved.pair', { boy: name(m.boy_name), girl: name(m.girl_name) })}</span>{' '}
              <span className="tabular-nums">{t('result.total', { total: formatNumber(m.total), max: 36 })}</span>
            </p>
            <div className="flex gap-2">
              <Button variant="secondary" size="sm" loading={opening === m.id} onClick={() => void open(m.id)}>
                <FolderOpen className="size-4" aria-hidden="true" />
                {t('saved.open')}
              </Button>
              <Button variant="ghost" size="sm" loading={remove.isPending && remove.variables === m.id} onClick={() => onRemove(m.id)}>
                <Trash2 className="size-4" aria-hidden="true" />
                {t('saved.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
