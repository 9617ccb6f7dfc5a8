// The step to version 5 of the local database for the writes already queued. Before it, a
// comment, a physical plan or a mark changed while its create was on its way (taken into a
// request, or tried) was changed on the device only, and the create's acknowledgement queued the
// edit or delete under the server's id. From version 5 on that acknowledgement only records the
// id (src/lib/sync/local-ids.ts), and the change is queued at once under the local id; so a
// change made that way before the update is queued here, as the feature queues it now (same
// path, body and label as src/features/quiz/data/comments.ts and
// src/features/physical-plans/data/physical-plans.ts, physical-marks.ts). The upgrade may not
// import the features, hence the copy.
import type { Transaction } from 'dexie';
import type { OutboxEntry } from './schema';

type Body = Record<string, unknown>;
type Change = Pick<OutboxEntry, 'kind' | 'label' | 'path' | 'body'> & {
  method?: OutboxEntry['method'];
};

const PLAN_FORM = ['titulo', 'tipo_prueba', 'descripcion', 'fecha_inicio', 'fecha_fin'] as const;
const PLANS = 'planes_fisicos.php';

async function commentChange(tx: Transaction, add: OutboxEntry): Promise<Change | null> {
  const id = `local-${add.idempotencyKey}`;
  const kept = (await tx.table('comments').get(id)) as { data: Body } | undefined;
  const path = 'comentarios.php';
  // Not kept: deleted by the user, or forgotten at logout with its add still queued. A delete
  // would lose the second one's comment, so the comment stays on the server either way.
  if (!kept) return null;
  const { comentario } = kept.data;
  if (comentario === (add.body as Body).comentario) return null;
  const label = 'Edición de un comentario';
  return { kind: 'comment-edit', label, path, method: 'PUT', body: { id, comentario } };
}

async function planChange(tx: Transaction, create: OutboxEntry): Promise<Change | null> {
  const sent = create.body as Body;
  const id = `local-${String(sent.uuid)}`;
  const kept = (await tx.table('physicalPlans').get(id)) as { data: { plan: Body } } | undefined;
  // Not kept: deleted by the user, or forgotten at logout with its create still queued; as for
  // a comment, the plan stays on the server rather than risk deleting one the user kept.
  if (!kept) return null;
  const { plan } = kept.data;
  if (PLAN_FORM.every((field) => plan[field] === sent[field])) return null;
  const form = Object.fromEntries(PLAN_FORM.map((field) => [field, plan[field]]));
  return {
    kind: 'physical-plan-write',
    label: `Plan físico editado: ${String(plan.titulo)}`,
    path: `${PLANS}?action=actualizar&id_plan=${id}`,
    method: 'PUT',
    body: { id_plan: id, ...form },
  };
}

async function markChange(tx: Transaction, write: OutboxEntry): Promise<Change | null> {
  const { id_plan: idPlan, uuid } = write.body as Body;
  const kept = (await tx.table('physicalPlans').get(idPlan as number)) as
    { data: { marks: { marcas: { uuid: string }[] } | null } } | undefined;
  const marcas = kept?.data.marks?.marcas;
  if (!marcas || marcas.some((m) => m.uuid === uuid)) return null;
  return {
    kind: 'physical-mark',
    label: 'Marca eliminada',
    path: `${PLANS}?action=marca_eliminar`,
    body: { id_plan: idPlan, id: `local-${String(uuid)}`, uuid },
  };
}

function changeOf(tx: Transaction, entry: OutboxEntry): Promise<Change | null> {
  if (entry.kind === 'comment-add') return commentChange(tx, entry);
  if (entry.kind === 'physical-plan-write' && entry.path.includes('action=crear'))
    return planChange(tx, entry);
  if (entry.kind === 'physical-mark' && entry.path.includes('action=marca_guardar'))
    return markChange(tx, entry);
  return Promise.resolve(null);
}

/**
 * Version 5: queues, behind every queued write, the changes made to records whose create was on
 * its way; and a technique edit queued (or refused) before its summary was numbered, with
 * `resumen_id` null for the summary's acknowledgement to fill in, names the summary's local id
 * instead, which the drain rewrites (src/features/summaries/data/store.ts, sync.ts).
 */
export async function upgradeToLocalIds(tx: Transaction): Promise<void> {
  await queueChanges(tx);
  // The refused ones too: retried after their summary, they go under its id.
  for (const name of ['outbox', 'deadLetters']) {
    await tx
      .table<OutboxEntry>(name)
      .filter((e) => e.kind === 'summary-technique')
      .modify((entry) => {
        const body = entry.body as Body;
        if (body.resumen_id === null && typeof body.uuid === 'string')
          entry.body = { ...body, resumen_id: `local-${body.uuid}` };
      });
  }
}

/** Queues, behind every queued write, the changes made to records whose create was on its way. */
async function queueChanges(tx: Transaction): Promise<void> {
  const outbox = tx.table<OutboxEntry, number>('outbox');
  const now = Date.now();
  for (const entry of await outbox.orderBy('seq').toArray()) {
    if (entry.attempts === 0 && entry.inFlight !== true) continue;
    const change = await changeOf(tx, entry);
    if (!change) continue;
    await outbox.add({
      method: 'POST',
      ...change,
      userId: entry.userId,
      encoding: 'json',
      idempotencyKey: crypto.randomUUID(),
      createdAt: now,
      attempts: 0,
      nextAttemptAt: now,
      lastError: null,
    });
  }
}
