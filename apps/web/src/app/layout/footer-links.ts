// The footer's link lists: apart from the header's (nav-links.ts), so they load with the footer, after the first paint.
import type { NavItem } from './nav-links.ts';
import { tNow } from '../../lib/i18n.tsx';

export const FOOTER_QUICK_LINKS: NavItem[] = [
  { to: '/', get label() { return tNow('common:frame.footerLinks.home'); } },
  { to: '/kundli-matching', get label() { return tNow('common:frame.footerLinks.kundliMatching'); } },
  { to: '/shopping', get label() { return tNow('common:frame.footerLinks.shop'); } },
  { to: '/panchang', get label() { return tNow('common:frame.footerLinks.panchang'); } },
  { to: '/shopping/mycart', get label() { return tNow('common:frame.footerLinks.myCart'); } },
  { to: '/shopping/orders', get label() { return tNow('common:frame.footerLinks.myOrders'); } },
  { to: '/contact', get label() { return tNow('common:frame.footerLinks.contact'); } },
];

export const FOOTER_COMPANY_LINKS: NavItem[] = [
  { to: '/about', get label() { return tNow('common:frame.footerLinks.aboutUs'); } },
  { to: '/services', get label() { return tNow('common:frame.footerLinks.services'); } },
  { to: '/signup/determiner', get label() { return tNow('common:frame.footerLinks.createAnAccount'); } },
  { to: '/astrologer/signup', get label() { return tNow('common:frame.footerLinks.joinAsAnAstrologer'); } },
];

export const FOOTER_POLICY_LINKS: NavItem[] = [
  { to: '/privacy-policy', get label() { return tNow('common:frame.footerLinks.privacyPolicy'); } },
  { to: '/refund-policy', get label() { return tNow('common:frame.footerLinks.refundPolicy'); } },
  { to: '/shipping-policy', get label() { return tNow('common:frame.footerLinks.shippingPolicy'); } },
  { to: '/terms-conditions', get label() { return tNow('common:frame.footerLinks.termsConditions'); } },
  { to: '/disclaimer', get label() { return tNow('common:frame.footerLinks.disclaimer'); } },
];
