// Saves one review of a card of a summary's technique ('Repasar tarjetas') with the summary's
// record in Dexie: the schedules are personal practice data and stay on this device.
import { db } from '@/lib/db/db';
import { afterReview } from './deck';
import { summaryTable, toRecord } from './store';

/** Records one review of a card of the summary's technique. */
export async function recordCardReview(
  userId: number,
  key: string,
  cardId: string,
  knew: boolean,
  now: number = Date.now(),
): Promise<void> {
  await db.transaction('rw', summaryTable, async () => {
    const record = await summaryTable.get(key);
    if (!record || record.userId !== userId) return;
    const summary = record.data;
    const repaso = afterReview(summary.tecnica, summary.repaso, cardId, knew, now);
    await summaryTable.put(toRecord(userId, { ...summary, repaso }));
  });
}
