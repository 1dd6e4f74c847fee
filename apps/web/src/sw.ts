/// <reference lib="webworker" />
// The installable app's service worker: the shell and every built file are precached, so the site opens offline
// (the app says it is offline); pages are read from the network first (the server renders some) and fall back to
// the precached shell. Nothing under the API's paths is ever cached: answers that belong to a signed-in account
// stay between the browser and the server. It also shows Web Push notifications and opens their page on a tap.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** The server's own paths (vite.config.ts's API_PATHS): never answered from here. */
const SERVER_PATHS = [/^\/(api|auth|shop|admin|dev|uploads|docs|socket\.io)(\/|$)/, /^\/(healthz|readyz)$/];

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: SERVER_PATHS },
  ),
);

// A new version waits until the page asks it to take over (the page offers a reload).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

interface Notice {
  title: string;
  body: string;
  url: string;
  tag: string;
}

function readNotice(data: PushMessageData | null): Notice | null {
  try {
    const v = data?.json() as Partial<Notice> | undefined;
    if (!v || typeof v.title !== 'string') return null;
    // Only this site's own pages open from a notification.
    const url = typeof v.url === 'string' && v.url.startsWith('/') && !v.url.startsWith('//') ? v.url : '/';
    return { title: v.title, body: typeof v.body === 'string' ? v.body : '', url, tag: typeof v.tag === 'string' ? v.tag : '' };
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const notice = readNotice(event.data);
  if (!notice) return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag || undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: notice.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
