// Idempotency of writes (api.md "Conventions"): a request carrying an `Idempotency-Key` header
// is applied at most once per user. The key and the response are stored in the same
// transaction as the write; a repeat gets the stored response. A key is bound to its request
//: the same key with another method, path or body answers 422, as the IETF
// Idempotency-Key draft says, instead of replaying another write's answer. Keys are purged
// after 30 days.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db';
import { currentAmbient, scopedStorage } from '../db/ambient';
import type { Tx } from '../db/repositories/executor';
import { retryTransient } from '../db/sqlstate';
import {
  claimKey,
  claimKeys,
  findStoredResponse,
  purgeKeysOlderThan,
  storeResponse,
  storeResponses,
} from '../db/repositories/idempotency-keys';
import type { StoredResponse } from '../db/repositories/idempotency-keys';
import { HttpError } from '../http-error';
import { requireUser } from './auth';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on a response that repeats a stored one. */
export const REPLAYED_HEADER = 'idempotent-replayed';
export const IDEMPOTENCY_RETENTION_DAYS = 30;
const PURGE_EVERY_MS = 6 * 60 * 60 * 1000;
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

export const IDEMPOTENCY_MSG = {
  invalidKey:
    'La cabecera Idempotency-Key no es válida: hasta 100 letras, números, guiones o guiones bajos',
  inProgress: 'Esta operación ya se está procesando. Inténtalo de nuevo en unos segundos.',
  mismatch:
    'Esta Idempotency-Key ya se usó para otra petición: cada operación necesita una clave nueva.',
} as const;

