// The business's address, e-mail, phone, website and opening hours, beside the contact form.
import { Clock, Globe, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { BUSINESS } from '../../../config/business.ts';
import { BusinessAddressLines } from '../../../components/business-address.tsx';
import { formatPhone, phoneHref } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';

function Detail({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/10 text-gold-300">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h3 className="font-sans text-sm font-semibold tracking-[0.12em] text-gold-200 uppercase">{title}</h3>
        <div className="mt-1 text-night-50">{children}</div>
      </div>
    </div>
  );
}

const linkClasses =
  'break-words underline decoration-gold-400/60 underline-offset-2 hover:text-white hover:decoration-gold-300';

/** The opening hours: the days and their times, in the pages catalogue. */
const HOURS = [
  { days: 'contact.hours.weekdays', time: 'contact.hours.weekdaysTime' },
  { days: 'contact.hours.saturday', time: 'contact.hours.saturdayTime' },
  { days: 'contact.hours.sunday', time: 'contact.hours.closed' },
] as const;

export function BusinessDetails() {
  const { t } = useT('pages');
  return (
    <div className="on-dark space-y-7 rounded-3xl bg-night-900 p-6 text-white shadow-lg sm:p-8">
      <div>
        <h2 className="text-2xl font-semibold text-gold-100">{t('contact.details.heading')}</h2>
        <p className="mt-2 text-night-100">{t('contact.details.lead')}</p>
      </div>
      <Detail icon={MapPin} title={t('contact.details.address')}>
        <address className="not-italic">
          <BusinessAddressLines />
        </address>
      </Detail>
      <Detail icon={Mail} title={t('contact.details.email')}>
        <a href={`mailto:${BUSINESS.email}`} className={linkClasses}>
          {BUSINESS.email}
        </a>
      </Detail>
      <Detail icon={Phone} title={t('contact.details.phone')}>
        <a href={phoneHref(BUSINESS.phone)} className={linkClasses}>
          {formatPhone(BUSINESS.phone)}
        </a>
      </Detail>
      <Detail icon={Globe} title={t('contact.details.website')}>
        <a href={BUSINESS.website} target="_blank" rel="noopener noreferrer" className={linkClasses}>
          {BUSINESS.website.replace(/^https?:\/\//, '')}
          <span className="sr-only">{t('contact.details.newTab')}</span>
        </a>
      </Detail>
      <Detail icon={Clock} title={t('contact.details.hours')}>
        <dl className="space-y-1">
          {HOURS.map((slot) => (
            // A time range never breaks in the middle: on a narrow phone it moves under its day instead.
            <div key={slot.days} className="flex flex-wrap justify-between gap-x-4">
              <dt className="font-medium">{t(slot.days)}</dt>
              <dd className="whitespace-nowrap">{t(slot.time)}</dd>
            </div>
          ))}
        </dl>
      </Detail>
    </div>
  );
}
