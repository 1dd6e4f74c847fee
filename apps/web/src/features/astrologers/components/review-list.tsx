// The most recent reviews on a profile: stars, the reviewer's first name, the date and what they wrote.
import type { ReviewItem } from '@app/contracts/consultations';
import { MessageSquareQuote } from 'lucide-react';
import { formatDateShort } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { RatingStars } from './rating-stars.tsx';

export function ReviewList({ reviews }: { reviews: ReviewItem[] }) {
  const { t } = useT('astrologers');
  if (reviews.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-xl bg-night-50 px-4 py-5 text-night-700">
        <MessageSquareQuote className="size-5 text-night-400" aria-hidden="true" />
        {t('reviews.empty')}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-night-100">
      {reviews.map((review, i) => (
        <li key={`${review.created_at}-${i}`} className="py-4 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-night-900">{review.user_name}</p>
            <time dateTime={review.created_at} className="text-sm text-night-600">
              {formatDateShort(review.created_at)}
            </time>
          </div>
          <div className="mt-1">
            <RatingStars rating={review.stars} />
          </div>
          {review.text && <p className="mt-2 break-words text-night-800">{review.text}</p>}
        </li>
      ))}
    </ul>
  );
}
