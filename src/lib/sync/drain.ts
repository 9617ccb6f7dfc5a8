// Sends one user's outbox to the server, oldest first, a batch of entries per request
// (push.ts). An entry leaves the outbox only when the server acknowledged it, and in the same
// Dexie transaction as what that acknowledgement changes on the device (a local id swapped for
// the server's and recorded for the writes queued under it, fields the server set): a tab
// closed in between, or a handler that throws, leaves the entry queued, and sending it again is
// answered from the server's idempotency record. A handler that keeps throwing moves its entry
// to the dead letters with the reason after a few tries; it is never dropped. A permanent
// refusal (a 4xx other than 401, 408, 429, and 409 for its first few attempts) moves the entry
// to the dead letters with the server's reason and the next entry goes on; a network error, a
// timeout, 408, 429 or a 5xx keeps it at the head and waits (exponential backoff with jitter),
// so the order the user acted in is the order the server sees.
import { SYNC_BATCH_SIZE } from '@/core/contract/sync';
import { ApiError, NetworkError } from '../api-client';
import { db } from '../db/db';
import type { OutboxEntry, OutboxKind } from '../db/schema';
import { backoffDelay } from './backoff';
import { ORPHAN_MSG, forgetSettledIds, resolveEntries } from './local-ids';
import type { Head, Outcome } from './push';
import { nextBatch, push } from './push';

export interface DrainResult {
  sent: number;
  deadLettered: number;
  /** When the head entry may be tried again; null when the outbox is empty. */
  nextAttemptAt: number | null;
  /** True when the session could not be renewed: entries wait for the user to log in. */
  sessionEnded: boolean;
}

/**
 * What to do on the device once the server has acknowledged an entry of a kind. It runs inside
 * the transaction that removes the entry, which covers every table: it must use Dexie only
 * (no network, no dynamic import) and may open nested transactions over its tables.
 */
type AckHandler = (entry: OutboxEntry, response: unknown) => Promise<void>;
const ackHandlers = new Map<OutboxKind, AckHandler>();

export function onAcknowledged(kind: OutboxKind, handler: AckHandler): void {
  ackHandlers.set(kind, handler);
}

const ackWirings = new Map<OutboxKind, () => Promise<void>>();

/**
 * For a kind whose handler lives in a module the start need not load (a feature's schemas and
 * records): `wire` imports that module and calls its register function, before the first entry
 * of the kind is sent. A kind already wired is left as it is.
 */
export function onAcknowledgedLazily(kind: OutboxKind, wire: () => Promise<void>): void {
  if (!ackHandlers.has(kind)) ackWirings.set(kind, wire);
}

/** Loads a kind's handler before its entry is sent: a module that cannot load is a network error. */
async function wireAcknowledgement(kind: OutboxKind): Promise<void> {
  const wire = ackWirings.get(kind);
  if (!wire || ackHandlers.has(kind)) return;
  try {
    await wire();
  } catch (error) {
    console.error(`No se pudo cargar la respuesta local a '${kind}'`, error);
    throw new NetworkError();
  }
  ackWirings.delete(kind);
}

let batchSize = SYNC_BATCH_SIZE;

/**
 * Entries per request from now on (1: one request per entry to its own endpoint, as before
 * batches).
 */
export function setDrainBatchSize(size: number): void {
  batchSize = Math.max(1, Math.floor(size));
}

/** 409 can mean "the same write is still being applied" (idempotency): retried a few times. */
const CONFLICT_RETRIES = 5;
const isRetryable = (status: number, attempts: number) =>
  status === 408 ||
  status === 429 ||
  status >= 500 ||
  (status === 409 && attempts < CONFLICT_RETRIES);

/** Tries of an acknowledgement that throws before its entry goes to the dead letters. */
export const ACK_ATTEMPTS = 3;
export const ACK_FAILED_MSG =
  'El servidor guardó este cambio, pero no se pudo aplicar su respuesta en este dispositivo';

type Acknowledged = Extract<Outcome, { response: unknown }>;
type Step = 'next' | 'stop';

