// Scrolls the window to the top whenever the route changes, as every page must open at its top.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    // 'instant' overrides any smooth scroll-behavior so the new page never animates from the old position.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
