import type { Rng } from '../random';
import { sample } from '../random';
import type { BankPregunta, Pregunta } from '../contract/quiz';
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
 * psychotechnic mode, a random sample without repeats, capped by what exists.
 */
export function generateTest(bank: readonly BankPregunta[], criteria: TestCriteria, rng: Rng): Pregunta[] {
  const secciones = new Set(criteria.secciones);
  const temas = new Set(criteria.temas);
  const eligible = bank.filter(
    (q) =>
      (secciones.size === 0 || secciones.has(q.seccion)) &&
      (temas.size === 0 || temas.has(q.tema)) &&
      isPsicoTopic(q.tema) === criteria.psicotecnico,
  );
  return sample(eligible, criteria.numPreguntas, rng).map(({ id, pregunta, respuestas, correcta_indice }: BankPregunta) => ({
    id,
    pregunta,
    respuestas,
    correcta_indice,
  }));
}

/** Sections of a bank, and the topics of one section, in first-seen order. */
export function sectionsOf(bank: readonly Pick<BankPregunta, 'seccion'>[]): string[] {
  return [...new Set(bank.map((q) => q.seccion))];
}

export function topicsOf(bank: readonly Pick<BankPregunta, 'seccion' | 'tema'>[], seccion: string): string[] {
  return [...new Set(bank.filter((q) => q.seccion === seccion).map((q) => q.tema))];
}
