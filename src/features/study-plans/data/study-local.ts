// The user's study plans as this device keeps them (Dexie's `studyPlans`, one record per plan)
// and the writes to them still waiting in the outbox. Pure: the server's copy with the
// unsent writes applied on top, so a fresh copy from the server never hides a tick made here.
// A plan created here has the id 'local-' + its uuid until the server numbers it.
import { ESTADOS_PLAN } from '@/core/contract';
import type { Etapa, EstadoPlan, StudyPlan, studyWeekSchema } from '@/core/contract';
import type { z } from '@/core/contract/zod';

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
  /**
   * A plan made here and deleted while its create was on its way: hidden, and kept until that
   * create's acknowledgement queues the delete under the server's id.
   */
  deleted?: true;
}

/**
 * A write to a plan the server has numbered that goes through the outbox (kind
 * 'study-plan-write'). 'eliminar' is queued only by the acknowledgement of a create, for a plan
 * deleted here while that create was on its way.
 */
export type StudyPlanWrite =
  | { action: 'marcar_tarea'; id_plan: number; id_tarea: number; completada: 0 | 1 }
  | { action: 'actualizar'; id_plan: number; estado: EstadoPlan }
  | { action: 'eliminar'; id_plan: number };

/** The body of a plan created here (kind 'study-plan-create'); `uuid` is its Idempotency-Key. */
export interface StudyPlanCreate {
  action: 'crear';
  uuid: string;
  id_proceso: number;
  titulo: string;
  descripcion: string;
  fecha_inicio: string;
  fecha_fin: string;
  secciones: string[];
  temas: string[];
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
    else if (write.action === 'marcar_tarea' && etapas)
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
  if (b.action === 'actualizar' && isEstadoPlan(b.estado))
    return { action: 'actualizar', id_plan: b.id_plan, estado: b.estado };
  if (b.action === 'eliminar') return { action: 'eliminar', id_plan: b.id_plan };
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
