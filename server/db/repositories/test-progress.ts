// Saved progress of unfinished tests (table test_progress), one row per user and test key. The
// client's `updated_at` (ms) orders the saves: an older save never overwrites a newer one, so a
// late retry from one device cannot undo what another device saved since.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { SavedProgress } from '../../../src/core/contract/quiz';
import { testProgress } from '../schema';
import type { Executor } from './executor';

export interface ProgressSave {
  userId: number;
  testKey: string;
  actual: number;
  respuestas: SavedProgress['respuestas'];
  tiempoRestante: number;
  preguntas: number[];
  updatedAt: number;
  marcadas: number[];
}

/** Stores the save unless the one already stored is as new or newer. */
export async function saveProgress(db: Executor, save: ProgressSave): Promise<void> {
  await db
    .insert(testProgress)
    .values(save)
    .onConflictDoUpdate({
      target: [testProgress.userId, testProgress.testKeyHash],
      set: {
        actual: sql`excluded.actual`,
        respuestas: sql`excluded.respuestas`,
        tiempoRestante: sql`excluded.tiempo_restante`,
        preguntas: sql`excluded.preguntas`,
        updatedAt: sql`excluded.updated_at`,
        marcadas: sql`excluded.marcadas`,
      },
      setWhere: sql`${testProgress.updatedAt} < excluded.updated_at`,
    });
}

const sameKey = (userId: number, testKey: string) =>
  and(
    eq(testProgress.userId, userId),
    eq(testProgress.testKeyHash, sql`md5(${testKey})`),
    eq(testProgress.testKey, testKey),
  );

export async function findProgress(
  db: Executor,
  userId: number,
  testKey: string,
): Promise<SavedProgress | null> {
  const [row] = await db
    .select({
      actual: testProgress.actual,
      respuestas: testProgress.respuestas,
      tiempo_restante: testProgress.tiempoRestante,
      preguntas: testProgress.preguntas,
      updated_at: testProgress.updatedAt,
      marcadas: testProgress.marcadas,
    })
    .from(testProgress)
    .where(sameKey(userId, testKey))
    .limit(1);
  return row ?? null;
}

/** Deletes the save; with `notNewerThan`, only a save whose `updated_at` is not after it. */
export async function deleteProgress(
  db: Executor,
  userId: number,
  testKey: string,
  notNewerThan?: number,
) {
  const condition =
    notNewerThan === undefined
      ? sameKey(userId, testKey)
      : and(sameKey(userId, testKey), lte(testProgress.updatedAt, notNewerThan));
  await db.delete(testProgress).where(condition);
}
