// Highlights of the consultation services, each leading where it is offered (the kundli, kundli matching and panchang
// pages, or the astrologers with that expertise), with links to the services page and the partner site.
import { Briefcase, CalendarHeart, ExternalLink, Gem, HeartHandshake, HeartPulse, House, ScrollText } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { CLAIMS, PARTNER_SITE } from '../../../config/site.ts';
import { tNow } from '../../../lib/i18n.tsx';

/** Each card: its icon, where it leads, and its words' keys in the home catalogue's servicesHighlights block. */
const HIGHLIGHTS = [
  { icon: ScrollText, to: '/kundli', title: 'kundliReading', text: 'aCompleteBirthChartAnalysis' },
  {
    icon: HeartHandshake,
    to: '/kundli-matching',
    title: 'kundliMatching',
    text: 'ashtakootaGunaMilanAndManglik',
  },
  { icon: Briefcase, to: '/astrologers?q=Career', title: 'careerFinance', text: 'timingForJobsBusinessAnd' },
  {
    icon: HeartPulse,
    to: '/astrologers?q=Health',
    title: 'healthGuidance',
    text: 'sensitivePeriodsInYourChart',
  },
  { icon: Gem, to: '/astrologers?q=Gemstones', title: 'gemstonesRemedies', text: 'theRightRatnaMantraOr' },
  {
    icon: House,
    to: '/astrologers?q=Vastu',
    title: 'vastuConsultation',
    text: 'harmoniseHomeAndWorkplaceWith',
  },
  // The seventh card spans its row (see the list's classes), so the grid stays even.
  { icon: CalendarHeart, to: '/panchang', title: 'dailyPanchang', text: 'dailyPanchangText' },
] as const;

export function ServicesHighlights() {
  return (
    <section aria-labelledby="services-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-[0.18em] text-saffron-700 uppercase">
          {tNow('home:page.servicesHighlights.ourServices')}
        </p>
        <h2 id="services-heading" className="mt-3 text-3xl font-semibold text-night-900 sm:text-4xl">
          {tNow('home:page.servicesHighlights.guidanceForEveryChapterOf')}
        </h2>
        <p className="mt-4 text-lg text-night-700">
          {tNow('home:page.servicesHighlights.lead', { nakshatras: CLAIMS.nakshatras, vedas: CLAIMS.vedas })}
        </p>
      </div>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {HIGHLIGHTS.map(({ icon: Icon, to, title, text }) => (
          // The whole card is the link: its heading names it.
          <li
            key={title}
            className="relative rounded-2xl border border-night-100 bg-white p-6 shadow-sm transition-shadow last:sm:col-span-2 last:lg:col-span-3 hover:shadow-md"
          >
            <span className="flex size-11 items-center justify-center rounded-xl bg-night-900 text-gold-300">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-xl font-semibold text-night-900">
              <Link to={to} className="after:absolute after:inset-0 after:rounded-2xl hover:text-saffron-800">
                {tNow(`home:page.servicesHighlights.${title}`)}
              </Link>
            </h3>
            <p className="mt-2 text-night-700">{tNow(`home:page.servicesHighlights.${text}`)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/services" className={buttonClasses('secondary', 'lg')}>
          {tNow('home:page.servicesHighlights.exploreServices')}
        </Link>
        <a
          href={PARTNER_SITE.url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('outline', 'lg')}
        >
          {tNow('home:page.servicesHighlights.visitPartnerSite')}
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">{tNow('home:page.partnerBanner.newTab')}</span>
        </a>
      </div>
    </section>
  );
}
