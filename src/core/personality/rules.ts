// The scoring rules of spec §9 "Personality", one function each.
import { LIKERT_MAX, LIKERT_MIN } from '../contract/personality';
import type { PersonalityItem } from '../contract/personality';
import type { Band } from './subscales';

export const BAND_MEDIO_FROM = 35;
export const BAND_ALTO_FROM = 65;
/** A pair is flagged when its answers differ by more than this. */
export const PAIR_MAX_DIFFERENCE = 2;
export const INCONSISTENCY_LIMITE_FLAGS = 3;
export const INCONSISTENCY_ALTA_FLAGS = 4;
export const DESIRABILITY_MEAN = 4.3;

export type InconsistencyLevel = 'correcta' | 'limite' | 'alta';

export function isValidAnswer(answer: number | undefined): answer is number {
  return (
    answer !== undefined && Number.isInteger(answer) && answer >= LIKERT_MIN && answer <= LIKERT_MAX
  );
}

/** Reversed items score 6 − answer; IP items never do, whatever their flag says. */
export function scoreItem(
  item: Pick<PersonalityItem, 'factor' | 'invertido'>,
  answer: number,
): number {
  return item.invertido && item.factor !== 'IP' ? LIKERT_MIN + LIKERT_MAX - answer : answer;
}

/**
 * (mean − 1) / 4 × 100, computed from the integer sum with a single division, so that a score
 * exactly on a cut (35, 65) is exact by construction and never a rounding error below it.
 */
export function subscaleScore(scoredAnswers: readonly number[]): number {
  const count = scoredAnswers.length;
  if (count === 0) throw new RangeError('A subscale needs at least one answered item');
  const sum = scoredAnswers.reduce((total, answer) => total + answer, 0);
  return ((sum - LIKERT_MIN * count) * 100) / ((LIKERT_MAX - LIKERT_MIN) * count);
}

export function bandFor(score: number): Band {
  if (score < BAND_MEDIO_FROM) return 'Bajo';
  if (score < BAND_ALTO_FROM) return 'Medio';
  return 'Alto';
}

/** One decimal, for display; bands always come from the exact score. */
export function roundScore(score: number): number {
  return Math.round(score * 10) / 10;
}

export function isPairInconsistent(answerA: number, answerB: number): boolean {
  return Math.abs(answerA - answerB) > PAIR_MAX_DIFFERENCE;
}

export function inconsistencyLevel(flaggedPairs: number): InconsistencyLevel {
  if (flaggedPairs >= INCONSISTENCY_ALTA_FLAGS) return 'alta';
  if (flaggedPairs === INCONSISTENCY_LIMITE_FLAGS) return 'limite';
  return 'correcta';
}

export function isSociallyDesirable(ipMean: number): boolean {
  return ipMean >= DESIRABILITY_MEAN;
}
