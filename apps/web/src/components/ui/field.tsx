// Labelled form controls: Field lays out label, control, hint and error; Input and Textarea wire them up.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { useMessageWords } from '../../lib/message-words.ts';
import { cn } from './cn.ts';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: ReactNode;
}

export const fieldIds = (id: string) => ({ hint: `${id}-hint`, error: `${id}-error` });

export function Field({ id, label, error, hint, required, children }: FieldProps) {
  const ids = fieldIds(id);
  // A field's error is a contracts message in English (its schema's, or the server's): shown in the page's language.
  const tm = useMessageWords();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-night-900">
        {label}
        {required && (
          <span className="ml-0.5 text-saffron-700" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={ids.hint} className="text-xs text-night-700/80">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.error} className="text-sm font-medium text-red-700">
          {tm(error)}
        </p>
      )}
    </div>
  );
}

const controlClasses = (invalid: boolean) =>
  cn(
    'w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-night-950 shadow-xs transition-colors',
    'placeholder:text-night-400 focus:border-night-500',
    invalid ? 'border-red-600' : 'border-night-200 hover:border-night-300',
  );

function describedBy(id: string, error?: string, hint?: string) {
  const ids = fieldIds(id);
  return error ? ids.error : hint ? ids.hint : undefined;
}

interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
  /** Fixed text shown before the value, such as "+91". */
  prefix?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ label, error, hint, prefix, required, className, ...rest }: InputProps) {
  const id = useId();
  const input = (
    <input
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, error, hint)}
      aria-required={required || undefined}
      className={cn(controlClasses(Boolean(error)), prefix && 'rounded-l-none', className)}
      {...rest}
    />
  );
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      {prefix ? (
        <div className="flex">
          <span className="inline-flex items-center rounded-l-xl border border-r-0 border-night-200 bg-parchment px-3 text-sm font-semibold text-night-800">
            {prefix}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
    </Field>
  );
}

interface TextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ label, error, hint, required, className, ...rest }: TextareaProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        aria-required={required || undefined}
        className={cn(controlClasses(Boolean(error)), 'min-h-32 resize-y', className)}
        {...rest}
      />
    </Field>
  );
}
