// Physical plans on the device. Dexie's `physicalPlans` keeps one record per plan of the user
// (its list entry, and once opened its weeks, done flags and marks), so the screens read them
// with no network. Every write of the user lands there first, in the same transaction as its
// outbox entry: creating, editing and deleting a plan ('physical-plan-write'), ticking a week
// ('physical-progress') and logging or deleting a mark ('physical-mark'). A plan created here
// has the id 'local-' + its uuid until the server numbers it; its weeks and marks wait for that,
// and an edit or delete of it queued meanwhile names the local id, which the drain rewrites
// (src/lib/sync/local-ids.ts). A pull from the server takes its copy of a plan and lays the
// user's writes still waiting in the outbox over it again (src/lib/sync/reapply.ts): an edit or
// a tick made here shows until the server has it, beside the server's own changes, and a plan
// deleted here stays out.
import type { PhysicalPlan, PhysicalPlanAi, PhysicalPlanInput } from '@/core/contract/plans';
import {
  PLAN_MSG,
  avanceResponseSchema,
  physicalCreatedResponseSchema,
  physicalDetailResponseSchema,
  physicalListResponseSchema,
  physicalWeekResponseSchema,
} from '@/core/contract/plans';
import { avanceFor, avanceRatio, totalWeeks } from '@/core/plans/physical-weeks';
import { api } from '@/lib/api-client';
import { db, ownedTable } from '@/lib/db/db';
import type { OutboxEntry, OwnedRecord } from '@/lib/db/schema';
import { onAcknowledged } from '@/lib/sync/drain';
import * as localIds from '@/lib/sync/local-ids';
import type { NewOutboxEntry } from '@/lib/sync/outbox';
import { enqueue, isUnsent } from '@/lib/sync/outbox';
import type { QueuedWrite } from '@/lib/sync/reapply';
import { readQueued, reapplyPending, writesTo } from '@/lib/sync/reapply';
import type { PhysicalMarks } from './physical-marks';

export const PHYSICAL_PATH = 'planes_fisicos.php';

export type PlanId = number | string;

export interface PhysicalDetail {
  plan_ia: PhysicalPlanAi;
  avance: boolean[];
}

/** What a record of db.physicalPlans holds. */
export interface PhysicalLocal {
  plan: Omit<PhysicalPlan, 'id'> & { id: PlanId };
  /** Null until the plan was opened once online. */
  detail: PhysicalDetail | null;
  marks: PhysicalMarks | null;
}

/** db.physicalPlans, its records' data typed as this feature keeps it. */
export const planTable = ownedTable<PhysicalLocal>('physicalPlans');

export type PhysicalForm = Pick<
  PhysicalPlanInput,
  'titulo' | 'tipo_prueba' | 'descripcion' | 'fecha_inicio' | 'fecha_fin'
>;

export const isLocalPlan = (id: PlanId): id is string => localIds.isLocalId(id);

export const physicalKinds: OutboxEntry['kind'][] = [
  'physical-plan-write',
  'physical-progress',
  'physical-mark',
];

/** The plan id an outbox entry writes to (the local id of a plan created here). */
export function planIdOfEntry(entry: OutboxEntry): PlanId | null {
  if (!physicalKinds.includes(entry.kind)) return null;
  const body = entry.body as { id_plan?: number; uuid?: string };
  if (entry.path.includes('action=crear')) return localIds.localIdOf(body.uuid ?? '');
  return body.id_plan ?? null;
}

export async function pendingPhysical(userId: number): Promise<OutboxEntry[]> {
  const entries = await db.outbox.where('userId').equals(userId).sortBy('seq');
  return entries.filter((e) => physicalKinds.includes(e.kind));
}

const toRecord = (userId: number, data: PhysicalLocal): OwnedRecord<PhysicalLocal> => ({
  id: data.plan.id,
  userId,
  data,
  updatedAt: Date.now(),
});

export const localOf = (record: OwnedRecord<PhysicalLocal> | undefined): PhysicalLocal | null =>
  record?.data ?? null;

