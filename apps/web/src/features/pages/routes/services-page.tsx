// Services: the consultation services offered, how a consultation works, and the terms that apply to it.
import { Link } from 'react-router';
import { BRAND_NAME, CLAIMS } from '../../../config/site.ts';
import { StaticPage, type PageSection } from '../components/static-page.tsx';
import { SERVICES } from '../services-list.ts';

const sections: PageSection[] = [
  {
    id: 'consultations',
    heading: 'Consultation services',
    content: (
      <>
        <p>
          Each service below is delivered by an astrologer from our approved panel, using methods that are{' '}
          {CLAIMS.vedas} Vedas-based and a study of all {CLAIMS.nakshatras} nakshatras in your chart.
        </p>
        <div className="not-prose mt-6 grid gap-4 sm:grid-cols-2">
          {SERVICES.map((service) => (
            <div key={service.title} className="rounded-2xl border border-night-100 bg-white p-5 shadow-sm">
              <h3 className="mt-0! text-lg font-semibold text-night-900">{service.title}</h3>
              <p className="mb-0! text-[0.95rem] text-night-700">{service.text}</p>
            </div>
          ))}
        </div>
      </>
    ),
  },
  {
    id: 'how-it-works',
    heading: 'How a consultation works',
    content: (
      <ol>
        <li>
          <Link to="/signup/determiner">Create an account</Link> with your phone number and a one-time code.
        </li>
        <li>Share your date, time and place of birth. If you do not know your birth time, tell us: there are ways to work around it.</li>
        <li>Ask your first question free of charge, or choose an astrologer for a full consultation by chat or call.</li>
        <li>Receive a clear answer, with timings and remedies only where your chart supports them.</li>
      </ol>
    ),
  },
  {
    id: 'terms',
    heading: 'Terms of consultation',
    content: (
      <>
        <p>
          Consultations offer astrological guidance based on the birth details you provide. Their accuracy depends
          on those details being correct. A consultation is not a substitute for medical, legal, financial or
          psychological advice from a qualified professional, and no astrologer can guarantee a particular outcome.
        </p>
        <p>
          Consultation charges are shown before a paid session begins and are charged per minute of chat or call.
          Time already spent with an astrologer cannot be refunded. Please read our{' '}
          <Link to="/disclaimer">disclaimer</Link> and <Link to="/terms-conditions">terms and conditions</Link>{' '}
          before booking.
        </p>
      </>
    ),
  },
  {
    id: 'products',
    heading: 'Remedies and spiritual products',
    content: (
      <p>
        Gemstones, rudraksha, yantras and puja kits recommended during a consultation are available in our{' '}
        <Link to="/shopping">shop</Link>, delivered free anywhere in India. You are never obliged to buy a
        remedy from {BRAND_NAME}; a good remedy works wherever it comes from.
      </p>
    ),
  },
];

export function ServicesPage() {
  return (
    <StaticPage
      eyebrow="What we do"
      title="Our Services"
      documentTitle="Services"
      description="Kundli reading, kundli matching, career, health, gemstone and Vastu consultations from experienced Vedic astrologers."
      intro={
        <p>
          From a complete birth-chart reading to the right day for a griha pravesh, {BRAND_NAME} covers every part
          of Vedic astrology, with the same care for a single question as for a full report.
        </p>
      }
      sections={sections}
    />
  );
}
