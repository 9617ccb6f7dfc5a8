// Study plans on this device. Dexie's `studyPlans` keeps one record per plan ({id, userId,
// data: StoredStudyPlan}) with the server's last copy, so the list and every detail opened
// once can be read with no network. Creating a plan, ticking a task and changing a plan's state
// are written there first, in the same transaction as their outbox entry (kinds
// 'study-plan-create' and 'study-plan-write', planes_estudio.php with an Idempotency-Key made
// when the user acted); a fresh copy from the server gets the still-unsent writes applied on
// top. A plan created here has the id 'local-' + its uuid, and no stages or tasks (the server
// makes them from its topics), until its create is acknowledged: the server's id is recorded
// (src/lib/sync/local-ids.ts), the record takes it and its detail is pulled. A state change or a
// delete made while that create is on its way is queued at once under the local id, which the
// drain rewrites. Generating with AI and deleting a plan the server has need the server and go
// to it directly.
import { liveQuery } from 'dexie';
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
import { PLAN_MSG } from '@/core/contract';
import type { AiResult } from '@/lib/ai';
import { withLocalFallback } from '@/lib/ai';
import { ApiError, api } from '@/lib/api-client';
import { afterCommit } from '@/lib/db/after-commit';
import { db, ownedTable } from '@/lib/db/db';
import type { OutboxEntry, OwnedRecord } from '@/lib/db/schema';
import { onAcknowledged } from '@/lib/sync/drain';
import * as localIds from '@/lib/sync/local-ids';
import type { NewOutboxEntry } from '@/lib/sync/outbox';
import { enqueue, isUnsent } from '@/lib/sync/outbox';
import { readQueued } from '@/lib/sync/reapply';
import type {
  NewStudyPlan,
  StoredStudyPlan,
  StudyPlanCreate,
  StudyPlanId,
  StudyPlanWrite,
} from './study-local';

import {
  applyStudyWrite,
  applyWrites,
  asStudyPlanCreate,
  asStudyPlanWrite,
  isLocalStudyPlan,
  localStudyPlanId,
  uuidOfLocal,
} from './study-local';

export const STUDY_PLANS_PATH = 'planes_estudio.php';
const KIND = 'study-plan-write';
const CREATE_KIND = 'study-plan-create';

/** db.studyPlans, its records' data typed as this feature keeps it. */
const studyPlanTable = ownedTable<StoredStudyPlan>('studyPlans');

function isStored(data: unknown): data is StoredStudyPlan {
  return !!data && typeof data === 'object' && 'plan' in data && 'syncedAt' in data;
}

const toRecord = (userId: number, data: StoredStudyPlan): OwnedRecord<StoredStudyPlan> => ({
  id: data.plan.id,
  userId,
  data,
  updatedAt: Date.now(),
});

const newestFirst = (a: StoredStudyPlan, b: StoredStudyPlan) =>
  b.plan.fecha.localeCompare(a.plan.fecha) ||
  (typeof a.plan.id === 'number' && typeof b.plan.id === 'number'
    ? b.plan.id - a.plan.id
    : String(b.plan.id).localeCompare(String(a.plan.id)));

/** The user's plans kept here, newest first (for useLiveQuery). */
export async function keptStudyPlans(userId: number): Promise<StoredStudyPlan[]> {
  const records = await studyPlanTable.where('userId').equals(userId).toArray();
  return records
    .map((r) => r.data)
    .filter(isStored)
    .sort(newestFirst);
}

/** One plan kept here, or null; a 'local-…' id also finds it once the server numbered it. */
export async function keptStudyPlan(
  userId: number,
  id: StudyPlanId,
): Promise<StoredStudyPlan | null> {
  const record = await studyPlanTable.get(id);
  if (record) return record.userId === userId && isStored(record.data) ? record.data : null;
  if (!isLocalStudyPlan(id)) return null;
  const uuid = uuidOfLocal(id);
  return (await keptStudyPlans(userId)).find((p) => p.plan.uuid === uuid) ?? null;
}

