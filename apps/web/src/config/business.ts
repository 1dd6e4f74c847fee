// The business's contact details and social profiles: the footer, the contact page and the policies show them. They
// live in the contracts, where the API's structured data reads them too.

export { BUSINESS, SOCIAL_LINKS } from '@app/contracts/business';
