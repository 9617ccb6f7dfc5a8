// sincronizar.php: the device's outbox sent as one ordered batch. Each entry goes
// through Fastify's own request lifecycle (`inject`) as the single-write request it stands for,
// with the batch's bearer token: the same route, validation, permission checks and
// Idempotency-Key handling, so a write is applied in its own transaction with its own
// idempotency record, exactly as when it arrives alone. Entries run in order; a retryable
// answer (5xx, 408, 429, 401, 409 "still being applied") stops the batch there, because the
// writes behind it must not overtake it; a permanent refusal is answered and the next goes on.
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
import { HttpError } from '../http-error';
import { PUBLIC_API_ROUTES, requireUser } from '../plugins/auth';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_MSG } from '../plugins/idempotency';

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

export async function syncBatchRoutes(app: FastifyInstance): Promise<void> {
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
