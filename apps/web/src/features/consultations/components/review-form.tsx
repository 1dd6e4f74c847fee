// The user's review of a paid session: 1 to 5 stars (a radio group, so arrows move between them) and up to 500
// characters; a thank-you once saved.
import { CONSULT_MESSAGES, REVIEW_MAX_CHARS } from '@app/contracts/consultations';
import { CheckCircle2, Star } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { messageOf } from '../../../lib/error-message.ts';
import { useT } from '../../../lib/i18n.tsx';
import { maskedSentences } from '../../../components/masked-words.ts';
import { postReview } from '../api/consultations.ts';

export function ReviewForm({
  id,
  astroName,
  isCall = false,
  onSaved,
}: {
  id: number;
  astroName: string;
  /** A call's review says call, a chat's says chat. */
  isCall?: boolean;
  onSaved?: () => void;
}) {
  const { t } = useT('consult');
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ stars?: string; text?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  /** What the filter hid in the saved review, said to its writer. */
  const [hidden, setHidden] = useState<string[]>([]);
  const [saved, setSaved] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (stars < 1 || stars > 5) next.stars = CONSULT_MESSAGES.starsInvalid;
    if (text.trim().length > REVIEW_MAX_CHARS) next.text = CONSULT_MESSAGES.reviewTooLong;
    setErrors(next);
    if (next.stars || next.text) return;
    setBusy(true);
    try {
      const answer = await postReview(id, stars, text.trim());
      setSaved(answer?.message || CONSULT_MESSAGES.reviewSaved);
      setHidden(maskedSentences(t, answer?.masked ?? [], 'review'));
      onSaved?.();
    } catch (error) {
      setErrors({ form: messageOf(error, t('review.failed')) });
    } finally {
      setBusy(false);
    }
  }

  if (saved) {
    return (
      <div
        role="status"
        className="flex items-center gap-3 rounded-2xl border border-green-200 bg-green-50 p-4 text-green-900"
      >
        <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{saved}</p>
          {hidden.length > 0 && (
            <p className="mt-1 text-sm" data-testid="masked-note">
              {hidden.join(' ')}
            </p>
          )}
        </div>
      </div>
    );
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="rounded-2xl border border-night-100 bg-white p-5 shadow-sm"
      aria-labelledby="review-title"
    >
      <h2 id="review-title" className="text-lg font-semibold text-night-900">
        {t(isCall ? 'review.titleCall' : 'review.title', { name: astroName })}
      </h2>
      <fieldset className="mt-3" aria-describedby={errors.stars ? 'review-stars-error' : undefined}>
        <legend className="text-sm font-medium text-night-800">{t('review.rating')}</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-full p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-saffron-600"
            >
              <input
                type="radio"
                name="stars"
                value={n}
                checked={stars === n}
                onChange={() => setStars(n)}
                className="sr-only"
              />
              <span className="sr-only">{t('review.stars', { count: n })}</span>
              <Star
                aria-hidden="true"
                className={cn('size-8', n <= stars ? 'fill-gold-400 text-gold-500' : 'text-night-500')}
              />
            </label>
          ))}
        </div>
        {errors.stars && (
          <p id="review-stars-error" className="mt-1 text-sm text-red-700">
            {errors.stars}
          </p>
        )}
      </fieldset>
      <div className="mt-4">
        <label htmlFor="review-text" className="text-sm font-medium text-night-800">
          {t('review.text')}
        </label>
        <textarea
          id="review-text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={3}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={`review-count${errors.text ? ' review-text-error' : ''}`}
          className="mt-1 block w-full rounded-xl border border-night-200 px-3 py-2 text-base focus:border-saffron-600 focus:outline-none"
        />
        <p
          id="review-count"
          className={cn(
            'mt-0.5 text-right text-xs',
            text.length > REVIEW_MAX_CHARS ? 'text-red-700' : 'text-night-700',
          )}
        >
          {text.length}/{REVIEW_MAX_CHARS}
        </p>
        {errors.text && (
          <p id="review-text-error" className="text-sm text-red-700">
            {errors.text}
          </p>
        )}
      </div>
      {errors.form && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <Button type="submit" className="mt-4" loading={busy}>
        {t('review.submit')}
      </Button>
    </form>
  );
}
