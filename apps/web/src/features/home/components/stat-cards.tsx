// Three stat cards with the business's headline claims.
import { CalendarHeart, MessagesSquare, Star } from 'lucide-react';
import { CLAIMS } from '../../../config/site.ts';
import { tNow } from '../../../lib/i18n.tsx';

const STATS = [
  { icon: CalendarHeart, get value() { return tNow('home:page.statCards.since', { year: CLAIMS.since }); }, get label() { return tNow('home:page.statCards.guidingFamiliesAcrossIndia'); } },
  { icon: Star, value: CLAIMS.experience, get label() { return tNow('home:page.statCards.yearsOfCombinedExperience'); } },
  { icon: MessagesSquare, value: CLAIMS.consultations, get label() { return tNow('home:page.statCards.consultationsDelivered'); } },
];

export function StatCards() {
  return (
    <section aria-label={tNow('home:page.statCards.inNumbers')} className="relative z-10 mx-auto -mt-10 max-w-7xl px-4 sm:px-6">
      <ul className="grid gap-4 sm:grid-cols-3">
        {STATS.map(({ icon: Icon, value, label }) => (
          <li
            key={label}
            className="flex items-center gap-4 rounded-2xl border border-gold-200 bg-white p-5 shadow-lg shadow-night-900/10 sm:flex-col sm:text-center lg:flex-row lg:text-left"
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-saffron-50 text-saffron-600">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-display text-3xl font-semibold text-night-900">{value}</span>
              <span className="block text-sm text-night-700">{label}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
