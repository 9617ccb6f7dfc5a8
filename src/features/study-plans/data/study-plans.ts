// Study plans on this device. Dexie's `studyPlans` keeps one record per plan ({id, userId,
// data: StoredStudyPlan}) with the server's last copy, so the list and every detail opened
// once can be read with no network. Ticking a task and changing a plan's state are written
// there first, in the same transaction as their outbox entry (kind 'study-plan-write',
// planes_estudio.php with an Idempotency-Key made when the user acted); a fresh copy from the
// server gets the still-unsent writes applied on top. Creating, generating with AI and deleting
// need the server and go to it directly.
import { describePlan } from '@/core/ai-local';
import {
  generarDescripcionPlanResponseSchema,
  generarPlanEstudioResponseSchema,
  planIaPersonalResponseSchema,
  studyPlanCreatedResponseSchema,
  studyPlanDetailResponseSchema,
  studyPlanListResponseSchema,
  taskMarkedResponseSchema,
} from '@/core/contract';
import type { EstadoPlan, GenerarPlanEstudioResponse } from '@/core/contract';
import type { AiResult } from '@/lib/ai';
import { withLocalFallback } from '@/lib/ai';
import { ApiError, api } from '@/lib/api-client';
import { db } from '@/lib/db/db';
import type { OutboxEntry, OwnedRecord } from '@/lib/db/schema';
import { onAcknowledged } from '@/lib/sync/drain';
import { enqueue, isUnsent } from '@/lib/sync/outbox';
import type { StoredStudyPlan, StudyPlanWrite } from './study-local';
import { applyWrites, asStudyPlanWrite, progressOfStages } from './study-local';

export const STUDY_PLANS_PATH = 'planes_estudio.php';
const KIND = 'study-plan-write';

function isStored(data: unknown): data is StoredStudyPlan {
  return !!data && typeof data === 'object' && 'plan' in data && 'syncedAt' in data;
}

const toRecord = (userId: number, data: StoredStudyPlan): OwnedRecord => ({
  id: data.plan.id,
  userId,
  data,
  updatedAt: Date.now(),
});

/** The user's plans kept here, newest first (for useLiveQuery). */
export async function keptStudyPlans(userId: number): Promise<StoredStudyPlan[]> {
  const records = await db.studyPlans.where('userId').equals(userId).toArray();
  return records
    .map((r) => r.data)
    .filter(isStored)
    .sort((a, b) => b.plan.fecha.localeCompare(a.plan.fecha) || b.plan.id - a.plan.id);
}

/** One plan kept here, or null. */
export async function keptStudyPlan(userId: number, id: number): Promise<StoredStudyPlan | null> {
  const record = await db.studyPlans.get(id);
  return record && record.userId === userId && isStored(record.data) ? record.data : null;
}

/** The writes of this user still waiting for the server, oldest first. */
export async function pendingStudyWrites(userId: number): Promise<StudyPlanWrite[]> {
  const entries = await db.outbox.where('userId').equals(userId).sortBy('seq');
  return entries.flatMap((e) => (e.kind === KIND ? (asStudyPlanWrite(e.body) ?? []) : []));
}

/** Asks the server for the list and keeps it; plans gone from the server go from here too. */
export async function refreshStudyPlans(userId: number): Promise<void> {
  const res = studyPlanListResponseSchema.parse(
    await api(STUDY_PLANS_PATH, { body: { action: 'listar' } }),
  );
  const now = Date.now();
  await db.transaction('rw', db.studyPlans, db.outbox, async () => {
    const writes = await pendingStudyWrites(userId);
    const kept = new Map((await keptStudyPlans(userId)).map((p) => [p.plan.id, p]));
    const ids = new Set(res.planes.map((p) => p.id));
    for (const id of kept.keys()) if (!ids.has(id)) await db.studyPlans.delete(id);
    const records = res.planes.map((plan) => {
      const before = kept.get(plan.id);
      const fresh: StoredStudyPlan = {
        plan,
        planIa: before?.planIa ?? null,
        etapas: before?.etapas ?? null,
        syncedAt: now,
      };
      return toRecord(userId, applyWrites(fresh, writes));
    });
    await db.studyPlans.bulkPut(records);
  });
}

