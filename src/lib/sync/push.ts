// Sends the head of one user's outbox to the server: up to a batch of entries in one request to
// sincronizar.php, each as the single-write request it stands for (its own Idempotency-Key,
// method, path and body), or one entry alone to its own endpoint. Answers each entry it sent,
// in order; the caller applies them. A server without the batch endpoint (404, 405, or an
// answer of another shape: an older deployment) gets one request per entry from then on.
import {
  SYNC_BATCH_MAX_BYTES,
  SYNC_BATCH_MAX_ENTRIES,
  SYNC_BATCH_PATH,
  isFormBody,
  syncBatchResponseSchema,
} from '@/core/contract/sync';
import type { SyncEntry } from '@/core/contract/sync';
import { ApiError, api, errorOf } from '../api-client';
import type { OutboxEntry } from '../db/schema';

export type Head = OutboxEntry & { seq: number };

/** The server's answer to one entry: its response, or its refusal. */
export type Outcome =
  | { entry: Head; status: number; response: unknown }
  | { entry: Head; status: number; error: ApiError };

// The body of a batch is counted in characters; half the byte limit leaves room for
// characters of several bytes.
const BATCH_CHARS = SYNC_BATCH_MAX_BYTES / 2;

let batchesWork = true;

const batchable = (entry: OutboxEntry) => entry.encoding === 'json' || isFormBody(entry.body);

function toBatchEntry(entry: Head): SyncEntry {
  return {
    idempotency_key: entry.idempotencyKey,
    metodo: entry.method,
    ruta: entry.path,
    cuerpo: entry.body,
    formulario: entry.encoding === 'form',
  };
}

/**
 * The entries of `heads` (oldest first) that go in the next request; at least the first. One for
 * which `waits` is true (it names a local id no acknowledgement has mapped yet: local-ids.ts)
 * ends the request before it, so the acknowledgement that maps it can come first.
 */
export function nextBatch(
  heads: Head[],
  limit: number,
  waits: (entry: Head) => boolean = () => false,
): Head[] {
  const batch: Head[] = [];
  let chars = 0;
  for (const entry of heads.slice(0, Math.min(limit, SYNC_BATCH_MAX_ENTRIES))) {
    const size = JSON.stringify(toBatchEntry(entry)).length;
    const alone = !batchable(entry) || waits(entry);
    if (batch.length > 0 && (alone || chars + size > BATCH_CHARS)) break;
    batch.push(entry);
    chars += size;
    if (alone) break;
  }
  return batch;
}

async function sendAlone(entry: Head): Promise<Outcome> {
  const headers = { 'Idempotency-Key': entry.idempotencyKey };
  try {
    const response =
      entry.encoding === 'form'
        ? await api(entry.path, {
            method: entry.method,
            form: entry.body as Record<string, string>,
            headers,
          })
        : await api(entry.path, { method: entry.method, body: entry.body, headers });
    return { entry, status: 200, response };
  } catch (error) {
    if (error instanceof ApiError) return { entry, status: error.status, error };
    throw error;
  }
}

/**
 * Sends `batch` and answers each entry the server tried, in order (after a retryable answer the
 * server stops, so fewer may come back). Throws NetworkError, or ApiError when the batch
 * request itself failed in a way to retry (401, 408, 429, 5xx).
 */
export async function push(
  batch: Head[],
  retryable: (status: number) => boolean,
): Promise<Outcome[]> {
  const [head] = batch;
  if (!head) return [];
  if (batch.length === 1 || !batchesWork) return [await sendAlone(head)];
  let answer: unknown;
  try {
    answer = await api(SYNC_BATCH_PATH, { body: { entradas: batch.map(toBatchEntry) } });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 401 || retryable(error.status))
      throw error;
    // Refused as a whole (an older server, or a batch it would not take): the head goes alone.
    if (error.status === 404 || error.status === 405) batchesWork = false;
    return [await sendAlone(head)];
  }
  const parsed = syncBatchResponseSchema.safeParse(answer);
  if (!parsed.success) {
    batchesWork = false;
    return [await sendAlone(head)];
  }
  return parsed.data.resultados.flatMap(({ status, cuerpo }, i): Outcome[] => {
    const entry = batch[i];
    if (!entry) return [];
    return status < 300
      ? [{ entry, status, response: cuerpo }]
      : [{ entry, status, error: errorOf(status, cuerpo) }];
  });
}
