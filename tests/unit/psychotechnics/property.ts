import fc from 'fast-check';
import { it } from 'vitest';
import { PSYCHOTECHNIC_GENERATORS } from '../../../src/core/psychotechnics';
import type { GeneratedQuestion, OptionCount } from '../../../src/core/psychotechnics';
import { SOLVERS } from './solvers';
import type { Solver } from './solvers';

const RUNS = Number(process.env.PSICO_RUNS ?? 10000);
// Fixed so CI is reproducible; set PSICO_SEED to explore other seeds.
const SEED = Number(process.env.PSICO_SEED ?? 20_240_611);

// Plain checks instead of expect(): 100,000 questions with a dozen expect() calls each are slow.
function assert(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Whole sentences: a capital (or an opening quote) first, a full stop last, nothing left unfilled. */
export function isExplanation(text: string): boolean {
  return (
    /^[«¿A-ZÁÉÍÓÚÑ0-9]/.test(text) &&
    /[.)]$/.test(text) &&
    !/undefined|NaN|null|\[object|\$\{|\s{2}|\s[.,;:]/.test(text) &&
    text.split(' ').length >= 5
  );
}

/** Checks one generated question; throws with the reason so fast-check reports seed and case. */
export function check(
  question: GeneratedQuestion,
  tema: string,
  solver: Solver,
  opciones: OptionCount = 4,
): void {
  const texts = question.respuestas.map((r) => r.respuesta);
  const shown = `${question.pregunta} | ${texts.join(' / ')}`;
  assert(
    question.respuestas.map((r) => r.indice).join() ===
      Array.from({ length: opciones }, (_, i) => i + 1).join(),
    `indices not 1..${opciones}: ${shown}`,
  );
  assert(new Set(texts).size === opciones, `repeated options: ${shown}`);
  assert(
    texts.every((t) => t.trim() === t && t.length > 0),
    `blank or padded option: ${shown}`,
  );
  assert(question.tema === tema && tema.startsWith('Psico - '), `bad topic ${question.tema}`);
  assert(question.seccion === 'Psicotécnicos', `bad section ${question.seccion}`);
  assert(
    question.fuente.trim().length > 0 && question.pregunta.trim().length > 0,
    `empty text: ${shown}`,
  );
  assert(
    isExplanation(question.explicacion),
    `explanation not whole sentences: ${question.explicacion}`,
  );
  const isRight = solver({
    pregunta: question.pregunta,
    respuestas: texts,
    imagen: question.imagen,
  });
  const right = texts.flatMap((t, i) => (isRight(t) ? [i + 1] : []));
  assert(right.length === 1, `${right.length} options are right by the solver: ${shown}`);
  assert(
    right[0] === question.correcta_indice,
    `marked ${question.correcta_indice}, solver says ${right[0]}: ${shown}`,
  );
}

/** Generator ids by test file, so the two halves run in parallel on a 2-core machine. */
export const PROPERTY_GROUPS = {
  seriesAndReasoning: [
    'numeric-series',
    'letter-series',
    'alphanumeric-series',
    'number-analogies',
    'odd-one-out',
  ],
  problemsAndAttention: [
    'arithmetic-problems',
    'percentages-rule-of-three',
    'coding',
    'calendars-clocks',
    'attention',
  ],
  wordsAndFigures: ['figure-series', 'verbal', 'spelling'],
} as const;

/** One property test per generator: fast-check prints the failing seed and question. */
export function propertyTests(ids: readonly string[]): void {
  for (const id of ids) {
    const generator = PSYCHOTECHNIC_GENERATORS.find((g) => g.id === id);
    const solver = SOLVERS[id];
    it(`${id}: 3 or 4 distinct options, exactly one right by an independent solver, an explanation in whole sentences, same seed gives the same question`, () => {
      if (!generator || !solver) throw new Error(`Missing generator or solver for ${id}`);
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          // Half the seeds with four options, half with three (Policía Nacional's exams).
          const opciones: OptionCount = seed % 2 === 0 ? 4 : 3;
          const question = generator.generate(seed, opciones);
          const again = generator.generate(seed, opciones);
          assert(
            JSON.stringify(again) === JSON.stringify(question),
            `seed ${seed} is not deterministic`,
          );
          check(question, generator.tema, solver, opciones);
        }),
        { numRuns: RUNS, seed: SEED },
      );
    });
  }
}
