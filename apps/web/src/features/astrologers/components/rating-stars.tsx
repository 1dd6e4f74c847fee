// Five small stars filled to the rating (to the nearest half), the rating to one decimal and the number of reviews;
// "New" for an astrologer nobody has reviewed yet (the rating is only ever the reviews' average).
import { Star } from 'lucide-react';
import { useT } from '../../../lib/i18n.tsx';

/** Without `count`, only the stars and the number (one review's own stars). A null rating (no reviews) shows "New". */
export function RatingStars({ rating, count, size = 'sm' }: { rating: number | null; count?: number; size?: 'sm' | 'md' }) {
  const { t } = useT('astrologers');
  if (rating === null) {
    return (
      <span
        className={`inline-flex items-center rounded-full bg-saffron-50 px-2 py-0.5 font-semibold text-saffron-800 ${size === 'sm' ? 'text-xs' : 'text-sm'}`}
        data-testid="rating-new"
      >
        {t('rating.new')}
      </span>
    );
  }
  const halves = Math.round(rating * 2);
  const star = size === 'sm' ? 'size-4' : 'size-5';
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5">
      <span className="flex" role="img" aria-label={t('rating.label', { rating: rating.toFixed(1) })}>
        {[1, 2, 3, 4, 5].map((n) => {
          const fill = halves >= n * 2 ? 100 : halves === n * 2 - 1 ? 50 : 0;
          return (
            <span key={n} className={`relative inline-block ${star}`} aria-hidden="true">
              <Star className={`absolute inset-0 ${star} text-gold-300`} />
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill}%` }}>
                <Star className={`${star} fill-gold-400 text-gold-500`} />
              </span>
            </span>
          );
        })}
      </span>
      <span className="text-sm font-semibold text-night-800" aria-hidden="true">
        {rating.toFixed(1)}
      </span>
      {count !== undefined && (
        <span className="text-sm text-night-600">{t('rating.reviews', { count })}</span>
      )}
    </span>
  );
}
