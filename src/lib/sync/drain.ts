// Sends one user's outbox to the server, oldest first. An entry leaves the outbox only when the
// server acknowledged it. A permanent refusal (a 4xx other than 401, 408, 429, and 409 for its
// first few attempts) moves it to the dead letters with the server's reason and the next entry goes on; a network error, a
// timeout, 408, 429 or a 5xx keeps it at the head and waits (exponential backoff with jitter),
// so the order the user acted in is the order the server sees.
import { ApiError, NetworkError, api } from '../api-client';
import { db } from '../db/db';
import type { OutboxEntry, OutboxKind } from '../db/schema';
import { backoffDelay } from './backoff';

export interface DrainResult {
  sent: number;
  deadLettered: number;
  /** When the head entry may be tried again; null when the outbox is empty. */
  nextAttemptAt: number | null;
  /** True when the session could not be renewed: entries wait for the user to log in. */
  sessionEnded: boolean;
}

type AckHandler = (entry: OutboxEntry, response: unknown) => Promise<void>;
const ackHandlers = new Map<OutboxKind, AckHandler>();

/** What to do locally once the server has acknowledged an entry of a kind. */
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

/** 409 can mean "the same write is still being applied" (idempotency): retried a few times. */
const CONFLICT_RETRIES = 5;
const isRetryable = (status: number, attempts: number) =>
  status === 408 ||
  status === 429 ||
  status >= 500 ||
  (status === 409 && attempts < CONFLICT_RETRIES);

function send(entry: OutboxEntry) {
  const headers = { 'Idempotency-Key': entry.idempotencyKey };
  if (entry.encoding === 'form') {
    return api(entry.path, {
      method: entry.method,
      form: entry.body as Record<string, string>,
      headers,
    });
  }
  return api(entry.path, { method: entry.method, body: entry.body, headers });
}

async function deadLetter(entry: OutboxEntry & { seq: number }, error: ApiError) {
  await db.transaction('rw', db.outbox, db.deadLetters, async () => {
    await db.deadLetters.add({
      ...entry,
      status: error.status,
      error: error.message,
      failedAt: Date.now(),
    });
    await db.outbox.delete(entry.seq);
  });
}

export async function drainOutbox(
  userId: number,
  now: () => number = Date.now,
): Promise<DrainResult> {
  const result: DrainResult = {
    sent: 0,
    deadLettered: 0,
    nextAttemptAt: null,
    sessionEnded: false,
  };
  for (;;) {
    const entry = await db.outbox.where('userId').equals(userId).first();
    if (!entry || entry.seq === undefined) return result;
    const head = { ...entry, seq: entry.seq };
    if (head.nextAttemptAt > now()) {
      result.nextAttemptAt = head.nextAttemptAt;
      return result;
    }
    try {
      await wireAcknowledgement(head.kind);
      const response = await send(head);
      await db.outbox.delete(head.seq);
      await ackHandlers.get(head.kind)?.(head, response);
      result.sent += 1;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        result.sessionEnded = true;
        return result;
      }
      if (
        error instanceof NetworkError ||
        (error instanceof ApiError && isRetryable(error.status, head.attempts))
      ) {
        const attempts = head.attempts + 1;
        const nextAttemptAt = now() + backoffDelay(attempts);
        await db.outbox.update(head.seq, { attempts, nextAttemptAt, lastError: error.message });
        result.nextAttemptAt = nextAttemptAt;
        return result;
      }
      if (error instanceof ApiError) {
        await deadLetter(head, error);
        result.deadLettered += 1;
        continue;
      }
      throw error;
    }
  }
}