/** What the key answers for: method, path with its query, and the body as parsed. */
export function requestFingerprint(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/**
 * The stored answer of this request's key, or null when the key is new; 422 when the key was
 * used for another request.
 */
export async function storedAnswer<T>(
  request: FastifyRequest,
  db: Db,
  key: string,
): Promise<AppliedWrite<T> | null> {
  const stored = await findStoredResponse(db, requireUser(request).id, key);
  if (!stored) return null;
  if (stored.fingerprint !== null && stored.fingerprint !== requestFingerprint(request))
    throw new HttpError(422, IDEMPOTENCY_MSG.mismatch);
  return replay<T>(stored);
}

export interface WriteResult<T> {
  status: number;
  body: T;
}

export interface AppliedWrite<T> extends WriteResult<T> {
  /** True when the response is the stored one of an earlier request with the same key. */
  replayed: boolean;
}

/** The request's idempotency key, null when absent; 400 when malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value))
    throw new HttpError(400, IDEMPOTENCY_MSG.invalidKey);
  return value;
}

/**
 * The keys of writes applied together in one shared transaction (server/db/ambient.ts): those
 * already stored when it began, read at once, and those of its writes, stored at once when they
 * are all done.
 */
export interface KeysTogether {
  userId: number;
  stored: Map<string, StoredResponse>;
  applied: Map<string, StoredResponse>;
}

const together = scopedStorage<KeysTogether>();

/** Runs `work` with the writes it makes keyed in `keys` instead of one by one. */
export function withKeysTogether<T>(keys: KeysTogether, work: () => Promise<T>): Promise<T> {
  return together.run(keys, work);
}

/**
 * Runs a write in one transaction. With an `Idempotency-Key` the key is claimed first in that
 * transaction, so a concurrent duplicate waits for it and then gets the stored response; an
 * effect that throws rolls the key back with everything else, and a retry runs it again.
 */
export async function withIdempotency<T>(
  request: FastifyRequest,
  db: Db,
  effect: (tx: Tx) => Promise<WriteResult<T>>,
): Promise<AppliedWrite<T>> {
  const userId = requireUser(request).id;
  const key = idempotencyKeyOf(request);
  const keys = together.get();
  const ambient = currentAmbient();
  if (key !== null && keys?.userId === userId && ambient) {
    const fingerprint = requestFingerprint(request);
    const earlier = keys.stored.get(key) ?? keys.applied.get(key);
    if (earlier) {
      if (earlier.fingerprint !== null && earlier.fingerprint !== fingerprint)
        throw new HttpError(422, IDEMPOTENCY_MSG.mismatch);
      return replay<T>(earlier);
    }
    ambient.writes++;
    const result = await effect(ambient.tx);
    keys.applied.set(key, { ...result, fingerprint });
    return { ...result, replayed: false };
  }
  // A transaction PostgreSQL rolled back for a deadlock or a serialization failure runs again.
  if (key === null)
    return { ...(await retryTransient(() => db.transaction(effect))), replayed: false };

  // A repeat finds its key taken inside the transaction and then reads the stored answer: no
  // read before it, so a new write (the common case) costs one statement less.
  const fingerprint = requestFingerprint(request);
  const applied = await retryTransient(() =>
    db.transaction(async (tx): Promise<AppliedWrite<T> | null> => {
      if (!(await claimKey(tx, userId, key, fingerprint))) return null;
      const result = await effect(tx);
      await storeResponse(tx, userId, key, result);
      return { ...result, replayed: false };
    }),
  );
  return applied ?? answerOfTakenKey<T>(request, db, key);
}

/** The answer to a request whose key another request took: its stored answer, or 409. */
async function answerOfTakenKey<T>(
  request: FastifyRequest,
  db: Db,
  key: string,
): Promise<AppliedWrite<T>> {
  const winner = await storedAnswer<T>(request, db, key);
  if (!winner) throw new HttpError(409, IDEMPOTENCY_MSG.inProgress);
  return winner;
}

/** The most writes one transaction of `idempotentBatches` applies. */
const BATCH_LIMIT = 100;

export interface BatchableWrite<R, T> {
  request: FastifyRequest;
  /** The write as a row of a batch, or null when it cannot be one. */
  row(): R | null;
  /** The write on its own when it has no row, as `withIdempotency` runs it. */
  alone: (tx: Tx) => Promise<WriteResult<T>>;
}

interface QueuedWrite<R, T> {
  request: FastifyRequest;
  key: string;
  row: R;
  resolve(result: AppliedWrite<T>): void;
  reject(error: unknown): void;
}

/**
 * Group commit of keyed writes of one kind: those that arrive while a batch of them is being
 * applied wait for it and then go together, in one transaction: their keys claimed in one
 * statement, their rows written by `apply` (in one statement, say) and their answers stored in
 * one. Meant for PGlite, whose one connection runs one transaction at a time anyway and where
 * each statement and each commit has a fixed cost of its own. A write that finds nothing else
 * queued goes alone, as `withIdempotency` runs it, so an idle server answers as before; one
 * without a key, or inside a shared transaction, always goes alone. A batch that fails is
 * rolled back and each of its writes runs alone, so a bad one fails only itself.
 */
export function idempotentBatches<R, T>(
  db: Db,
  apply: (tx: Tx, rows: R[]) => Promise<WriteResult<T>[]>,
): (write: BatchableWrite<R, T>) => Promise<AppliedWrite<T>> {
  const queue: QueuedWrite<R, T>[] = [];
  // A row on its own is a batch of one, keyed as withIdempotency keys any write.
  const alone = (queued: QueuedWrite<R, T>) =>
    withIdempotency(queued.request, db, async (tx) => (await apply(tx, [queued.row]))[0]!).then(
      queued.resolve,
      queued.reject,
    );

  async function applyTogether(batch: QueuedWrite<R, T>[]): Promise<void> {
    let results: (WriteResult<T> | null)[];
    try {
      results = await db.transaction(async (tx) => {
        const claims = batch.map(({ request, key }) => ({
          userId: requireUser(request).id,
          key,
          fingerprint: requestFingerprint(request),
        }));
        const claimed = await claimKeys(tx, claims);
        const taken = claims.flatMap((claim, i) =>
          claimed[i] ? [{ claim, row: batch[i]!.row }] : [],
        );
        const written = await apply(
          tx,
          taken.map(({ row }) => row),
        );
        await storeResponses(
          tx,
          taken.map(({ claim }, i) => ({ ...claim, ...written[i]! })),
        );
        let next = 0;
        return claimed.map((took) => (took ? written[next++]! : null));
      });
    } catch {
      await Promise.all(batch.map(alone));
      return;
    }
    await Promise.all(
      batch.map(async (queued, i) => {
        const result = results[i];
        if (result) return queued.resolve({ ...result, replayed: false });
        // A repeat of a key stored earlier, or of one taken earlier in this batch.
        await answerOfTakenKey<T>(queued.request, db, queued.key).then(
          queued.resolve,
          queued.reject,
        );
      }),
    );
  }

  // A batch starts on the event loop's next turn, once the requests already read have queued
  // their writes: PGlite runs a transaction within one turn, so a batch started at once would
  // only ever hold the write that started it.
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => void applyNext());
  };
  async function applyNext(): Promise<void> {
    const batch = queue.splice(0, BATCH_LIMIT);
    try {
      await (batch.length === 1 ? alone(batch[0]!) : applyTogether(batch));
    } finally {
      scheduled = false;
      if (queue.length > 0) schedule();
    }
  }

  return (write) => {
    const key = idempotencyKeyOf(write.request);
    const row = key === null || currentAmbient() ? null : write.row();
    if (key === null || row === null) return withIdempotency(write.request, db, write.alone);
    return new Promise<AppliedWrite<T>>((resolve, reject) => {
      queue.push({ request: write.request, key, row, resolve, reject });
      schedule();
    });
  };
}

function replay<T>(stored: { status: number; body: unknown }): AppliedWrite<T> {
  // The body was produced by the same route for this key, so it has the route's shape.
  return { status: stored.status, body: stored.body as T, replayed: true };
}

/** Sends a write's response, marking a replay. */
export function sendWrite<T>(reply: FastifyReply, result: AppliedWrite<T>): FastifyReply {
  if (result.replayed) reply.header(REPLAYED_HEADER, 'true');
  return reply.code(result.status).send(result.body);
}

/** Purges old keys when the server starts and every few hours while it runs. */
export const idempotencyPlugin = fp<{ db: Db }>(async (app: FastifyInstance, { db }) => {
  const purge = async () => {
    try {
      const removed = await purgeKeysOlderThan(db, IDEMPOTENCY_RETENTION_DAYS);
      if (removed > 0) app.log.info({ removed }, 'claves de idempotencia caducadas eliminadas');
    } catch (error) {
      app.log.warn({ err: error }, 'no se pudieron purgar las claves de idempotencia');
    }
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(() => void purge(), PURGE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
});
