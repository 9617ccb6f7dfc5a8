import type { Rng } from '../random';
import { sample } from '../random';
import type { BankPregunta } from '../contract/quiz';
import { isPsicoTopic } from './psico';

export interface TestCriteria {
  secciones: readonly string[];
  temas: readonly string[];
  numPreguntas: number;
  psicotecnico: boolean;
}

/**
 * The rules of genera_test.php, shared by the server and the offline client: questions of the
 * chosen sections and topics (all of them when a list is empty), psychotechnic topics only in
 * psychotechnic mode, a random sample without repeats, capped by what exists. Works on whole
 * questions or on light entries (id, section, topic) whose questions are fetched afterwards.
 */
export function pickQuestions<T extends Pick<BankPregunta, 'seccion' | 'tema'>>(
  bank: readonly T[],
  criteria: TestCriteria,
  rng: Rng,
): T[] {
  return sample(eligibleQuestions(bank, criteria), criteria.numPreguntas, rng);
}

/** The questions a test of these criteria draws from, in bank order. */
export function eligibleQuestions<T extends Pick<BankPregunta, 'seccion' | 'tema'>>(
  bank: readonly T[],
  criteria: Omit<TestCriteria, 'numPreguntas'>,
): T[] {
  const secciones = new Set(criteria.secciones);
  const temas = new Set(criteria.temas);
  return bank.filter(
    (q) =>
      (secciones.size === 0 || secciones.has(q.seccion)) &&
      (temas.size === 0 || temas.has(q.tema)) &&
      isPsicoTopic(q.tema) === criteria.psicotecnico,
  );
}

/** Sections of a bank, and the topics of one section, in first-seen order. */
export function sectionsOf(bank: readonly Pick<BankPregunta, 'seccion'>[]): string[] {
  return [...new Set(bank.map((q) => q.seccion))];
}

export function topicsOf(
  bank: readonly Pick<BankPregunta, 'seccion' | 'tema'>[],
  seccion: string,
): string[] {
  return [...new Set(bank.filter((q) => q.seccion === seccion).map((q) => q.tema))];
}

/**
 * A bank's questions reduced to what choosing them needs: parallel arrays, small enough to read
 * in one go, so a test from a 20,000-question bank needs to read only the questions it uses.
 */
export interface BankIndex {
  ids: number[];
  secciones: string[];
  temas: string[];
  /** For each id, its position in `secciones` and in `temas`. */
  seccionOf: number[];
  temaOf: number[];
}

export function buildBankIndex(
  bank: readonly Pick<BankPregunta, 'id' | 'seccion' | 'tema'>[],
): BankIndex {
  const index: BankIndex = { ids: [], secciones: [], temas: [], seccionOf: [], temaOf: [] };
  const pos = (list: string[], value: string) => {
    const found = list.indexOf(value);
    return found >= 0 ? found : list.push(value) - 1;
  };
  for (const q of bank) {
    index.ids.push(q.id);
    index.seccionOf.push(pos(index.secciones, q.seccion));
    index.temaOf.push(pos(index.temas, q.tema));
  }
  return index;
}

/** The index back as light entries, in bank order. */
export function indexEntries(index: BankIndex): { id: number; seccion: string; tema: string }[] {
  return index.ids.map((id, i) => ({
    id,
    seccion: index.secciones[index.seccionOf[i] ?? -1] ?? '',
    tema: index.temas[index.temaOf[i] ?? -1] ?? '',
  }));
}
