// Skeleton: a pulsing placeholder block shown while content loads; hidden from assistive technology.
import { cn } from './cn.ts';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-night-100', className)} />;
}
