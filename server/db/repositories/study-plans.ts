// Study plans (tables planes_estudio, etapas, tareas): a user's plan with its manual stages and
// tasks, and the AI weekly plan once generated (plan_ia, resumen_ia and the motor that made it).
// Progress is never stored: it is counted from the tasks whenever a plan is read.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Etapa, StudyPlan } from '../../../src/core/contract/plans';
import type { StoredStudyWeek } from '../schema';
import { planStages, studyPlans, planTasks } from '../schema';
import type { Executor } from './executor';

type PlanRow = typeof studyPlans.$inferSelect;
export type NewStudyPlan = Omit<typeof studyPlans.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export interface StageInput {
  titulo: string;
  descripcion: string;
  tareas: { titulo: string; descripcion: string }[];
}

/** Percent of tasks done, rounded to a whole number, as the numeric string of spec §3. */
export function progressOf(total: number, done: number): string {
  return String(total === 0 ? 0 : Math.round((done / total) * 100));
}

function toStudyPlan(row: PlanRow, total: number, done: number): StudyPlan {
  const weeks = row.planIa?.plan ?? [];
  return {
    id: row.id,
    uuid: row.uuid,
    id_proceso: row.idProceso,
    titulo: row.titulo,
    descripcion: row.descripcion,
    fecha_inicio: row.fechaInicio,
    fecha_fin: row.fechaFin,
    estado: row.estado,
    secciones: row.secciones,
    temas: row.temas,
    progreso: progressOf(total, done),
    tieneIA: weeks.length > 0,
    total_sesiones: weeks.reduce((sum, w) => sum + w.actividades.length, 0),
    resumen_ia: row.resumenIa,
    motor: row.motor,
    fecha: row.createdAt.toISOString(),
  };
}

const taskTotals = {
  total: sql<number>`count(${planTasks.id})::int`,
  done: sql<number>`count(${planTasks.id}) filter (where ${planTasks.completada})::int`,
};

async function countsByPlan(db: Executor, planIds: number[]) {
  if (planIds.length === 0) return new Map<number, { total: number; done: number }>();
  const rows = await db
    .select({ idPlan: planStages.idPlan, ...taskTotals })
    .from(planStages)
    .innerJoin(planTasks, eq(planTasks.idEtapa, planStages.id))
    .where(inArray(planStages.idPlan, planIds))
    .groupBy(planStages.idPlan);
  return new Map(rows.map((r) => [r.idPlan, { total: Number(r.total), done: Number(r.done) }]));
}

export async function listStudyPlans(db: Executor, userId: number): Promise<StudyPlan[]> {
  const rows = await db
    .select()
    .from(studyPlans)
    .where(eq(studyPlans.userId, userId))
    .orderBy(desc(studyPlans.createdAt), desc(studyPlans.id));
  const counts = await countsByPlan(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const c = counts.get(r.id) ?? { total: 0, done: 0 };
    return toStudyPlan(r, c.total, c.done);
  });
}

