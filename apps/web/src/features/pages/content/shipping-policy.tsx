// The Shipping Policy: free delivery across India, dispatch in 24-48 hours, delivery in 3-7 business days.
import { BusinessContact } from '../components/business-contact.tsx';
import type { StaticPageText } from '../components/static-page.tsx';

export const SHIPPING_POLICY: StaticPageText = {
  at: (key) => `shipping.${key}`,
  sections: [
    'charges',
    'processing',
    'delivery',
    'updates',
    'payment',
    'address',
    'damage',
    'law',
    'contact',
  ],
  updated: true,
  showContents: true,
  after: { contact: <BusinessContact /> },
};
