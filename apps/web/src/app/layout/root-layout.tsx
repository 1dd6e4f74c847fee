// The layout route around every page: skip link, navigation bar, main content, footer, scroll reset.
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useLoggedIn } from '../../lib/storage.ts';
import { onDemand } from '../on-demand.tsx';
import { Header } from './header.tsx';
import { isNavHidden } from './nav-links.ts';
import { OfflineNotice } from './offline-notice.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { tNow } from '../../lib/i18n.tsx';

// Below the fold on every page: it loads beside the first page instead of delaying its first paint.
const Footer = onDemand(async () => (await import('./footer.tsx')).Footer);

// Signed-in accounts only, after the first paint: toasts for requests, answers, endings and orders.
const NotificationCenter = onDemand(async () => (await import('../../components/notifications/notification-center.tsx')).NotificationCenter);
// Signed-in accounts only: "It's your turn" when the astrologer they wait for is free, on whatever page they are.
const WaitlistOffer = onDemand(async () => (await import('../../components/notifications/waitlist-offer.tsx')).WaitlistOffer);

/** A server-rendered page includes the footer (router.tsx's loadServerRenderedPage waits for its code). */
export const loadFooter = Footer.preload;

/** children replaces the outlet: the error screen. */
export function RootLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const loggedIn = useLoggedIn();
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-gold-300 px-4 py-2 font-semibold text-night-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {tNow('common:frame.rootLayout.skipToMainContent')}
      </a>
      {!isNavHidden(pathname) && <Header />}
      <OfflineNotice />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children ?? <Outlet />}
      </main>
      <Footer />
      {loggedIn && <NotificationCenter />}
      {loggedIn && <WaitlistOffer />}
    </div>
  );
}
