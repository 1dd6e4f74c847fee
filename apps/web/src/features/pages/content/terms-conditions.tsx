// Text of the Terms and Conditions page: exactly twenty numbered sections, joined from the two halves.
import { BRAND_NAME } from '../../../config/site.ts';
import type { PageSection, StaticPageProps } from '../components/static-page.tsx';
import { POLICIES_UPDATED } from '../policy-facts.ts';
import { TERMS_PART_1 } from './terms-sections-1.tsx';
import { TERMS_PART_2 } from './terms-sections-2.tsx';

export const TERMS_SECTIONS: PageSection[] = [...TERMS_PART_1, ...TERMS_PART_2].map((section, index) => ({
  ...section,
  heading: `${index + 1}. ${section.heading}`,
}));

export const TERMS_AND_CONDITIONS: StaticPageProps = {
  eyebrow: 'Policies',
  title: 'Terms and Conditions',
  description: `The terms for using ${BRAND_NAME}: accounts, consultations, orders, payments, delivery and the law that applies.`,
  updated: POLICIES_UPDATED,
  showContents: true,
  intro: (
    <p>
      Please read these terms carefully. They apply to everyone who uses {BRAND_NAME}: visitors, customers and
      astrologers.
    </p>
  ),
  sections: TERMS_SECTIONS,
};
