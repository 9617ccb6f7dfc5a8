// Reads of the processes and their question banks (tables procesos and preguntas). Only active,
// published questions (not generated drafts awaiting the SA's review, revision.ts) that are not
// under review for reports (issue-reports.ts) are offered to tests and offline banks; scoring also
// accepts inactive ones of the same process.
import { and, asc, eq, inArray, min, sql } from 'drizzle-orm';
import type { BankPregunta, Pregunta, Proceso } from '../../../src/core/contract/quiz';
import { STARTER_PROCESOS } from '../../content/procesos';
import { preguntas, procesos } from '../schema';
import type { Executor } from './executor';
import { notUnderReview } from './issue-reports';

export interface ProcesoRow {
  id: number;
  descripcion: string;
  penalizacion: number;
  bankVersion: number;
}

type ProcesoSelect = typeof procesos.$inferSelect;

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
    nota_minima: STARTER_PROCESOS.find((p) => p.slug === row.slug)?.notaMinima ?? null,
  };
}

export async function listProcesos(db: Executor): Promise<Proceso[]> {
  const rows = await db.select().from(procesos).orderBy(asc(procesos.id));
  return rows.map(toProceso);
}

export async function findProceso(db: Executor, id: number): Promise<ProcesoRow | null> {
  const [row] = await db
    .select({
      id: procesos.id,
      descripcion: procesos.descripcion,
      penalizacion: procesos.penalizacion,
      bankVersion: procesos.bankVersion,
    })
    .from(procesos)
    .where(eq(procesos.id, id))
    .limit(1);
  return row ?? null;
}

/** Each (section, topic) pair of a process's active bank, in the order questions were added. */
export async function listTopicPairs(
  db: Executor,
  idProceso: number,
): Promise<{ seccion: string; tema: string }[]> {
  return db
    .select({ seccion: preguntas.seccion, tema: preguntas.tema })
    .from(preguntas)
    .where(and(eq(preguntas.idProceso, idProceso), eq(preguntas.activa, true), eq(preguntas.pendienteRevision, false)))
    .groupBy(preguntas.seccion, preguntas.tema)
    .orderBy(asc(min(preguntas.id)));
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
    eq(preguntas.idProceso, idProceso),
    eq(preguntas.activa, true),
    eq(preguntas.pendienteRevision, false),
    notUnderReview(),
  ];
  if (filter.secciones?.length) conditions.push(inArray(preguntas.seccion, [...filter.secciones]));
  if (filter.temas?.length) conditions.push(inArray(preguntas.tema, [...filter.temas]));
  const rows = await db
    .select({
      id: preguntas.id,
      seccion: preguntas.seccion,
      tema: preguntas.tema,
      pregunta: preguntas.pregunta,
      respuestas: preguntas.respuestas,
      correcta_indice: preguntas.correctaIndice,
      fuente: preguntas.fuente,
      explicacion: preguntas.explicacion,
      imagen: preguntas.imagen,
    })
    .from(preguntas)
    .where(and(...conditions))
    .orderBy(asc(preguntas.id));
  return rows;
}

/**
 * A process and those of the given questions that belong to it, active or not (a finished test
 * may use a retired one), in one query; null when there is no such process.
 */
export async function findProcesoWithQuestions(
  db: Executor,
  idProceso: number,
  ids: readonly number[],
): Promise<{ proceso: ProcesoRow; questions: Pregunta[] } | null> {
  const rows = await db
    .select({
      proceso: {
        id: procesos.id,
        descripcion: procesos.descripcion,
        penalizacion: procesos.penalizacion,
        bankVersion: procesos.bankVersion,
      },
      question: {
        id: preguntas.id,
        pregunta: preguntas.pregunta,
        respuestas: preguntas.respuestas,
        correcta_indice: preguntas.correctaIndice,
      },
    })
    .from(procesos)
    .leftJoin(
      preguntas,
      and(eq(preguntas.idProceso, procesos.id), ids.length > 0 ? inArray(preguntas.id, [...ids]) : sql`false`),
    )
    .where(eq(procesos.id, idProceso));
  const [first] = rows;
  if (!first) return null;
  return { proceso: first.proceso, questions: rows.flatMap((r) => (r.question ? [r.question] : [])) };
}
