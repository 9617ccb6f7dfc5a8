import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './lib/pwa/register-sw';
import { useSession } from './lib/session/session-store';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

registerServiceWorker();
// The offline layer (local database, outbox, sync) starts once there is something for it: a
// session, or any screen but the login one (an anonymous test). A first visit to /auth does not
// download it (issue 12); logging in starts it. It waits for the page's load and a moment the
// main thread is free, so its code does not compete with the first screen's (a screen that needs
// the local database opens it itself; unsent writes wait in it until the engine drains them).
let offlineStarted = false;
function startOfflineOnce() {
  if (offlineStarted) return;
  offlineStarted = true;
  const start = () =>
    void import('./lib/offline-start').then(async (m) => {
      // Comments are a feature's records; their sync handler is wired here, before the first drain.
      (await import('./features/quiz/data/comments')).registerCommentSync();
      await m.startOffline();
    });
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 200);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
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

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