interface QueuedWrite {
  entry: OutboxEntry;
  write: StudyPlanWrite;
}

/**
 * The user's queued writes, oldest first, each naming its plan by the id it has now: a write
 * queued under a local id the server has numbered since is for the server's id. Reads
 * `db.localIds`, which a caller's transaction must cover.
 */
async function queuedWrites(userId: number): Promise<QueuedWrite[]> {
  const queued = await readQueued(userId, [KIND], (entry) => {
    const write = asStudyPlanWrite(entry.body);
    return write && { id: write.id_plan, write };
  });
  return queued.map(({ entry, id, write }) => ({
    entry,
    write: typeof id === 'number' && id !== write.id_plan ? { ...write, id_plan: id } : write,
  }));
}

/** The writes of this user still waiting for the server, oldest first (see `queuedWrites`). */
export async function pendingStudyWrites(userId: number): Promise<StudyPlanWrite[]> {
  return (await queuedWrites(userId)).map(({ write }) => write);
}

async function queuedCreates(userId: number): Promise<OutboxEntry[]> {
  const entries = await db.outbox.where('userId').equals(userId).sortBy('seq');
  return entries.filter((e) => e.kind === CREATE_KIND);
}

/** The local ids of the plans created here whose create still waits for the server. */
export async function pendingStudyCreates(userId: number): Promise<string[]> {
  return (await queuedCreates(userId)).flatMap((e) => {
    const create = asStudyPlanCreate(e.body);
    return create ? [localStudyPlanId(create.uuid)] : [];
  });
}

async function queuedCreate(userId: number, id: string): Promise<OutboxEntry | undefined> {
  const uuid = uuidOfLocal(id);
  return (await queuedCreates(userId)).find((e) => asStudyPlanCreate(e.body)?.uuid === uuid);
}

const deletedHere = (writes: readonly StudyPlanWrite[]) =>
  new Set(writes.flatMap((w) => (w.action === 'eliminar' ? [w.id_plan] : [])));

/** Asks the server for the list and keeps it; plans gone from the server go from here too. */
export async function refreshStudyPlans(userId: number): Promise<void> {
  const asked = Date.now();
  const res = studyPlanListResponseSchema.parse(
    await api(STUDY_PLANS_PATH, { body: { action: 'listar' } }),
  );
  await db.transaction('rw', studyPlanTable, db.outbox, db.localIds, async () => {
    const writes = await pendingStudyWrites(userId);
    const deleting = deletedHere(writes);
    const records = await studyPlanTable.where('userId').equals(userId).toArray();
    const kept = new Map(records.flatMap((r) => (isStored(r.data) ? [[r.id, r.data]] : [])));
    const ids = new Set(res.planes.map((p) => p.id));
    // A plan made here stays until its create is acknowledged, and one written after the
    // question (renumbered by that acknowledgement) is not missing from an older answer.
    const gone = records.filter(
      (r) => !isLocalStudyPlan(r.id) && !ids.has(r.id as number) && r.updatedAt < asked,
    );
    await studyPlanTable.bulkDelete(gone.map((r) => r.id));
    // The server's copy of a plan whose create is not acknowledged here yet would show it twice,
    // or bring back one deleted here meanwhile (its delete queued under the local id).
    const madeHere = new Set(
      [...kept.values()].filter((p) => isLocalStudyPlan(p.plan.id)).map((p) => p.plan.uuid),
    );
    const fresh = res.planes.filter(
      (plan) =>
        !(
          plan.uuid !== null &&
          (madeHere.has(plan.uuid) || deleting.has(localStudyPlanId(plan.uuid)))
        ),
    );
    const now = Date.now();
    await studyPlanTable.bulkPut(
      fresh.flatMap((plan) => {
        const before = kept.get(plan.id);
        const stored: StoredStudyPlan = {
          plan,
          planIa: before?.planIa ?? null,
          etapas: before?.etapas ?? null,
          syncedAt: now,
        };
        // Null for a plan deleted here: it stays out.
        const shown = applyWrites(stored, writes);
        return shown ? [toRecord(userId, shown)] : [];
      }),
    );
  });
}

