import type { Rng } from '../random';
import { SECCION_PSICOTECNICOS } from './types';
import type { GeneratedQuestion, OptionCount } from './types';

/** Every generated arithmetic or reasoning item names its origin this way. */
export const FUENTE_GENERADA = 'Ejercicio psicotécnico generado por Opositor';

export interface QuestionDraft {
  tema: string;
  pregunta: string;
  correcta: string;
  /** Wrong answers, most plausible first; repeats and copies of the answer are skipped. */
  distractores: readonly string[];
  /** The rule that solves the item, in whole sentences. */
  explicacion: string;
  fuente?: string;
  imagen?: string | null;
}

export const OPTION_COUNT: OptionCount = 4;

/**
 * Keeps the `opciones - 1` most plausible distractors, shuffles them with the answer and letters
 * them 1..n.
 */
export function buildQuestion(
  rng: Rng,
  draft: QuestionDraft,
  opciones: OptionCount = OPTION_COUNT,
): GeneratedQuestion {
  const wrong = [...new Set(draft.distractores)].filter((text) => text !== draft.correcta);
  if (wrong.length < opciones - 1) {
    throw new Error(`Not enough distractors for: ${draft.pregunta}`);
  }
  const texts = rng.shuffle([draft.correcta, ...wrong.slice(0, opciones - 1)]);
  return {
    pregunta: draft.pregunta,
    respuestas: texts.map((respuesta, i) => ({ indice: i + 1, respuesta })),
    correcta_indice: texts.indexOf(draft.correcta) + 1,
    fuente: draft.fuente ?? FUENTE_GENERADA,
    explicacion: draft.explicacion,
    imagen: draft.imagen ?? null,
    seccion: SECCION_PSICOTECNICOS,
    tema: draft.tema,
  };
}

/** Nearby integers (±1, ±2, …) that pass `valid`, used to top up a short list of distractors. */
export function nearbyIntegers(
  value: number,
  valid: (n: number) => boolean = () => true,
): number[] {
  const result: number[] = [];
  for (let step = 1; result.length < 6 && step < 50; step++) {
    for (const candidate of [value + step, value - step]) {
      if (valid(candidate)) result.push(candidate);
    }
  }
  return result;
}

/**
 * Draws until `draw` accepts (returns a value). Every caller accepts a large share of draws, so
 * the limit is only a guard against a broken generator.
 */
export function drawUntil<T>(draw: () => T | undefined): T {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const value = draw();
    if (value !== undefined) return value;
  }
  throw new Error('Generator could not satisfy its constraints');
}
