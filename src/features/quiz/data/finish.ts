// Finishing a test. A logged-in user's result is stored on this device at once (so the history
// and the results screen show it with no network), sent to the server through the outbox with
// the test's uuid (the server stores a uuid once), and the saved progress is deleted, all in one
// transaction. What the results screen needs beyond the history item (the questions with their
// section, topic, source and explanation, the marks, the process's rules) is kept in `results`,
// for an anonymous run too (user 0), whose test is not sent anywhere.
import type { NotaMinima, Respuestas, TestQuestion } from '@/core/contract';
import { scoreTest } from '@/core/quiz';
import type { TestScore } from '@/core/quiz';
import { db, isQuotaError } from '@/lib/db/db';
import type { LocalTest, ResultRecord, TestConfig } from '@/lib/db/schema';
import { enqueue } from '@/lib/sync/outbox';
import { deleteEntry, dropPendingSave } from './progress';

/** The user of a result kept for a test taken without an account. */
export const ANONYMOUS_USER = 0;
/** How many full results each user keeps on the device; older tests show from the history. */
export const KEPT_RESULTS = 50;

export interface FinishInput {
  /** Null for an anonymous visitor: the result stays on this device only. */
  userId: number | null;
  testKey: string;
  config: TestConfig;
  questions: TestQuestion[];
  respuestas: Respuestas;
  marcadas: number[];
  tiempoRestanteS: number;
  fechaInicio: string;
  descripcion: string | null;
  penalizacion: number;
  notaMinima: NotaMinima | null;
  timedOut: boolean;
}

export class StorageFullError extends Error {
  constructor() {
    super('No queda espacio en este dispositivo para guardar el resultado.');
  }
}

function historyRecord(
  input: FinishInput & { userId: number },
  result: ResultRecord,
  score: TestScore,
): LocalTest {
  const { config } = input;
  return {
    uuid: result.uuid,
    userId: input.userId,
    serverId: null,
    finishedAt: result.finishedAt,
    id_proceso: config.idProceso,
    tipo_test: config.tipo,
    psicotecnico: config.psicotecnico,
    estado: 'finalizado',
    fecha_inicio: input.fechaInicio,
    fecha_finalizacion: new Date(result.finishedAt).toISOString(),
    descripcion: input.descripcion,
    temas: config.temas.join(','),
    secciones: config.secciones.join(','),
    aciertos: score.aciertos,
    fallos: score.fallos,
    en_blanco: score.en_blanco,
    num_preguntas: input.questions.length,
    nota: score.nota,
    nota_penalizada: score.nota_penalizada,
    tiempo: config.minutos,
    tiempo_restante: input.tiempoRestanteS,
    acertadas: score.acertadas,
    falladas: score.falladas,
  };
}

async function store(write: () => Promise<void>) {
  try {
    await write();
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError();
    throw error;
  }
}

/** Only the newest KEPT_RESULTS full results of a user stay on the device. */
export async function pruneResults(userId: number): Promise<void> {
  const records: Pick<ResultRecord, 'uuid' | 'finishedAt'>[] = [];
  await db.results
    .where('userId')
    .equals(userId)
    .each((r) => records.push({ uuid: r.uuid, finishedAt: r.finishedAt }));
  if (records.length <= KEPT_RESULTS) return;
  records.sort((a, b) => b.finishedAt - a.finishedAt);
  await db.results.bulkDelete(records.slice(KEPT_RESULTS).map((r) => r.uuid));
}

export async function finishTest(input: FinishInput): Promise<{ score: TestScore; uuid: string }> {
  const score = scoreTest(input.questions, input.respuestas, input.penalizacion);
  const finishedAt = Date.now();
  const uuid = crypto.randomUUID();
  const { config } = input;
  // Every question of the test, unanswered ones as null (api.md's finished test record).
  const respuestas: Respuestas = {};
  for (const q of input.questions)
    respuestas[String(q.id)] = input.respuestas[String(q.id)] ?? null;
  const result: ResultRecord = {
    uuid,
    userId: input.userId ?? ANONYMOUS_USER,
    finishedAt,
    fechaInicio: input.fechaInicio,
    testKey: input.testKey,
    config,
    descripcion: input.descripcion,
    penalizacion: input.penalizacion,
    notaMinima: input.notaMinima,
    questions: input.questions,
    respuestas,
    marcadas: input.marcadas,
    tiempoRestanteS: input.tiempoRestanteS,
    timedOut: input.timedOut,
  };
  const { userId } = input;
  const prune = () =>
    void pruneResults(result.userId).catch((error: unknown) => console.error(error));
  if (userId === null) {
    await store(async () => {
      await db.results.put(result);
    });
    prune();
    return { score, uuid };
  }
  const record = historyRecord({ ...input, userId }, result, score);
  dropPendingSave(userId, input.testKey);
  await store(() =>
    db.transaction('rw', [db.tests, db.results, db.progress, db.outbox], async () => {
      await db.tests.add(record);
      await db.results.put(result);
      await enqueue({
        userId,
        kind: 'finished-test',
        label: `Test finalizado (${score.aciertos}/${input.questions.length})`,
        path: 'guardar_tests_realizados.php',
        idempotencyKey: uuid,
        body: {
          uuid,
          id_proceso: config.idProceso,
          tipo_test: config.tipo,
          psicotecnico: config.psicotecnico,
          secciones: record.secciones,
          temas: record.temas,
          num_preguntas: record.num_preguntas,
          tiempo: config.minutos,
          tiempo_restante: input.tiempoRestanteS,
          respuestas,
          fecha_inicio: input.fechaInicio,
          fecha_finalizacion: record.fecha_finalizacion,
        },
      });
      if (await db.progress.get([userId, input.testKey])) {
        await db.progress.delete([userId, input.testKey]);
      }
      await enqueue(deleteEntry(userId, input.testKey));
    }),
  );
  prune();
  void requestPersistentStorage();
  return { score, uuid };
}

/** After the first finished test, ask the browser not to evict our data under pressure. */
async function requestPersistentStorage() {
  if (!navigator.storage?.persist) return;
  if (await navigator.storage.persisted()) return;
  await navigator.storage.persist().catch(() => false);
}
