// Generated questions awaiting the SA's review (table preguntas, `pendiente_revision`): listing
// them, editing, publishing (they then reach tests, banks and devices) and discarding them.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Pendiente } from '../../../src/core/contract/revision';
import { REVISION_LIST_LIMIT } from '../../../src/core/contract/revision';
import { recordChange } from '../changes';
import type { StoredOption } from '../schema';
import { questions, processes } from '../schema';
import type { Executor } from './executor';
import { bankQuestionColumns } from './processes';

const pending = (idProceso?: number) =>
  idProceso === undefined
    ? eq(questions.pendienteRevision, true)
    : and(eq(questions.pendienteRevision, true), eq(questions.idProceso, idProceso));

export async function listPending(
  db: Executor,
  idProceso?: number,
): Promise<{ preguntas: Pendiente[]; total: number }> {
  const rows = await db
    .select({
      ...bankQuestionColumns,
      id_proceso: questions.idProceso,
      proceso: processes.descripcion,
      fecha: questions.createdAt,
    })
    .from(questions)
    .innerJoin(processes, eq(processes.id, questions.idProceso))
    .where(pending(idProceso))
    .orderBy(asc(questions.id))
    .limit(REVISION_LIST_LIMIT);
  const [total] = await db.select({ n: count() }).from(questions).where(pending(idProceso));
  return {
    preguntas: rows.map((r) => ({
      ...r,
      respuestas: [...r.respuestas].sort((a, b) => a.indice - b.indice),
      fecha: r.fecha.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

/** The ids of the drafts just stored in one section and topic with these texts. */
export async function draftIds(
  db: Executor,
  idProceso: number,
  where: { seccion: string; tema: string },
  texts: readonly string[],
) {
  if (texts.length === 0) return [];
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        eq(questions.idProceso, idProceso),
        eq(questions.seccion, where.seccion),
        eq(questions.tema, where.tema),
        eq(questions.pendienteRevision, true),
        inArray(questions.pregunta, [...texts]),
      ),
    )
    .orderBy(asc(questions.id));
  return rows.map((r) => r.id);
}

/** The drafts among `ids`, with what publishing needs to know of them. */
export async function findPending(db: Executor, ids: readonly number[]) {
  return db
    .select({
      id: questions.id,
      idProceso: questions.idProceso,
      fuente: questions.fuente,
      pregunta: questions.pregunta,
      respuestas: questions.respuestas,
      correctaIndice: questions.correctaIndice,
      explicacion: questions.explicacion,
    })
    .from(questions)
    .where(and(inArray(questions.id, [...ids]), eq(questions.pendienteRevision, true)));
}

/** The processes whose rows the database changed with these questions (migration 0013). */
function recordProcesses(db: Executor, rows: readonly { idProceso: number }[]): void {
  for (const id of new Set(rows.map((r) => r.idProceso)))
    recordChange(db, { table: 'procesos', id });
}

export async function publishPending(db: Executor, ids: readonly number[]): Promise<number> {
  const rows = await db
    .update(questions)
    .set({ pendienteRevision: false })
    .where(and(inArray(questions.id, [...ids]), eq(questions.pendienteRevision, true)))
    .returning({ id: questions.id, idProceso: questions.idProceso });
  recordProcesses(db, rows);
  return rows.length;
}

export async function discardPending(db: Executor, ids: readonly number[]): Promise<number> {
  const rows = await db
    .delete(questions)
    .where(and(inArray(questions.id, [...ids]), eq(questions.pendienteRevision, true)))
    .returning({ id: questions.id, idProceso: questions.idProceso });
  recordProcesses(db, rows);
  return rows.length;
}

export async function updatePending(
  db: Executor,
  id: number,
  changes: {
    pregunta: string;
    respuestas: StoredOption[];
    correctaIndice: number;
    fuente: string | null;
    explicacion: string | null;
  },
): Promise<void> {
  await db
    .update(questions)
    .set(changes)
    .where(and(eq(questions.id, id), eq(questions.pendienteRevision, true)));
}
