// The Disclaimer page: the limits of astrological guidance, and the no-refund, free-shipping, prepaid-only rules.
import { BusinessContact } from '../components/business-contact.tsx';
import type { StaticPageText } from '../components/static-page.tsx';

export const DISCLAIMER: StaticPageText = {
  at: (key) => `disclaimer.${key}`,
  sections: [
    'guidance',
    'professional-advice',
    'products',
    'orders',
    'eligibility',
    'external-links',
    'liability',
    'law',
    'contact',
  ],
  updated: true,
  showContents: true,
  after: { contact: <BusinessContact /> },
};
