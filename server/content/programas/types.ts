/**
 * The official programme (temario) of a process as data: every tema with its number and title,
 * and the call it comes from. Every question of a starter bank belongs to exactly one tema, and
 * `npm run content:coverage` counts them per tema (scripts/content-coverage.ts).
 */

/** The call (convocatoria) whose annex holds the programme. */
export interface Convocatoria {
  /** The BOE's identifier of the call, e.g. 'BOE-A-2025-26262'. */
  boe: string;
  /** Date of the BOE issue it was published in, yyyy-MM-dd. */
  fecha: string;
  /** The resolution or order as the BOE names it, shortened. */
  titulo: string;
}

export interface TemaPrograma {
  /** The tema's number in the official programme (unique within its seccion); null for a part of the exam without one
   * (the Guardia Civil's ortografía, gramática and inglés; a supuesto práctico). */
  numero: number | null;
  /** The bank's section (the programme's block or the exam's part) the tema is filed under. */
  seccion: string;
  /** The bank's topic name: 'Tema N. Short title' (or the part's name when numero is null).
   * Questions are filed under `$CATEGORY: seccion/tema`, exactly these two strings. */
  tema: string;
  /** The tema's full official title (epígrafe) as the programme words it. */
  titulo: string;
}

export interface Programa {
  /** The process it belongs to (StarterProcess.slug). */
  slug: string;
  convocatoria: Convocatoria;
  temas: readonly TemaPrograma[];
  /**
   * The psychotechnic topics ('Psico - …') this process's selection includes, filled from the
   * generators; empty when the exam has no psychotechnic part.
   */
  psicotecnicos: readonly string[];
}

/** The bank's topic name for a numbered tema. */
export function temaName(numero: number, titulo: string): string {
  return `Tema ${numero}. ${titulo}`;
}
