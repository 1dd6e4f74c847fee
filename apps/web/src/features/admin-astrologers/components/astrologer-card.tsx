// One astrologer in the verified or unverified list; the whole card is a button that opens the detail modal.
import type { AdminAstrologerRow } from '@app/contracts/admin-astrologers';
import { Star } from 'lucide-react';
import { formatPhone, formatRupees } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';

export function AstrologerPhoto({ astrologer, className }: { astrologer: AdminAstrologerRow; className: string }) {
  if (astrologer.profile_image) {
    return <img src={astrologer.profile_image} alt="" loading="lazy" className={`${className} object-cover`} />;
  }
  return (
    <span aria-hidden="true" className={`${className} flex items-center justify-center bg-night-100 text-xl font-semibold text-night-700`}>
      {astrologer.name.slice(0, 1).toUpperCase()}
    </span>
  );
}

export function AstrologerCard({ astrologer, onOpen }: { astrologer: AdminAstrologerRow; onOpen: () => void }) {
  const { t } = useT('admin');
  const facts: [string, string][] = [
    [t('astrologers.card.token'), astrologer.token_no],
    [t('astrologers.card.phone'), formatPhone(astrologer.phone) || '-'],
    [t('astrologers.card.email'), astrologer.email ?? '-'],
    [t('astrologers.card.charge'), t('astrologers.card.perMinute', { amount: formatRupees(astrologer.charge) })],
    [t('astrologers.card.experience'), t('astrologers.card.years', { count: astrologer.experience })],
    [t('astrologers.card.languages'), astrologer.language_known],
    [t('astrologers.card.skills'), astrologer.skills || astrologer.expertise],
    [t('astrologers.card.wallet'), formatRupees(astrologer.wallet)],
    // Labelled as the astrologer's console labels it, so the two sums read the same on both sides.
    [t('astrologers.card.payable', { commission: astrologer.commission }), formatRupees(astrologer.payable_amount)],
  ];
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-label={t('astrologers.card.open', { name: astrologer.name, token: astrologer.token_no })}
        className="flex h-full w-full flex-col gap-3 rounded-xl border border-night-100 bg-white p-4 text-left shadow-xs transition-colors hover:border-saffron-300 hover:bg-saffron-50/40"
      >
        <div className="flex items-center gap-3">
          <AstrologerPhoto astrologer={astrologer} className="size-14 shrink-0 rounded-full" />
          <div className="min-w-0">
            <p className="truncate font-semibold text-night-900">{astrologer.name}</p>
            <p className="flex items-center gap-1 text-sm text-night-700">
              <Star className="size-3.5 fill-gold-400 text-gold-500" aria-hidden="true" />
              {astrologer.rating}/5
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-night-700">{label}</dt>
              <dd className="truncate font-medium text-night-900" title={value}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </button>
    </li>
  );
}
