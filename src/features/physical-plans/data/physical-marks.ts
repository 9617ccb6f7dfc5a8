// The marks of a physical plan in the official tests of its tipo_prueba, kept in the plan's
// record of db.physicalPlans (`marks`: the scale the server sent and the marks). A mark logged
// here is scored at once with the same scale (src/core/plans/physical-scales.ts), shown as
// pending, and sent through the outbox ('physical-mark', the mark's uuid as Idempotency-Key).
import type { EscalaFisica } from '@/core/plans/physical-scales';
import { scoreMark } from '@/core/plans/physical-scales';
import type { Marca } from '@/core/contract/physical-marks';
import {
  MARK_MSG,
  marcaSavedResponseSchema,
  marcasResponseSchema,
} from '@/core/contract/physical-marks';
import { PLAN_MSG } from '@/core/contract/plans';
import { api } from '@/lib/api-client';
import { db } from '@/lib/db/db';
import type { OutboxEntry, OwnedRecord } from '@/lib/db/schema';
import { localIdOf, recordServerId } from '@/lib/sync/local-ids';
import type { NewOutboxEntry } from '@/lib/sync/outbox';
import { enqueue, isUnsent } from '@/lib/sync/outbox';
import { reapplyPending, writesTo } from '@/lib/sync/reapply';
import type { PhysicalLocal } from './physical-plans';
import {
  PHYSICAL_PATH,
  applyPhysicalWrite,
  localOf,
  pendingPhysical,
  planTable,
  queuedPhysicalWrites,
} from './physical-plans';

/** A mark here: the server's, or one logged on this device (id null until acknowledged). */
export type LocalMarca = Omit<Marca, 'id'> & { id: number | null; uuid: string };

export interface PhysicalMarks {
  escala: EscalaFisica;
  marcas: LocalMarca[];
}

async function writeMarks(
  record: OwnedRecord<PhysicalLocal>,
  change: (marks: PhysicalMarks) => PhysicalMarks,
): Promise<void> {
  const { data } = record;
  if (!data.marks) return;
  await planTable.put({
    ...record,
    data: { ...data, marks: change(data.marks) },
    updatedAt: Date.now(),
  });
}

const byDate = (a: LocalMarca, b: LocalMarca) => a.fecha.localeCompare(b.fecha);

/** The uuids of this plan's marks whose write still waits in the outbox. */
export async function pendingMarkUuids(userId: number): Promise<Set<string>> {
  const entries = (await pendingPhysical(userId)).filter((e) => e.kind === 'physical-mark');
  return new Set(entries.map((e) => (e.body as { uuid?: string }).uuid ?? '').filter(Boolean));
}

/**
 * Brings the plan's scale and marks. A mark logged here stays as the device has it until its
 * write is acknowledged; the other writes still queued are laid over the server's copy again
 * (src/lib/sync/reapply.ts), so a mark deleted here stays out.
 */
export async function pullMarks(userId: number, idPlan: number): Promise<void> {
  const res = marcasResponseSchema.parse(
    await api(`${PHYSICAL_PATH}?action=marcas_listar&id_plan=${idPlan}`),
  );
  await db.transaction('rw', planTable, db.outbox, db.localIds, async () => {
    const record = await planTable.get(idPlan);
    const data = localOf(record);
    if (!record || !data) return;
    const writes = writesTo(await queuedPhysicalWrites(userId), idPlan);
    const logged = new Set(writes.flatMap((w) => (w.action === 'marca_guardar' ? [w.uuid] : [])));
    const waiting = (data.marks?.marcas ?? []).filter((m) => logged.has(m.uuid));
    const fromServer = res.marcas
      .filter((m) => !m.uuid || !logged.has(m.uuid))
      .map((m): LocalMarca => ({ ...m, uuid: m.uuid ?? `server-${m.id}` }));
    const fresh: PhysicalLocal = {
      ...data,
      marks: { escala: res.escala, marcas: [...fromServer, ...waiting].sort(byDate) },
    };
    const shown = reapplyPending(fresh, writes, applyPhysicalWrite);
    if (!shown) return;
    await planTable.put({ ...record, data: shown, updatedAt: Date.now() });
  });
}

