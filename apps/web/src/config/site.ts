// Business facts shown across the site (brand, partner, claims), kept in one place; the contact details and social
// profiles are in business.ts, which no first paint needs.

export const BRAND_NAME = 'Jyotish Kendra';

export const PARTNER_SITE = {
  name: 'AstroRemedies',
  // The partner's address is not in the spec; replace it here when the business confirms it.
  url: 'https://www.astroremedies.in',
};

/** Claims from the spec: three become the stat cards, the others appear in the hero and highlights. */
export const CLAIMS = {
  since: '2012',
  experience: '15+',
  consultations: '5000+',
  nakshatras: '27',
  vedas: '100%',
} as const;
