// Reads of the processes and their question banks (tables procesos and preguntas). Only active,
// published questions (not generated drafts awaiting the SA's review, revision.ts) that are not
// under review for reports (issue-reports.ts) are offered to tests and offline banks; scoring also
// accepts inactive ones of the same process.
import { and, asc, eq, inArray, min, sql } from 'drizzle-orm';
import type { BankPregunta, Pregunta, Proceso } from '../../../src/core/contract/quiz';
import { STARTER_PROCESSES } from '../../content/processes';
import { questions, processes } from '../schema';
import type { Executor } from './executor';
import { notUnderReview } from './issue-reports';

export interface ProcessRow {
  id: number;
  descripcion: string;
  penalizacion: number;
  bankVersion: number;
}

type ProcesoSelect = typeof processes.$inferSelect;

/** A bank question's columns under the contract's names: the bank a test draws from, and the review list. */
export const bankQuestionColumns = {
  id: questions.id,
  seccion: questions.seccion,
  tema: questions.tema,
  pregunta: questions.pregunta,
  respuestas: questions.respuestas,
  correcta_indice: questions.correctaIndice,
  fuente: questions.fuente,
  explicacion: questions.explicacion,
  imagen: questions.imagen,
};

function toProceso(row: ProcesoSelect): Proceso {
  const formato =
    row.formatoPreguntas !== null && row.formatoMinutos !== null
      ? { preguntas: row.formatoPreguntas, minutos: row.formatoMinutos }
      : null;
  return {
    id: row.id,
    descripcion: row.descripcion,
    foto: row.foto,
    penalizacion: row.penalizacion,
    formato,
    // The official minimum is content, kept with the starter process it belongs to.
    nota_minima: STARTER_PROCESSES.find((p) => p.slug === row.slug)?.notaMinima ?? null,
  };
}

export async function listProcesses(db: Executor): Promise<Proceso[]> {
  const rows = await db.select().from(processes).orderBy(asc(processes.id));
  return rows.map(toProceso);
}

export async function findProcess(db: Executor, id: number): Promise<ProcessRow | null> {
  const [row] = await db
    .select({
      id: processes.id,
      descripcion: processes.descripcion,
      penalizacion: processes.penalizacion,
      bankVersion: processes.bankVersion,
    })
    .from(processes)
    .where(eq(processes.id, id))
    .limit(1);
  return row ?? null;
}

/** Each (section, topic) pair of a process's active bank, in the order questions were added. */
export async function listTopicPairs(
  db: Executor,
  idProceso: number,
): Promise<{ seccion: string; tema: string }[]> {
  return db
    .select({ seccion: questions.seccion, tema: questions.tema })
    .from(questions)
    .where(
      and(
        eq(questions.idProceso, idProceso),
        eq(questions.activa, true),
        eq(questions.pendienteRevision, false),
      ),
    )
    .groupBy(questions.seccion, questions.tema)
    .orderBy(asc(min(questions.id)));
}

export interface BankFilter {
  secciones?: readonly string[];
  temas?: readonly string[];
}

/** The active, published questions of a process not under review, optionally narrowed to some sections and topics. */
export async function listActiveQuestions(
  db: Executor,
  idProceso: number,
  filter: BankFilter = {},
): Promise<BankPregunta[]> {
  const conditions = [
    eq(questions.idProceso, idProceso),
    eq(questions.activa, true),
    eq(questions.pendienteRevision, false),
    notUnderReview(),
  ];
  if (filter.secciones?.length) conditions.push(inArray(questions.seccion, [...filter.secciones]));
  if (filter.temas?.length) conditions.push(inArray(questions.tema, [...filter.temas]));
  const rows = await db
    .select(bankQuestionColumns)
    .from(questions)
    .where(and(...conditions))
    .orderBy(asc(questions.id));
  return rows;
}

/**
 * A process and those of the given questions that belong to it, active or not (a finished test
 * may use a retired one), in one query; null when there is no such process.
 */
export async function findProcessWithQuestions(
  db: Executor,
  idProceso: number,
  ids: readonly number[],
): Promise<{ proceso: ProcessRow; questions: Pregunta[] } | null> {
  const rows = await db
    .select({
      proceso: {
        id: processes.id,
        descripcion: processes.descripcion,
        penalizacion: processes.penalizacion,
        bankVersion: processes.bankVersion,
      },
      question: {
        id: questions.id,
        pregunta: questions.pregunta,
        respuestas: questions.respuestas,
        correcta_indice: questions.correctaIndice,
      },
    })
    .from(processes)
    .leftJoin(
      questions,
      and(
        eq(questions.idProceso, processes.id),
        ids.length > 0 ? inArray(questions.id, [...ids]) : sql`false`,
      ),
    )
    .where(eq(processes.id, idProceso));
  const [first] = rows;
  if (!first) return null;
  return {
    proceso: first.proceso,
    questions: rows.flatMap((r) => (r.question ? [r.question] : [])),
  };
}
