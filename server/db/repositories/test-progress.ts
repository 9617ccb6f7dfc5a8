// Saved progress of unfinished tests (table test_progress), one row per user and test key. The
// client's `updated_at` (ms) orders the saves: an older save never overwrites a newer one, so a
// late retry from one device cannot undo what another device saved since. A deletion stays as
// a tombstone (`deleted`, its contents emptied) with its `updated_at`, so a save older than the
// deletion does not bring the progress back; a newer one does.
import { and, eq, sql } from 'drizzle-orm';
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
        deleted: false,
      },
      setWhere: sql`${testProgress.updatedAt} < excluded.updated_at`,
    });
}

const EMPTIED = {
  actual: 0,
  respuestas: {},
  tiempoRestante: 0,
  preguntas: [],
  marcadas: [],
  deleted: true,
};

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
    .where(and(sameKey(userId, testKey), eq(testProgress.deleted, false)))
    .limit(1);
  return row ?? null;
}

/**
 * Deletes the save, leaving a tombstone. With `at` (the client's time of the deletion) the
 * tombstone carries it, also when nothing was saved yet, and a save newer than it stays; without
 * it, whatever is stored is deleted at the time it was saved.
 */
export async function deleteProgress(db: Executor, userId: number, testKey: string, at?: number) {
  if (at === undefined) {
    await db.update(testProgress).set(EMPTIED).where(sameKey(userId, testKey));
    return;
  }
  await db
    .insert(testProgress)
    .values({ userId, testKey, ...EMPTIED, updatedAt: at })
    .onConflictDoUpdate({
      target: [testProgress.userId, testProgress.testKeyHash],
      set: { ...EMPTIED, updatedAt: sql`excluded.updated_at` },
      setWhere: sql`${testProgress.updatedAt} <= excluded.updated_at`,
    });
}
