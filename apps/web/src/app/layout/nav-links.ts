// The header's link lists and where the header is hidden (the footer's lists are in footer-links.ts, loaded with it).

export interface NavItem {
  to: string;
  /** Its words: a key of the common catalogue. */
  label: string;
}

export const MAIN_NAV: NavItem[] = [
  { to: '/', label: 'nav.home' },
  { to: '/shopping', label: 'nav.shopping' },
  { to: '/astrologers', label: 'nav.astrologers' },
  { to: '/kundli', label: 'nav.kundli' },
  { to: '/about', label: 'nav.about' },
  { to: '/services', label: 'nav.services' },
  { to: '/disclaimer', label: 'nav.disclaimer' },
  { to: '/contact', label: 'nav.contact' },
];

export const REGISTER_LINK: NavItem = { to: '/signup/determiner', label: 'nav.register' };
export const LOGIN_LINK: NavItem = { to: '/login/determiner', label: 'nav.login' };

/** The admin dashboard has its own top bar, so the site's navigation bar is hidden there. */
export function isNavHidden(pathname: string): boolean {
  return pathname === '/admin-dashboard' || pathname.startsWith('/admin-dashboard/');
}
