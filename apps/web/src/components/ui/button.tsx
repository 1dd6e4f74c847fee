// Button and buttonClasses: one look for actions, whether rendered as <button> or as a link.
import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from './cn.ts';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  // saffron-700, not 500: white text needs 4.5:1 (WCAG AA) and saffron-500 gives only 2.7:1.
  primary:
    'bg-saffron-700 text-white shadow-sm shadow-saffron-900/20 hover:bg-saffron-800 active:bg-saffron-900',
  secondary: 'bg-night-800 text-white shadow-sm hover:bg-night-700 active:bg-night-900',
  outline: 'border border-night-300 bg-white/60 text-night-900 hover:border-night-500 hover:bg-white',
  ghost: 'text-night-800 hover:bg-night-100',
  light: 'border border-gold-300/60 bg-white/10 text-gold-100 hover:bg-white/20',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-5 text-[0.95rem]',
  lg: 'min-h-12 px-7 text-base',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold tracking-wide transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    extra,
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  loading = false,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner decorative className="size-4" />}
      {children}
    </button>
  );
}