/** Asks the server for one plan's detail and keeps it; a plan the server no longer has goes. */
export async function refreshStudyPlan(userId: number, id: number): Promise<void> {
  let body: unknown;
  try {
    body = await api(STUDY_PLANS_PATH, { body: { action: 'detalle', id_plan: id } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) await studyPlanTable.delete(id);
    throw error;
  }
  const res = studyPlanDetailResponseSchema.parse(body);
  const { plan_ia: planIa, ...plan } = res.plan;
  await db.transaction('rw', studyPlanTable, db.outbox, db.localIds, async () => {
    const fresh: StoredStudyPlan = {
      plan,
      planIa: planIa?.plan ?? null,
      etapas: res.etapas,
      syncedAt: Date.now(),
    };
    // Null for a plan deleted here: it stays out.
    const shown = applyWrites(fresh, await pendingStudyWrites(userId));
    if (shown) await studyPlanTable.put(toRecord(userId, shown));
  });
}

async function writeLocally(
  userId: number,
  write: StudyPlanWrite,
  label: string,
  change: (stored: StoredStudyPlan) => StoredStudyPlan,
): Promise<void> {
  await db.transaction('rw', studyPlanTable, db.outbox, async () => {
    const stored = await keptStudyPlan(userId, write.id_plan);
    if (stored) await studyPlanTable.put(toRecord(userId, change(stored)));
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
  await writeLocally(userId, write, label, (s) => applyStudyWrite(s, write));
}

const ESTADO_LABEL: Record<EstadoPlan, string> = {
  activo: 'Activo',
  completado: 'Completado',
  pausado: 'Pausado',
};

const estadoEntry = (
  userId: number,
  id: StudyPlanId,
  titulo: string | undefined,
  estado: EstadoPlan,
): NewOutboxEntry => ({
  userId,
  kind: KIND,
  label: `Plan «${titulo ?? id}»: ${ESTADO_LABEL[estado]}`,
  path: STUDY_PLANS_PATH,
  body: { action: 'actualizar', id_plan: id, estado } satisfies StudyPlanWrite,
});

const deleteEntry = (userId: number, id: string, titulo: string): NewOutboxEntry => ({
  userId,
  kind: KIND,
  label: `Plan de estudio eliminado: ${titulo}`,
  path: STUDY_PLANS_PATH,
  body: { action: 'eliminar', id_plan: id } satisfies StudyPlanWrite,
});

/**
 * Changes a plan's state here at once and queues it for the server. For a plan made here, the
 * change rides on its create while that has not left; once it has, the change is queued under
 * the local id, which the drain rewrites once the create is acknowledged.
 */
export async function setPlanEstado(
  userId: number,
  idPlan: StudyPlanId,
  estado: EstadoPlan,
): Promise<void> {
  await db.transaction('rw', studyPlanTable, db.outbox, db.localIds, async () => {
    const stored = await keptStudyPlan(userId, idPlan);
    // A plan made here may have been numbered since the screen read it.
    const id = stored?.plan.id ?? (await localIds.currentId(idPlan));
    const write: StudyPlanWrite = { action: 'actualizar', id_plan: id, estado };
    if (isLocalStudyPlan(id)) {
      if (!stored) throw new Error(PLAN_MSG.notFound);
      const create = await queuedCreate(userId, id);
      // Before its first send the create carries the state; with no create queued (refused),
      // the state is kept here only.
      if (create?.seq === undefined || isUnsent(create)) {
        if (create?.seq !== undefined)
          await db.outbox.update(create.seq, {
            body: { ...asStudyPlanCreate(create.body), estado },
          });
        await studyPlanTable.put(toRecord(userId, applyStudyWrite(stored, write)));
        return;
      }
    }
    if (stored) await studyPlanTable.put(toRecord(userId, applyStudyWrite(stored, write)));
    await enqueue(estadoEntry(userId, id, stored?.plan.titulo, estado));
  });
}

/**
 * Creates the plan here at once, with the id 'local-' + its uuid, and queues it for the server,
 * which makes its stages and tasks from the topics. Its local id.
 */
export async function createStudyPlan(userId: number, input: NewStudyPlan): Promise<string> {
  const uuid = crypto.randomUUID();
  const id = localStudyPlanId(uuid);
  const body: StudyPlanCreate = { action: 'crear', uuid, ...input };
  const stored: StoredStudyPlan = {
    plan: {
      id,
      uuid,
      ...input,
      estado: 'activo',
      progreso: '0',
      tieneIA: false,
      total_sesiones: 0,
      resumen_ia: null,
      motor: null,
      fecha: new Date().toISOString(),
    },
    planIa: null,
    etapas: null,
    syncedAt: null,
  };
  await db.transaction('rw', studyPlanTable, db.outbox, async () => {
    await studyPlanTable.add(toRecord(userId, stored));
    await enqueue({
      userId,
      kind: CREATE_KIND,
      label: `Plan de estudio creado: ${input.titulo}`,
      path: STUDY_PLANS_PATH,
      idempotencyKey: uuid,
      body,
    });
  });
  return id;
}

/** Where the create of a plan made here stands, as the screen that made it waits for it. */
export type CreateOutcome =
  { status: 'synced'; id: number } | { status: 'waiting' } | { status: 'refused'; error: string };

async function createOutcome(userId: number, id: string): Promise<CreateOutcome | null> {
  const stored = await keptStudyPlan(userId, id);
  if (stored && typeof stored.plan.id === 'number') return { status: 'synced', id: stored.plan.id };
  const create = await queuedCreate(userId, id);
  // Tried and not answered (no network, a server error): it waits for the next sync.
  if (create) return create.attempts > 0 ? { status: 'waiting' } : null;
  const uuid = uuidOfLocal(id);
  const letters = await db.deadLetters.where('userId').equals(userId).toArray();
  const refused = letters.find(
    (l) => l.kind === CREATE_KIND && asStudyPlanCreate(l.body)?.uuid === uuid,
  );
  return refused ? { status: 'refused', error: refused.error } : { status: 'waiting' };
}

/**
 * Waits for the sync engine to send the create of plan `id` (local): its server id once
 * acknowledged; 'waiting' when the try failed or took longer than `timeoutMs`; 'refused' with
 * the server's reason.
 */
export function studyPlanSent(
  userId: number,
  id: string,
  timeoutMs = 20_000,
): Promise<CreateOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    let stop = () => {};
    const settle = (outcome: CreateOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stop();
      resolve(outcome);
    };
    const timer = setTimeout(() => settle({ status: 'waiting' }), timeoutMs);
    const subscription = liveQuery(() => createOutcome(userId, id)).subscribe({
      next: (outcome) => outcome && settle(outcome),
      error: () => settle({ status: 'waiting' }),
    });
    stop = () => subscription.unsubscribe();
    if (settled) stop();
  });
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

/**
 * A plan made here and not numbered yet is deleted here: its create is dropped when it has not
 * left, else the delete is queued under the local id, which the drain rewrites once the create
 * is acknowledged. The server's id of a plan to delete there, or null when nothing more is to
 * be done.
 */
async function deleteLocally(userId: number, id: string): Promise<number | null> {
  return db.transaction('rw', studyPlanTable, db.outbox, db.localIds, async () => {
    const stored = await keptStudyPlan(userId, id);
    if (stored && typeof stored.plan.id === 'number') return stored.plan.id;
    // Writes still waiting for this plan are pointless once it is gone.
    const stale = (await queuedWrites(userId)).filter(
      ({ entry, write }) => write.id_plan === id && isUnsent(entry),
    );
    await db.outbox.bulkDelete(stale.flatMap(({ entry }) => entry.seq ?? []));
    const create = await queuedCreate(userId, id);
    if (create?.seq !== undefined && isUnsent(create)) await db.outbox.delete(create.seq);
    // Its create may reach the server: the delete follows it.
    else if (stored && create) await enqueue(deleteEntry(userId, id, stored.plan.titulo));
    await studyPlanTable.delete(id);
    return null;
  });
}

/** Deletes the plan on the server, then here, with its writes that were never sent. */
export async function deleteStudyPlan(userId: number, idPlan: StudyPlanId): Promise<void> {
  const id = isLocalStudyPlan(idPlan) ? await deleteLocally(userId, idPlan) : Number(idPlan);
  if (id === null) return;
  await api(STUDY_PLANS_PATH, {
    body: { action: 'eliminar', id_plan: id },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  await db.transaction('rw', studyPlanTable, db.outbox, db.localIds, async () => {
    await studyPlanTable.delete(id);
    const stale = (await queuedWrites(userId)).filter(
      ({ entry, write }) => write.id_plan === id && isUnsent(entry),
    );
    await db.outbox.bulkDelete(stale.flatMap(({ entry }) => entry.seq ?? []));
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

/** Once the server has a tick, its progress is the base, with the writes still waiting over it. */
async function acknowledged(entry: OutboxEntry, response: unknown): Promise<void> {
  const write = asStudyPlanWrite(entry.body);
  const marked = taskMarkedResponseSchema.safeParse(response);
  if (!write || write.action !== 'marcar_tarea' || !marked.success) return;
  await db.transaction('rw', studyPlanTable, db.outbox, db.localIds, async () => {
    const stored = await keptStudyPlan(entry.userId, write.id_plan);
    if (!stored) return;
    const fresh = { ...stored, plan: { ...stored.plan, progreso: marked.data.progreso } };
    const shown = applyWrites(fresh, await pendingStudyWrites(entry.userId));
    if (shown) await studyPlanTable.put(toRecord(entry.userId, shown));
  });
}

/**
 * The server has the plan made here: its id is recorded for the writes queued under the local
 * one meanwhile (a state change, or the delete of a plan no longer kept here), the record takes
 * it, and once this transaction has committed the detail (stages and tasks) is pulled.
 */
async function acknowledgeCreate(entry: OutboxEntry, response: unknown): Promise<void> {
  const create = asStudyPlanCreate(entry.body);
  // Thrown, the entry stays queued and, after a few tries, the user sees why in the refused list.
  if (!create) throw new Error('El plan enviado no se puede leer en este dispositivo');
  const created = studyPlanCreatedResponseSchema.pick({ id_plan: true }).safeParse(response);
  if (!created.success) throw new Error('El servidor no devolvió el número del plan creado');
  const id = created.data.id_plan;
  await db.transaction('rw', studyPlanTable, db.localIds, async () => {
    const localId = localStudyPlanId(create.uuid);
    await localIds.recordServerId(entry.userId, localId, id);
    const record = await studyPlanTable.get(localId);
    // Not kept: deleted here (its delete queued behind the create) or forgotten at logout (its
    // create kept to be sent, and the server's plan is all there is).
    if (!record || !isStored(record.data)) return;
    const stored = record.data;
    await studyPlanTable.delete(record.id);
    await studyPlanTable.put({ ...record, id, data: { ...stored, plan: { ...stored.plan, id } } });
    afterCommit(() => void refreshStudyPlan(entry.userId, id).catch(() => undefined));
  });
}

/** Wired at start, before the first drain (src/lib/offline-start.ts). */
export function registerStudyPlanSync(): void {
  localIds.declareIdFields(KIND, { body: ['id_plan'] });
  onAcknowledged(KIND, acknowledged);
  onAcknowledged(CREATE_KIND, acknowledgeCreate);
}