export interface NewMark {
  prueba: string;
  valor: number;
  fecha: string;
}

export async function logMark(userId: number, idPlan: number, mark: NewMark): Promise<void> {
  const uuid = crypto.randomUUID();
  await db.transaction('rw', planTable, db.outbox, async () => {
    const record = await planTable.get(idPlan);
    const escala = localOf(record)?.marks?.escala;
    const prueba = escala?.pruebas.find((p) => p.id === mark.prueba);
    if (!record) throw new Error(PLAN_MSG.physicalNotFound);
    if (!prueba) throw new Error(MARK_MSG.prueba);
    const local: LocalMarca = {
      id: null,
      uuid,
      id_plan: idPlan,
      ...mark,
      ...scoreMark(prueba, mark.valor),
    };
    await writeMarks(record, (m) => ({ ...m, marcas: [...m.marcas, local].sort(byDate) }));
    await enqueue({
      userId,
      kind: 'physical-mark',
      label: `Marca registrada: ${prueba.nombre}`,
      path: `${PHYSICAL_PATH}?action=marca_guardar`,
      idempotencyKey: uuid,
      body: { id_plan: idPlan, uuid, ...mark },
    });
  });
}

/**
 * The delete of a mark, by the server's id or, while its write is on its way, by its local id
 * ('local-' + its uuid, src/lib/sync/local-ids.ts). It also names the mark's uuid (the server
 * ignores it), so a pull before it is sent keeps the mark out (`applyPhysicalWrite`).
 */
const deleteEntry = (
  userId: number,
  idPlan: number,
  mark: { id: number | string; uuid: string },
): NewOutboxEntry => ({
  userId,
  kind: 'physical-mark',
  label: 'Marca eliminada',
  path: `${PHYSICAL_PATH}?action=marca_eliminar`,
  body: { id_plan: idPlan, id: mark.id, uuid: mark.uuid },
});

export async function deleteMark(userId: number, idPlan: number, mark: LocalMarca): Promise<void> {
  await db.transaction('rw', planTable, db.outbox, async () => {
    const record = await planTable.get(idPlan);
    if (!record) throw new Error(PLAN_MSG.physicalNotFound);
    const queued = (await pendingPhysical(userId)).find(
      (e) => e.kind === 'physical-mark' && (e.body as { uuid?: string }).uuid === mark.uuid,
    );
    // Never sent: its queued write is dropped. On its way: the delete follows it.
    if (mark.id === null && queued?.seq !== undefined && isUnsent(queued)) {
      await db.outbox.delete(queued.seq);
    } else if (mark.id !== null || queued) {
      await enqueue(deleteEntry(userId, idPlan, { ...mark, id: mark.id ?? localIdOf(mark.uuid) }));
    }
    await writeMarks(record, (m) => ({
      ...m,
      marcas: m.marcas.filter((x) => x.uuid !== mark.uuid),
    }));
  });
}

/**
 * A logged mark acknowledged: its id is recorded for a delete queued while it was on its way,
 * and the server's copy replaces the pending one (a mark deleted here meanwhile stays gone).
 */
export async function acknowledgeMark(entry: OutboxEntry, response: unknown): Promise<void> {
  const saved = marcaSavedResponseSchema.safeParse(response);
  const { id_plan: idPlan, uuid } = entry.body as { id_plan?: number; uuid?: string };
  if (!saved.success || idPlan === undefined) return;
  await db.transaction('rw', planTable, db.localIds, async () => {
    if (uuid) await recordServerId(entry.userId, localIdOf(uuid), saved.data.marca.id);
    const record = await planTable.get(idPlan);
    const marcas = localOf(record)?.marks?.marcas;
    if (!record || !marcas) return;
    const server: LocalMarca = {
      ...saved.data.marca,
      uuid: saved.data.marca.uuid ?? `server-${saved.data.marca.id}`,
    };
    if (!marcas.some((x) => x.uuid === server.uuid)) return;
    await writeMarks(record, (m) => ({
      ...m,
      marcas: m.marcas.map((x) => (x.uuid === server.uuid ? server : x)),
    }));
  });
}
