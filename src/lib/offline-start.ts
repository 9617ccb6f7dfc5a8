// Starts the offline layer once the first screen is up: opens the local database (in memory when
// the browser refuses IndexedDB, telling the user), wires history sync and the features'
// acknowledgements, and starts the outbox engine. Loaded on demand so the first visit to /auth does
// not download it.
import type { OutboxKind } from './db/schema';
import { openLocalDatabase } from './db/db';
import { registerHistorySync } from './history';
import { onAcknowledgedLazily } from './sync/drain';
import { startSyncEngine } from './sync/engine';
import { toast } from './toast';

/** Imports a module and calls the function that wires its kinds' acknowledgements. */
export type AckWiring = () => Promise<void>;

/**
 * `acks`: for each kind whose acknowledgement updates a feature's record, the wiring that loads
 * that feature's module (the app's registry, src/app/feature-acks.ts). Each is loaded before
 * the first entry of its kind is sent, not at every start.
 */
export async function startOffline(
  acks: Partial<Record<OutboxKind, AckWiring>> = {},
): Promise<void> {
  const mode = await openLocalDatabase();
  if (mode === 'memory') {
    toast.error(
      'No se puede guardar en este dispositivo',
      'El navegador no permite el almacenamiento local (modo privado o sin espacio). Puedes seguir usando la app, pero lo que hagas sin conexión se perderá al cerrarla.',
    );
  }
  // Every kind whose acknowledgement updates a local record is wired before the first drain,
  // so an entry sent before its screen is opened is still recorded as synced. History is wired
  // at once: after every drain it pulls the server's history into the device.
  registerHistorySync();
  for (const [kind, wire] of Object.entries(acks)) onAcknowledgedLazily(kind as OutboxKind, wire);
  startSyncEngine();
}
