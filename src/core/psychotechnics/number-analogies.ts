import type { Rng } from '../random';
import { createRng } from '../random';
import { buildQuestion, nearbyIntegers } from './build-question';
import { formatInt, joinSpanish } from './format';
import type { PsychotechnicGenerator } from './types';

export const TEMA_ANALOGIAS_NUMERICAS = 'Psico - Analogías numéricas';

interface AnalogyRule {
  apply(n: number): number;
  text: string;
  inputs: readonly number[];
  /** The same rule with a slip, for distractors. */
  slips: readonly ((n: number) => number)[];
}

const SMALL = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

function withConstant(base: string, constant: number): string {
  if (constant === 0) return base;
  return `${base} y se ${constant > 0 ? 'suma' : 'resta'} ${Math.abs(constant)}`;
}

function linear(rng: Rng): AnalogyRule {
  const factor = rng.int(2, 6);
  const constant = rng.int(-4, 9);
  return {
    apply: (n) => factor * n + constant,
    text: withConstant(`se multiplica por ${factor}`, constant),
    inputs: SMALL,
    slips: [(n) => factor * n, (n) => (factor + 1) * n + constant, (n) => n * n + constant],
  };
}

function squarePlus(rng: Rng): AnalogyRule {
  const constant = rng.int(-3, 5);
  return {
    apply: (n) => n * n + constant,
    text: withConstant('se eleva al cuadrado', constant),
    inputs: SMALL,
    slips: [(n) => n * n, (n) => 2 * n + constant, (n) => n * n - constant, (n) => n * (n + 1)],
  };
}

function cubePlus(rng: Rng): AnalogyRule {
  const constant = rng.int(-2, 2);
  return {
    apply: (n) => n ** 3 + constant,
    text: withConstant('se eleva al cubo', constant),
    inputs: [2, 3, 4, 5, 6],
    slips: [(n) => n ** 3, (n) => n * n + constant, (n) => 3 * n + constant],
  };
}

function timesNeighbour(rng: Rng): AnalogyRule {
  const next = rng.chance(0.5);
  return {
    apply: (n) => n * (next ? n + 1 : n - 1),
    text: `se multiplica por su número ${next ? 'siguiente' : 'anterior'}`,
    inputs: SMALL,
    slips: [(n) => n * (next ? n - 1 : n + 1), (n) => n * n, (n) => n * n + 1],
  };
}

const RULES = [linear, squarePlus, cubePlus, timesNeighbour] as const;

export const numberAnalogiesGenerator: PsychotechnicGenerator = {
  id: 'number-analogies',
  tema: TEMA_ANALOGIAS_NUMERICAS,
  generate(seed, opciones) {
    const rng = createRng(seed);
    const rule = rng.pick(RULES)(rng);
    const usable = rule.inputs.filter((n) => rule.apply(n) > 0);
    const [target = 0, ...examples] = rng.shuffle(usable).slice(0, 4);
    const answer = rule.apply(target);
    const pairs = examples.map((n) => `${formatInt(n)} → ${formatInt(rule.apply(n))}`);
    const wrong = [
      ...rng.shuffle(rule.slips.map((slip) => slip(target))),
      answer + target,
      ...nearbyIntegers(answer),
    ];
    return buildQuestion(
      rng,
      {
        tema: TEMA_ANALOGIAS_NUMERICAS,
        pregunta: `En las parejas ${joinSpanish(pairs)} se aplica la misma regla. ¿Qué número corresponde a ${formatInt(target)}?`,
        correcta: formatInt(answer),
        distractores: wrong.filter((n) => n > 0).map(formatInt),
        explicacion: `En cada pareja, el segundo número se obtiene así: el primero ${rule.text}. Por tanto, a ${formatInt(target)} le corresponde ${formatInt(answer)}.`,
      },
      opciones,
    );
  },
};
