// Generated questions awaiting the SA's review (table preguntas, `pendiente_revision`): listing
// them, editing, publishing (they then reach tests, banks and devices) and discarding them.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Pendiente } from '../../../src/core/contract/revision';
import { REVISION_LIST_LIMIT } from '../../../src/core/contract/revision';
import type { StoredOption } from '../schema';
import { preguntas, procesos } from '../schema';
import type { Executor } from './executor';

const pending = (idProceso?: number) =>
  idProceso === undefined
    ? eq(preguntas.pendienteRevision, true)
    : and(eq(preguntas.pendienteRevision, true), eq(preguntas.idProceso, idProceso));

export async function listPending(db: Executor, idProceso?: number): Promise<{ preguntas: Pendiente[]; total: number }> {
  const rows = await db
    .select({
      id: preguntas.id,
      id_proceso: preguntas.idProceso,
      proceso: procesos.descripcion,
      seccion: preguntas.seccion,
      tema: preguntas.tema,
      pregunta: preguntas.pregunta,
      respuestas: preguntas.respuestas,
      correcta_indice: preguntas.correctaIndice,
      fuente: preguntas.fuente,
      explicacion: preguntas.explicacion,
      imagen: preguntas.imagen,
      fecha: preguntas.createdAt,
    })
    .from(preguntas)
    .innerJoin(procesos, eq(procesos.id, preguntas.idProceso))
    .where(pending(idProceso))
    .orderBy(asc(preguntas.id))
    .limit(REVISION_LIST_LIMIT);
  const [total] = await db.select({ n: count() }).from(preguntas).where(pending(idProceso));
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
export async function draftIds(db: Executor, idProceso: number, where: { seccion: string; tema: string }, texts: readonly string[]) {
  if (texts.length === 0) return [];
  const rows = await db
    .select({ id: preguntas.id })
    .from(preguntas)
    .where(
      and(
        eq(preguntas.idProceso, idProceso),
        eq(preguntas.seccion, where.seccion),
        eq(preguntas.tema, where.tema),
        eq(preguntas.pendienteRevision, true),
        inArray(preguntas.pregunta, [...texts]),
      ),
    )
    .orderBy(asc(preguntas.id));
  return rows.map((r) => r.id);
}

/** The drafts among `ids`, with what publishing needs to know of them. */
export async function findPending(db: Executor, ids: readonly number[]) {
  return db
    .select({
      id: preguntas.id,
      idProceso: preguntas.idProceso,
      fuente: preguntas.fuente,
      pregunta: preguntas.pregunta,
      respuestas: preguntas.respuestas,
      correctaIndice: preguntas.correctaIndice,
      explicacion: preguntas.explicacion,
    })
    .from(preguntas)
    .where(and(inArray(preguntas.id, [...ids]), eq(preguntas.pendienteRevision, true)));
}

export async function publishPending(db: Executor, ids: readonly number[]): Promise<number> {
  const rows = await db
    .update(preguntas)
    .set({ pendienteRevision: false })
    .where(and(inArray(preguntas.id, [...ids]), eq(preguntas.pendienteRevision, true)))
    .returning({ id: preguntas.id });
  return rows.length;
}

export async function discardPending(db: Executor, ids: readonly number[]): Promise<number> {
  const rows = await db
    .delete(preguntas)
    .where(and(inArray(preguntas.id, [...ids]), eq(preguntas.pendienteRevision, true)))
    .returning({ id: preguntas.id });
  return rows.length;
}

export async function updatePending(
  db: Executor,
  id: number,
  changes: { pregunta: string; respuestas: StoredOption[]; correctaIndice: number; fuente: string | null; explicacion: string | null },
): Promise<void> {
  await db.update(preguntas).set(changes).where(and(eq(preguntas.id, id), eq(preguntas.pendienteRevision, true)));
}
