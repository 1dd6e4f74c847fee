// Five stars filled to the rating (halves rounded to the nearest half), with the number to one decimal.
import { Star } from 'lucide-react';
import { tNow } from '../../../lib/i18n.tsx';

export function StarRating({ rating }: { rating: number | null }) {
  const value = rating ?? 0;
  const halves = Math.round(value * 2);
  return (
    <div className="flex items-center gap-2">
      <span className="flex" role="img" aria-label={tNow('shop:auto.starRating.rated', { value: value.toFixed(1) })}>
        {[1, 2, 3, 4, 5].map((n) => {
          const fill = halves >= n * 2 ? 100 : halves === n * 2 - 1 ? 50 : 0;
          return (
            <span key={n} className="relative inline-block size-5" aria-hidden="true">
              <Star className="absolute inset-0 size-5 text-gold-300" />
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill}%` }}>
                <Star className="size-5 fill-gold-400 text-gold-500" />
              </span>
            </span>
          );
        })}
      </span>
      <span className="text-sm font-semibold text-night-800" aria-hidden="true">
        {value.toFixed(1)}
      </span>
    </div>
  );
}
