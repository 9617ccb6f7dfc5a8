// The one rule for a fresh copy from the server of a record the user still has writes queued
// for: the server's copy is the base, and the user's unsent writes are laid over it again in the
// order they were made, so they win over it until the server has them while every field they do
// not touch is the server's. A record a queued write deletes stays deleted.
import { db } from '../db/db';
import type { OutboxEntry, OutboxKind } from '../db/schema';
import { isLocalId, serverIdsOf } from './local-ids';

/** The id of a record: the server's, or a local id ('local-…') it has not numbered yet. */
export type RecordId = number | string;

/**
 * `fresh` with `writes` (oldest first) applied one after the other by `apply`, the feature's
 * change of one write to its record; `apply` returns null for a write that deletes the record,
 * and then the result is null: the record stays out whatever follows.
 */
export function reapplyPending<R, W>(
  fresh: R,
  writes: readonly W[],
  apply: (record: R, write: W) => R | null,
): R | null {
  let record: R | null = fresh;
  for (const write of writes) {
    if (record === null) return null;
    record = apply(record, write);
  }
  return record;
}

/** A queued write read back from the outbox, with the id its record has now. */
export interface QueuedWrite<W> {
  entry: OutboxEntry;
  /** The record written to; a local id the server has numbered since is the server's. */
  id: RecordId;
  write: W;
}

/**
 * The user's queued entries of `kinds`, oldest first, each read by `read` (null skips it) into
 * the id of the record it writes to and the write. Reads `db.outbox` and `db.localIds`, which a
 * caller's transaction must cover.
 */
export async function readQueued<W>(
  userId: number,
  kinds: readonly OutboxKind[],
  read: (entry: OutboxEntry) => { id: RecordId; write: W } | null,
): Promise<QueuedWrite<W>[]> {
  const entries = await db.outbox.where('userId').equals(userId).sortBy('seq');
  const found = entries.flatMap((entry) => {
    const got = kinds.includes(entry.kind) ? read(entry) : null;
    return got ? [{ entry, ...got }] : [];
  });
  const numbered = await serverIdsOf(found.flatMap(({ id }) => (isLocalId(id) ? [id] : [])));
  return found.map((q) => {
    const id = isLocalId(q.id) ? numbered.get(q.id) : undefined;
    return id === undefined ? q : { ...q, id };
  });
}

/** The writes of `queued` to record `id`, oldest first. */
export function writesTo<W>(queued: readonly QueuedWrite<W>[], id: RecordId): W[] {
  return queued.flatMap((q) => (q.id === id ? [q.write] : []));
}
