import { explainAnswer, generateTechnique, summarize } from '@/core/ai-local';
import {
  MSG,
  generarTecnicaRequestSchema,
  generarTecnicaResponseSchema,
  profesorVirtualRequestSchema,
  profesorVirtualResponseSchema,
} from '@/core/contract';
import { z } from '@/core/contract/zod';
import { api } from '../api-client';
import type { AiResult } from './fallback';
import { withLocalFallback } from './fallback';

export type ExplainRequest = z.input<typeof profesorVirtualRequestSchema>;
export type TechniqueRequest = z.input<typeof generarTecnicaRequestSchema>;

/** The input as the server would read it; an Error with the first Spanish message otherwise. */
function check<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(result.error.issues[0]?.message ?? MSG.invalidInput);
  return result.data;
}

/** Profesor Virtual: why the right answer is right (and the chosen one wrong). */
export async function explain(input: ExplainRequest): Promise<AiResult<string>> {
  const parsed = check(profesorVirtualRequestSchema, input);
  return withLocalFallback(
    async () => {
      const res = profesorVirtualResponseSchema.parse(
        await api('functions/profesor-virtual', { body: input }),
      );
      return { value: res.explicacion, meta: res };
    },
    () => explainAnswer(parsed),
  );
}

/** A memorisation technique (feynman, loci, mapa, preguntas) from a summary. */
export async function technique(input: TechniqueRequest): Promise<AiResult<string>> {
  const parsed = check(generarTecnicaRequestSchema, input);
  return withLocalFallback(
    async () => {
      const res = generarTecnicaResponseSchema.parse(
        await api('functions/generar-tecnica', { body: input }),
      );
      return { value: res.tecnica, meta: res };
    },
    () => generateTechnique(parsed),
  );
}

export interface SummaryRequest {
  id_proceso: number;
  tema: string;
  seccion: string;
  texto: string;
}

export const summaryResponseSchema = z.object({
  success: z.literal(true),
  resumen: z.string(),
  id: z.number().int().nullable().optional(),
  motor: z.string().default('local'),
  aviso: z.string().optional(),
});

export interface SummaryValue {
  resumen: string;
  /** The id the server stored it under; null when it was made here with no server. */
  id: number | null;
}

/**
 * An AI summary through generar_resumen.php (`nivel_detalle: 'largo'`); out of reach of the
 * server, the local extractive summary, which the caller may then save (`corto`) when back.
 */
export function summary(input: SummaryRequest): Promise<AiResult<SummaryValue>> {
  return withLocalFallback(
    async () => {
      const res = summaryResponseSchema.parse(
        await api('generar_resumen.php', { body: { ...input, nivel_detalle: 'largo' } }),
      );
      return { value: { resumen: res.resumen, id: res.id ?? null }, meta: res };
    },
    () => ({ resumen: summarize(input.texto, 'largo'), id: null }),
  );
}
