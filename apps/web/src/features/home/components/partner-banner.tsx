// Thin banner announcing the affiliation with the partner remedies site.
import { ExternalLink, HandHeart } from 'lucide-react';
import { PARTNER_SITE } from '../../../config/site.ts';

export function PartnerBanner() {
  return (
    <aside
      aria-label="Partner affiliation"
      className="bg-gradient-to-r from-saffron-800 via-saffron-700 to-gold-700 text-white"
    >
      <p className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-2 gap-y-1 px-4 py-2.5 text-center text-sm font-medium sm:px-6">
        <HandHeart className="size-4 shrink-0" aria-hidden="true" />
        <span>
          Proudly affiliated with <strong className="font-semibold">{PARTNER_SITE.name}</strong>, our partner for
          authentic, energised astrological remedies.
        </span>
        <a
          href={PARTNER_SITE.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 rounded font-semibold underline underline-offset-2 hover:no-underline"
        >
          Visit {PARTNER_SITE.name}
          <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
    </aside>
  );
}
