// Creating a summary (generar_resumen.php). 'Guardar' keeps the user's text here at once and
// sends it through the outbox (`corto`). 'Generar con IA' asks the server for an AI summary
// (`largo`), which it stores; when the server cannot be reached, the browser's local engine
// writes the summary and it is kept and sent like a saved one. Both carry the summary's uuid,
// also as the Idempotency-Key, so it lands on the server once whichever way it travels.
import { summarize } from '@/core/ai-local';
import { generarResumenResponseSchema } from '@/core/contract';
import type { AiResult } from '@/lib/ai/fallback';
import { withLocalFallback } from '@/lib/ai/fallback';
import { api } from '@/lib/api-client';
import type { NewSummary, SummaryView } from './store';
import { CREATE_PATH, saveNewSummary, storeCreated } from './store';

export type SummaryFields = Omit<NewSummary, 'uuid'>;

/** Keeps the user's own text as a new summary and queues it. */
export function saveSummary(
  userId: number,
  fields: SummaryFields,
  texto: string,
): Promise<SummaryView> {
  return saveNewSummary(userId, { ...fields, uuid: crypto.randomUUID() }, texto.trim());
}

/** An AI summary of `texto`: the server's (stored there), or the browser's when out of reach. */
export async function generateSummary(
  userId: number,
  fields: SummaryFields,
  texto: string,
): Promise<AiResult<SummaryView>> {
  const input: NewSummary = { ...fields, uuid: crypto.randomUUID() };
  const result = await withLocalFallback(
    async () => {
      const res = generarResumenResponseSchema.parse(
        await api(CREATE_PATH, {
          body: { ...input, texto, nivel_detalle: 'largo' },
          headers: { 'Idempotency-Key': input.uuid },
        }),
      );
      return { value: res as typeof res | null, meta: { ...res, motor: res.motor ?? 'local' } };
    },
    () => null,
  );
  const summary = result.value
    ? await storeCreated(userId, input, result.value)
    : await saveNewSummary(userId, input, summarize(texto, 'largo'), 'local');
  return { ...result, value: summary };
}