/** The user's plans kept here, newest first. */
export async function keptPlans(userId: number): Promise<PhysicalLocal[]> {
  const records = await planTable.where('userId').equals(userId).toArray();
  return records.map((r) => r.data).sort((a, b) => b.plan.fecha.localeCompare(a.plan.fecha));
}

/** One kept plan; a 'local-…' id also finds the plan once the server has numbered it. */
export async function keptPlan(userId: number, id: PlanId): Promise<PhysicalLocal | null> {
  const record = await planTable.get(id);
  if (record) return record.userId === userId ? localOf(record) : null;
  if (!isLocalPlan(id)) return null;
  return (
    (await keptPlans(userId)).find(
      (p) => p.plan.uuid !== null && localIds.localIdOf(p.plan.uuid) === id,
    ) ?? null
  );
}

/**
 * A queued write to a plan, as its outbox entry says it (a create is the plan made here, kept
 * as it is until acknowledged, so it is none of these).
 */
export type PhysicalWrite =
  | { action: 'actualizar'; form: PhysicalForm }
  | { action: 'eliminar' }
  | { action: 'avance'; semana: number; realizado: boolean }
  | { action: 'marca_guardar'; uuid: string }
  | { action: 'marca_eliminar'; uuid: string };

const actionOf = (path: string) =>
  new URLSearchParams(path.slice(path.indexOf('?') + 1)).get('action');

/** Reads an outbox entry back as a write to a plan and the plan it names; null for anything else. */
function asPhysicalWrite(entry: OutboxEntry): { id: PlanId; write: PhysicalWrite } | null {
  if (!physicalKinds.includes(entry.kind) || !entry.body || typeof entry.body !== 'object')
    return null;
  const b = entry.body as Record<string, unknown>;
  const id = b.id_plan;
  if (typeof id !== 'number' && !localIds.isLocalId(id)) return null;
  const action = actionOf(entry.path);
  const write = ((): PhysicalWrite | null => {
    if (entry.kind === 'physical-progress')
      return typeof b.semana === 'number'
        ? { action: 'avance', semana: b.semana, realizado: b.realizado === true }
        : null;
    if (entry.kind === 'physical-mark') {
      const ok = action === 'marca_guardar' || action === 'marca_eliminar';
      return ok && typeof b.uuid === 'string' ? { action, uuid: b.uuid } : null;
    }
    if (action === 'eliminar') return { action };
    if (action !== 'actualizar') return null;
    const form = {
      titulo: b.titulo,
      tipo_prueba: b.tipo_prueba,
      descripcion: b.descripcion,
      fecha_inicio: b.fecha_inicio,
      fecha_fin: b.fecha_fin,
    };
    return Object.values(form).every((v) => typeof v === 'string')
      ? { action, form: form as PhysicalForm }
      : null;
  })();
  return write && { id, write };
}

/**
 * The change a queued write makes to its plan; null for its delete. A mark logged here is kept
 * as the device has it until acknowledged (`pullMarks`), so only a mark's delete changes a copy.
 */
export function applyPhysicalWrite(
  data: PhysicalLocal,
  write: PhysicalWrite,
): PhysicalLocal | null {
  switch (write.action) {
    case 'eliminar':
      return null;
    case 'actualizar': {
      const plan = { ...data.plan, ...write.form };
      const sameDates =
        plan.fecha_inicio === data.plan.fecha_inicio && plan.fecha_fin === data.plan.fecha_fin;
      // New dates change the weeks; otherwise the server's weeks and progress stand.
      return sameDates ? { ...data, plan } : withProgress({ ...data, plan });
    }
    case 'avance': {
      if (!data.detail) return data;
      const avance = data.detail.avance.map((done, i) =>
        i === write.semana ? write.realizado : done,
      );
      return {
        ...data,
        plan: { ...data.plan, ia_avance_ratio: avanceRatio(avance) },
        detail: { ...data.detail, avance },
      };
    }
    case 'marca_guardar':
      return data;
    case 'marca_eliminar':
      return data.marks
        ? {
            ...data,
            marks: {
              ...data.marks,
              marcas: data.marks.marcas.filter((m) => m.uuid !== write.uuid),
            },
          }
        : data;
  }
}

