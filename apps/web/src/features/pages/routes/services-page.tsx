// Services: the consultation services offered, how a consultation works, and the terms that apply to it.
import { useT } from '../../../lib/i18n.tsx';
import { StaticPage } from '../components/static-page.tsx';

const SERVICES = [
  'kundli',
  'matching',
  'career',
  'finance',
  'health',
  'marriage',
  'gemstone',
  'vastu',
  'muhurat',
  'prashna',
] as const;

function ServiceCards() {
  const { t } = useT('pages');
  return (
    <div className="not-prose mt-6 grid gap-4 sm:grid-cols-2">
      {SERVICES.map((service) => (
        <div key={service} className="rounded-2xl border border-night-100 bg-white p-5 shadow-sm">
          <h3 className="mt-0! text-lg font-semibold text-night-900">
            {t(`services.list.${service}.title`)}
          </h3>
          <p className="mb-0! text-[0.95rem] text-night-700">{t(`services.list.${service}.text`)}</p>
        </div>
      ))}
    </div>
  );
}

export function ServicesPage() {
  return (
    <StaticPage
      at={(key) => `services.${key}`}
      sections={['consultations', 'how-it-works', 'terms', 'products']}
      documentTitle
      after={{ consultations: <ServiceCards /> }}
    />
  );
}