/** Asks the server for one plan's detail and keeps it; a plan the server no longer has goes. */
export async function refreshStudyPlan(userId: number, id: number): Promise<void> {
  let body: unknown;
  try {
    body = await api(STUDY_PLANS_PATH, { body: { action: 'detalle', id_plan: id } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) await db.studyPlans.delete(id);
    throw error;
  }
  const res = studyPlanDetailResponseSchema.parse(body);
  const { plan_ia: planIa, ...plan } = res.plan;
  await db.transaction('rw', db.studyPlans, db.outbox, async () => {
    const fresh: StoredStudyPlan = {
      plan,
      planIa: planIa?.plan ?? null,
      etapas: res.etapas,
      syncedAt: Date.now(),
    };
    await db.studyPlans.put(toRecord(userId, applyWrites(fresh, await pendingStudyWrites(userId))));
  });
}

async function writeLocally(
  userId: number,
  write: StudyPlanWrite,
  label: string,
  change: (stored: StoredStudyPlan) => StoredStudyPlan,
): Promise<void> {
  await db.transaction('rw', db.studyPlans, db.outbox, async () => {
    const stored = await keptStudyPlan(userId, write.id_plan);
    if (stored) await db.studyPlans.put(toRecord(userId, change(stored)));
    await enqueue({ userId, kind: KIND, label, path: STUDY_PLANS_PATH, body: write });
  });
}

/** Ticks (or unticks) a task here at once and queues it for the server. */
export async function markTask(
  userId: number,
  idPlan: number,
  idTarea: number,
  completada: boolean,
): Promise<void> {
  const write: StudyPlanWrite = {
    action: 'marcar_tarea',
    id_plan: idPlan,
    id_tarea: idTarea,
    completada: completada ? 1 : 0,
  };
  const stored = await keptStudyPlan(userId, idPlan);
  const titulo =
    stored?.etapas?.flatMap((e) => e.tareas).find((t) => t.id === idTarea)?.titulo ?? '';
  const label = `${completada ? 'Tarea completada' : 'Tarea marcada como pendiente'}: ${titulo}`;
  await writeLocally(userId, write, label, (s) => applyWrites(s, [write]));
}

const ESTADO_LABEL: Record<EstadoPlan, string> = {
  activo: 'Activo',
  completado: 'Completado',
  pausado: 'Pausado',
};

/** Changes a plan's state here at once and queues it for the server. */
export async function setPlanEstado(
  userId: number,
  idPlan: number,
  estado: EstadoPlan,
): Promise<void> {
  const write: StudyPlanWrite = { action: 'actualizar', id_plan: idPlan, estado };
  const stored = await keptStudyPlan(userId, idPlan);
  const label = `Plan «${stored?.plan.titulo ?? idPlan}»: ${ESTADO_LABEL[estado]}`;
  await writeLocally(userId, write, label, (s) => applyWrites(s, [write]));
}

export interface NewStudyPlan {
  id_proceso: number;
  titulo: string;
  descripcion: string;
  fecha_inicio: string;
  fecha_fin: string;
  secciones: string[];
  temas: string[];
}

/** Creates the plan on the server (its stages and tasks from the topics); its id. */
export async function createStudyPlan(input: NewStudyPlan): Promise<number> {
  const uuid = crypto.randomUUID();
  const res = studyPlanCreatedResponseSchema.parse(
    await api(STUDY_PLANS_PATH, {
      body: { action: 'crear', uuid, ...input },
      headers: { 'Idempotency-Key': uuid },
    }),
  );
  return res.id_plan;
}

/** The AI step of creating a plan (generar-plan-estudio): the weekly plan stored on it. */
export async function generateStudyPlanAi(input: {
  id_plan: number;
  titulo: string;
  descripcion: string;
  fecha_inicio: string;
  fecha_fin: string;
  proceso: string;
  secciones: string[];
  temas: string[];
}): Promise<GenerarPlanEstudioResponse> {
  const { fecha_inicio, fecha_fin, ...rest } = input;
  return generarPlanEstudioResponseSchema.parse(
    await api('functions/generar-plan-estudio', {
      body: { ...rest, fechas: { fecha_inicio, fecha_fin } },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    }),
  );
}

/** Makes (or makes again) the AI weekly plan of a stored plan, then keeps the new detail. */
export async function regenerateStudyPlanAi(userId: number, id: number): Promise<void> {
  planIaPersonalResponseSchema.parse(
    await api('plan_ia_personal.php', {
      body: { id_plan: id },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    }),
  );
  await refreshStudyPlan(userId, id);
}

/** Deletes the plan on the server, then here, with its writes that were never sent. */
export async function deleteStudyPlan(userId: number, id: number): Promise<void> {
  await api(STUDY_PLANS_PATH, {
    body: { action: 'eliminar', id_plan: id },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  await db.transaction('rw', db.studyPlans, db.outbox, async () => {
    await db.studyPlans.delete(id);
    const stale = (await db.outbox.where('userId').equals(userId).toArray()).filter(
      (e) => e.kind === KIND && isUnsent(e) && asStudyPlanWrite(e.body)?.id_plan === id,
    );
    await db.outbox.bulkDelete(stale.flatMap((e) => (e.seq === undefined ? [] : [e.seq])));
  });
}

export interface DescriptionInput {
  titulo: string;
  proceso: string;
  temas: string[];
  fecha_inicio: string;
  fecha_fin: string;
}

/** Spec §7: the AI description from the title, process, up to 5 topics joined and the dates. */
export function describeStudyPlan(input: DescriptionInput): Promise<AiResult<string>> {
  const temas = input.temas.slice(0, 5);
  return withLocalFallback(
    async () => {
      const res = generarDescripcionPlanResponseSchema.parse(
        await api('functions/generar-descripcion-plan', {
          body: { ...input, temas: temas.join(', ') },
        }),
      );
      return { value: res.descripcion, meta: res };
    },
    () => describePlan({ ...input, temas }),
  );
}

/** Once the server has a tick, its progress replaces ours when nothing else waits for the plan. */
async function acknowledged(entry: OutboxEntry, response: unknown): Promise<void> {
  const write = asStudyPlanWrite(entry.body);
  const marked = taskMarkedResponseSchema.safeParse(response);
  if (!write || write.action !== 'marcar_tarea' || !marked.success) return;
  await db.transaction('rw', db.studyPlans, db.outbox, async () => {
    const stored = await keptStudyPlan(entry.userId, write.id_plan);
    if (!stored) return;
    const others = (await pendingStudyWrites(entry.userId)).some(
      (w) => w.id_plan === write.id_plan,
    );
    const progreso = others
      ? stored.etapas
        ? progressOfStages(stored.etapas)
        : stored.plan.progreso
      : marked.data.progreso;
    await db.studyPlans.put(
      toRecord(entry.userId, { ...stored, plan: { ...stored.plan, progreso } }),
    );
  });
}

/** Wired at start, before the first drain (src/lib/offline-start.ts). */
export function registerStudyPlanSync(): void {
  onAcknowledged(KIND, acknowledged);
}
