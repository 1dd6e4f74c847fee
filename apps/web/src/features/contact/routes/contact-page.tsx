// /contact: the contact form beside the business's address, e-mail, phone, website and hours.
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { BusinessDetails } from '../components/business-details.tsx';
import { ContactForm } from '../components/contact-form.tsx';

export function ContactPage() {
  usePageMeta(
    'Contact Us',
    'Write to Jyotish Kendra in Jaipur: send a message, e-mail or call us. Open Monday to Friday 9 AM to 6 PM and Saturday 10 AM to 4 PM.',
  );
  return (
    <>
      <header className="on-dark bg-gradient-to-br from-night-950 via-night-900 to-night-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold tracking-[0.18em] text-saffron-300 uppercase">We are here to help</p>
          <h1 className="mt-3 text-4xl font-semibold text-gold-100 sm:text-5xl">Contact Us</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-night-100">
            A question about a consultation, an order or a remedy? Send us a message and our team will get back to
            you.
          </p>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:py-16">
        <section aria-labelledby="contact-form-heading" className="rounded-3xl border border-night-100 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="contact-form-heading" className="text-2xl font-semibold text-night-900">
            Send us a message
          </h2>
          <p className="mt-2 mb-6 text-night-700">Fields marked * are required.</p>
          <ContactForm />
        </section>
        <BusinessDetails />
      </div>
    </>
  );
}
