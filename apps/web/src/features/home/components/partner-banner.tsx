// Thin banner announcing the affiliation with the partner remedies site.
import { ExternalLink, HandHeart } from 'lucide-react';
import { PARTNER_SITE } from '../../../config/site.ts';
import { T, tNow } from '../../../lib/i18n.tsx';

export function PartnerBanner() {
  return (
    <aside
      aria-label={tNow('home:page.partnerBanner.partnerAffiliation')}
      className="bg-gradient-to-r from-saffron-800 via-saffron-700 to-gold-700 text-white"
    >
      <p className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-2 gap-y-1 px-4 py-2.5 text-center text-sm font-medium sm:px-6">
        <HandHeart className="size-4 shrink-0" aria-hidden="true" />
        <span>
          <T ns="home" i18nKey="page.partnerBanner.lead" values={{ partner: PARTNER_SITE.name }} components={{ 1: <strong className="font-semibold" /> }} />
        </span>
        <a
          href={PARTNER_SITE.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 rounded font-semibold underline underline-offset-2 hover:no-underline"
        >
          {tNow('home:page.partnerBanner.visit', { partner: PARTNER_SITE.name })}
          <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only">{tNow('home:page.partnerBanner.newTab')}</span>
        </a>
      </p>
    </aside>
  );
}
