// A labelled checkbox with its error under it: consents and acknowledgements a form requires.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from './cn.ts';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  /** May hold a link (the privacy policy); it is read as the box's name. */
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, error, required, className, ...rest }: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-saffron-700"
          {...rest}
        />
        <label htmlFor={id} className="cursor-pointer text-sm leading-snug text-night-900">
          {label}
          {required && (
            <span className="ml-0.5 text-saffron-700" aria-hidden="true">
              *
            </span>
          )}
        </label>
      </div>
      {error && (
        <p id={errorId} className="pl-8 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
