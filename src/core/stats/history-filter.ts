// The history screen's filters (spec §2): type, Desde and Hasta (calendar days, both included)
// and a search over topics, sections and the process's description, without case or accents
// mattering. The server's historial_tests.php filters the same way; on the device the list is
// filtered here, so it works offline too.
import type { PreguntaCorregida, TipoTest } from '../contract';
import { preguntaCorregidaSchema } from '../contract';
import { z } from '../contract/zod';

export interface HistoryFilter {
  tipo: TipoTest | 'todos';
  /** yyyy-MM-dd or ''. */
  desde: string;
  hasta: string;
  q: string;
}

export const NO_FILTER: HistoryFilter = { tipo: 'todos', desde: '', hasta: '', q: '' };

export interface FilterableTest {
  tipo_test: TipoTest;
  fecha_inicio: string;
  fecha_finalizacion: string | null;
  temas: string;
  secciones: string;
  descripcion: string | null;
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function isFiltered(filter: HistoryFilter): boolean {
  return (
    filter.tipo !== 'todos' || filter.desde !== '' || filter.hasta !== '' || filter.q.trim() !== ''
  );
}

/**
 * Keeps the tests that pass every filter. `dayOf` gives the calendar day (yyyy-MM-dd) on which
 * a test is shown: its finalization, else its start, in the user's time zone.
 */
export function filterHistory<T extends FilterableTest>(
  tests: readonly T[],
  filter: HistoryFilter,
  dayOf: (iso: string) => string,
): T[] {
  const q = fold(filter.q.trim());
  return tests.filter((t) => {
    if (filter.tipo !== 'todos' && t.tipo_test !== filter.tipo) return false;
    const day = dayOf(t.fecha_finalizacion ?? t.fecha_inicio);
    if (filter.desde && day < filter.desde) return false;
    if (filter.hasta && day > filter.hasta) return false;
    if (q && !fold(`${t.temas}\n${t.secciones}\n${t.descripcion ?? ''}`).includes(q)) return false;
    return true;
  });
}

const correctionsSchema = z.array(preguntaCorregidaSchema);

/** Corrections as stored: an array, or a JSON string of one; anything malformed is empty (spec §3). */
export function safeCorrections(value: unknown): PreguntaCorregida[] {
  let candidate = value;
  if (typeof value === 'string') {
    try {
      candidate = JSON.parse(value);
    } catch {
      return [];
    }
  }
  const parsed = correctionsSchema.safeParse(candidate);
  return parsed.success ? parsed.data : [];
}
