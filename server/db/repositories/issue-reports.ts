// Reports of wrong questions (table incidencias). A question with open reports from
// REPORTES_PARA_RETIRAR different users is under review: new tests and offline banks leave it
// out until an SA resolves the reports (fixing the question or retiring it).
import { and, count, countDistinct, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { REPORTES_PARA_RETIRAR } from '../../../src/core/contract/admin';
import type { Incidencia } from '../../../src/core/contract/admin';
import { incidencias, preguntas, procesos, users } from '../schema';
import type { StoredOption } from '../schema';
import type { Executor } from './executor';

/** A condition on `preguntas`: the question is not under review. */
export function notUnderReview(): SQL {
  return sql`${preguntas.id} not in (
    select ${incidencias.idPregunta} from ${incidencias}
    where ${incidencias.estado} = 'abierta'
    group by ${incidencias.idPregunta}
    having count(distinct ${incidencias.userId}) >= ${REPORTES_PARA_RETIRAR})`;
}

export async function findQuestionProcess(db: Executor, idPregunta: number) {
  const [row] = await db
    .select({ id: preguntas.id, idProceso: preguntas.idProceso })
    .from(preguntas)
    .where(eq(preguntas.id, idPregunta))
    .limit(1);
  return row ?? null;
}

export async function hasOpenReport(db: Executor, idPregunta: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(incidencias)
    .where(and(eq(incidencias.idPregunta, idPregunta), eq(incidencias.userId, userId), eq(incidencias.estado, 'abierta')));
  return (row?.n ?? 0) > 0;
}

export async function insertReport(db: Executor, report: { idPregunta: number; userId: number; motivo: string }) {
  const [row] = await db.insert(incidencias).values(report).returning({ id: incidencias.id });
  if (!row) throw new Error('incidencias: la inserción no devolvió fila');
  return row.id;
}

/** How many different users have an open report of the question. */
export async function openReporters(db: Executor, idPregunta: number): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(incidencias.userId) })
    .from(incidencias)
    .where(and(eq(incidencias.idPregunta, idPregunta), eq(incidencias.estado, 'abierta')));
  return row?.n ?? 0;
}

export async function findReport(db: Executor, id: number) {
  const [row] = await db
    .select({ id: incidencias.id, idPregunta: incidencias.idPregunta, estado: incidencias.estado })
    .from(incidencias)
    .where(eq(incidencias.id, id))
    .limit(1);
  return row ?? null;
}

/** Closes every open report of the question; returns how many. */
export async function resolveReportsOf(db: Executor, idPregunta: number, resolvedBy: number): Promise<number> {
  const rows = await db
    .update(incidencias)
    .set({ estado: 'resuelta', resolvedAt: new Date(), resolvedBy })
    .where(and(eq(incidencias.idPregunta, idPregunta), eq(incidencias.estado, 'abierta')))
    .returning({ id: incidencias.id });
  return rows.length;
}

const LIST_LIMIT = 500;

/** Reports in one state, newest first, each with its question as it is now. */
export async function listReports(db: Executor, estado: Incidencia['estado']): Promise<Incidencia[]> {
  const abiertas = sql<number>`(
    select count(distinct i2.user_id)::int from incidencias i2
    where i2.id_pregunta = ${incidencias.idPregunta} and i2.estado = 'abierta')`;
  const rows = await db
    .select({
      id: incidencias.id,
      id_pregunta: incidencias.idPregunta,
      pregunta: preguntas.pregunta,
      motivo: incidencias.motivo,
      username: users.username,
      fecha: incidencias.createdAt,
      estado: incidencias.estado,
      id_proceso: preguntas.idProceso,
      proceso: procesos.descripcion,
      seccion: preguntas.seccion,
      tema: preguntas.tema,
      respuestas: preguntas.respuestas,
      correcta_indice: preguntas.correctaIndice,
      fuente: preguntas.fuente,
      activa: preguntas.activa,
      abiertas,
    })
    .from(incidencias)
    .innerJoin(preguntas, eq(preguntas.id, incidencias.idPregunta))
    .innerJoin(procesos, eq(procesos.id, preguntas.idProceso))
    .leftJoin(users, eq(users.id, incidencias.userId))
    .where(eq(incidencias.estado, estado))
    .orderBy(desc(incidencias.createdAt), desc(incidencias.id))
    .limit(LIST_LIMIT);
  return rows.map((r) => ({
    ...r,
    fecha: r.fecha.toISOString(),
    estado: r.estado === 'resuelta' ? 'resuelta' : 'abierta',
    respuestas: [...r.respuestas].sort((a, b) => a.indice - b.indice),
    abiertas: Number(r.abiertas),
  }));
}

export async function findQuestion(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: preguntas.id,
      idProceso: preguntas.idProceso,
      pregunta: preguntas.pregunta,
      respuestas: preguntas.respuestas,
      correctaIndice: preguntas.correctaIndice,
      fuente: preguntas.fuente,
      activa: preguntas.activa,
    })
    .from(preguntas)
    .where(eq(preguntas.id, id))
    .limit(1);
  return row ?? null;
}

export async function updateQuestion(
  db: Executor,
  id: number,
  changes: { pregunta: string; respuestas: StoredOption[]; correctaIndice: number; fuente: string | null; activa: boolean },
) {
  await db.update(preguntas).set(changes).where(eq(preguntas.id, id));
}
