import { Workbox } from 'workbox-window';
import { usePwa } from './pwa-store';
import type { InstallPromptEvent } from './pwa-store';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker. A new version waits until the user accepts it; then it takes
 * over and the page reloads once, never by itself. The hourly check is skipped offline.
 */
export function registerServiceWorker(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    usePwa.setState({ installPrompt: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => usePwa.setState({ installPrompt: null }));

  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () => {
    usePwa.setState({
      updateWaiting: true,
      applyUpdate: () => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      },
    });
  });
  wb.register().then(
    (registration) => {
      setInterval(() => {
        if (navigator.onLine) void registration?.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
    // The browser may refuse it (a private window, a policy): the app still works online.
    (error: unknown) =>
      console.warn(
        'No se pudo registrar el service worker; la app no funcionará sin conexión',
        error,
      ),
  );
}
