// The sheet a Chat, Call or Video button opens before anything is asked of the astrologer: the rate, the balance, how many
// minutes it buys, the free minutes of a first session, the fair meter's rules, and a top-up when the balance is
// short of the minimum. The numbers come from the server's tariff (GET /api/consultations/quote). A user with saved
// kundli matches may attach one for the astrologer to read beside the request.
import type { ConsultationType, DirectoryAstrologer } from '@app/contracts/consultations';
import { useQuery } from '@tanstack/react-query';
import { Gift, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSavedMatches } from '../../../components/kundli-match/saved-matches.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { formatNumber, formatRupees } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { getQuote } from '../api/request-chat.ts';
import { perMinute } from './chat-button.tsx';

interface Props {
  astrologer: Pick<DirectoryAstrologer, 'astro_id' | 'name'>;
  type: ConsultationType;
  sending: boolean;
  onClose: () => void;
  /** The request, with the saved match to attach (null for none). */
  onConfirm: (matchId: number | null) => void;
}

/** The user's saved matches to attach, shown only when there are some. */
function MatchChoice({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { t } = useT('astrologers');
  const saved = useSavedMatches(true);
  const matches = saved.data?.matches ?? [];
  if (matches.length === 0) return null;
  const name = (value: string | null) => value ?? t('matching:saved.unnamed');
  return (
    <div>
      <label htmlFor="attach-match" className="block text-sm font-semibold text-night-900">
        {t('sheet.match')}
      </label>
      <select
        id="attach-match"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        aria-describedby="attach-match-hint"
        className="mt-1 w-full rounded-xl border border-night-200 bg-white px-3 py-2.5 text-night-900"
      >
        <option value="">{t('sheet.matchNone')}</option>
        {matches.map((m) => (
          <option key={m.id} value={m.id}>
            {t('sheet.matchOption', {
              pair: t('matching:saved.pair', { boy: name(m.boy_name), girl: name(m.girl_name) }),
              total: t('matching:result.total', { total: formatNumber(m.total), max: 36 }),
            })}
          </option>
        ))}
      </select>
      <p id="attach-match-hint" className="mt-1 text-sm text-night-700">
        {t('sheet.matchHint')}
      </p>
    </div>
  );
}

export function RequestSheet({ astrologer, type, sending, onClose, onConfirm }: Props) {
  const { t } = useT('astrologers');
  const [matchId, setMatchId] = useState<number | null>(null);
  const quote = useQuery({
    queryKey: ['consultation-quote', astrologer.astro_id, type],
    queryFn: ({ signal }) => getQuote(astrologer.astro_id, type, signal),
    staleTime: 0,
    retry: false,
  });
  const q = quote.data;
  const title = t(`sheet.${type}Title`, { name: astrologer.name });
  const back = encodeURIComponent(`/astrologers/${astrologer.astro_id}`);

  return (
    <Modal open onClose={onClose} title={title} className="max-w-md">
      {quote.isPending && <p className="text-night-700">{t('sheet.loading')}</p>}
      {quote.isError && (
        <p role="alert" className="text-red-800">
          {t('sheet.loadFailed')}
        </p>
      )}
      {q && (
        <div className="space-y-4" data-testid="request-sheet">
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-xl bg-night-50 p-3">
              <dt className="text-xs font-semibold text-night-600">{t('sheet.rate')}</dt>
              <dd className="mt-0.5 text-lg font-semibold text-night-900">{perMinute(q.rate)}</dd>
            </div>
            <div className="rounded-xl bg-night-50 p-3">
              <dt className="text-xs font-semibold text-night-600">{t('sheet.balance')}</dt>
              <dd className="mt-0.5 text-lg font-semibold text-night-900" data-testid="sheet-balance">
                {formatRupees(q.balance)}
              </dd>
            </div>
          </dl>
          {q.free_minutes > 0 && (
            <p className="flex items-center gap-2 rounded-xl bg-emerald-50 px-3 py-2 font-semibold text-emerald-900">
              <Gift className="size-5 shrink-0" aria-hidden="true" />
              {t('sheet.free', { count: q.free_minutes })}
            </p>
          )}
          <p className="text-night-800" data-testid="sheet-minutes">
            {q.minutes_covered === null ? t('sheet.noCost') : t('sheet.covers', { count: q.minutes_covered })}
          </p>
          {!q.can_start && (
            <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-amber-950">
              <p>{t('sheet.short', { needed: formatRupees(q.needed), count: q.min_minutes })}</p>
              <Link
                to={`/wallet?amount=${q.top_up}&next=${back}`}
                className={buttonClasses('primary', 'sm', 'mt-2')}
              >
                {t('sheet.topUp', { amount: formatRupees(q.top_up) })}
              </Link>
            </div>
          )}
          <ul className="space-y-1 text-sm text-night-700" aria-label={t('sheet.rulesTitle')}>
            {(type === 'chat'
              ? [t('sheet.ruleFirstReply', { count: Math.max(1, Math.round(q.first_reply_s / 60)) })]
              : [t('sheet.ruleConnect')]
            )
              .concat([t('sheet.ruleDrop'), t('sheet.ruleWhole')])
              .map((rule) => (
                <li key={rule} className="flex gap-2">
                  <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
                  <span>{rule}</span>
                </li>
              ))}
          </ul>
          <MatchChoice value={matchId} onChange={setMatchId} />
        </div>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('sheet.cancel')}
        </Button>
        <Button onClick={() => onConfirm(matchId)} loading={sending} disabled={!q?.can_start}>
          {t(type === 'video' ? 'sheet.startVideo' : type === 'call' ? 'sheet.startCall' : 'sheet.startChat')}
        </Button>
      </div>
    </Modal>
  );
}
