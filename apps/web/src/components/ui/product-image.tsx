// A product picture with fixed proportions (no layout shift) that falls back to a placeholder when missing or broken.
import { useState } from 'react';
import { cn } from './cn.ts';

// A neutral drawing of a gift box, inline so it shows even when the network is what failed.
const PLACEHOLDER_SRC =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="#f1f0fb"/>' +
      '<g fill="none" stroke="#a29be0" stroke-width="6" stroke-linejoin="round"><rect x="55" y="85" width="90" height="65" rx="4"/>' +
      '<rect x="48" y="68" width="104" height="20" rx="4"/><path d="M100 68v82M100 68c-10-22-36-22-30-6 3 6 30 6 30 6zm0 0c10-22 36-22 30-6-3 6-30 6-30 6z"/></g></svg>',
  );

interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size hint for the browser; the box keeps a square aspect ratio whatever the CSS width. */
  size?: number;
  className?: string;
  eager?: boolean;
  /** The page's largest picture (its LCP element): fetched ahead of other images. */
  priority?: boolean;
}

export function ProductImage({ src, alt, size = 400, className, eager = false, priority = false }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  return (
    <img
      src={broken ? PLACEHOLDER_SRC : src}
      alt={alt}
      width={size}
      height={size}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src ?? null)}
      data-placeholder={broken || undefined}
      className={cn('aspect-square w-full bg-night-50 object-cover', className)}
    />
  );
}
