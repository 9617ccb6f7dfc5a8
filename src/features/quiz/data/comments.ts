// Comments on a question (comentarios.php). The device keeps the last list the server gave for
// each question it showed (Dexie `comments`) plus the user's own writes not yet sent. Every
// write lands there first, in the same transaction as its outbox entry, so a comment written
// offline shows at once, marked pending, and reaches the server when the outbox drains.
// A comment added here has a local id ('local-' + its Idempotency-Key) until the server gives
// it one. Editing or deleting it before it was ever sent changes or drops the queued add; once
// the add is on its way (`isUnsent` is false) the edit or delete is queued at once naming the
// local id, which the drain rewrites with the server's when it sends it
// (src/lib/sync/local-ids.ts). A refresh takes the server's copy of each comment and lays the
// user's edits and deletes still waiting over it again (src/lib/sync/reapply.ts): the queued
// text shows with the server's other fields, and a comment deleted here stays out.
import type { Comentario, Nivel } from '@/core/contract';
import { addCommentResponseSchema, commentsResponseSchema } from '@/core/contract';
import { ApiError, NetworkError, api } from '@/lib/api-client';
import { commentsTable, db } from '@/lib/db/db';
import type { CommentRecord, OutboxEntry } from '@/lib/db/schema';
import { onAcknowledged } from '@/lib/sync/drain';
import * as localIds from '@/lib/sync/local-ids';
import type { NewOutboxEntry } from '@/lib/sync/outbox';
import { enqueue, isUnsent } from '@/lib/sync/outbox';
import type { QueuedWrite } from '@/lib/sync/reapply';
import { readQueued, reapplyPending, writesTo } from '@/lib/sync/reapply';

const PATH = 'comentarios.php';

/** A comment as the card shows it; a local one has a string id until the server numbers it. */
export type LocalComment = Omit<Comentario, 'id'> & { id: number | string };

/** db.comments, its records' data typed as this feature keeps it. */
const commentTable = commentsTable<LocalComment>();

export interface Author {
  id: number;
  username: string;
  nivel: Nivel;
}

/** Writes still pending for a comment: can it still be changed in place, and is it waiting? */
export class CommentBusyError extends Error {
  constructor() {
    super('El comentario aún se está enviando; inténtalo cuando se haya sincronizado.');
  }
}

const localId = (entry: Pick<OutboxEntry, 'idempotencyKey'>) =>
  localIds.localIdOf(entry.idempotencyKey);
const isCommentEntry = (e: OutboxEntry) =>
  e.kind === 'comment-add' || e.kind === 'comment-edit' || e.kind === 'comment-delete';

/** The comment id an outbox entry writes to. */
export function commentIdOf(entry: OutboxEntry): number | string | null {
  if (entry.kind === 'comment-add') return localId(entry);
  if (entry.kind === 'comment-edit' || entry.kind === 'comment-delete')
    return (entry.body as { id?: number }).id ?? null;
  return null;
}

async function commentEntries(userId: number): Promise<OutboxEntry[]> {
  return (await db.outbox.where('userId').equals(userId).toArray()).filter(isCommentEntry);
}

/** The ids of this user's comments with a write still waiting in the outbox. */
export async function pendingCommentIds(userId: number): Promise<Set<number | string>> {
  const ids = (await commentEntries(userId)).map(commentIdOf).filter((id) => id !== null);
  return localIds.withServerIds(ids);
}

/** A queued change of a comment the server has (or will have once its add is acknowledged). */
type CommentWrite = { action: 'editar'; comentario: string } | { action: 'borrar' };

/** Reads an outbox entry back as an edit or delete and the comment it names; null otherwise. */
function asCommentWrite(entry: OutboxEntry): { id: number | string; write: CommentWrite } | null {
  const body = entry.body as { id?: unknown; comentario?: unknown } | null;
  const id = body?.id;
  if (typeof id !== 'number' && !localIds.isLocalId(id)) return null;
  if (entry.kind === 'comment-delete') return { id, write: { action: 'borrar' } };
  if (entry.kind !== 'comment-edit' || typeof body?.comentario !== 'string') return null;
  return { id, write: { action: 'editar', comentario: body.comentario } };
}

/** The change a queued write makes to its comment; null for its delete. */
function applyCommentWrite(comment: LocalComment, write: CommentWrite): LocalComment | null {
  return write.action === 'borrar' ? null : { ...comment, comentario: write.comentario };
}

/** The user's queued edits and deletes, oldest first, under the id each comment has now. */
function queuedCommentWrites(userId: number): Promise<QueuedWrite<CommentWrite>[]> {
  return readQueued(userId, ['comment-edit', 'comment-delete'], asCommentWrite);
}

/** The kept comments of a question, oldest first (a local one last until it has a date). */
export async function keptComments(idPregunta: number): Promise<LocalComment[]> {
  const records = await commentTable.where('idPregunta').equals(idPregunta).toArray();
  return records.map((r) => r.data).sort((a, b) => a.fecha.localeCompare(b.fecha));
}

const toRecord = (c: LocalComment, pending: boolean): CommentRecord<LocalComment> => ({
  id: c.id,
  idPregunta: c.id_pregunta,
  data: c,
  pending,
});

/**
 * Replaces the kept list of a question with the server's, with the user's edits and deletes
 * still on their way laid over it again; a comment added here stays as it is until the server
 * has numbered it, and so does one with a write waiting that the server did not send.
 */
