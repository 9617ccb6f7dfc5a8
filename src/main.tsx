import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { firstRenderDone, hydrationStarted } from './components/layout/client-only';
import { resolveLazyRoutes } from './app/router';
import { registerServiceWorker } from './lib/pwa/register-sw';
import { useSession } from './lib/session/session-store';
import { whenIdle } from './lib/when-idle';

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

registerServiceWorker();
// The offline layer (local database, outbox, sync) starts once there is something for it: a
// session, or any screen but the login one (an anonymous test). A first visit to /auth does not
// download it; logging in starts it. The local database is opened at once; the rest
// waits for the page's load, the first screen's render (a prerendered page loads before its app
// does) and a moment the main thread is free, so its code does not compete with the first
// screen's (unsent writes wait in the database until the engine drains them).
let offlineStarted = false;
function startOfflineOnce() {
  if (offlineStarted) return;
  offlineStarted = true;
  // The device database is opened at once, alongside the first screen: creating it (on a first
  // visit) and reading its schema are then done before the screen's panels ask it anything,
  // instead of in one long task with all their queries once it opens.
  import('./lib/db/db')
    .then((m) => m.openLocalDatabase())
    .catch((error: unknown) =>
      console.error('No se pudo abrir la base de datos del dispositivo', error),
    );
  const start = () =>
    void Promise.all([import('./lib/offline-start'), import('./app/feature-acks')]).then(
      ([m, { FEATURE_ACKS }]) => m.startOffline(FEATURE_ACKS),
    );
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  void Promise.all([loaded, firstRenderDone]).then(() => whenIdle(start, 2000));
}
const needsOffline = () =>
  useSession.getState().status === 'authenticated' || window.location.pathname !== '/auth';
if (needsOffline()) startOfflineOnce();
else {
  const stop = useSession.subscribe(() => {
    if (!needsOffline()) return;
    stop();
    startOfflineOnce();
  });
}
if (import.meta.env.VITE_BENCH === 'true') void import('./bench-hooks');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// /auth (to a visitor without a session) and / (to a user, drawn for their level and name)
// arrive prerendered (scripts/prerender.ts): React takes over that HTML once the route's code is
// here instead of painting the screen again. When the page was drawn for someone else than the
// stored session says, or for another path, the screen is rendered here from scratch.
function drawnForThisSession(page: HTMLElement): boolean {
  const { prerendered, nivel, username } = page.dataset;
  if (prerendered !== window.location.pathname) return false;
  const { status, user } = useSession.getState();
  if (prerendered === '/auth') return status === 'anonymous';
  return (
    status === 'authenticated' &&
    user !== null &&
    user.nivel === nivel &&
    user.username === username
  );
}
// Either way the first render is a transition, which React renders in slices of a few
// milliseconds: a slow phone's main thread is never blocked for the whole screen's work.
async function renderApp(page: HTMLElement) {
  // A prerendered page whose stored token has to be refreshed first stays as drawn (inert) while
  // that happens, instead of giving way to 'Cargando...' and being drawn again after it.
  if (page.dataset.prerendered && useSession.getState().status === 'loading')
    await useSession.getState().init();
  if (drawnForThisSession(page)) {
    hydrationStarted();
    await resolveLazyRoutes(window.location);
    startTransition(() => {
      hydrateRoot(page, app);
    });
    return;
  }
  page.replaceChildren();
  const reactRoot = createRoot(page);
  startTransition(() => reactRoot.render(app));
}
void renderApp(root);
