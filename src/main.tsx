import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { openLocalDatabase } from './lib/db/db';
import { registerHistorySync } from './lib/history';
import { registerServiceWorker } from './lib/pwa/register-sw';
import { startSyncEngine } from './lib/sync/engine';
import { toast } from './lib/toast';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

registerServiceWorker();
void openLocalDatabase().then((mode) => {
  if (mode === 'memory') {
    toast.error(
      'No se puede guardar en este dispositivo',
      'El navegador no permite el almacenamiento local (modo privado o sin espacio). Puedes seguir usando la app, pero lo que hagas sin conexión se perderá al cerrarla.',
    );
  }
  registerHistorySync();
  startSyncEngine();
});

if (import.meta.env.VITE_BENCH === 'true') void import('./bench-hooks');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
