// Spinner: an indeterminate progress indicator with a text alternative for screen readers.
import { cn } from './cn.ts';

interface SpinnerProps {
  label?: string;
  className?: string;
  /** Inside a button the button already says what is happening, so the spinner stays silent. */
  decorative?: boolean;
}

export function Spinner({ label = 'Loading', className, decorative = false }: SpinnerProps) {
  const svg = (
    <svg
      className={cn('size-5 animate-spin', className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (decorative) return svg;
  return (
    <span role="status" className="inline-flex items-center">
      {svg}
      <span className="sr-only">{label}</span>
    </span>
  );
}
