// What the device does once the server has acknowledged a summary made here (outbox kind
// 'summary-create'): the local record keeps the server's id, and the server's id is recorded for
// the technique edits queued meanwhile under the summary's local id, which the drain rewrites
// (src/lib/sync/local-ids.ts).
import { generarResumenResponseSchema } from '@/core/contract';
import { db } from '@/lib/db/db';
import type { OutboxEntry } from '@/lib/db/schema';
import { onAcknowledged } from '@/lib/sync/drain';
import * as localIds from '@/lib/sync/local-ids';
import type { CreateBody } from './store';
import { summaryTable } from './store';

/**
 * Once the server has a summary made here: keep its id, and record it for the technique edits
 * queued under the local id, which were written before the id was known.
 */
async function acknowledgeCreate(entry: OutboxEntry, response: unknown): Promise<void> {
  const uuid = (entry.body as Partial<CreateBody>).uuid;
  const saved = generarResumenResponseSchema.safeParse(response);
  if (!uuid || !saved.success) {
    console.error('generar_resumen.php: respuesta sin id del resumen', response);
    return;
  }
  const id = saved.data.id;
  await db.transaction('rw', summaryTable, db.localIds, async () => {
    await localIds.recordServerId(entry.userId, localIds.localIdOf(uuid), id);
    const record = await summaryTable.get(uuid);
    if (record) {
      await summaryTable.put({ ...record, data: { ...record.data, serverId: id } });
    }
  });
}

let registered = false;

/**
 * Wires the acknowledgement of summaries made here, and declares where a technique edit names
 * its summary (called at start, before the first drain, or before the first entry of either
 * kind is sent).
 */
export function registerSummarySync(): void {
  if (registered) return;
  registered = true;
  localIds.declareIdFields('summary-technique', { body: ['resumen_id'] });
  onAcknowledged('summary-create', acknowledgeCreate);
}
