// The site footer: brand promise, quick, company and policy links, contact details and social profiles.
import { Link } from 'react-router';
import { BUSINESS, SOCIAL_LINKS } from '../../config/business.ts';
import { BRAND_NAME, PARTNER_SITE } from '../../config/site.ts';
import { formatPhone, phoneHref } from '../../lib/format.ts';
import { BrandMark } from './brand-mark.tsx';
import { FOOTER_COMPANY_LINKS, FOOTER_POLICY_LINKS, FOOTER_QUICK_LINKS } from './footer-links.ts';
import type { NavItem } from './nav-links.ts';
import { SocialIcon } from './social-icons.tsx';
import { T, tNow } from '../../lib/i18n.tsx';

function LinkColumn({ title, links }: { title: string; links: NavItem[] }) {
  const headingId = `footer-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="font-sans text-sm font-semibold tracking-[0.14em] text-gold-300 uppercase">
        {title}
      </h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={`${link.to}-${link.label}`}>
            <Link to={link.to} className="text-night-100 transition-colors hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="on-dark border-t border-gold-500/20 bg-night-950 text-night-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:py-16">
        <div className="sm:col-span-2 lg:col-span-1">
          <Link to="/" className="inline-flex items-center gap-2.5 rounded-lg">
            <BrandMark />
            <span className="font-display text-xl font-semibold text-gold-200">{BRAND_NAME}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-night-200">
            {tNow('common:frame.footer.about')}
          </p>
          <address className="mt-5 space-y-1 text-sm text-night-200 not-italic">
            <a href={`mailto:${BUSINESS.email}`} className="block hover:text-white hover:underline">
              {BUSINESS.email}
            </a>
            <a href={phoneHref(BUSINESS.phone)} className="block hover:text-white hover:underline">
              {formatPhone(BUSINESS.phone)}
            </a>
          </address>
          <ul className="mt-5 flex gap-2" aria-label={tNow('common:frame.footer.socialMedia')}>
            {SOCIAL_LINKS.map((social) => (
              <li key={social.name}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={tNow('common:frame.footer.social', { brand: BRAND_NAME, name: social.name })}
                  className="inline-flex size-10 items-center justify-center rounded-full border border-white/15 text-gold-200 transition-colors hover:border-gold-300 hover:bg-white/10"
                >
                  <SocialIcon name={social.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title={tNow('common:frame.footer.quickLinks')} links={FOOTER_QUICK_LINKS} />
        <LinkColumn title={tNow('common:frame.footer.company')} links={FOOTER_COMPANY_LINKS} />
        <LinkColumn title={tNow('common:frame.footer.policies')} links={FOOTER_POLICY_LINKS} />
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs text-night-300 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          {/* Around New Year the server's year and the visitor's can differ: the visitor's wins. */}
          <p suppressHydrationWarning>
            {tNow('common:frame.footer.rights', { year, brand: BRAND_NAME })}
          </p>
          <p>
            <T
              ns="common"
              i18nKey="frame.footer.affiliated"
              values={{ partner: PARTNER_SITE.name }}
              components={{
                // The partner's name is the link's text (the catalogue's <1>…</1>).
                // eslint-disable-next-line jsx-a11y/anchor-has-content
                1: <a href={PARTNER_SITE.url} target="_blank" rel="noopener noreferrer" className="font-medium text-gold-200 hover:underline" />,
              }}
            />
          </p>
        </div>
      </div>
    </footer>
  );
}
