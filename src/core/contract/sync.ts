// The contract of sincronizar.php (README "Endpoints beyond api.md"): the device's queued
// writes sent as one ordered batch. Each entry is the request the single-write endpoint would
// get (method, path under the API base, body, its own Idempotency-Key); the answer lists each
// entry's status and body, in order, and says whether the batch stopped at a retryable one.
import { z } from './zod';

/** At most this many entries in one batch (more: 413). */
export const SYNC_BATCH_MAX_ENTRIES = 200;
/** At most this many bytes in one batch's body (more: 413). */
export const SYNC_BATCH_MAX_BYTES = 2 * 1024 * 1024;
export const SYNC_BATCH_PATH = 'sincronizar.php';
/** Entries the app sends per batch (bench/offline.ts measures it against one request per entry). */
export const SYNC_BATCH_SIZE = 100;

export const SYNC_MSG = {
  entries: 'El lote necesita una lista "entradas" con al menos una escritura',
  tooMany: `Un lote admite como mucho ${SYNC_BATCH_MAX_ENTRIES} escrituras; envía el resto en otro`,
  tooLarge: `Un lote no puede superar ${SYNC_BATCH_MAX_BYTES / (1024 * 1024)} MB; envía menos escrituras en cada uno`,
  path: 'La ruta de esta escritura no es una de la API o no se puede enviar en un lote',
  key: 'Cada escritura del lote necesita su Idempotency-Key: hasta 100 letras, números, guiones o guiones bajos',
} as const;

/** A body that can be sent form-encoded in a batch: an object of strings. */
export function isFormBody(body: unknown): body is Record<string, string> {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    Object.values(body).every((value) => typeof value === 'string')
  );
}

export const syncEntrySchema = z.object({
  idempotency_key: z.string({ error: SYNC_MSG.key }).regex(/^[A-Za-z0-9_-]{1,100}$/, SYNC_MSG.key),
  metodo: z.enum(['POST', 'PUT', 'PATCH', 'DELETE'], { error: 'Método no admitido en un lote' }),
  /**
   * The path under the API base, as the single-write request names it
   * (`planes_fisicos.php?action=crear`).
   */
  ruta: z.string({ error: SYNC_MSG.path }).min(1, SYNC_MSG.path).max(2000, SYNC_MSG.path),
  cuerpo: z.unknown(),
  /** True: `cuerpo` is sent form-encoded (test_progreso.php), a map of strings. */
  formulario: z.boolean().optional(),
});
export type SyncEntry = z.infer<typeof syncEntrySchema>;

export const syncBatchSchema = z.object({
  entradas: z.array(syncEntrySchema, { error: SYNC_MSG.entries }).min(1, SYNC_MSG.entries),
});
export type SyncBatch = z.infer<typeof syncBatchSchema>;

export const syncResultSchema = z.object({ status: z.number().int(), cuerpo: z.unknown() });
export type SyncResult = z.infer<typeof syncResultSchema>;

export const syncBatchResponseSchema = z.object({
  success: z.literal(true),
  /** One per entry tried, in order; entries after a stop are not tried and not listed. */
  resultados: z.array(syncResultSchema),
  /**
   * True when the last result is retryable (5xx, 408, 429, 409 in flight, 401): the rest was
   * not tried.
   */
  detenido: z.boolean(),
});
export type SyncBatchResponse = z.infer<typeof syncBatchResponseSchema>;
