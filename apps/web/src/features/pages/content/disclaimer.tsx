// Text of the Disclaimer page: the limits of astrological guidance, and the no-refund, free-shipping, prepaid-only rules.
import { Link } from 'react-router';
import { BRAND_NAME, PARTNER_SITE } from '../../../config/site.ts';
import { BusinessContact } from '../components/business-contact.tsx';
import type { StaticPageProps } from '../components/static-page.tsx';
import { JURISDICTION, MIN_AGE, POLICIES_UPDATED, SHIPPING } from '../policy-facts.ts';

export const DISCLAIMER: StaticPageProps = {
  eyebrow: 'Please read',
  title: 'Disclaimer',
  description: `What ${BRAND_NAME}'s astrological guidance and products can and cannot promise, and the rules for orders: no refunds or returns, free delivery across India, prepaid only.`,
  updated: POLICIES_UPDATED,
  showContents: true,
  intro: (
    <p>
      The information, consultations and products on this website are offered in good faith for guidance. By using
      the site you accept this disclaimer.
    </p>
  ),
  sections: [
    {
      id: 'guidance',
      heading: 'Astrology is guidance, not a guarantee',
      content: (
        <>
          <p>
            Vedic astrology interprets the positions of the planets at the time of your birth. Our astrologers
            read your chart carefully and honestly, but every reading is an interpretation. {BRAND_NAME} does not
            guarantee any prediction, outcome, timing or result, and is not responsible for decisions you take on
            the basis of a reading.
          </p>
          <p>The accuracy of a reading depends on the birth date, time and place you give us being correct.</p>
        </>
      ),
    },
    {
      id: 'professional-advice',
      heading: 'Not a substitute for professional advice',
      content: (
        <p>
          Nothing on this website or in a consultation is medical, psychological, legal, financial or tax advice.
          Do not stop a medical treatment, delay seeing a doctor or make a financial or legal decision because of an
          astrological reading. Please consult a qualified professional for these matters. If you are in distress,
          contact your local emergency services.
        </p>
      ),
    },
    {
      id: 'products',
      heading: 'Spiritual products',
      content: (
        <>
          <p>
            Gemstones, rudraksha, yantras, malas and puja items are sold as spiritual and religious articles. Their
            effects are a matter of faith and tradition, and are not scientifically proven or guaranteed.
          </p>
          <p>
            Natural gemstones and beads vary in colour, size, weight and texture; photographs are representative and
            the item you receive may differ slightly.
          </p>
        </>
      ),
    },
    {
      id: 'orders',
      heading: 'Orders, shipping and payment',
      content: (
        <ul>
          <li>
            <strong>No refund, no return.</strong> Our products are spiritual and personalised (energised and
            prepared for you), so once an order is placed it is neither refundable nor returnable. See our{' '}
            <Link to="/refund-policy">Refund and Return Policy</Link>.
          </li>
          <li>
            <strong>No shipping charge.</strong> Every order is delivered by courier anywhere in India free of
            charge, usually dispatched within {SHIPPING.processing} and delivered in {SHIPPING.delivery}. See our{' '}
            <Link to="/shipping-policy">Shipping Policy</Link>.
          </li>
          <li>
            <strong>Prepaid orders only.</strong> Orders are accepted only when paid online at checkout.
          </li>
          <li>
            <strong>No cash on delivery.</strong> We do not offer cash on delivery (COD) on any product.
          </li>
        </ul>
      ),
    },
    {
      id: 'eligibility',
      heading: 'Who may use this site',
      content: (
        <p>
          You must be {MIN_AGE} years of age or older to create an account, book a consultation or place an order.
        </p>
      ),
    },
    {
      id: 'external-links',
      heading: 'Links to other websites',
      content: (
        <p>
          We link to our partner {PARTNER_SITE.name} and to social media pages. Those websites are run by others;
          we are not responsible for their content, products or privacy practices.
        </p>
      ),
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      content: (
        <p>
          To the fullest extent permitted by law, {BRAND_NAME}, its astrologers and staff are not liable for any
          direct, indirect or consequential loss arising from the use of this website, a consultation or a product.
          Where liability cannot be excluded, it is limited to the amount you paid for the consultation or product
          concerned.
        </p>
      ),
    },
    {
      id: 'law',
      heading: 'Governing law',
      content: (
        <p>
          This disclaimer is governed by {JURISDICTION.law}, and {JURISDICTION.courts} have exclusive jurisdiction
          over any dispute arising from it.
        </p>
      ),
    },
    {
      id: 'contact',
      heading: 'Questions',
      content: (
        <>
          <p>
            If anything here is unclear, please <Link to="/contact">write to us</Link> before you book or buy.
          </p>
          <BusinessContact />
        </>
      ),
    },
  ],
};