async function deadLetter(entry: Head, status: number, error: string) {
  await db.transaction('rw', db.outbox, db.deadLetters, async () => {
    await db.deadLetters.add({ ...entry, status, error, failedAt: Date.now() });
    await db.outbox.delete(entry.seq);
  });
}

/** Removes the entries and applies their acknowledgements, in order, in one transaction. */
async function applyAcknowledgements(items: Acknowledged[]): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    // Removed together first: no entry of one request names what an earlier one of it creates
    // (takeBatch keeps such an entry for the next request, rewritten then through the id the
    // create's handler records), so no handler needs to see another acknowledged entry.
    await db.outbox.bulkDelete(items.map(({ entry }) => entry.seq));
    for (const { entry, response } of items) await ackHandlers.get(entry.kind)?.(entry, response);
  });
}

/**
 * A failed acknowledgement: the entry stays and is sent again later, or after a few tries is
 * refused.
 */
async function acknowledgementFailed(
  item: Acknowledged,
  error: unknown,
  now: () => number,
  result: DrainResult,
): Promise<Step> {
  const reason = `${ACK_FAILED_MSG}: ${error instanceof Error ? error.message : String(error)}`;
  console.error(reason, error);
  const ackFailures = (item.entry.ackFailures ?? 0) + 1;
  if (ackFailures >= ACK_ATTEMPTS) {
    await deadLetter(item.entry, item.status, reason);
    result.deadLettered += 1;
    return 'next';
  }
  const nextAttemptAt = now() + backoffDelay(ackFailures);
  await db.outbox.update(item.entry.seq, { ackFailures, nextAttemptAt, lastError: reason });
  result.nextAttemptAt = nextAttemptAt;
  return 'stop';
}

/**
 * All of `items` in one transaction; when that fails, one by one up to the one that fails,
 * which stays queued (the ones behind it, answered too, are sent again and replayed) or, after
 * its last try, goes to the dead letters and the rest go on.
 */
async function acknowledge(
  items: Acknowledged[],
  now: () => number,
  result: DrainResult,
): Promise<Step> {
  if (items.length === 0) return 'next';
  try {
    await applyAcknowledgements(items);
    result.sent += items.length;
    return 'next';
  } catch {
    // Found below, one entry at a time.
  }
  for (const item of items) {
    try {
      await applyAcknowledgements([item]);
      result.sent += 1;
    } catch (error) {
      if ((await acknowledgementFailed(item, error, now, result)) === 'stop') return 'stop';
    }
  }
  return 'next';
}

/** A refused or unsent entry: wait (retryable), end (session), or dead letter and go on. */
async function refused(
  entry: Head,
  error: unknown,
  now: () => number,
  result: DrainResult,
): Promise<Step> {
  if (error instanceof ApiError && error.status === 401) {
    result.sessionEnded = true;
    return 'stop';
  }
  if (
    error instanceof NetworkError ||
    (error instanceof ApiError && isRetryable(error.status, entry.attempts))
  ) {
    const attempts = entry.attempts + 1;
    const nextAttemptAt = now() + backoffDelay(attempts);
    await db.outbox.update(entry.seq, { attempts, nextAttemptAt, lastError: error.message });
    result.nextAttemptAt = nextAttemptAt;
    return 'stop';
  }
  if (error instanceof ApiError) {
    await deadLetter(entry, error.status, error.message);
    result.deadLettered += 1;
    return 'next';
  }
  throw error;
}

/** Applies the server's answers in order: acknowledged runs together, each refusal by its rule. */
async function settle(outcomes: Outcome[], now: () => number, result: DrainResult): Promise<Step> {
  let acknowledged: Acknowledged[] = [];
  for (const outcome of outcomes) {
    if ('response' in outcome) {
      acknowledged.push(outcome);
      continue;
    }
    if ((await acknowledge(acknowledged, now, result)) === 'stop') return 'stop';
    acknowledged = [];
    if ((await refused(outcome.entry, outcome.error, now, result)) === 'stop') return 'stop';
  }
  return acknowledge(acknowledged, now, result);
}

