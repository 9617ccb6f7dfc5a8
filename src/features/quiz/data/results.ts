// Reading a finished test's results for the results screen (/resultados/:uuid): the record kept
// when it was finished on this device, else the history item (pulled from the server when it is
// not here yet) completed with the process's bank, downloaded first when it is not kept and the
// server can be reached. Only the user's own tests, or this device's anonymous runs, are shown.
import type { TestQuestion } from '@/core/contract';
import { safeCorrections } from '@/core/stats';
import { isUnreachable, syncBank } from '@/lib/banks/banks';
import { db } from '@/lib/db/db';
import { pullHistory } from '@/lib/history';
import { ANONYMOUS_USER } from './finish';
import type { ResultView } from './result-view';
import { viewOfHistory, viewOfRecord } from './result-view';

const mine = (ownerId: number, userId: number | null) => ownerId === (userId ?? ANONYMOUS_USER);

async function keptQuestions(ids: readonly number[]): Promise<Map<number, TestQuestion>> {
  const found = await db.questions.bulkGet([...ids]);
  const bank = new Map<number, TestQuestion>();
  for (const q of found) {
    if (!q) continue;
    const { idProceso: _idProceso, ...question } = q;
    bank.set(q.id, question);
  }
  return bank;
}

async function fromHistory(uuid: string, userId: number): Promise<ResultView | null> {
  const test = await db.tests.get(uuid);
  if (!test || test.userId !== userId) return null;
  const corrections = {
    acertadas: safeCorrections(test.acertadas),
    falladas: safeCorrections(test.falladas),
  };
  const ids = [...corrections.acertadas, ...corrections.falladas].map((c) => c.id);
  let bank = await keptQuestions(ids);
  if (bank.size < ids.length && navigator.onLine) {
    await syncBank(test.id_proceso).catch((error: unknown) => {
      if (!isUnreachable(error)) console.error(error);
    });
    bank = await keptQuestions(ids);
  }
  const proceso = (await db.procesos.get(test.id_proceso)) ?? null;
  return viewOfHistory(test, corrections, bank, proceso);
}

/** The results of one test, or null when this device has no such test of this user. */
export async function loadResultView(
  uuid: string,
  userId: number | null,
): Promise<ResultView | null> {
  const record = await db.results.get(uuid);
  if (record && mine(record.userId, userId)) return viewOfRecord(record);
  if (userId === null) return null;
  const kept = await fromHistory(uuid, userId);
  if (kept || !navigator.onLine) return kept;
  // Finished on another device and not pulled yet.
  await pullHistory(userId).catch((error: unknown) => {
    if (!isUnreachable(error)) console.error(error);
  });
  return fromHistory(uuid, userId);
}
