// The astrologer's round photo, with their initial behind it while it loads or if it fails.
import { useState } from 'react';
import { cn } from '../../../components/ui/cn.ts';

export function AstrologerAvatar({ src, name, className, eager = false }: { src: string; name: string; className?: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={cn('relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-gold-100 ring-2 ring-gold-200', className)}>
      <span className="font-display text-2xl font-semibold text-gold-700" aria-hidden="true">
        {name.trim().charAt(0).toUpperCase()}
      </span>
      {src && !failed && (
        <img
          src={src}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </span>
  );
}
