/// <reference lib="webworker" />
// The service worker: precaches the built app shell so the app starts with no network, answers
// page navigations with the cached index.html, serves static files cache-first, waits for the
// user's 'Actualizar' before a new version takes over, and relays Background Sync to the page
// (the outbox and the session live in the page, so the page does the sending).
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install controls the open page at once, so the app works offline from the first
// visit. An update waits (no skipWaiting here) until the user presses 'Actualizar'.
clientsClaim();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }),
);

registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin &&
    !url.pathname.startsWith('/api/') &&
    ['image', 'font', 'style', 'script'].includes(request.destination),
  new CacheFirst({ cacheName: 'opositor-static' }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

interface SyncEvent extends ExtendableEvent {
  tag: string;
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== 'outbox') return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      for (const client of clients) client.postMessage({ type: 'flush-outbox' });
    }),
  );
});
