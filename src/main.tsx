import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './lib/pwa/register-sw';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

registerServiceWorker();
void import('./lib/offline-start').then(async (m) => {
  // Comments are a feature's records; their sync handler is wired here, before the first drain.
  (await import('./features/quiz/data/comments')).registerCommentSync();
  await m.startOffline();
});
if (import.meta.env.VITE_BENCH === 'true') void import('./bench-hooks');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
