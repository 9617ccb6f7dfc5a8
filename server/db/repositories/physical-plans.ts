// Physical-training plans (table planes_fisicos): the plan, its AI weeks (plan_ia.plan[i] is
// week i+1, null while not generated) and the done flag of each week (avance[i]). The week
// count and the progress ratio are derived on every read (server/plans/physical-weeks.ts).
// Table marcas_fisicas: the user's marks in the official tests of a plan (one row per attempt,
// scored on read against server/content/escalas-fisicas.ts).
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { PhysicalPlan, PhysicalPlanAi } from '../../../src/core/contract/plans';
import {
  avanceFor,
  avanceRatio,
  generatedWeeks,
  readPlanAi,
  totalWeeks,
} from '../../plans/physical-weeks';
import type { StoredPhysicalAi } from '../../plans/physical-weeks';
import { physicalMarks, physicalPlans } from '../schema';
import type { Executor } from './executor';

export type PhysicalRow = typeof physicalPlans.$inferSelect;
export type NewPhysicalPlan = Omit<
  typeof physicalPlans.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;

export interface PhysicalView {
  plan: PhysicalPlan;
  plan_ia: PhysicalPlanAi;
  avance: boolean[];
  ia_avance_ratio: number;
}

export function physicalView(row: PhysicalRow): PhysicalView {
  const ai = readPlanAi(row.planIa);
  const weeks = totalWeeks(row.fechaInicio, row.fechaFin, ai);
  const avance = avanceFor(row.avance, weeks);
  const ratio = avanceRatio(avance);
  return {
    plan: {
      id: row.id,
      uuid: row.uuid,
      titulo: row.titulo,
      descripcion: row.descripcion,
      tipo_prueba: row.tipoPrueba,
      fecha_inicio: row.fechaInicio,
      fecha_fin: row.fechaFin,
      ia_avance_ratio: ratio,
      semanas: weeks,
      semanas_generadas: generatedWeeks(ai),
      motor: row.motor,
      fecha: row.createdAt.toISOString(),
    },
    plan_ia: ai,
    avance,
    ia_avance_ratio: ratio,
  };
}

export async function listPhysicalPlans(db: Executor, userId: number): Promise<PhysicalPlan[]> {
  const rows = await db
    .select()
    .from(physicalPlans)
    .where(eq(physicalPlans.userId, userId))
    .orderBy(desc(physicalPlans.createdAt), desc(physicalPlans.id));
  return rows.map((r) => physicalView(r).plan);
}

/** The user's plan, or null when it does not exist or is someone else's. */
export async function findPhysicalPlan(
  db: Executor,
  userId: number,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<PhysicalRow | null> {
  const query = db
    .select()
    .from(physicalPlans)
    .where(and(eq(physicalPlans.userId, userId), eq(physicalPlans.id, id)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Inserts the plan, or answers the one the user already has with this uuid. */
export async function insertPhysicalPlan(
  db: Executor,
  values: NewPhysicalPlan,
): Promise<PhysicalRow> {
  const [row] = await db
    .insert(physicalPlans)
    .values(values)
    .onConflictDoNothing({ target: [physicalPlans.userId, physicalPlans.uuid] })
    .returning();
  if (row) return row;
  const [existing] = values.uuid
    ? await db
        .select()
        .from(physicalPlans)
        .where(and(eq(physicalPlans.userId, values.userId), eq(physicalPlans.uuid, values.uuid)))
        .limit(1)
    : [];
  if (!existing) throw new Error('planes_fisicos: conflicto sin fila existente');
  return existing;
}

export type PhysicalPatch = Partial<
  Pick<
    NewPhysicalPlan,
    'titulo' | 'descripcion' | 'tipoPrueba' | 'fechaInicio' | 'fechaFin' | 'motor'
  >
> & { planIa?: StoredPhysicalAi; avance?: boolean[] };

export async function updatePhysicalPlan(
  db: Executor,
  userId: number,
  id: number,
  patch: PhysicalPatch,
): Promise<PhysicalRow | null> {
  const [row] = await db
    .update(physicalPlans)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(physicalPlans.userId, userId), eq(physicalPlans.id, id)))
    .returning();
  return row ?? null;
}

export async function deletePhysicalPlan(
  db: Executor,
  userId: number,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(physicalPlans)
    .where(and(eq(physicalPlans.userId, userId), eq(physicalPlans.id, id)))
    .returning({ id: physicalPlans.id });
  return rows.length > 0;
}

export type MarkRow = typeof physicalMarks.$inferSelect;
export type NewMark = Omit<typeof physicalMarks.$inferInsert, 'id' | 'createdAt'>;

/** A plan's marks, oldest first (by date, then as logged). */
export async function listMarks(db: Executor, userId: number, planId: number): Promise<MarkRow[]> {
  return db
    .select()
    .from(physicalMarks)
    .where(and(eq(physicalMarks.userId, userId), eq(physicalMarks.planId, planId)))
    .orderBy(asc(physicalMarks.fecha), asc(physicalMarks.id));
}

/** Inserts the mark, or answers the one the user already has with this uuid. */
export async function insertMark(db: Executor, values: NewMark): Promise<MarkRow> {
  const [row] = await db
    .insert(physicalMarks)
    .values(values)
    .onConflictDoNothing({ target: [physicalMarks.userId, physicalMarks.uuid] })
    .returning();
  if (row) return row;
  const [existing] = values.uuid
    ? await db
        .select()
        .from(physicalMarks)
        .where(and(eq(physicalMarks.userId, values.userId), eq(physicalMarks.uuid, values.uuid)))
        .limit(1)
    : [];
  if (!existing) throw new Error('marcas_fisicas: conflicto sin fila existente');
  return existing;
}

export async function deleteMark(
  db: Executor,
  userId: number,
  planId: number,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(physicalMarks)
    .where(
      and(
        eq(physicalMarks.userId, userId),
        eq(physicalMarks.planId, planId),
        eq(physicalMarks.id, id),
      ),
    )
    .returning({ id: physicalMarks.id });
  return rows.length > 0;
}
