// Finished tests on this device: the server's history pulled into Dexie after every sync, and
// the tests finished here, matched to the server's copy by their uuid so none shows twice.
import type { HistoryItem } from '@/core/contract';
import { historyResponseSchema } from '@/core/contract';
import { api } from './api-client';
import { db } from './db/db';
import type { LocalTest } from './db/schema';
import { onAcknowledged } from './sync/drain';
import { onOutboxEmpty } from './sync/engine';

function toLocal(item: HistoryItem, userId: number): LocalTest {
  const { id, uuid, ...rest } = item;
  const finished = item.fecha_finalizacion ?? item.fecha_inicio;
  return {
    ...rest,
    uuid: uuid ?? `servidor-${id}`,
    userId,
    serverId: id,
    finishedAt: Date.parse(finished),
  };
}

export async function pullHistory(userId: number): Promise<void> {
  const items = historyResponseSchema.parse(await api('historial_tests.php'));
  await db.tests.bulkPut(items.map((item) => toLocal(item, userId)));
}

let registered = false;

export function registerHistorySync(): void {
  if (registered) return;
  registered = true;
  onAcknowledged('finished-test', async (entry, response) => {
    const uuid = (entry.body as { uuid?: string }).uuid;
    const id = (response as { id?: number } | null)?.id;
    if (uuid && typeof id === 'number') await db.tests.update(uuid, { serverId: id });
  });
  onOutboxEmpty(pullHistory);
}
