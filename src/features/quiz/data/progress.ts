// An unfinished test: saved on this device on every change (answer, blank, mark, move) and
// every 30 s, and sent to the server through the outbox (test_progreso.php, with the marked
// questions) so the test can be resumed on another device where it was left.
// Only the newest unsent save of a test is kept in the outbox (one on its way stays:
// `isUnsent`): the server keeps the newest anyway, and a long test offline must not pile up
// hundreds of saves.
import type { SavedProgress } from '@/core/contract';
import { recoverProgressResponseSchema } from '@/core/contract';
import { api } from '@/lib/api-client';
import { isUnreachable, localQuestionsById, syncBank } from '@/lib/banks/banks';
import { db } from '@/lib/db/db';
import type { OutboxEntry, ProgressRecord } from '@/lib/db/schema';
import { enqueue, isUnsent } from '@/lib/sync/outbox';

const PATH = 'test_progreso.php';

function isSaveOf(testKey: string) {
  return (body: unknown) => (body as { test_key?: string } | null)?.test_key === testKey;
}

/** A queued save of this test that never left the device: a newer save or a delete replaces it. */
function unsentSaveOf(testKey: string) {
  return (e: OutboxEntry) => e.kind === 'progress-save' && isUnsent(e) && isSaveOf(testKey)(e.body);
}

// One write of a test's progress at a time. Every save holds the whole test, so while one is
// being written only the newest of those that arrive meanwhile is kept: a fast run of answers or
// moves costs a couple of writes, not one each, and finishing does not wait behind a queue of
// saves that would be thrown away.
interface Lane {
  next: ProgressRecord | null;
  done: Promise<void>;
}
const lanes = new Map<string, Lane>();
const laneOf = (userId: number, testKey: string) => `${userId}\u0000${testKey}`;

/** Saves a test's progress here and queues it for the server; resolves once it is on the device. */
export function saveProgress(record: ProgressRecord): Promise<void> {
  const key = laneOf(record.userId, record.testKey);
  const running = lanes.get(key);
  if (running) {
    running.next = record;
    return running.done;
  }
  const lane: Lane = { next: record, done: Promise.resolve() };
  lanes.set(key, lane);
  lane.done = (async () => {
    let failure: unknown = null;
    try {
      for (let current = lane.next; current; current = lane.next) {
        lane.next = null;
        failure = null;
        await writeProgress(current).catch((error: unknown) => {
          failure = error;
        });
      }
    } finally {
      lanes.delete(key);
    }
    if (failure) throw failure;
  })();
  return lane.done;
}

/**
 * Forgets a save of this test not yet started (the one being written is already ordered before
 * any later transaction): called when the test is finished or deleted, so no late save brings the
 * progress back.
 */
export function dropPendingSave(userId: number, testKey: string): void {
  const lane = lanes.get(laneOf(userId, testKey));
  if (lane) lane.next = null;
}

async function writeProgress(record: ProgressRecord): Promise<void> {
  await db.transaction('rw', db.progress, db.outbox, async () => {
    await db.progress.put(record);
    await db.outbox
      .where('userId')
      .equals(record.userId)
      .filter(unsentSaveOf(record.testKey))
      .delete();
    await enqueue({
      userId: record.userId,
      kind: 'progress-save',
      label: 'Progreso de un test sin terminar',
      path: PATH,
      encoding: 'form',
      body: {
        action: 'guardar',
        test_key: record.testKey,
        actual: String(record.actual),
        respuestas: JSON.stringify(record.respuestas),
        tiempo_restante: String(record.tiempo_restante),
        preguntas: JSON.stringify(record.preguntas),
        updated_at: String(record.updated_at),
        // Beyond api.md: an older server ignores it.
        marcadas: JSON.stringify(record.marcadas ?? []),
      },
    });
  });
}

/** Deletes the saved progress here and, through the outbox, on the server. */
export async function deleteProgress(userId: number, testKey: string): Promise<void> {
  dropPendingSave(userId, testKey);
  await db.transaction('rw', db.progress, db.outbox, async () => {
    await db.progress.delete([userId, testKey]);
    await db.outbox.where('userId').equals(userId).filter(unsentSaveOf(testKey)).delete();
    await enqueue(deleteEntry(userId, testKey));
  });
}

export function deleteEntry(userId: number, testKey: string) {
  return {
    userId,
    kind: 'progress-delete' as const,
    label: 'Borrado del progreso de un test',
    path: PATH,
    encoding: 'form' as const,
    body: { action: 'eliminar', test_key: testKey, updated_at: String(Date.now()) },
  };
}

async function serverProgress(testKey: string): Promise<SavedProgress | null> {
  try {
    const form = { action: 'recuperar', test_key: testKey };
    return recoverProgressResponseSchema.parse(await api(PATH, { form })).progreso;
  } catch (error) {
    if (isUnreachable(error)) return null;
    throw error;
  }
}

/**
 * The unfinished test to offer for this key: this device's copy or, online, the server's —
 * the newest wins. A server copy needs its questions from the bank kept on this device.
 */
export async function findResumable(
  userId: number,
  testKey: string,
  fallback: Omit<
    ProgressRecord,
    | 'actual'
    | 'respuestas'
    | 'tiempo_restante'
    | 'preguntas'
    | 'updated_at'
    | 'questions'
    | 'marcadas'
  >,
): Promise<ProgressRecord | null> {
  const local = (await db.progress.get([userId, testKey])) ?? null;
  const remote = await serverProgress(testKey);
  if (!remote || (local && local.updated_at >= remote.updated_at)) return local;
  let questions = await localQuestionsById(remote.preguntas);
  if (!questions) {
    // Saved on another device: this one may not have the bank yet.
    await syncBank(fallback.config.idProceso).catch(() => undefined);
    questions = await localQuestionsById(remote.preguntas);
  }
  if (!questions) return local;
  return { ...fallback, ...remote, questions };
}
