// Text of the Shipping Policy: free delivery across India, dispatch in 24-48 hours, delivery in 3-7 business days.
import { Link } from 'react-router';
import { BRAND_NAME } from '../../../config/site.ts';
import { BusinessContact } from '../components/business-contact.tsx';
import type { StaticPageProps } from '../components/static-page.tsx';
import { JURISDICTION, POLICIES_UPDATED, SHIPPING } from '../policy-facts.ts';

export const SHIPPING_POLICY: StaticPageProps = {
  eyebrow: 'Policies',
  title: 'Shipping Policy',
  description: `Free shipping on every ${BRAND_NAME} order, pan India: dispatched within ${SHIPPING.processing}, delivered in ${SHIPPING.delivery}, with SMS and email updates.`,
  updated: POLICIES_UPDATED,
  showContents: true,
  intro: (
    <p>
      Shipping is free on every order, to every serviceable PIN code in India. No minimum order, no hidden charges.
    </p>
  ),
  sections: [
    {
      id: 'charges',
      heading: 'Free shipping, pan India',
      content: (
        <p>
          We ship to addresses anywhere in India at no cost to you. The price you see at checkout is the full price
          you pay. We do not ship outside India at present.
        </p>
      ),
    },
    {
      id: 'processing',
      heading: 'Processing time',
      content: (
        <p>
          Orders are processed, packed and handed to our courier partner within {SHIPPING.processing} of payment
          confirmation. Orders confirmed on a Sunday or a public holiday are processed on the next working day.
        </p>
      ),
    },
    {
      id: 'delivery',
      heading: 'Delivery time',
      content: (
        <>
          <p>
            Once dispatched, orders are usually delivered within <strong>{SHIPPING.delivery}</strong>, depending on
            your location.
          </p>
          <p>
            Remote areas, severe weather, strikes or other events outside our control can occasionally delay a
            courier. If that happens we will keep you informed.
          </p>
        </>
      ),
    },
    {
      id: 'updates',
      heading: 'Order updates',
      content: (
        <p>
          We send updates by <strong>SMS and email</strong> to the phone number and e-mail address on your account
          when your order is confirmed and when it is shipped, with the courier&apos;s tracking details. You can also
          follow your orders under <Link to="/shopping/orders">Orders</Link>.
        </p>
      ),
    },
    {
      id: 'payment',
      heading: 'Prepaid orders only',
      content: (
        <p>
          Every order is prepaid online at checkout. Cash on delivery (COD) is not available, and our courier will
          never ask you for money at your door.
        </p>
      ),
    },
    {
      id: 'address',
      heading: 'Delivery address',
      content: (
        <p>
          Please enter a complete address with the correct 6-digit PIN code and a reachable phone number. The
          courier makes up to three delivery attempts; a parcel that cannot be delivered because of an incorrect
          address or repeated absence is returned to us, and we will contact you to arrange re-delivery.
        </p>
      ),
    },
    {
      id: 'damage',
      heading: 'Damaged parcels',
      content: (
        <p>
          Please check the parcel when it arrives. What to do if it is damaged is explained in our{' '}
          <Link to="/refund-policy">Refund and Return Policy</Link>.
        </p>
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
      heading: 'Questions about a delivery',
      content: <BusinessContact />,
    },
  ],
};
