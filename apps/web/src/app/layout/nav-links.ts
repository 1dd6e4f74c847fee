// The site's link lists, shared by the header, the footer and their tests.

export interface NavItem {
  to: string;
  label: string;
}

export const MAIN_NAV: NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/shopping', label: 'Shopping' },
  { to: '/astrologers', label: 'Astrologers' },
  { to: '/about', label: 'About Us' },
  { to: '/services', label: 'Services' },
  { to: '/disclaimer', label: 'Disclaimer' },
  { to: '/contact', label: 'Contact' },
];

export const REGISTER_LINK: NavItem = { to: '/signup/determiner', label: 'Register' };
export const LOGIN_LINK: NavItem = { to: '/login/determiner', label: 'Login' };

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

/** The admin dashboard has its own top bar, so the site's navigation bar is hidden there. */
export function isNavHidden(pathname: string): boolean {
  return pathname === '/admin-dashboard' || pathname.startsWith('/admin-dashboard/');
}
