import { SUMMARY_MSG } from '@/core/contract';
import { ApiError, NetworkError } from '@/lib/api-client';

/** The summary screens' visible texts: the spec's (§5, §8) to the letter, the rest ours. */
export const SUM_MSG = {
  ...SUMMARY_MSG,
  loginRequired: 'Debes iniciar sesión',
  // Spec §8.
  listFailed: 'Error al cargar resúmenes',
  invalidFormat: 'Formato de respuesta inválido',
  listUnavailable: 'No se pudieron cargar los resúmenes',
  loadFailed: 'Error al cargar el resumen',
  techniqueSaveFailed: 'Error al guardar la técnica',
  techniqueFailed: 'Error al generar la técnica',
  techniqueSaved: 'Técnica guardada correctamente',
  success: 'Éxito',
  // Ours.
  saved: 'Resumen guardado',
  generated: 'Resumen generado con IA',
  saveFailed: 'No se pudo guardar el resumen',
  generateFailed: 'No se pudo generar el resumen',
  savedOffline: 'Se enviará al servidor cuando vuelva la conexión.',
  empty: 'Aún no tienes resúmenes.',
  noResults: 'No se han encontrado resúmenes.',
  loading: 'Cargando...',
  extracting: 'Extrayendo el texto del archivo...',
  truncated: 'El texto del archivo era muy largo: se ha recortado a 100.000 caracteres.',
  extractedOffline: 'Sin conexión: el texto se ha leído en este dispositivo.',
  offlineCopy: 'Sin conexión: ves la copia guardada en este dispositivo.',
  noTechnique: 'Aún no has creado una técnica de memorización para este resumen.',
} as const;

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('es-ES')} ${n === 1 ? one : many}`;
export const countText = (n: number) => plural(n, 'resumen', 'resúmenes');
export const charCount = (n: number) => plural(n, 'carácter', 'caracteres');

/**
 * The text of an error that may be shown: the server's or ours (Spanish); a malformed answer
 * reads as 'Formato de respuesta inválido'. A browser or database error (English) is left out,
 * so only the Spanish title shows; the caller logs it.
 */
export function errorDetail(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  if (error.name === 'ZodError') return SUM_MSG.invalidFormat;
  const ours =
    error instanceof ApiError ||
    error instanceof NetworkError ||
    error.name === 'ExtractError' ||
    error.name === 'Error';
  return ours && error.message ? error.message : undefined;
}
