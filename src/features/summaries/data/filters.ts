// The list's filters (spec §2 "Summaries"): a section tab ('Todas' or one section) and a search
// over topic, section, text and file name, without case or accents mattering.

export const ALL_SECTIONS = 'Todas';

export interface SummaryFilter {
  seccion: string;
  q: string;
}

export const NO_SUMMARY_FILTER: SummaryFilter = { seccion: ALL_SECTIONS, q: '' };

interface Filterable {
  tema: string;
  seccion: string;
  resumen: string;
  archivo_nombre: string | null;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function isSummaryFiltered(filter: SummaryFilter): boolean {
  return filter.seccion !== ALL_SECTIONS || filter.q.trim() !== '';
}

/** The sections of the summaries, each once, in alphabetical order (empty ones left out). */
export function sectionsOf(summaries: readonly Filterable[]): string[] {
  const names = new Set(summaries.map((s) => s.seccion.trim()).filter(Boolean));
  return [...names].sort((a, b) => a.localeCompare(b, 'es'));
}

export function filterSummaries<T extends Filterable>(
  summaries: readonly T[],
  filter: SummaryFilter,
): T[] {
  const q = fold(filter.q.trim());
  return summaries.filter((s) => {
    if (filter.seccion !== ALL_SECTIONS && s.seccion.trim() !== filter.seccion) return false;
    return (
      !q || fold(`${s.tema}\n${s.seccion}\n${s.resumen}\n${s.archivo_nombre ?? ''}`).includes(q)
    );
  });
}
