// Starts the offline layer once the first screen is up: opens the local database (in memory
// when the browser refuses IndexedDB, telling the user), wires history sync and starts the
// outbox engine. Loaded on demand so the first visit to /auth does not download it.
import { openLocalDatabase } from './db/db';
import { registerHistorySync } from './history';
import { registerPersonalitySync } from './personality/profiles';
import { registerPhysicalPlanSync } from './plans/physical-plans';
import { registerStudyPlanSync } from './plans/study-plans';
import { registerSummarySync } from './summaries/sync';
import { startSyncEngine } from './sync/engine';
import { toast } from './toast';

export async function startOffline(): Promise<void> {
  const mode = await openLocalDatabase();
  if (mode === 'memory') {
    toast.error(
      'No se puede guardar en este dispositivo',
      'El navegador no permite el almacenamiento local (modo privado o sin espacio). Puedes seguir usando la app, pero lo que hagas sin conexión se perderá al cerrarla.',
    );
  }
  // Every kind whose acknowledgement updates a local record is wired before the first drain,
  // so an entry sent before its screen is opened is still recorded as synced.
  registerHistorySync();
  registerPersonalitySync();
  registerPhysicalPlanSync();
  registerStudyPlanSync();
  registerSummarySync();
  startSyncEngine();
}
