// What the device does once the server has acknowledged a summary made here (outbox kind
// 'summary-create'): the local record keeps the server's id, and the technique edits queued
// behind it, written before that id was known, get it too.
import { generarResumenResponseSchema } from '@/core/contract';
import { db } from '@/lib/db/db';
import type { OutboxEntry } from '@/lib/db/schema';
import { onAcknowledged } from '@/lib/sync/drain';
import { holdUntilEarlierAcknowledged } from '@/lib/sync/push';
import type { CreateBody, TechniqueBody } from './store';
import { summaryEntries, summaryTable } from './store';

/**
 * Once the server has a summary made here: keep its id, and give it to the technique edits
 * queued behind it, which were written before the id was known.
 */
async function acknowledgeCreate(entry: OutboxEntry, response: unknown): Promise<void> {
  const uuid = (entry.body as Partial<CreateBody>).uuid;
  const saved = generarResumenResponseSchema.safeParse(response);
  if (!uuid || !saved.success) {
    console.error('generar_resumen.php: respuesta sin id del resumen', response);
    return;
  }
  const id = saved.data.id;
  await db.transaction('rw', summaryTable, db.outbox, async () => {
    const record = await summaryTable.get(uuid);
    if (record) {
      await summaryTable.put({ ...record, data: { ...record.data, serverId: id } });
    }
    const waiting = (await summaryEntries(entry.userId)).filter(
      (e) => e.kind === 'summary-technique' && (e.body as TechniqueBody).uuid === uuid,
    );
    for (const e of waiting) {
      if (e.seq === undefined) continue;
      await db.outbox.update(e.seq, { body: { ...(e.body as TechniqueBody), resumen_id: id } });
    }
  });
}

let registered = false;

/** Wires the acknowledgement of summaries made here (called once at start, before the first drain). */
export function registerSummarySync(): void {
  if (registered) return;
  registered = true;
  onAcknowledged('summary-create', acknowledgeCreate);
  // A technique of a summary not yet numbered by the server waits for that summary's answer,
  // which gives it the id, instead of leaving in the same batch.
  holdUntilEarlierAcknowledged(
    'summary-technique',
    (entry) => (entry.body as Partial<TechniqueBody>).resumen_id === null,
  );
}
