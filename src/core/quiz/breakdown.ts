// The results per section and per topic of a finished test (the results screen's tables).
import type { Respuestas } from '../contract/quiz';

export interface BreakdownRow {
  nombre: string;
  preguntas: number;
  aciertos: number;
  /** Answered wrong (blanks apart). */
  fallos: number;
  en_blanco: number;
}

export interface Breakdown {
  secciones: BreakdownRow[];
  temas: BreakdownRow[];
}

interface Placed {
  id: number;
  correcta_indice: number;
  seccion?: string | null;
  tema?: string | null;
}

/** Questions whose section or topic is unknown are grouped under 'Sin clasificar'. */
export const UNCLASSIFIED = 'Sin clasificar';

function tally(
  rows: Map<string, BreakdownRow>,
  nombre: string,
  outcome: keyof Omit<BreakdownRow, 'nombre' | 'preguntas'>,
) {
  let row = rows.get(nombre);
  if (!row) {
    row = { nombre, preguntas: 0, aciertos: 0, fallos: 0, en_blanco: 0 };
    rows.set(nombre, row);
  }
  row.preguntas += 1;
  row[outcome] += 1;
}

/** Rows in the order their first question appears in the test. */
export function breakdown(questions: readonly Placed[], respuestas: Respuestas): Breakdown {
  const secciones = new Map<string, BreakdownRow>();
  const temas = new Map<string, BreakdownRow>();
  for (const q of questions) {
    const chosen = respuestas[String(q.id)];
    const outcome =
      chosen === null || chosen === undefined
        ? 'en_blanco'
        : chosen === q.correcta_indice
          ? 'aciertos'
          : 'fallos';
    tally(secciones, q.seccion || UNCLASSIFIED, outcome);
    tally(temas, q.tema || UNCLASSIFIED, outcome);
  }
  return { secciones: [...secciones.values()], temas: [...temas.values()] };
}
