// Finishing a test: the result is stored on this device at once (so the history shows it with
// no network), sent to the server through the outbox with the test's uuid (the server stores
// a uuid once), and the saved progress is deleted, all in one transaction.
import type { Pregunta, Respuestas } from '@/core/contract';
import { scoreTest } from '@/core/quiz';
import type { TestScore } from '@/core/quiz';
import { db, isQuotaError } from '@/lib/db/db';
import type { LocalTest, TestConfig } from '@/lib/db/schema';
import { enqueue } from '@/lib/sync/outbox';
import { deleteEntry } from './progress';

export interface FinishInput {
  userId: number;
  testKey: string;
  config: TestConfig;
  questions: Pregunta[];
  respuestas: Respuestas;
  tiempoRestanteS: number;
  fechaInicio: string;
  descripcion: string | null;
  penalizacion: number;
}

export class StorageFullError extends Error {
  constructor() {
    super('No queda espacio en este dispositivo para guardar el resultado.');
  }
}

export async function finishTest(input: FinishInput): Promise<{ score: TestScore; record: LocalTest }> {
  const score = scoreTest(input.questions, input.respuestas, input.penalizacion);
  const finishedAt = Date.now();
  const uuid = crypto.randomUUID();
  const { config } = input;
  const respuestas: Respuestas = {};
  for (const q of input.questions) respuestas[String(q.id)] = input.respuestas[String(q.id)] ?? null;
  const record: LocalTest = {
    uuid,
    userId: input.userId,
    serverId: null,
    finishedAt,
    id_proceso: config.idProceso,
    tipo_test: config.tipo,
    psicotecnico: config.psicotecnico,
    estado: 'finalizado',
    fecha_inicio: input.fechaInicio,
    fecha_finalizacion: new Date(finishedAt).toISOString(),
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
  try {
    await db.transaction('rw', db.tests, db.progress, db.outbox, async () => {
      await db.tests.add(record);
      await enqueue({
        userId: input.userId,
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
      if (await db.progress.get([input.userId, input.testKey])) {
        await db.progress.delete([input.userId, input.testKey]);
      }
      await enqueue(deleteEntry(input.userId, input.testKey));
    });
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError();
    throw error;
  }
  void requestPersistentStorage();
  return { score, record };
}

/** After the first finished test, ask the browser not to evict our data under pressure. */
async function requestPersistentStorage() {
  if (!navigator.storage?.persist) return;
  if (await navigator.storage.persisted()) return;
  await navigator.storage.persist().catch(() => false);
}
