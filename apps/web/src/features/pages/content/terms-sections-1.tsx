// Terms and Conditions, sections 1-10: the agreement, eligibility, accounts, consultations, products and orders.
import { Link } from 'react-router';
import { BUSINESS } from '../../../config/business.ts';
import { BRAND_NAME } from '../../../config/site.ts';
import type { PageSection } from '../components/static-page.tsx';
import { CHILD_AGE, MIN_AGE } from '../policy-facts.ts';

/** Headings are numbered where the two halves are joined. */
export const TERMS_PART_1: PageSection[] = [
  {
    id: 'acceptance',
    heading: 'Acceptance of these terms',
    content: (
      <p>
        These terms form an agreement between you and {BRAND_NAME}, operator of {BUSINESS.website.replace('https://', '')}{' '}
        and its app. By browsing the site, creating an account, booking a consultation or placing an order you agree
        to them, together with our <Link to="/privacy-policy">Privacy Policy</Link> and{' '}
        <Link to="/disclaimer">Disclaimer</Link>. If you do not agree, please do not use the service.
      </p>
    ),
  },
  {
    id: 'eligibility',
    heading: 'Eligibility',
    content: (
      <p>
        You must be {MIN_AGE} years of age or older and able to enter into a binding contract under Indian law. The
        service is not directed at children, and we do not knowingly collect information from anyone under{' '}
        {CHILD_AGE}.
      </p>
    ),
  },
  {
    id: 'accounts',
    heading: 'Your account',
    content: (
      <p>
        You register with your phone number or e-mail and a one-time code, and give your first and last name. Keep
        your phone and e-mail secure: anyone who receives your one-time code can sign in as you. You are responsible
        for activity on your account and must give us true, current information.
      </p>
    ),
  },
  {
    id: 'astrologers',
    heading: 'Astrologer accounts',
    content: (
      <p>
        Astrologers who join the panel must give accurate details of their experience, expertise and languages. An
        astrologer account takes consultations only after our team has verified and approved it. Earnings are paid
        out after the platform commission agreed at approval.
      </p>
    ),
  },
  {
    id: 'nature-of-service',
    heading: 'Nature of the service',
    content: (
      <p>
        Consultations and reports offer astrological guidance based on the details you provide. They are not medical,
        legal, financial or psychological advice, and no result or outcome is guaranteed. You remain responsible for
        your own decisions.
      </p>
    ),
  },
  {
    id: 'consultations',
    heading: 'Consultations and charges',
    content: (
      <p>
        Each astrologer&apos;s rate per minute is shown before a paid session begins, and you are charged for the
        time used. Consultations take place by chat, including voice-recorded audio messages, or by call. Time
        already used is not refundable.
      </p>
    ),
  },
  {
    id: 'free-question',
    heading: 'Your free question',
    content: (
      <p>
        Each new user may ask one question free of charge. The offer is limited to one per person; duplicate or
        false accounts made to claim it again may be closed.
      </p>
    ),
  },
  {
    id: 'products',
    heading: 'Products',
    content: (
      <p>
        We describe and photograph our products as accurately as we can. Natural gemstones, rudraksha and handmade
        items vary, so the item you receive may differ slightly from the picture. Spiritual products are articles of
        faith; their effects are not guaranteed.
      </p>
    ),
  },
  {
    id: 'prices-payment',
    heading: 'Prices and payment',
    content: (
      <p>
        Prices are in Indian rupees and include applicable taxes. Orders are prepaid only: you pay online through our
        payment provider at checkout, and cash on delivery is not available. We may correct an obvious pricing error
        before dispatch and will tell you if we do.
      </p>
    ),
  },
  {
    id: 'orders',
    heading: 'Orders',
    content: (
      <p>
        An order is accepted when payment is confirmed and you see the order confirmation. We may decline an order
        for an out-of-stock product or suspected fraud; if a confirmed order cannot be fulfilled, the amount paid is
        returned to your original payment method. Once placed, an order cannot be cancelled by you.
      </p>
    ),
  },
];
