// Highlights of the consultation services, with links to the services page and the partner site.
import { Briefcase, ExternalLink, Gem, HeartHandshake, HeartPulse, House, ScrollText } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { CLAIMS, PARTNER_SITE } from '../../../config/site.ts';

const HIGHLIGHTS = [
  { icon: ScrollText, title: 'Kundli reading', text: 'A complete birth-chart analysis: planets, houses, dashas and yogas.' },
  { icon: HeartHandshake, title: 'Kundli matching', text: 'Ashtakoota guna milan and Manglik checks before marriage.' },
  { icon: Briefcase, title: 'Career & finance', text: 'Timing for jobs, business and investments from your dasha periods.' },
  { icon: HeartPulse, title: 'Health guidance', text: 'Sensitive periods in your chart, with remedies that support care.' },
  { icon: Gem, title: 'Gemstones & remedies', text: 'The right ratna, mantra or puja, only when your chart calls for it.' },
  { icon: House, title: 'Vastu consultation', text: 'Harmonise home and workplace with the directions and elements.' },
];

export function ServicesHighlights() {
  return (
    <section aria-labelledby="services-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-[0.18em] text-saffron-700 uppercase">Our services</p>
        <h2 id="services-heading" className="mt-3 text-3xl font-semibold text-night-900 sm:text-4xl">
          Guidance for every chapter of life
        </h2>
        <p className="mt-4 text-lg text-night-700">
          Every reading studies all {CLAIMS.nakshatras} nakshatras and follows methods that are {CLAIMS.vedas}{' '}
          rooted in the Vedas: no guesswork, no fear-selling.
        </p>
      </div>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-night-100 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
            <span className="flex size-11 items-center justify-center rounded-xl bg-night-900 text-gold-300">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-xl font-semibold text-night-900">{title}</h3>
            <p className="mt-2 text-night-700">{text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/services" className={buttonClasses('secondary', 'lg')}>
          Explore Services
        </Link>
        <a href={PARTNER_SITE.url} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'lg')}>
          Visit Partner Site
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