/** The user's queued writes to plans, oldest first, under the id each plan has now. */
export function queuedPhysicalWrites(userId: number): Promise<QueuedWrite<PhysicalWrite>[]> {
  return readQueued(userId, physicalKinds, asPhysicalWrite);
}

/**
 * Brings the server's list into Dexie, keeping the details and marks already kept, with the
 * writes still queued laid over each plan again.
 */
export async function pullPlans(userId: number): Promise<void> {
  const { planes } = physicalListResponseSchema.parse(await api(`${PHYSICAL_PATH}?action=listar`));
  await db.transaction('rw', planTable, db.outbox, db.localIds, async () => {
    const queued = await queuedPhysicalWrites(userId);
    // A plan with a write still queued stays, even gone from the server's list, until it is sent.
    const pending = new Set(queued.map((q) => q.id));
    const kept = await planTable.where('userId').equals(userId).toArray();
    const serverIds = new Set(planes.map((p) => p.id));
    const gone = kept.filter(
      (r) => !pending.has(r.id) && !isLocalPlan(r.id) && !serverIds.has(r.id as number),
    );
    await planTable.bulkDelete(gone.map((r) => r.id));
    const byId = new Map(kept.map((r) => [r.id, r.data]));
    await planTable.bulkPut(
      planes.flatMap((plan) => {
        const old = byId.get(plan.id);
        const fresh = { plan, detail: old?.detail ?? null, marks: old?.marks ?? null };
        // Null for a plan deleted here: it stays out.
        const shown = reapplyPending(fresh, writesTo(queued, plan.id), applyPhysicalWrite);
        return shown ? [toRecord(userId, shown)] : [];
      }),
    );
  });
}

/** Brings one plan's weeks and flags, with the writes still queued laid over them again. */
export async function pullPlan(userId: number, id: number): Promise<void> {
  const detail = physicalDetailResponseSchema.parse(
    await api(`${PHYSICAL_PATH}?action=obtener&id_plan=${id}`),
  );
  await db.transaction('rw', planTable, db.outbox, db.localIds, async () => {
    const old = localOf(await planTable.get(id));
    const fresh: PhysicalLocal = {
      plan: detail.plan,
      detail: { plan_ia: detail.plan_ia, avance: detail.avance },
      marks: old?.marks ?? null,
    };
    const writes = writesTo(await queuedPhysicalWrites(userId), id);
    // Null for a plan deleted here: it stays out.
    const shown = reapplyPending(fresh, writes, applyPhysicalWrite);
    if (shown) await planTable.put(toRecord(userId, shown));
  });
}

export async function removeKeptPlan(id: PlanId): Promise<void> {
  await planTable.delete(id);
}

const today = () => new Date().toISOString();

/** Weeks and progress recomputed after a local change of dates or flags. */
function withProgress(data: PhysicalLocal): PhysicalLocal {
  const ai = data.detail?.plan_ia ?? { plan: [], resumen: null };
  const weeks = totalWeeks(data.plan.fecha_inicio, data.plan.fecha_fin, ai);
  const avance = avanceFor(data.detail?.avance ?? [], weeks);
  const ratio = avanceRatio(avance);
  return {
    ...data,
    plan: { ...data.plan, semanas: weeks, ia_avance_ratio: ratio },
    detail: data.detail ? { ...data.detail, avance } : data.detail,
  };
}

export class PlanNotSyncedError extends Error {
  constructor() {
    super('El plan aún se está enviando al servidor; inténtalo cuando se haya sincronizado.');
  }
}

async function queuedCreate(userId: number, id: string): Promise<OutboxEntry | undefined> {
  return (await pendingPhysical(userId)).find((e) => planIdOfEntry(e) === id);
}

