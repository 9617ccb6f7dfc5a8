import { createRng } from '../random';
import { alphanumericSeriesGenerator } from './alphanumeric-series';
import { arithmeticProblemsGenerator } from './arithmetic-problems';
import { attentionGenerator } from './attention';
import { calendarsClocksGenerator } from './calendars-clocks';
import { codingGenerator } from './coding';
import { figureSeriesGenerator } from './figure-series';
import { letterSeriesGenerator } from './letter-series';
import { numberAnalogiesGenerator } from './number-analogies';
import { numericSeriesGenerator } from './numeric-series';
import { oddOneOutGenerator } from './odd-one-out';
import { percentagesGenerator } from './percentages';
import { spellingGenerator } from './spelling';
import { verbalGenerator } from './verbal';
import type { GeneratedQuestion, OptionCount, PsychotechnicGenerator } from './types';

export const PSYCHOTECHNIC_GENERATORS: readonly PsychotechnicGenerator[] = [
  numericSeriesGenerator,
  letterSeriesGenerator,
  alphanumericSeriesGenerator,
  numberAnalogiesGenerator,
  arithmeticProblemsGenerator,
  percentagesGenerator,
  oddOneOutGenerator,
  codingGenerator,
  calendarsClocksGenerator,
  attentionGenerator,
  figureSeriesGenerator,
  verbalGenerator,
  spellingGenerator,
];

export const PSYCHOTECHNIC_TEMAS: readonly string[] = PSYCHOTECHNIC_GENERATORS.map((g) => g.tema);

export interface PsychotechnicTestRequest {
  /** Topic names; those without a generator are ignored. */
  temas: readonly string[];
  count: number;
  seed: number;
  /** Options per question (4 unless the process's exam uses 3). */
  opciones?: OptionCount;
}

// Enough for the small spaces (weekday puzzles) to find a fresh question, yet bounded.
const ATTEMPTS_PER_QUESTION = 50;

/**
 * A test of `count` questions spread round-robin over the requested generator topics, in the
 * order given, with no repeated question text. The same request always gives the same test.
 */
export function generatePsychotechnicTest({
  temas,
  count,
  seed,
  opciones,
}: PsychotechnicTestRequest): GeneratedQuestion[] {
  const wanted = new Set(temas);
  const generators = PSYCHOTECHNIC_GENERATORS.filter((g) => wanted.has(g.tema));
  const total = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  if (generators.length === 0 || total === 0) return [];
  const rng = createRng(seed);
  const seen = new Set<string>();
  const questions: GeneratedQuestion[] = [];
  for (let slot = 0; slot < total; slot++) {
    const generator = generators[slot % generators.length];
    if (generator === undefined) break;
    for (let attempt = 0; attempt < ATTEMPTS_PER_QUESTION; attempt++) {
      const question = generator.generate(rng.seed(), opciones);
      if (seen.has(question.pregunta)) continue;
      seen.add(question.pregunta);
      questions.push(question);
      break;
    }
  }
  return questions;
}
