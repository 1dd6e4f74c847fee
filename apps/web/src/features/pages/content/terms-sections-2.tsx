// Terms and Conditions, sections 11-20: delivery, refunds, conduct, content, liability, law and contact.
import { Link } from 'react-router';
import { BRAND_NAME, PARTNER_SITE } from '../../../config/site.ts';
import { BusinessContact } from '../components/business-contact.tsx';
import type { PageSection } from '../components/static-page.tsx';
import { JURISDICTION, SHIPPING } from '../policy-facts.ts';

export const TERMS_PART_2: PageSection[] = [
  {
    id: 'shipping',
    heading: 'Shipping and delivery',
    content: (
      <p>
        Shipping is free anywhere in India. Orders are dispatched within {SHIPPING.processing} and usually delivered
        in {SHIPPING.delivery}, with updates by SMS and email. Details are in our{' '}
        <Link to="/shipping-policy">Shipping Policy</Link>.
      </p>
    ),
  },
  {
    id: 'refunds',
    heading: 'No refunds or returns',
    content: (
      <p>
        Because our products are spiritual and personalised, orders are not refundable or returnable. Damaged or
        wrong items are replaced as set out in our <Link to="/refund-policy">Refund and Return Policy</Link>.
      </p>
    ),
  },
  {
    id: 'conduct',
    heading: 'Acceptable use',
    content: (
      <p>
        You agree not to harass, abuse or threaten astrologers, staff or other users; not to post unlawful, obscene
        or misleading content; not to impersonate anyone; not to try to break, overload or gain unauthorised access
        to the service; and not to contact astrologers to arrange paid consultations outside {BRAND_NAME}.
      </p>
    ),
  },
  {
    id: 'user-content',
    heading: 'Your messages and content',
    content: (
      <p>
        You keep ownership of the messages, audio and photos you send. You allow us to store and transmit them to
        provide the service, and to review them when investigating a complaint or abuse. Please do not share
        passwords, payment details or other people&apos;s personal information in chat.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    heading: 'Intellectual property',
    content: (
      <p>
        The site, the app, our name, logo, texts, images and software belong to {BRAND_NAME} or its licensors. You may
        use them only for your personal, non-commercial use of the service, and may not copy or republish them
        without written permission.
      </p>
    ),
  },
  {
    id: 'privacy',
    heading: 'Privacy',
    content: (
      <p>
        We handle your personal information and birth details as described in our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: 'third-parties',
    heading: 'Third-party services and the partner site',
    content: (
      <p>
        Payments, deliveries, messages and links to {PARTNER_SITE.name}, our affiliated partner, involve services run
        by others under their own terms. We are not responsible for their content or availability.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Disclaimer and limitation of liability',
    content: (
      <p>
        The service is provided &quot;as is&quot;. To the extent the law allows, {BRAND_NAME} is not liable for
        indirect or consequential loss, and its total liability for any claim is limited to the amount you paid for
        the consultation or order concerned. Nothing in these terms limits rights that cannot be limited by law.
      </p>
    ),
  },
  {
    id: 'termination',
    heading: 'Suspension, termination and account deletion',
    content: (
      <p>
        We may suspend or close an account that breaks these terms, with notice where reasonable. You may stop using
        the service at any time and delete your account with the &quot;Delete your account&quot; option in the
        app&apos;s side menu. Orders already placed are still delivered.
      </p>
    ),
  },
  {
    id: 'law',
    heading: 'Governing law, changes and contact',
    content: (
      <>
        <p>
          These terms are governed by {JURISDICTION.law}. Any dispute is subject to the exclusive jurisdiction of{' '}
          {JURISDICTION.courts}. We may update these terms; the date at the top shows the current version, and using
          the service after a change means you accept it. Questions are welcome:
        </p>
        <BusinessContact />
      </>
    ),
  },
];
