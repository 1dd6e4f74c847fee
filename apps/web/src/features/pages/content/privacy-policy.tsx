// Text of the Privacy Policy: what is collected, why, who sees it, how long it is kept, and the age rules.
import { Link } from 'react-router';
import { BRAND_NAME } from '../../../config/site.ts';
import { BusinessContact } from '../components/business-contact.tsx';
import type { StaticPageProps } from '../components/static-page.tsx';
import { CHILD_AGE, JURISDICTION, MIN_AGE, POLICIES_UPDATED } from '../policy-facts.ts';

export const PRIVACY_POLICY: StaticPageProps = {
  eyebrow: 'Policies',
  title: 'Privacy Policy',
  description: `How ${BRAND_NAME} collects, uses and protects your personal information and birth details.`,
  updated: POLICIES_UPDATED,
  showContents: true,
  intro: (
    <p>
      Your birth details and questions are personal. This policy explains what we collect, why we need it, who
      can see it and the choices you have.
    </p>
  ),
  sections: [
    {
      id: 'collect',
      heading: 'Information we collect',
      content: (
        <ul>
          <li>
            <strong>Account details:</strong> your phone number (required, verified with a one-time code), your
            first and last name, and your e-mail address if you use it to sign in.
          </li>
          <li>
            <strong>Birth and profile details:</strong> date of birth (optional), time and place of birth, gender
            and a profile photo, if you choose to give them.
          </li>
          <li>
            <strong>Consultations:</strong> the questions you ask and your chat messages, including voice-recorded
            audio messages, with the astrologer you consult.
          </li>
          <li>
            <strong>Orders:</strong> delivery addresses, the products you order and your order history.
          </li>
          <li>
            <strong>Payments:</strong> the payment status and reference. Card, UPI and bank details are entered on
            our payment provider&apos;s secure checkout and never reach or stay with us.
          </li>
          <li>
            <strong>Contact form:</strong> your name, e-mail, phone number, message and the network address it was
            sent from.
          </li>
          <li>
            <strong>Technical data:</strong> server logs (network address, browser type, pages requested) kept for
            security. We keep your sign-in token in your browser&apos;s local storage; we use no advertising or
            tracking cookies.
          </li>
        </ul>
      ),
    },
    {
      id: 'use',
      heading: 'How we use it',
      content: (
        <ul>
          <li>To create and secure your account and sign you in with one-time codes.</li>
          <li>To prepare your chart and give you consultations.</li>
          <li>To process payments, deliver orders and send order updates by SMS and email.</li>
          <li>To answer your messages and provide support.</li>
          <li>To prevent fraud and abuse, and to meet our legal and tax obligations.</li>
        </ul>
      ),
    },
    {
      id: 'share',
      heading: 'Who we share it with',
      content: (
        <>
          <p>We do not sell or rent your personal information. We share only what each party needs:</p>
          <ul>
            <li>the astrologer you consult sees your name, birth details and your messages to them;</li>
            <li>courier partners receive your name, delivery address and phone number;</li>
            <li>our payment provider processes your payment;</li>
            <li>SMS and e-mail services deliver one-time codes and order updates;</li>
            <li>authorities, when Indian law requires us to.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      content: (
        <p>
          We keep your account information while your account is open. Order and payment records are kept for as
          long as tax and accounting law requires, usually eight years. Contact messages are kept only as long as
          needed to answer and follow up. When you delete your account, we delete or anonymise the rest, with one
          exception the law makes: GST law requires each tax invoice to be kept exactly as it was issued, with the
          buyer&apos;s name, e-mail or phone and address printed on it, until 31 December of the seventh year after
          the financial year it belongs to (72 months after that year&apos;s annual return is due). After your account
          is deleted, only our admin can read those invoices, and once that date has passed your details are removed
          from them.
        </p>
      ),
    },
    {
      id: 'security',
      heading: 'How we protect it',
      content: (
        <p>
          Connections to the site are encrypted. One-time codes expire after ten minutes and work only once, and
          sign-in tokens are stored only in hashed form on our servers. Access to personal data is limited to the
          staff and astrologers who need it.
        </p>
      ),
    },
    {
      id: 'rights',
      heading: 'Your choices and rights',
      content: (
        <p>
          You can view and correct your profile at any time, ask us for a copy of your information, or ask us to
          correct or erase it. You can delete your account with the &quot;Delete your account&quot; option in the
          app&apos;s side menu, or by <Link to="/contact">writing to us</Link>. We answer requests within 30 days.
        </p>
      ),
    },
    {
      id: 'children',
      heading: 'Age limits and children',
      content: (
        <p>
          You must be {MIN_AGE} years of age or older to use {BRAND_NAME}. We do not knowingly collect personal
          information from children under {CHILD_AGE}. If you believe a child under {CHILD_AGE} has given us their
          information, contact us and we will delete it.
        </p>
      ),
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      content: (
        <p>
          We may update this policy; the date at the top shows the latest version. If a change affects how we use
          information you have already given us, we will tell you by e-mail or SMS.
        </p>
      ),
    },
    {
      id: 'law',
      heading: 'Governing law',
      content: (
        <p>
          This policy is governed by {JURISDICTION.law}, including the Information Technology Act, 2000 and the
          Digital Personal Data Protection Act, 2023, and {JURISDICTION.courts} have exclusive jurisdiction.
        </p>
      ),
    },
    {
      id: 'contact',
      heading: 'Grievance officer and contact',
      content: (
        <>
          <p>Questions, requests and complaints about your personal information can be sent to:</p>
          <BusinessContact />
        </>
      ),
    },
  ],
};
