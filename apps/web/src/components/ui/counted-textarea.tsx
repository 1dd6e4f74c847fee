// A labelled textarea with a live character count against a minimum and a maximum (questions, answers).
import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { cn } from './cn.ts';
import { Field, fieldIds } from './field.tsx';
import { tNow } from '../../lib/i18n.tsx';

interface CountedTextareaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'minLength' | 'maxLength'
> {
  label: string;
  /** Characters typed so far, as the contract counts them: charCount of the trimmed text (an emoji is one). */
  length: number;
  minChars: number;
  maxChars: number;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** "12 / 500", and what is missing or too much in words. */
export function countText(length: number, min: number, max: number): string {
  if (length > max) return `${length} / ${max} · ${tNow('common:ui.tooMany', { count: length - max })}`;
  if (length < min) return `${length} / ${max} · ${tNow('common:ui.atLeast', { min })}`;
  return `${length} / ${max}`;
}

export function CountedTextarea({
  label,
  length,
  minChars: min,
  maxChars: max,
  error,
  required,
  className,
  ...rest
}: CountedTextareaProps) {
  const id = useId();
  const countId = `${id}-count`;
  const describedBy = [error ? fieldIds(id).error : null, countId].filter(Boolean).join(' ');
  const tone = length > max ? 'text-red-700' : length < min ? 'text-night-700' : 'text-green-800';
  return (
    <Field id={id} label={label} error={error} required={required}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        className={cn(
          'min-h-32 w-full resize-y rounded-xl border bg-white px-3.5 py-2.5 text-base text-night-950 shadow-xs transition-colors',
          'placeholder:text-night-400 focus:border-night-500',
          error ? 'border-red-600' : 'border-night-200 hover:border-night-300',
          className,
        )}
        {...rest}
      />
      <p
        id={countId}
        data-testid="char-count"
        className={cn('text-right text-xs font-semibold tabular-nums', tone)}
      >
        {countText(length, min, max)}
      </p>
    </Field>
  );
}
