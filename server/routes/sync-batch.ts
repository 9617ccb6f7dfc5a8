// sincronizar.php: the device's outbox sent as one ordered batch. Each entry goes
// through Fastify's own request lifecycle (`inject`) as the single-write request it stands for,
// with the batch's bearer token: the same route, validation, permission checks and
// Idempotency-Key handling. Entries run in order; a retryable answer (5xx, 408, 429, 401, 409
// "still being applied") stops the batch there, because the writes behind it must not overtake
// it; a permanent refusal is answered and the next goes on.
//
// Two ways to apply them, with the same outcome:
// - together first: every entry in one shared transaction (server/db/ambient.ts), the batch's
//   stored keys read in one statement and its new ones stored in one, one commit. A statement
//   costs PGlite about as much as a small write itself, so this is most of a batch's speed.
//   An entry refused before it wrote anything (a validation, a permission, a rate limit) is
//   answered in place. One that fails after it began to write, or a key another request
//   stored meanwhile, rolls it all back, and the batch is applied the other way.
// - one by one: each entry in its own transaction with its own idempotency record, exactly as
//   when it arrives alone.
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SYNC_BATCH_MAX_BYTES,
  SYNC_BATCH_MAX_ENTRIES,
  SYNC_BATCH_PATH,
  SYNC_MSG,
  errorBodySchema,
  isFormBody,
  syncBatchResponseSchema,
  syncBatchSchema,
} from '../../src/core/contract';
import type { SyncEntry, SyncResult } from '../../src/core/contract';
import type { Db } from '../db';
import { inTransaction } from '../db/ambient';
import { findStoredResponses, storeNewResponses } from '../db/repositories/idempotency-keys';
import { HttpError } from '../http-error';
import { PUBLIC_API_ROUTES, requireUser } from '../plugins/auth';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_MSG, withKeysTogether } from '../plugins/idempotency';
import type { KeysTogether } from '../plugins/idempotency';

const API_PREFIX = '/api/';
const ORIGIN = 'http://api.invalid';

/** The entry's URL under /api, or null when it leaves the API, is public or is this endpoint. */
function targetOf(ruta: string): string | null {
  let url: URL;
  try {
    url = new URL(ruta, `${ORIGIN}${API_PREFIX}`);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || !url.pathname.startsWith(API_PREFIX)) return null;
  if (url.pathname === `${API_PREFIX}${SYNC_BATCH_PATH}` || PUBLIC_API_ROUTES.has(url.pathname))
    return null;
  return `${url.pathname}${url.search}`;
}

/** The request the entry stands for, as its own client would have sent it. */
function requestOf(batch: FastifyRequest, entry: SyncEntry, url: string): InjectOptions | null {
  const headers: Record<string, string> = { [IDEMPOTENCY_HEADER]: entry.idempotency_key };
  if (batch.headers.authorization) headers.authorization = batch.headers.authorization;
  const base: InjectOptions = { method: entry.metodo, url, headers, remoteAddress: batch.ip };
  if (entry.cuerpo === undefined) return base;
  if (entry.formulario) {
    if (!isFormBody(entry.cuerpo)) return null;
    headers['content-type'] = 'application/x-www-form-urlencoded';
    return { ...base, payload: new URLSearchParams(entry.cuerpo).toString() };
  }
  headers['content-type'] = 'application/json';
  return { ...base, payload: JSON.stringify(entry.cuerpo) };
}

function parsed(payload: string): unknown {
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return payload;
  }
}

/** Worth sending again later: the server or the network may answer otherwise. */
export function stopsBatch({ status, cuerpo }: SyncResult): boolean {
  if (status === 409)
    return (cuerpo as { error?: unknown } | null)?.error === IDEMPOTENCY_MSG.inProgress;
  return status === 401 || status === 408 || status === 429 || status >= 500;
}

async function apply(
  app: FastifyInstance,
  batch: FastifyRequest,
  entry: SyncEntry,
): Promise<SyncResult> {
  const url = targetOf(entry.ruta);
  const options = url === null ? null : requestOf(batch, entry, url);
  if (options === null)
    return {
      status: 400,
      cuerpo: { success: false, error: url === null ? SYNC_MSG.path : SYNC_MSG.entries },
    };
  const response = await app.inject(options);
  return { status: response.statusCode, cuerpo: parsed(response.payload) };
}

/** Rolls the shared transaction back: the batch is applied one entry at a time instead. */
class NotTogether extends Error {}

interface BatchOutcome {
  resultados: SyncResult[];
  detenido: boolean;
}

/** Every entry applied in one transaction, or null when that could not be done. */
async function applyTogether(
  app: FastifyInstance,
  db: Db,
  batch: FastifyRequest,
  entradas: readonly SyncEntry[],
): Promise<BatchOutcome | null> {
  const userId = requireUser(batch).id;
  try {
    return await inTransaction(db, async (ambient) => {
      const { tx } = ambient;
      const keys: KeysTogether = {
        userId,
        stored: await findStoredResponses(
          tx,
          userId,
          entradas.map((e) => e.idempotency_key),
        ),
        applied: new Map(),
      };
      const outcome: BatchOutcome = { resultados: [], detenido: false };
      await withKeysTogether(keys, async () => {
        for (const entry of entradas) {
          const writesBefore = ambient.writes;
          const result = await apply(app, batch, entry);
          // A refusal that wrote nothing leaves the transaction as it was; one that did may
          // have left a part of its write in it, and a failure of the server may have left
          // the transaction unusable (PostgreSQL aborts it at a failed statement).
          const wrote = ambient.writes !== writesBefore;
          if (result.status >= 500 || (result.status >= 300 && wrote)) throw new NotTogether();
          outcome.resultados.push(result);
          if (stopsBatch(result)) {
            outcome.detenido = true;
            return;
          }
        }
      });
      if ((await storeNewResponses(tx, userId, keys.applied)) < keys.applied.size)
        throw new NotTogether();
      return outcome;
    });
  } catch (error) {
    // Whatever went wrong together is tried again one entry at a time, where each failure is
    // answered on its own entry.
    if (!(error instanceof NotTogether))
      batch.log.warn({ err: error }, 'lote: no se pudo aplicar junto; se aplica entrada a entrada');
    return null;
  }
}

export async function syncBatchRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(`/${SYNC_BATCH_PATH}`, {
    bodyLimit: SYNC_BATCH_MAX_BYTES,
    schema: {
      body: syncBatchSchema,
      response: { 200: syncBatchResponseSchema, '4xx': errorBodySchema, '5xx': errorBodySchema },
    },
    handler: async (request) => {
      requireUser(request);
      const { entradas } = request.body;
      if (entradas.length > SYNC_BATCH_MAX_ENTRIES) throw new HttpError(413, SYNC_MSG.tooMany);
      const together = await applyTogether(app, db, request, entradas);
      if (together) return { success: true as const, ...together };
      const resultados: SyncResult[] = [];
      for (const entry of entradas) {
        const result = await apply(app, request, entry);
        resultados.push(result);
        if (stopsBatch(result)) return { success: true as const, resultados, detenido: true };
      }
      return { success: true as const, resultados, detenido: false };
    },
  });
}
