import type {
  GenerarPreguntasRequest,
  GenerarPreguntasResponse,
  GenerarPsicotecnicosRequest,
  GenerarPsicotecnicosResponse,
} from '@/core/contract';
import { api } from '@/lib/api-client';

export function generarPreguntas(body: GenerarPreguntasRequest): Promise<GenerarPreguntasResponse> {
  return api<GenerarPreguntasResponse>('generar_preguntas.php', { body });
}

export function generarPsicotecnicos(
  body: GenerarPsicotecnicosRequest,
): Promise<GenerarPsicotecnicosResponse> {
  return api<GenerarPsicotecnicosResponse>('generar_psicotecnicos.php', { body });
}

export interface PairResult {
  seccion: string;
  tema: string;
  preguntas: number;
  error: string | null;
}

export interface PsicoRun {
  results: PairResult[];
  total: number;
  failed: number;
}

/** Spec §7: one call per section × topic pair, each asking for ceil(requested / pairs). */
export function psicoPairs(
  secciones: readonly string[],
  temas: readonly string[],
  requested: number,
) {
  const pairs = secciones.flatMap((seccion) => temas.map((tema) => ({ seccion, tema })));
  const each = pairs.length === 0 ? 0 : Math.ceil(requested / pairs.length);
  return { pairs, each };
}

/** Runs the calls one after another, so a failed pair never stops the others. */
export async function generarPsicotecnicosPorPares(
  destino: Pick<GenerarPsicotecnicosRequest, 'id_proceso' | 'proceso' | 'id_usuario'>,
  secciones: readonly string[],
  temas: readonly string[],
  requested: number,
  onProgress?: (done: number, of: number) => void,
): Promise<PsicoRun> {
  const { pairs, each } = psicoPairs(secciones, temas, requested);
  const results: PairResult[] = [];
  for (const [i, pair] of pairs.entries()) {
    onProgress?.(i, pairs.length);
    try {
      const res = await generarPsicotecnicos({ ...destino, ...pair, num_preguntas: each });
      results.push({ ...pair, tema: res.tema, preguntas: res.preguntas, error: null });
    } catch (error) {
      results.push({
        ...pair,
        preguntas: 0,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  onProgress?.(pairs.length, pairs.length);
  return {
    results,
    total: results.reduce((sum, r) => sum + r.preguntas, 0),
    failed: results.filter((r) => r.error !== null).length,
  };
}
