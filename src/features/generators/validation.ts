import { GENERAR_DEFAULT, GENERAR_MAX, GEN_MSG, PSICO_DEFAULT, PSICO_MAX } from './messages';

interface Resolved {
  destino: { id_proceso: number } | { proceso: string } | null;
  secciones: string[];
  temas: string[];
}

/** A whole number from min to max; anything else is the default (spec §5: "invalid falls back"). */
export function countOr(raw: string, max: number, fallback: number): number {
  const n = Number(raw.trim());
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
}

/** Spec §5 "Generate test": the first failing rule's message, or null; the first section and topic are used. */
export function validateGenerarTest(loggedIn: boolean, s: Resolved): string | null {
  if (!loggedIn) return GEN_MSG.loginRequired;
  if (!s.destino) return GEN_MSG.selectProceso;
  if (s.secciones.length === 0) return GEN_MSG.selectSeccion;
  if (s.temas.length === 0) return GEN_MSG.selectTema;
  return null;
}

/** Spec §5 "Psychotechnics". */
export function validatePsicotecnicos(loggedIn: boolean, s: Resolved): string | null {
  if (!loggedIn) return GEN_MSG.loginRequired;
  if (!s.destino) return GEN_MSG.selectProceso;
  if (s.secciones.length === 0) return GEN_MSG.selectSecciones;
  if (s.temas.length === 0) return GEN_MSG.selectTemas;
  return null;
}

export const countForTest = (raw: string) => countOr(raw, GENERAR_MAX, GENERAR_DEFAULT);
export const countForPsico = (raw: string) => countOr(raw, PSICO_MAX, PSICO_DEFAULT);
