// The user's study plans as this device keeps them (Dexie's `studyPlans`, one record per plan)
// and the writes to them still waiting in the outbox. Pure: the server's copy with the
// unsent writes applied on top, so a fresh copy from the server never hides a tick made here.
// A plan created here has the id 'local-' + its uuid until the server numbers it.
import { ESTADOS_PLAN } from '@/core/contract';
import type { Etapa, EstadoPlan, StudyPlan, studyWeekSchema } from '@/core/contract';
import type { z } from '@/core/contract/zod';
import { reapplyPending } from '@/lib/sync/reapply';

export type StudyWeek = z.infer<typeof studyWeekSchema>;

/** The server's id of a plan, or 'local-<uuid>' for one created here and not yet numbered. */
export type StudyPlanId = number | string;

const LOCAL = 'local-';

export const isLocalStudyPlan = (id: StudyPlanId): id is string =>
  typeof id === 'string' && id.startsWith(LOCAL);

export const localStudyPlanId = (uuid: string): string => `${LOCAL}${uuid}`;

/** The uuid inside a local id. */
export const uuidOfLocal = (id: string): string => id.slice(LOCAL.length);

/** One plan on the device: the server's last copy plus what was changed here since. */
export interface StoredStudyPlan {
  plan: Omit<StudyPlan, 'id'> & { id: StudyPlanId };
  /** The AI weekly plan; null without one (or until the detail has been fetched once). */
  planIa: StudyWeek[] | null;
  /** The stages and tasks; null until the plan's detail has been fetched once. */
  etapas: Etapa[] | null;
  /** When the server's copy was last received (ms); null for a plan it has not sent yet. */
  syncedAt: number | null;
}

/**
 * A write to a plan that goes through the outbox (kind 'study-plan-write'). A state change or
 * the delete of a plan made here, while its create is on its way, names the plan's local id,
 * which the drain rewrites to the server's once the create is acknowledged
 * (src/lib/sync/local-ids.ts); 'eliminar' is queued only then (a plan the server has is deleted
 * there directly). A tick names a numbered plan: one made here has no tasks until then.
 */
export type StudyPlanWrite =
  | { action: 'marcar_tarea'; id_plan: number; id_tarea: number; completada: 0 | 1 }
  | { action: 'actualizar'; id_plan: StudyPlanId; estado: EstadoPlan }
  | { action: 'eliminar'; id_plan: StudyPlanId };

/** What the creation form gives to make a plan. */
export interface NewStudyPlan {
  id_proceso: number;
  titulo: string;
  descripcion: string;
  fecha_inicio: string;
  fecha_fin: string;
  secciones: string[];
  temas: string[];
}

/** The body of a plan created here (kind 'study-plan-create'); `uuid` is its Idempotency-Key. */
export interface StudyPlanCreate extends NewStudyPlan {
  action: 'crear';
  uuid: string;
  /** Set when the state changed here before the create was sent; the server's default is activo. */
  estado?: EstadoPlan;
}

export const isEstadoPlan = (value: unknown): value is EstadoPlan =>
  (ESTADOS_PLAN as readonly unknown[]).includes(value);

/** Percent of tasks done, rounded, as the server computes it (spec §3: a numeric string). */
export function progressOfStages(etapas: readonly Etapa[]): string {
  const tareas = etapas.flatMap((e) => e.tareas);
  const done = tareas.filter((t) => t.completada === 1).length;
  return String(tareas.length === 0 ? 0 : Math.round((done / tareas.length) * 100));
}

/** The change a queued write makes to its plan: a tick, or the plan's state. */
export function applyStudyWrite(
  stored: StoredStudyPlan,
  write: Exclude<StudyPlanWrite, { action: 'eliminar' }>,
): StoredStudyPlan {
  if (write.action === 'actualizar')
    return { ...stored, plan: { ...stored.plan, estado: write.estado } };
  if (!stored.etapas) return stored;
  const etapas = stored.etapas.map((e) => ({
    ...e,
    tareas: e.tareas.map((t) =>
      t.id === write.id_tarea ? { ...t, completada: write.completada } : t,
    ),
  }));
  return { ...stored, plan: { ...stored.plan, progreso: progressOfStages(etapas) }, etapas };
}

/**
 * The plan with the user's unsent writes applied in the order they were made (src/lib/sync/
 * reapply.ts); null when one of them deletes it. Each write names its plan by the id the plan
 * has now (the server's once it has numbered one made here).
 */
export function applyWrites(
  stored: StoredStudyPlan,
  writes: readonly StudyPlanWrite[],
): StoredStudyPlan | null {
  const mine = writes.filter((w) => w.id_plan === stored.plan.id);
  return reapplyPending(stored, mine, (plan, write) =>
    write.action === 'eliminar' ? null : applyStudyWrite(plan, write),
  );
}

/** Reads an outbox body back as a study-plan write; null for anything else. */
export function asStudyPlanWrite(body: unknown): StudyPlanWrite | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  const idPlan = b.id_plan;
  if (typeof idPlan !== 'number' && !(typeof idPlan === 'string' && isLocalStudyPlan(idPlan)))
    return null;
  if (b.action === 'marcar_tarea' && typeof idPlan === 'number' && typeof b.id_tarea === 'number')
    return {
      action: 'marcar_tarea',
      id_plan: idPlan,
      id_tarea: b.id_tarea,
      completada: b.completada === 1 ? 1 : 0,
    };
  if (b.action === 'actualizar' && isEstadoPlan(b.estado))
    return { action: 'actualizar', id_plan: idPlan, estado: b.estado };
  if (b.action === 'eliminar') return { action: 'eliminar', id_plan: idPlan };
  return null;
}

/** Reads an outbox body back as the create of a plan made here; null for anything else. */
export function asStudyPlanCreate(body: unknown): StudyPlanCreate | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Partial<StudyPlanCreate>;
  if (b.action !== 'crear' || typeof b.uuid !== 'string' || typeof b.titulo !== 'string')
    return null;
  return b as StudyPlanCreate;
}
