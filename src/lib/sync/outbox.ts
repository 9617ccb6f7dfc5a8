// The outbox: writes waiting for the server, in the order the user made them. An entry is
// added in the same Dexie transaction as the local change it carries (callers open that
// transaction over their table and db.outbox), with an Idempotency-Key made when the user
// acted and kept across retries, so a write that reached the server twice counts once.
import { db } from '../db/db';
import type { OutboxEntry, OutboxKind } from '../db/schema';

export interface NewOutboxEntry {
  userId: number;
  kind: OutboxKind;
  label: string;
  path: string;
  body: unknown;
  method?: OutboxEntry['method'];
  encoding?: OutboxEntry['encoding'];
  idempotencyKey?: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Called after every enqueue, so the sync engine can try to send at once. */
export function onEnqueue(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Adds an entry; call it inside a `db.transaction('rw', [..., db.outbox], …)`. */
export async function enqueue(entry: NewOutboxEntry): Promise<number> {
  const now = Date.now();
  const seq = await db.outbox.add({
    userId: entry.userId,
    kind: entry.kind,
    label: entry.label,
    method: entry.method ?? 'POST',
    path: entry.path,
    body: entry.body,
    encoding: entry.encoding ?? 'json',
    idempotencyKey: entry.idempotencyKey ?? crypto.randomUUID(),
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
  });
  // Let the transaction commit before anyone reads the outbox.
  setTimeout(() => listeners.forEach((l) => l()), 0);
  return seq as number;
}

/**
 * True while the entry has never left this device: a feature may still fold an edit into its
 * body or drop it. Once the drain took it into a request (`inFlight`) or tried it (`attempts`),
 * the server may apply it as it stands under its Idempotency-Key, and a later change of the user
 * must travel as a write of its own.
 */
export function isUnsent(entry: OutboxEntry): boolean {
  return entry.attempts === 0 && entry.inFlight !== true;
}

export function pendingEntries(userId: number): Promise<OutboxEntry[]> {
  return db.outbox.where('userId').equals(userId).sortBy('seq');
}

export function pendingCount(userId: number): Promise<number> {
  return db.outbox.where('userId').equals(userId).count();
}

/** Moves a refused entry back to the queue, at its end, to be tried again now. */
export async function retryDeadLetter(id: number): Promise<void> {
  await db.transaction('rw', db.deadLetters, db.outbox, async () => {
    const letter = await db.deadLetters.get(id);
    if (!letter) return;
    const {
      id: _id,
      seq: _seq,
      status: _status,
      error: _error,
      failedAt: _failedAt,
      ...entry
    } = letter;
    await db.outbox.add({
      ...entry,
      attempts: 0,
      ackFailures: 0,
      nextAttemptAt: Date.now(),
      lastError: null,
    });
    await db.deadLetters.delete(id);
  });
  listeners.forEach((l) => l());
}

export async function discardDeadLetter(id: number): Promise<void> {
  await db.deadLetters.delete(id);
}

/** Drops a pending entry the user chose to give up; its local change stays as it is. */
export async function discardPending(seq: number): Promise<void> {
  await db.outbox.delete(seq);
}