export async function createPlan(userId: number, form: PhysicalForm): Promise<PlanId> {
  const uuid = crypto.randomUUID();
  const id = localIds.localIdOf(uuid);
  const data = withProgress({
    plan: {
      id,
      uuid,
      ...form,
      ia_avance_ratio: 0,
      semanas: 0,
      semanas_generadas: 0,
      motor: null,
      fecha: today(),
    },
    detail: { plan_ia: { plan: [], resumen: null }, avance: [] },
    marks: null,
  });
  await db.transaction('rw', planTable, db.outbox, async () => {
    await planTable.add(toRecord(userId, data));
    await enqueue({
      userId,
      kind: 'physical-plan-write',
      label: `Plan físico creado: ${form.titulo}`,
      path: `${PHYSICAL_PATH}?action=crear`,
      idempotencyKey: uuid,
      body: { uuid, ...form },
    });
  });
  return id;
}

const updateEntry = (userId: number, id: PlanId, form: PhysicalForm): NewOutboxEntry => ({
  userId,
  kind: 'physical-plan-write',
  label: `Plan físico editado: ${form.titulo}`,
  path: `${PHYSICAL_PATH}?action=actualizar&id_plan=${id}`,
  method: 'PUT',
  body: { id_plan: id, ...form },
});

const deleteEntry = (userId: number, id: PlanId): NewOutboxEntry => ({
  userId,
  kind: 'physical-plan-write',
  label: 'Plan físico eliminado',
  path: `${PHYSICAL_PATH}?action=eliminar`,
  body: { id_plan: id },
});

export async function updatePlan(
  userId: number,
  asShown: PlanId,
  form: PhysicalForm,
): Promise<void> {
  await db.transaction('rw', planTable, db.outbox, db.localIds, async () => {
    const id = await localIds.currentId(asShown);
    const data = localOf(await planTable.get(id));
    if (!data) throw new Error(PLAN_MSG.physicalNotFound);
    const add = isLocalPlan(id) ? await queuedCreate(userId, id) : undefined;
    if (isLocalPlan(id) && add?.seq === undefined) throw new PlanNotSyncedError();
    // Before its first send the create carries the edit; once sent, the edit is queued under the
    // local id, which the drain rewrites once the create is numbered.
    if (add?.seq !== undefined && isUnsent(add)) {
      await db.outbox.update(add.seq, { body: { ...(add.body as object), ...form } });
    } else {
      await enqueue(updateEntry(userId, id, form));
    }
    await planTable.put(
      toRecord(userId, withProgress({ ...data, plan: { ...data.plan, ...form } })),
    );
  });
}

export async function deletePlan(userId: number, asShown: PlanId): Promise<void> {
  await db.transaction('rw', planTable, db.outbox, db.localIds, async () => {
    const id = await localIds.currentId(asShown);
    // Writes still waiting for this plan are pointless once it is gone; an unsent create too,
    // and then the server never hears of the plan.
    const stale = (await pendingPhysical(userId)).filter(
      (e) => planIdOfEntry(e) === id && isUnsent(e),
    );
    await db.outbox.bulkDelete(stale.flatMap((e) => (e.seq === undefined ? [] : [e.seq])));
    // A create on its way (or tried) may reach the server: the delete follows it.
    const add = isLocalPlan(id) ? await queuedCreate(userId, id) : undefined;
    if (!isLocalPlan(id) || add !== undefined) await enqueue(deleteEntry(userId, id));
    await planTable.delete(id);
  });
}

/** Ticks or unticks week `index` (0-based) here and queues it. */
export async function markWeek(
  userId: number,
  id: number,
  index: number,
  realizado: boolean,
): Promise<void> {
  await db.transaction('rw', planTable, db.outbox, async () => {
    const data = localOf(await planTable.get(id));
    if (!data?.detail) throw new Error(PLAN_MSG.physicalNotFound);
    const avance = [...data.detail.avance];
    avance[index] = realizado;
    await planTable.put(
      toRecord(userId, withProgress({ ...data, detail: { ...data.detail, avance } })),
    );
    await enqueue({
      userId,
      kind: 'physical-progress',
      label: `Semana ${index + 1} ${realizado ? 'completada' : 'marcada como pendiente'}`,
      path: `${PHYSICAL_PATH}?action=avance`,
      method: 'PUT',
      body: { id_plan: id, semana: index, realizado },
    });
  });
}

