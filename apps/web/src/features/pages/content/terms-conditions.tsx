// The Terms and Conditions: exactly twenty numbered sections, from acceptance to the law and contact.
import { BusinessContact } from '../components/business-contact.tsx';
import type { StaticPageText } from '../components/static-page.tsx';

export const TERMS_AND_CONDITIONS: StaticPageText = {
  at: (key) => `terms.${key}`,
  sections: [
    'acceptance',
    'eligibility',
    'accounts',
    'astrologers',
    'nature-of-service',
    'consultations',
    'free-question',
    'products',
    'prices-payment',
    'orders',
    'shipping',
    'refunds',
    'conduct',
    'user-content',
    'intellectual-property',
    'privacy',
    'third-parties',
    'liability',
    'termination',
    'law',
  ],
  numbered: true,
  updated: true,
  showContents: true,
  after: { law: <BusinessContact /> },
};
