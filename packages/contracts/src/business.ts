// The business's name, contact details and social profiles: the web's footer, contact page and policies show them, and
// the API names them in the pages' structured data (modules/seo).

/** The web's first paint keeps its own copy (apps/web/src/config/site.ts): importing it from here costs that budget. */
export const BRAND_NAME = 'Jyotish Kendra';

export const BUSINESS = {
  email: 'support@jyotishkendra.in',
  // National number without the +91 prefix; formatPhone adds it for display.
  phone: '9414012345',
  website: 'https://www.jyotishkendra.in',
} as const;

export const SOCIAL_LINKS = [
  { name: 'Facebook', url: 'https://www.facebook.com/jyotishkendra' },
  { name: 'Instagram', url: 'https://www.instagram.com/jyotishkendra' },
  { name: 'YouTube', url: 'https://www.youtube.com/@jyotishkendra' },
  { name: 'WhatsApp', url: 'https://wa.me/919414012345' },
] as const;
