// The Privacy Policy: what is collected, why, who sees it, how long it is kept, and the age rules.
import { BusinessContact } from '../components/business-contact.tsx';
import type { StaticPageText } from '../components/static-page.tsx';

export const PRIVACY_POLICY: StaticPageText = {
  at: (key) => `privacy.${key}`,
  sections: [
    'collect',
    'use',
    'share',
    'retention',
    'security',
    'rights',
    'children',
    'changes',
    'law',
    'contact',
  ],
  updated: true,
  showContents: true,
  after: { contact: <BusinessContact /> },
};