/** The wired head of the outbox: entries up to the first kind whose handler is not loaded. */
function wiredPrefix(entries: Head[]): Head[] {
  const end = entries.findIndex((e) => ackWirings.has(e.kind) && !ackHandlers.has(e.kind));
  return end === -1 ? entries : entries.slice(0, end);
}

async function readHeads(userId: number, size: number): Promise<Head[]> {
  const entries = await db.outbox.where('userId').equals(userId).limit(size).toArray();
  return entries.flatMap((e) => (e.seq === undefined ? [] : [{ ...e, seq: e.seq }]));
}

/**
 * Reads the next request's entries, rewrites the local ids they name through the server's
 * (local-ids.ts) and marks them in flight, storing the rewrite, in one transaction, so a feature
 * that folds an edit into an unsent entry (`isUnsent`) does it before they are read or sees
 * the mark. An entry still naming an unmapped local id ends the request before it; at the head,
 * with no create left ahead of it to map the id, it goes to the dead letters ('orphan').
 */
function takeBatch(userId: number, size: number): Promise<Head[] | 'orphan'> {
  return db.transaction('rw', db.outbox, db.localIds, db.deadLetters, async () => {
    const resolved = await resolveEntries(wiredPrefix(await readHeads(userId, size)));
    const [head] = resolved;
    if (head?.waits) {
      await db.deadLetters.add({
        ...head.entry,
        status: 0,
        error: ORPHAN_MSG,
        failedAt: Date.now(),
      });
      await db.outbox.delete(head.entry.seq);
      return 'orphan';
    }
    const waiting = new Set(resolved.filter((r) => r.waits).map((r) => r.entry.seq));
    const rewritten = new Set(resolved.filter((r) => r.rewritten).map((r) => r.entry.seq));
    const heads = resolved.map((r) => r.entry);
    const batch = nextBatch(heads, size, (e) => waiting.has(e.seq));
    await db.outbox.bulkUpdate(
      batch.map((e) => ({
        key: e.seq,
        changes: rewritten.has(e.seq)
          ? { inFlight: true, path: e.path, body: e.body }
          : { inFlight: true },
      })),
    );
    return batch.map((e) => ({ ...e, inFlight: true }));
  });
}

/** Entries of an answered request that the server did not try may change again. */
async function untried(entries: Head[]): Promise<void> {
  if (entries.length === 0) return;
  await db.outbox.bulkUpdate(entries.map((e) => ({ key: e.seq, changes: { inFlight: false } })));
}

export async function drainOutbox(
  userId: number,
  now: () => number = Date.now,
  size = batchSize,
): Promise<DrainResult> {
  const result: DrainResult = {
    sent: 0,
    deadLettered: 0,
    nextAttemptAt: null,
    sessionEnded: false,
  };
  for (;;) {
    // The whole next request's entries only while some kind's handler may still need loading;
    // takeBatch reads them again anyway.
    const heads = await readHeads(userId, ackWirings.size > 0 ? size : 1);
    const [head] = heads;
    if (!head) {
      await forgetSettledIds(userId, now());
      return result;
    }
    if (head.nextAttemptAt > now()) {
      result.nextAttemptAt = head.nextAttemptAt;
      return result;
    }
    let outcomes: Outcome[];
    let batch: Head[] = [];
    try {
      for (const kind of new Set(heads.map((e) => e.kind))) await wireAcknowledgement(kind);
      const taken = await takeBatch(userId, size);
      if (taken === 'orphan') {
        result.deadLettered += 1;
        continue;
      }
      batch = taken;
      outcomes = await push(batch, (status) => isRetryable(status, 0));
    } catch (error) {
      // No answer: every entry of the request may have been applied, so all stay in flight.
      if ((await refused(batch[0] ?? head, error, now, result)) === 'stop') return result;
      continue;
    }
    await untried(batch.slice(outcomes.length));
    if ((await settle(outcomes, now, result)) === 'stop') return result;
  }
}
