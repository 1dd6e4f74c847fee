// The header's link lists and where the header is hidden (the footer's lists are in footer-links.ts, loaded with it).

export interface NavItem {
  to: string;
  label: string;
}

export const MAIN_NAV: NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/shopping', label: 'Shopping' },
  { to: '/astrologers', label: 'Astrologers' },
  { to: '/kundli', label: 'Kundli' },
  { to: '/about', label: 'About Us' },
  { to: '/services', label: 'Services' },
  { to: '/disclaimer', label: 'Disclaimer' },
  { to: '/contact', label: 'Contact' },
];

export const REGISTER_LINK: NavItem = { to: '/signup/determiner', label: 'Register' };
export const LOGIN_LINK: NavItem = { to: '/login/determiner', label: 'Login' };

/** The admin dashboard has its own top bar, so the site's navigation bar is hidden there. */
export function isNavHidden(pathname: string): boolean {
  return pathname === '/admin-dashboard' || pathname.startsWith('/admin-dashboard/');
}
