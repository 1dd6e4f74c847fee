// Text of the Refund and Return Policy: spiritual, personalised products are neither refunded nor returned.
import { Link } from 'react-router';
import { BRAND_NAME } from '../../../config/site.ts';
import { BusinessContact } from '../components/business-contact.tsx';
import type { StaticPageProps } from '../components/static-page.tsx';
import { DAMAGE_REPORT_HOURS, JURISDICTION, POLICIES_UPDATED } from '../policy-facts.ts';

export const REFUND_POLICY: StaticPageProps = {
  eyebrow: 'Policies',
  title: 'Refund and Return Policy',
  documentTitle: 'Refund Policy',
  description: `${BRAND_NAME} products are spiritual and personalised, so orders are not refunded or returned. Read what happens with damaged parcels and failed payments.`,
  updated: POLICIES_UPDATED,
  showContents: true,
  intro: (
    <p>
      Please read this policy before you place an order: every purchase from {BRAND_NAME} is final.
    </p>
  ),
  sections: [
    {
      id: 'no-refund',
      heading: 'No refunds and no returns',
      content: (
        <>
          <p>
            The products we sell are spiritual and personalised. Gemstones, rudraksha, yantras and puja items are
            selected, purified and energised for the person they are ordered for, often with their name and birth
            details, and a worn or energised article cannot be offered to anyone else.
          </p>
          <p>
            For this reason <strong>we do not offer refunds, and we do not accept returns or exchanges</strong>, once
            an order has been placed and paid for. The only exceptions are the cases below where the fault is ours
            or the payment system&apos;s, not a change of mind.
          </p>
        </>
      ),
    },
    {
      id: 'cancellation',
      heading: 'Cancellation',
      content: (
        <p>
          Preparation starts as soon as payment is confirmed, so an order cannot be cancelled after it has been
          placed. Please check the product, quantity and delivery address carefully before you pay.
        </p>
      ),
    },
    {
      id: 'consultations',
      heading: 'Consultations',
      content: (
        <p>
          Consultation time is charged per minute. Time already spent with an astrologer, by chat or call, is a
          service delivered and is not refundable, whatever the content of the reading.
        </p>
      ),
    },
    {
      id: 'damaged',
      heading: 'Damaged or wrong items',
      content: (
        <>
          <p>
            If your parcel arrives damaged, or contains a product other than the one you ordered, write to us
            within {DAMAGE_REPORT_HOURS} hours of delivery with your order number and clear photographs of the
            parcel and the product. After checking, we will send a replacement of the same product free of charge.
          </p>
          <p>
            A replacement is not a refund: the original amount is not paid back. Please do not accept a parcel whose
            outer packaging is visibly torn or tampered with; refuse it and let us know.
          </p>
        </>
      ),
    },
    {
      id: 'failed-payments',
      heading: 'Failed payments and orders we cannot fulfil',
      content: (
        <ul>
          <li>
            If money was debited but the payment failed and no order was placed, or you were charged twice for one
            order, the extra amount is reversed to the original payment method, usually within 5 to 7 business days.
          </li>
          <li>
            If we cannot supply a paid order ourselves (for example, a product ran out of stock), we tell you and
            return the full amount to the original payment method.
          </li>
          <li>
            If money has not arrived after 7 business days, <Link to="/contact">contact us</Link> with the order
            number or transaction reference and we will follow it up.
          </li>
        </ul>
      ),
    },
    {
      id: 'law',
      heading: 'Governing law',
      content: (
        <p>
          This policy is governed by {JURISDICTION.law}; {JURISDICTION.courts} have exclusive jurisdiction.
        </p>
      ),
    },
    {
      id: 'contact',
      heading: 'Contact us',
      content: <BusinessContact />,
    },
  ],
};
