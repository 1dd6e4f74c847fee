// The text pages, loaded as one chunk: they share their layout and their words (the pages catalogue), and each is a
// few lines once its words are in the catalogue.
export { AboutPage } from './about-page.tsx';
export { DisclaimerPage } from './disclaimer-page.tsx';
export { PrivacyPolicyPage } from './privacy-policy-page.tsx';
export { RefundPolicyPage } from './refund-policy-page.tsx';
export { ServicesPage } from './services-page.tsx';
export { ShippingPolicyPage } from './shipping-policy-page.tsx';
export { TermsConditionsPage } from './terms-conditions-page.tsx';
