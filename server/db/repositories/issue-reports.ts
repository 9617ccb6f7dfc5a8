// Reports of wrong questions (table incidencias). A question with open reports from
// REPORTES_PARA_RETIRAR different users is under review: new tests and offline banks leave it
// out until an SA resolves the reports (fixing the question or retiring it).
import { and, count, countDistinct, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { REPORTES_PARA_RETIRAR } from '../../../src/core/contract/admin';
import type { Incidencia } from '../../../src/core/contract/admin';
import { recordChange } from '../changes';
import { issueReports, questions, processes, users } from '../schema';
import type { StoredOption } from '../schema';
import type { Executor } from './executor';

/** A condition on `preguntas`: the question is not under review. */
export function notUnderReview(): SQL {
  return sql`${questions.id} not in (
    select ${issueReports.idPregunta} from ${issueReports}
    where ${issueReports.estado} = 'abierta'
    group by ${issueReports.idPregunta}
    having count(distinct ${issueReports.userId}) >= ${REPORTES_PARA_RETIRAR})`;
}

export async function findQuestionProcess(db: Executor, idPregunta: number) {
  const [row] = await db
    .select({ id: questions.id, idProceso: questions.idProceso })
    .from(questions)
    .where(eq(questions.id, idPregunta))
    .limit(1);
  return row ?? null;
}

export async function hasOpenReport(
  db: Executor,
  idPregunta: number,
  userId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(issueReports)
    .where(
      and(
        eq(issueReports.idPregunta, idPregunta),
        eq(issueReports.userId, userId),
        eq(issueReports.estado, 'abierta'),
      ),
    );
  return (row?.n ?? 0) > 0;
}

export async function insertReport(
  db: Executor,
  report: { idPregunta: number; userId: number; motivo: string },
) {
  const [row] = await db.insert(issueReports).values(report).returning({ id: issueReports.id });
  if (!row) throw new Error('incidencias: la inserción no devolvió fila');
  return row.id;
}

/** How many different users have an open report of the question. */
export async function openReporters(db: Executor, idPregunta: number): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(issueReports.userId) })
    .from(issueReports)
    .where(and(eq(issueReports.idPregunta, idPregunta), eq(issueReports.estado, 'abierta')));
  return row?.n ?? 0;
}

export async function findReport(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: issueReports.id,
      idPregunta: issueReports.idPregunta,
      estado: issueReports.estado,
    })
    .from(issueReports)
    .where(eq(issueReports.id, id))
    .limit(1);
  return row ?? null;
}

/** Closes every open report of the question; returns how many. */
export async function resolveReportsOf(
  db: Executor,
  idPregunta: number,
  resolvedBy: number,
): Promise<number> {
  const rows = await db
    .update(issueReports)
    .set({ estado: 'resuelta', resolvedAt: new Date(), resolvedBy })
    .where(and(eq(issueReports.idPregunta, idPregunta), eq(issueReports.estado, 'abierta')))
    .returning({ id: issueReports.id });
  return rows.length;
}

const LIST_LIMIT = 500;

/** Reports in one state, newest first, each with its question as it is now. */
export async function listReports(
  db: Executor,
  estado: Incidencia['estado'],
): Promise<Incidencia[]> {
  const abiertas = sql<number>`(
    select count(distinct i2.user_id)::int from incidencias i2
    where i2.id_pregunta = ${issueReports.idPregunta} and i2.estado = 'abierta')`;
  const rows = await db
    .select({
      id: issueReports.id,
      id_pregunta: issueReports.idPregunta,
      pregunta: questions.pregunta,
      motivo: issueReports.motivo,
      username: users.username,
      fecha: issueReports.createdAt,
      estado: issueReports.estado,
      id_proceso: questions.idProceso,
      proceso: processes.descripcion,
      seccion: questions.seccion,
      tema: questions.tema,
      respuestas: questions.respuestas,
      correcta_indice: questions.correctaIndice,
      fuente: questions.fuente,
      activa: questions.activa,
      abiertas,
    })
    .from(issueReports)
    .innerJoin(questions, eq(questions.id, issueReports.idPregunta))
    .innerJoin(processes, eq(processes.id, questions.idProceso))
    .leftJoin(users, eq(users.id, issueReports.userId))
    .where(eq(issueReports.estado, estado))
    .orderBy(desc(issueReports.createdAt), desc(issueReports.id))
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
      id: questions.id,
      idProceso: questions.idProceso,
      pregunta: questions.pregunta,
      respuestas: questions.respuestas,
      correctaIndice: questions.correctaIndice,
      fuente: questions.fuente,
      activa: questions.activa,
    })
    .from(questions)
    .where(eq(questions.id, id))
    .limit(1);
  return row ?? null;
}

export async function updateQuestion(
  db: Executor,
  id: number,
  changes: {
    pregunta: string;
    respuestas: StoredOption[];
    correctaIndice: number;
    fuente: string | null;
    activa: boolean;
  },
) {
  const rows = await db
    .update(questions)
    .set(changes)
    .where(eq(questions.id, id))
    .returning({ idProceso: questions.idProceso });
  for (const row of rows) recordChange(db, { table: 'procesos', id: row.idProceso });
}
