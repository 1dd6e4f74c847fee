// /contact: the contact form beside the business's address, e-mail, phone, website and hours.
import { BRAND_NAME } from '../../../config/site.ts';
import { useT } from '../../../lib/i18n.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { BusinessDetails } from '../components/business-details.tsx';
import { ContactForm } from '../components/contact-form.tsx';

export function ContactPage() {
  const { t } = useT('pages');
  usePageMeta(t('contact.title'), t('contact.description', { brand: BRAND_NAME }));
  return (
    <>
      <header className="on-dark bg-gradient-to-br from-night-950 via-night-900 to-night-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold tracking-[0.18em] text-saffron-300 uppercase">
            {t('contact.eyebrow')}
          </p>
          <h1 className="mt-3 text-4xl font-semibold text-gold-100 sm:text-5xl">{t('contact.title')}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-night-100">{t('contact.intro')}</p>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:py-16">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-3xl border border-night-100 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-heading" className="text-2xl font-semibold text-night-900">
            {t('contact.formHeading')}
          </h2>
          <p className="mt-2 mb-6 text-night-700">{t('contact.required')}</p>
          <ContactForm />
        </section>
        <BusinessDetails />
      </div>
    </>
  );
}
