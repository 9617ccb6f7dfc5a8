// Saving a finished test: checks the answers belong to the process, scores them with the shared
// scoreTest and the process's penalty, and appends the record to tests_realizados. The client's
// own scores are never used.
import { randomUUID } from 'node:crypto';
import type { z } from '../../src/core/contract/zod';
import type { Pregunta, finishedTestInputSchema } from '../../src/core/contract/quiz';
import { scoreTest } from '../../src/core/quiz';
import type { Executor } from '../db/repositories/executor';
import { findProcessWithQuestions } from '../db/repositories/processes';
import type { ProcessRow } from '../db/repositories/processes';
import { findFinishedTestId, insertFinishedTests } from '../db/repositories/finished-tests';
import type { FinishedTestRow } from '../db/repositories/finished-tests';
import { HttpError } from '../http-error';
import type { WriteResult } from '../plugins/idempotency';
import { QUIZ_MSG } from './messages';

export type FinishedTest = z.output<typeof finishedTestInputSchema>;
export interface SavedTest {
  success: true;
  id: number;
}

/** The process and its active questions as this server keeps them in memory. */
export interface KeptBank {
  proceso: ProcessRow;
  question(id: number): Pregunta | undefined;
}

/**
 * The kept bank of a process, or null when there is none. Read before the transaction that
 * saves a test: on PGlite's one connection, a read from inside it would wait for it forever.
 */
export type KeptBanks = (idProceso: number) => Promise<KeptBank | null>;

/** The questions of `ids` from the kept bank, in that order; null unless it has every one. */
function keptQuestions(kept: KeptBank | null, ids: readonly number[]): Pregunta[] | null {
  if (!kept) return null;
  const questions = ids.flatMap((id) => kept.question(id) ?? []);
  return questions.length === ids.length ? questions : null;
}

/**
 * The process and the questions answered, in the order of `respuestas`: from the bank this
 * server keeps when every one is an active question of it (no read), else in one query, which
 * also finds questions withdrawn since the test was drawn; 404 without the process, 400 when a
 * question is not of it.
 */
async function answeredQuestions(
  db: Executor,
  input: FinishedTest,
  kept: KeptBank | null,
): Promise<{ proceso: ProcessRow; questions: Pregunta[] }> {
  const ids = Object.keys(input.respuestas).map(Number);
  if (ids.length !== input.num_preguntas) throw new HttpError(400, QUIZ_MSG.countMismatch);
  const fromMemory = keptQuestions(kept, ids);
  if (kept && fromMemory) return { proceso: kept.proceso, questions: fromMemory };
  const found = await findProcessWithQuestions(db, input.id_proceso, ids);
  if (!found) throw new HttpError(404, QUIZ_MSG.procesoNotFound);
  const byId = new Map(found.questions.map((q) => [q.id, q]));
  return {
    proceso: found.proceso,
    questions: ids.map((id) => {
      const question = byId.get(id);
      if (!question) throw new HttpError(400, QUIZ_MSG.foreignQuestions);
      return question;
    }),
  };
}

/**
 * When the test began and ended: the client's times, or (the spec's record has none) it ended
 * now and began the time it used before (`tiempo` minutes less `tiempo_restante` seconds).
 */
export function testTimes(
  input: Pick<FinishedTest, 'fecha_inicio' | 'fecha_finalizacion' | 'tiempo' | 'tiempo_restante'>,
  now = Date.now(),
): { inicio: Date; fin: Date } {
  const fin =
    input.fecha_finalizacion === undefined ? new Date(now) : new Date(input.fecha_finalizacion);
  const used = Math.max(0, input.tiempo * 60 - input.tiempo_restante) * 1000;
  const inicio =
    input.fecha_inicio === undefined
      ? new Date(fin.getTime() - used)
      : new Date(input.fecha_inicio);
  return { inicio, fin };
}

/** The row of a finished test, with the server's own scores. */
function finishedTestRow(
  proceso: ProcessRow,
  questions: readonly Pregunta[],
  userId: number,
  input: FinishedTest,
): FinishedTestRow {
  const score = scoreTest(questions, input.respuestas, proceso.penalizacion);
  const { inicio, fin } = testTimes(input);
  return {
    uuid: input.uuid ?? randomUUID(),
    userId,
    idProceso: proceso.id,
    tipoTest: input.tipo_test,
    psicotecnico: input.psicotecnico,
    secciones: input.secciones,
    temas: input.temas,
    numPreguntas: input.num_preguntas,
    tiempo: input.tiempo,
    tiempoRestante: input.tiempo_restante,
    aciertos: score.aciertos,
    fallos: score.fallos,
    enBlanco: score.en_blanco,
    nota: score.nota,
    notaPenalizada: score.nota_penalizada,
    respuestas: input.respuestas,
    acertadas: score.acertadas,
    falladas: score.falladas,
    descripcion: proceso.descripcion,
    fechaInicio: inicio,
    fechaFinalizacion: fin,
  };
}

/** The answer to a saved test. */
export const savedTest = (id: number): WriteResult<SavedTest> => ({
  status: 200,
  body: { success: true, id },
});

/**
 * The row to store when the kept bank alone answers for the test (every question an active one
 * of the process, as many as announced), else null: then `saveFinishedTest` decides.
 */
export function keptFinishedTest(
  kept: KeptBank | null,
  userId: number,
  input: FinishedTest,
): FinishedTestRow | null {
  const ids = Object.keys(input.respuestas).map(Number);
  const questions = ids.length === input.num_preguntas ? keptQuestions(kept, ids) : null;
  return kept && questions ? finishedTestRow(kept.proceso, questions, userId, input) : null;
}

/**
 * Stores a finished test with the server's own scores, in the fewest statements: the process
 * and the questions from memory (or one read), then the insert, whose conflict on (user, uuid)
 * tells a test already stored. The same `uuid` sent again by the same user answers the first id
 * and stores nothing, even if the test would no longer be accepted (its questions moved, say).
 */
export async function saveFinishedTest(
  db: Executor,
  kept: KeptBank | null,
  userId: number,
  input: FinishedTest,
): Promise<WriteResult<SavedTest>> {
  let answered: Awaited<ReturnType<typeof answeredQuestions>>;
  try {
    answered = await answeredQuestions(db, input, kept);
  } catch (error) {
    if (!(error instanceof HttpError) || input.uuid === undefined) throw error;
    const existing = await findFinishedTestId(db, userId, input.uuid);
    if (existing !== null) return savedTest(existing);
    throw error;
  }
  const row = finishedTestRow(answered.proceso, answered.questions, userId, input);
  const [id] = await insertFinishedTests(db, [row]);
  return savedTest(id!);
}
