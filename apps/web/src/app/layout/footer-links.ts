// The footer's link lists: apart from the header's (nav-links.ts), so they load with the footer, after the first paint.
import type { NavItem } from './nav-links.ts';

export const FOOTER_QUICK_LINKS: NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/shopping', label: 'Shop' },
  { to: '/shopping/mycart', label: 'My Cart' },
  { to: '/shopping/orders', label: 'My Orders' },
  { to: '/contact', label: 'Contact' },
];

export const FOOTER_COMPANY_LINKS: NavItem[] = [
  { to: '/about', label: 'About Us' },
  { to: '/services', label: 'Services' },
  { to: '/signup/determiner', label: 'Create an account' },
  { to: '/astrologer/signup', label: 'Join as an astrologer' },
];

export const FOOTER_POLICY_LINKS: NavItem[] = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/refund-policy', label: 'Refund Policy' },
  { to: '/shipping-policy', label: 'Shipping Policy' },
  { to: '/terms-conditions', label: 'Terms & Conditions' },
  { to: '/disclaimer', label: 'Disclaimer' },
];
