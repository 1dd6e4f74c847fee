// The pages' schema.org objects (JSON-LD): the business and the site on the home page, a product with its offer on a
// product page, an astrologer's service with its review average on an astrologer's page (docs/decisions/seo.md).
import { BRAND_NAME, BUSINESS, SOCIAL_LINKS } from '@app/contracts/business';
import type { Product } from '@app/contracts/catalogue';
import type { DirectoryDetail } from '@app/contracts/consultations';
import type { Locale } from '@app/contracts/i18n';

const CONTEXT = 'https://schema.org';
/** The app's largest icon: the business's logo. */
const LOGO = '/icons/icon-512.png';

const absolute = (path: string, origin: string) => new URL(path, origin).href;

/** The business where another page's object names it: its @id, with enough to read it without the home page. */
const business = (origin: string) => ({ '@type': 'Organization', '@id': absolute('/#organization', origin), name: BRAND_NAME, url: absolute('/', origin) });

/** The business, named by the site's other objects through its @id. */
export function organization(origin: string, description: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': absolute('/#organization', origin),
    name: BRAND_NAME,
    url: absolute('/', origin),
    logo: absolute(LOGO, origin),
    description,
    email: BUSINESS.email,
    telephone: `+91${BUSINESS.phone}`,
    // Its profiles elsewhere; a WhatsApp chat link is a way to write, not a profile.
    sameAs: SOCIAL_LINKS.filter((link) => !link.url.startsWith('https://wa.me/')).map((link) => link.url),
  };
}

export function webSite(origin: string, locale: Locale, description: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': absolute('/#website', origin),
    name: BRAND_NAME,
    url: absolute('/', origin),
    inLanguage: locale,
    description,
    publisher: { '@id': absolute('/#organization', origin) },
  };
}

/**
 * A product and its one offer: the price the shopper pays (after the discount), in rupees, and whether it can be
 * bought now. The product's own `rating` is typed in by the admin, not an average of reviews, so it is not given as one.
 */
export function productData(product: Product, pageUrl: string, origin: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': `${pageUrl}#product`,
    name: product.name,
    ...(product.description && { description: product.description }),
    ...(product.image && { image: [absolute(product.image, origin)] }),
    sku: String(product.product_id),
    category: product.category_name,
    url: pageUrl,
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: product.price_in_rupee.toFixed(2),
      priceCurrency: 'INR',
      availability: product.stock_quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: business(origin),
    },
  };
}

/**
 * An astrologer as the consultation service they offer through the site (schema.org gives a Person no rating), with
 * the average of users' reviews only once there is one.
 */
export function astrologerData(astrologer: DirectoryDetail, pageUrl: string, origin: string): object {
  const languages = astrologer.language_known.split(',').map((l) => l.trim()).filter(Boolean);
  return {
    '@context': CONTEXT,
    '@type': 'ProfessionalService',
    '@id': `${pageUrl}#astrologer`,
    name: astrologer.name,
    url: pageUrl,
    ...(astrologer.profile_image && { image: absolute(astrologer.profile_image, origin) }),
    ...(astrologer.about && { description: astrologer.about }),
    ...(languages.length > 0 && { knowsLanguage: languages }),
    parentOrganization: business(origin),
    ...(astrologer.rating !== null &&
      astrologer.reviews_count > 0 && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: astrologer.rating,
          reviewCount: astrologer.reviews_count,
          bestRating: 5,
          worstRating: 1,
        },
      }),
  };
}
