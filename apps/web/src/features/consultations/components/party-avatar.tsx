// A participant's round photo, with their initial behind it while it loads or if it fails (or there is none).
import { useState } from 'react';
import { cn } from '../../../components/ui/cn.ts';

export function PartyAvatar({ src, name, className }: { src?: string; name: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <span
      className={cn(
        'relative inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-gold-100 ring-2 ring-gold-200',
        className,
      )}
    >
      <span className="font-display text-lg font-semibold text-gold-700" aria-hidden="true">
        {name.trim().charAt(0).toUpperCase()}
      </span>
      {src && !failed && (
        <img
          src={src}
          alt=""
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </span>
  );
}
