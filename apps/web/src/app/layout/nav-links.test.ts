// The navigation bar's links match the spec, and it hides only on the admin dashboard.
import { describe, expect, it } from 'vitest';
import { tNow } from '../../lib/i18n.tsx';
import { LOGIN_LINK, MAIN_NAV, REGISTER_LINK, isNavHidden } from './nav-links.ts';

describe('navigation links', () => {
  it('lists the six links of the spec in order, with the astrologer directory after the shop and the free kundli after it', () => {
    expect(MAIN_NAV.map((item) => ({ to: item.to, label: tNow(item.label) }))).toEqual([
      { to: '/', label: 'Home' },
      { to: '/shopping', label: 'Shopping' },
      { to: '/astrologers', label: 'Astrologers' },
      { to: '/kundli', label: 'Kundli' },
      { to: '/about', label: 'About Us' },
      { to: '/services', label: 'Services' },
      { to: '/disclaimer', label: 'Disclaimer' },
      { to: '/contact', label: 'Contact' },
    ]);
    expect(REGISTER_LINK.to).toBe('/signup/determiner');
    expect(tNow(REGISTER_LINK.label)).toBe('Register');
    expect(LOGIN_LINK.to).toBe('/login/determiner');
    expect(tNow(LOGIN_LINK.label)).toBe('Login');
  });

  it('is hidden on /admin-dashboard only', () => {
    expect(isNavHidden('/admin-dashboard')).toBe(true);
    expect(isNavHidden('/admin-dashboard/orders')).toBe(true);
    for (const path of ['/', '/admin-login', '/admin-otp', '/admin-dashboards', '/contact']) {
      expect(isNavHidden(path)).toBe(false);
    }
  });
});
