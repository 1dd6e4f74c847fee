// The profile routes: the user's and the astrologer's own forms, and the astrologer's waiting page (one chunk with
// the astrologer's form).
import type { RouteObject } from 'react-router';

export const profilesRoutes: RouteObject[] = [
  {
    path: 'userprofile/signup',
    // The place picker speaks in the kundli page's words.
    handle: { ns: ['account', 'kundli', 'messages'] },
    lazy: async () => ({ Component: (await import('./routes/user-profile-page.tsx')).UserProfilePage }),
  },
  {
    path: 'astrologermain/signup',
    handle: { ns: ['account', 'messages'] },
    lazy: async () => ({ Component: (await import('./routes/astrologer-pages.tsx')).AstrologerProfilePage }),
  },
  {
    path: 'thank-you',
    handle: { ns: ['account', 'messages'] },
    lazy: async () => ({ Component: (await import('./routes/astrologer-pages.tsx')).ThankYouPage }),
  },
];