/** The user's plan row, or null when it does not exist or is someone else's. */
export async function findStudyPlanRow(
  db: Executor,
  userId: number,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<PlanRow | null> {
  const query = db
    .select()
    .from(studyPlans)
    .where(and(eq(studyPlans.userId, userId), eq(studyPlans.id, id)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function studyPlanWithProgress(db: Executor, row: PlanRow) {
  const c = (await countsByPlan(db, [row.id])).get(row.id) ?? { total: 0, done: 0 };
  return { ...toStudyPlan(row, c.total, c.done), plan_ia: row.planIa ?? null };
}

export async function findStudyPlanByUuid(db: Executor, userId: number, uuid: string) {
  const [row] = await db
    .select()
    .from(studyPlans)
    .where(and(eq(studyPlans.userId, userId), eq(studyPlans.uuid, uuid)))
    .limit(1);
  return row ?? null;
}

/** Inserts the plan; null when the user already has one with this uuid. */
export async function insertStudyPlan(db: Executor, values: NewStudyPlan): Promise<number | null> {
  const [row] = await db
    .insert(studyPlans)
    .values(values)
    .onConflictDoNothing({ target: [studyPlans.userId, studyPlans.uuid] })
    .returning({ id: studyPlans.id });
  return row?.id ?? null;
}

export async function insertStages(
  db: Executor,
  idPlan: number,
  stages: StageInput[],
): Promise<void> {
  for (const [orden, stage] of stages.entries()) {
    const [etapa] = await db
      .insert(planStages)
      .values({ idPlan, titulo: stage.titulo, descripcion: stage.descripcion, orden })
      .returning({ id: planStages.id });
    if (!etapa || stage.tareas.length === 0) continue;
    await db.insert(planTasks).values(
      stage.tareas.map((t, i) => ({
        idEtapa: etapa.id,
        titulo: t.titulo,
        descripcion: t.descripcion,
        orden: i,
      })),
    );
  }
}

export async function hasStages(db: Executor, idPlan: number): Promise<boolean> {
  const [row] = await db
    .select({ id: planStages.id })
    .from(planStages)
    .where(eq(planStages.idPlan, idPlan))
    .limit(1);
  return row !== undefined;
}

export async function listStages(db: Executor, idPlan: number): Promise<Etapa[]> {
  const stageRows = await db
    .select()
    .from(planStages)
    .where(eq(planStages.idPlan, idPlan))
    .orderBy(asc(planStages.orden), asc(planStages.id));
  if (stageRows.length === 0) return [];
  const taskRows = await db
    .select()
    .from(planTasks)
    .where(
      inArray(
        planTasks.idEtapa,
        stageRows.map((s) => s.id),
      ),
    )
    .orderBy(asc(planTasks.orden), asc(planTasks.id));
  return stageRows.map((s) => ({
    id: s.id,
    titulo: s.titulo,
    descripcion: s.descripcion,
    orden: s.orden,
    tareas: taskRows
      .filter((t) => t.idEtapa === s.id)
      .map((t) => ({
        id: t.id,
        titulo: t.titulo,
        descripcion: t.descripcion,
        completada: t.completada ? (1 as const) : (0 as const),
        orden: t.orden,
      })),
  }));
}

export type StudyPlanPatch = Partial<
  Pick<
    NewStudyPlan,
    'titulo' | 'descripcion' | 'fechaInicio' | 'fechaFin' | 'estado' | 'secciones' | 'temas'
  >
> & {
  planIa?: { plan: StoredStudyWeek[] };
  resumenIa?: string;
  motor?: string;
};

export async function updateStudyPlan(
  db: Executor,
  userId: number,
  id: number,
  patch: StudyPlanPatch,
): Promise<boolean> {
  const rows = await db
    .update(studyPlans)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(studyPlans.userId, userId), eq(studyPlans.id, id)))
    .returning({ id: studyPlans.id });
  return rows.length > 0;
}

export async function deleteStudyPlan(db: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(studyPlans)
    .where(and(eq(studyPlans.userId, userId), eq(studyPlans.id, id)))
    .returning({ id: studyPlans.id });
  return rows.length > 0;
}

/** Sets a task of one of the user's plans; the plan's id, or null when the task is not theirs. */
export async function setTaskDone(
  db: Executor,
  userId: number,
  idTarea: number,
  completada: boolean,
): Promise<number | null> {
  const [owner] = await db
    .select({ idPlan: studyPlans.id })
    .from(planTasks)
    .innerJoin(planStages, eq(planStages.id, planTasks.idEtapa))
    .innerJoin(studyPlans, eq(studyPlans.id, planStages.idPlan))
    .where(and(eq(planTasks.id, idTarea), eq(studyPlans.userId, userId)))
    .limit(1);
  if (!owner) return null;
  await db.update(planTasks).set({ completada }).where(eq(planTasks.id, idTarea));
  await db
    .update(studyPlans)
    .set({ updatedAt: sql`now()` })
    .where(eq(studyPlans.id, owner.idPlan));
  return owner.idPlan;
}

export async function planProgress(db: Executor, idPlan: number): Promise<string> {
  const c = (await countsByPlan(db, [idPlan])).get(idPlan) ?? { total: 0, done: 0 };
  return progressOf(c.total, c.done);
}
