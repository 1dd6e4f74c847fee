// Route of the home page. Its strip of astrologers online now comes from the astrologers feature, which app/ hands in
// here, with the function that loads its code.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { rendersServerHtml } from '../../lib/hydration.ts';

export const homeRoutes = (OnlineNow: ComponentType, loadOnlineNow: () => Promise<void>): RouteObject[] => [
  {
    index: true,
    // The strip's words (types, languages, rating, price) are the astrologers catalogue's.
    handle: { ns: ['home', 'astrologers'] },
    lazy: async () => {
      // The server's HTML shows the strip, so its render and the browser's first one (which must match it) wait for
      // the strip's code; otherwise the page paints without waiting and the strip follows.
      const [{ HomePage }] = await Promise.all([import('./routes/home-page.tsx'), rendersServerHtml() && loadOnlineNow()]);
      return { Component: () => <HomePage onlineNow={<OnlineNow />} /> };
    },
  },
];
