// The Refund and Return Policy: spiritual, personalised products are neither refunded nor returned.
import { BusinessContact } from '../components/business-contact.tsx';
import type { StaticPageText } from '../components/static-page.tsx';

export const REFUND_POLICY: StaticPageText = {
  at: (key) => `refund.${key}`,
  sections: ['no-refund', 'cancellation', 'consultations', 'damaged', 'failed-payments', 'law', 'contact'],
  documentTitle: true,
  updated: true,
  showContents: true,
  after: { contact: <BusinessContact /> },
};