/** Asks the server for week `semana` (1-based); online only, like every AI call. */
export async function generateWeek(userId: number, id: number, semana: number) {
  const res = physicalWeekResponseSchema.parse(
    await api(`${PHYSICAL_PATH}?action=generar_semana`, {
      method: 'POST',
      body: { id_plan: id, semana, fast: false },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    }),
  );
  await db.transaction('rw', planTable, async () => {
    const data = localOf(await planTable.get(id));
    if (!data) return;
    const generated = res.plan_ia.plan.filter((w) => w !== null).length;
    await planTable.put(
      toRecord(userId, {
        ...data,
        plan: {
          ...data.plan,
          semanas: res.avance.length,
          semanas_generadas: generated,
          ia_avance_ratio: res.ia_avance_ratio,
        },
        detail: { plan_ia: res.plan_ia, avance: res.avance },
      }),
    );
  });
  return res;
}

/**
 * The create of plan `uuid` was acknowledged as `id`: the id is recorded for the writes queued
 * under the local one meanwhile (an edit, or the delete of a plan no longer kept here), and the
 * kept plan takes it.
 */
async function acknowledgeCreate(entry: OutboxEntry, uuid: string, id: number): Promise<void> {
  await db.transaction('rw', planTable, db.localIds, async () => {
    await localIds.recordServerId(entry.userId, localIds.localIdOf(uuid), id);
    const record = await planTable.get(localIds.localIdOf(uuid));
    const data = localOf(record);
    if (!record || !data) return;
    await planTable.delete(record.id);
    await planTable.put({ ...record, id, data: { ...data, plan: { ...data.plan, id } } });
  });
}

let registered = false;

/**
 * Acknowledged writes: a created plan takes the server's id; a week flag takes its answer. The
 * marks' module is loaded here, first: an acknowledgement runs inside a Dexie transaction,
 * which an import awaited there would end.
 */
export async function registerPhysicalPlanSync(): Promise<void> {
  if (registered) return;
  const { acknowledgeMark } = await import('./physical-marks');
  if (registered) return;
  registered = true;
  localIds.declareIdFields('physical-plan-write', { query: ['id_plan'], body: ['id_plan'] });
  localIds.declareIdFields('physical-progress', { query: ['id_plan'], body: ['id_plan'] });
  localIds.declareIdFields('physical-mark', { query: ['id_plan'], body: ['id_plan', 'id'] });
  onAcknowledged('physical-plan-write', async (entry, response) => {
    const created = physicalCreatedResponseSchema.safeParse(response);
    const uuid = (entry.body as { uuid?: string }).uuid;
    if (created.success && uuid) await acknowledgeCreate(entry, uuid, created.data.id);
  });
  onAcknowledged('physical-progress', async (entry, response) => {
    const parsed = avanceResponseSchema.safeParse(response);
    const id = (entry.body as { id_plan?: number }).id_plan;
    if (!parsed.success || id === undefined) return;
    await db.transaction('rw', planTable, db.outbox, db.localIds, async () => {
      const data = localOf(await planTable.get(id));
      if (!data?.detail) return;
      const fresh: PhysicalLocal = {
        ...data,
        plan: { ...data.plan, ia_avance_ratio: parsed.data.ia_avance_ratio },
        detail: { ...data.detail, avance: parsed.data.avance },
      };
      // The server's flags, with the writes to the plan still waiting laid over them again.
      const writes = writesTo(await queuedPhysicalWrites(entry.userId), id);
      const shown = reapplyPending(fresh, writes, applyPhysicalWrite);
      if (shown) await planTable.put(toRecord(entry.userId, shown));
    });
  });
  onAcknowledged('physical-mark', acknowledgeMark);
}