export async function refreshComments(idPregunta: number, userId: number | null): Promise<void> {
  let comentarios: Comentario[];
  try {
    comentarios = commentsResponseSchema.parse(
      await api(`${PATH}?id_pregunta=${idPregunta}`),
    ).comentarios;
  } catch (error) {
    if (error instanceof NetworkError || (error instanceof ApiError && error.status >= 500)) return;
    throw error;
  }
  await db.transaction('rw', commentTable, db.outbox, db.localIds, async () => {
    const pending = userId === null ? new Set<number | string>() : await pendingCommentIds(userId);
    const kept = await commentTable.where('idPregunta').equals(idPregunta).toArray();
    const queued = userId === null ? [] : await queuedCommentWrites(userId);
    const stale = kept.filter((r) => !pending.has(r.id)).map((r) => r.id);
    await commentTable.bulkDelete(stale);
    await commentTable.bulkPut(
      comentarios.flatMap((c) => {
        const writes = writesTo(queued, c.id);
        // Null for a comment deleted here: it stays out.
        const shown = reapplyPending<LocalComment, CommentWrite>(c, writes, applyCommentWrite);
        return shown ? [toRecord(shown, writes.length > 0)] : [];
      }),
    );
  });
}

/** Adds a comment here and queues it for the server. */
export async function addComment(
  author: Author,
  idProceso: number,
  idPregunta: number,
  text: string,
): Promise<void> {
  const comentario = text.trim();
  if (!comentario) return;
  const key = crypto.randomUUID();
  const comment: LocalComment = {
    id: localIds.localIdOf(key),
    id_proceso: idProceso,
    id_usuario: author.id,
    id_pregunta: idPregunta,
    tipo: 'pregunta',
    comentario,
    username: author.username,
    fecha: new Date().toISOString(),
    rol: author.nivel,
    puede_editar: true,
  };
  await db.transaction('rw', commentTable, db.outbox, async () => {
    await commentTable.add(toRecord(comment, true));
    await enqueue({
      userId: author.id,
      kind: 'comment-add',
      label: 'Comentario en una pregunta',
      path: PATH,
      idempotencyKey: key,
      body: { id_proceso: idProceso, id_pregunta: idPregunta, tipo: 'pregunta', comentario },
    });
  });
}

/** The queued add of a local comment, if it is still in the outbox. */
async function queuedAdd(userId: number, id: string): Promise<OutboxEntry | undefined> {
  return (await commentEntries(userId)).find((e) => e.kind === 'comment-add' && localId(e) === id);
}

const editEntry = (userId: number, id: number | string, comentario: string): NewOutboxEntry => ({
  userId,
  kind: 'comment-edit',
  label: 'Edición de un comentario',
  path: PATH,
  method: 'PUT',
  body: { id, comentario },
});

const deleteEntry = (userId: number, id: number | string): NewOutboxEntry => ({
  userId,
  kind: 'comment-delete',
  label: 'Borrado de un comentario',
  path: PATH,
  body: { action: 'delete', id },
});

export async function editComment(
  userId: number,
  comment: LocalComment,
  text: string,
): Promise<void> {
  const comentario = text.trim();
  if (!comentario) return;
  await db.transaction('rw', commentTable, db.outbox, db.localIds, async () => {
    const id = await localIds.currentId(comment.id);
    const add = localIds.isLocalId(id) ? await queuedAdd(userId, id) : undefined;
    if (localIds.isLocalId(id) && add?.seq === undefined) throw new CommentBusyError();
    // Before its first send the add carries the new text; once sent, the edit is queued under
    // the local id, which the drain rewrites once the add is numbered.
    if (add?.seq !== undefined && isUnsent(add)) {
      await db.outbox.update(add.seq, { body: { ...(add.body as object), comentario } });
    } else {
      await enqueue(editEntry(userId, id, comentario));
    }
    await commentTable.put(toRecord({ ...comment, id, comentario }, true));
  });
}

export async function deleteComment(userId: number, comment: LocalComment): Promise<void> {
  await db.transaction('rw', commentTable, db.outbox, db.localIds, async () => {
    const id = await localIds.currentId(comment.id);
    const add = localIds.isLocalId(id) ? await queuedAdd(userId, id) : undefined;
    // Never sent: the add is dropped and the server never hears of it. On its way (or tried):
    // the delete follows it.
    if (add?.seq !== undefined && isUnsent(add)) await db.outbox.delete(add.seq);
    else if (!localIds.isLocalId(id) || add) await enqueue(deleteEntry(userId, id));
    await commentTable.delete(id);
  });
}

/**
 * The add of `entry` was acknowledged as `id`: the id is recorded for the edit or delete queued
 * under the local one while the add was on its way, and the kept copy takes it, still pending
 * while such a write waits. A comment deleted here meanwhile stays gone, even if a refresh
 * brought the server's copy.
 */
async function acknowledgeAdd(entry: OutboxEntry, id: number): Promise<void> {
  await db.transaction('rw', commentTable, db.outbox, db.localIds, async () => {
    await localIds.recordServerId(entry.userId, localId(entry), id);
    const kept = await commentTable.get(localId(entry));
    if (!kept) {
      await commentTable.delete(id);
      return;
    }
    const waiting = (await pendingCommentIds(entry.userId)).has(kept.id);
    await commentTable.delete(kept.id);
    await commentTable.put(toRecord({ ...kept.data, id }, waiting));
  });
}

let registered = false;

/** Once the server numbers a comment added here, the kept copy takes that id at once. */
export function registerCommentSync(): void {
  if (registered) return;
  registered = true;
  localIds.declareIdFields('comment-edit', { body: ['id'] });
  localIds.declareIdFields('comment-delete', { body: ['id'] });
  onAcknowledged('comment-add', async (entry, response) => {
    const parsed = addCommentResponseSchema.safeParse(response);
    if (parsed.success) await acknowledgeAdd(entry, parsed.data.id);
  });
}
