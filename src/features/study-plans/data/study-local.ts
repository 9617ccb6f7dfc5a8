// The user's study plans as this device keeps them (Dexie's `studyPlans`, one record per plan)
// and the writes to them still waiting in the outbox. Pure: the server's copy with the
// unsent writes applied on top, so a fresh copy from the server never hides a tick made here.
import type { Etapa, EstadoPlan, StudyPlan, studyWeekSchema } from '@/core/contract';
import type { z } from '@/core/contract/zod';

export type StudyWeek = z.infer<typeof studyWeekSchema>;

/** One plan on the device: the server's last copy plus what was changed here since. */
export interface StoredStudyPlan {
  plan: StudyPlan;
  /** The AI weekly plan; null without one (or until the detail has been fetched once). */
  planIa: StudyWeek[] | null;
  /** The stages and tasks; null until the plan's detail has been fetched once. */
  etapas: Etapa[] | null;
  /** When the server's copy was last received (ms). */
  syncedAt: number;
}

/** A write to a plan that goes through the outbox (kind 'study-plan-write'). */
export type StudyPlanWrite =
  | { action: 'marcar_tarea'; id_plan: number; id_tarea: number; completada: 0 | 1 }
  | { action: 'actualizar'; id_plan: number; estado: EstadoPlan };

/** Percent of tasks done, rounded, as the server computes it (spec §3: a numeric string). */
export function progressOfStages(etapas: readonly Etapa[]): string {
  const tareas = etapas.flatMap((e) => e.tareas);
  const done = tareas.filter((t) => t.completada === 1).length;
  return String(tareas.length === 0 ? 0 : Math.round((done / tareas.length) * 100));
}

/** The plan with the user's unsent writes applied in the order they were made. */
export function applyWrites(
  stored: StoredStudyPlan,
  writes: readonly StudyPlanWrite[],
): StoredStudyPlan {
  const mine = writes.filter((w) => w.id_plan === stored.plan.id);
  if (mine.length === 0) return stored;
  let plan = stored.plan;
  let etapas = stored.etapas;
  for (const write of mine) {
    if (write.action === 'actualizar') plan = { ...plan, estado: write.estado };
    else if (etapas)
      etapas = etapas.map((e) => ({
        ...e,
        tareas: e.tareas.map((t) =>
          t.id === write.id_tarea ? { ...t, completada: write.completada } : t,
        ),
      }));
  }
  if (etapas && mine.some((w) => w.action === 'marcar_tarea'))
    plan = { ...plan, progreso: progressOfStages(etapas) };
  return { ...stored, plan, etapas };
}

/** Reads an outbox body back as a study-plan write; null for anything else. */
export function asStudyPlanWrite(body: unknown): StudyPlanWrite | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  if (typeof b.id_plan !== 'number') return null;
  if (b.action === 'marcar_tarea' && typeof b.id_tarea === 'number')
    return {
      action: 'marcar_tarea',
      id_plan: b.id_plan,
      id_tarea: b.id_tarea,
      completada: b.completada === 1 ? 1 : 0,
    };
  if (
    b.action === 'actualizar' &&
    (b.estado === 'activo' || b.estado === 'completado' || b.estado === 'pausado')
  )
    return { action: 'actualizar', id_plan: b.id_plan, estado: b.estado };
  return null;
}
