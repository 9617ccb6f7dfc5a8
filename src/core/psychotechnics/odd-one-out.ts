import type { Rng } from '../random';
import { createRng } from '../random';
import { buildQuestion, drawUntil } from './build-question';
import type { QuestionDraft } from './build-question';
import { formatInt } from './format';
import type { PsychotechnicGenerator } from './types';

export const TEMA_ELEMENTO_DISCORDANTE = 'Psico - Elemento discordante';

type Problem = Omit<QuestionDraft, 'tema'>;

const listWithOr = (items: readonly string[]): string =>
  `${items.slice(0, -1).join(', ')} o ${items.at(-1) ?? ''}`;

interface NumberProperty {
  name: string;
  holds(n: number): boolean;
  /** Whether being the only one with it is itself a reason to call a number the odd one. */
  singular: boolean;
}

const isPrime = (n: number): boolean => {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
};
const isPower = (n: number, exponent: number): boolean =>
  Math.round(n ** (1 / exponent)) ** exponent === n;
const digits = (n: number): number[] => String(n).split('').map(Number);

const multipleOf = (k: number, singular: boolean): NumberProperty => ({
  name: k === 2 ? 'números pares' : `múltiplos de ${k}`,
  holds: (n) => n % k === 0,
  singular,
});

// Being the only multiple of 2, 3, 5 or 10 is an obvious trait; the only multiple of 7 is not.
const EVIDENT_FACTORS = new Set([2, 3, 5, 10]);

const GENERATIVE: readonly NumberProperty[] = [
  ...[2, 3, 4, 5, 6, 7, 8, 9, 11, 12].map((k) => multipleOf(k, EVIDENT_FACTORS.has(k))),
  { name: 'números impares', holds: (n) => n % 2 === 1, singular: true },
  { name: 'números primos', holds: isPrime, singular: true },
  { name: 'cuadrados perfectos', holds: (n) => isPower(n, 2), singular: true },
];

/** Every reason a solver could give for singling a number out; a question must leave only one. */
const ALL_PROPERTIES: readonly NumberProperty[] = [
  ...GENERATIVE,
  multipleOf(10, true),
  { name: 'cubos perfectos', holds: (n) => isPower(n, 3), singular: true },
  { name: 'cifras iguales', holds: (n) => new Set(digits(n)).size === 1, singular: true },
  ...Array.from({ length: 18 }, (_, s) => ({
    name: `cifras que suman ${s + 1}`,
    holds: (n: number) => digits(n).reduce((a, b) => a + b, 0) === s + 1,
    singular: false,
  })),
  ...Array.from({ length: 10 }, (_, d) => ({
    name: `acaban en ${d}`,
    holds: (n: number) => n % 10 === d,
    singular: false,
  })),
];

const TWO_DIGITS = Array.from({ length: 90 }, (_, i) => i + 10);
// Property membership of every two-digit number, computed once: the generator re-draws often.
const MEMBERSHIP: readonly (readonly boolean[])[] = Array.from({ length: 100 }, (_, n) =>
  ALL_PROPERTIES.map((p) => p.holds(n)),
);

/** The one index that every reason points to; undefined when reasons disagree or none exists. */
function onlyOddIndex(numbers: readonly number[]): number | undefined {
  const rows = numbers.map((n) => MEMBERSHIP[n] ?? []);
  let found: number | undefined;
  for (let p = 0; p < ALL_PROPERTIES.length; p++) {
    let having = 0;
    let withIt = -1;
    let withoutIt = -1;
    for (let i = 0; i < rows.length; i++) {
      if (rows[i]?.[p] === true) {
        having++;
        withIt = i;
      } else withoutIt = i;
    }
    const reasons = [
      having === rows.length - 1 ? withoutIt : -1,
      having === 1 && ALL_PROPERTIES[p]?.singular === true ? withIt : -1,
    ];
    for (const index of reasons) {
      if (index < 0) continue;
      if (found !== undefined && found !== index) return undefined;
      found = index;
    }
  }
  return found;
}

function pickDistinct(rng: Rng, items: readonly number[], count: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(rng.pick(items));
  return [...chosen];
}

function numberSet(rng: Rng): Problem {
  const property = rng.pick(GENERATIVE);
  const members = TWO_DIGITS.filter(property.holds);
  const outsiders = TWO_DIGITS.filter((n) => !property.holds(n));
  const { numbers, odd } = drawUntil(() => {
    const outsider = rng.pick(outsiders);
    const all = rng.shuffle([...pickDistinct(rng, members, 3), outsider]);
    return onlyOddIndex(all) === all.indexOf(outsider)
      ? { numbers: all, odd: outsider }
      : undefined;
  });
  return {
    pregunta: `¿Qué número no guarda relación con los demás: ${listWithOr(numbers.map(formatInt))}?`,
    correcta: formatInt(odd),
    distractores: numbers.filter((n) => n !== odd).map(formatInt),
    explicacion: `Todos los números son ${property.name} excepto el ${formatInt(odd)}, que por eso no guarda relación con los demás.`,
  };
}

interface PairRule {
  apply(n: number): number;
  text: string;
}

const plusMinus = (c: number): string =>
  c === 0 ? '' : ` ${c > 0 ? 'más' : 'menos'} ${Math.abs(c)}`;

function pairRule(rng: Rng): PairRule {
  const kind = rng.int(0, 3);
  if (kind === 0) {
    const k = rng.int(2, 9);
    return { apply: (n) => k * n, text: `el segundo número es el primero multiplicado por ${k}` };
  }
  if (kind === 1) {
    const c = rng.int(3, 20);
    return { apply: (n) => n + c, text: `el segundo número es el primero más ${c}` };
  }
  if (kind === 2) {
    const c = rng.int(-3, 3);
    return {
      apply: (n) => n * n + c,
      text: `el segundo número es el cuadrado del primero${plusMinus(c)}`,
    };
  }
  const k = rng.int(2, 4);
  const c = rng.pick([-3, -2, -1, 1, 2, 3]);
  return {
    apply: (n) => k * n + c,
    text: `el segundo número es el primero multiplicado por ${k}${plusMinus(c)}`,
  };
}

type Pair = readonly [number, number];

/** Whether three pairs follow one rule of a kind a candidate would recognise. */
const PAIR_FAMILIES: readonly ((pairs: readonly Pair[]) => boolean)[] = [
  (pairs) => sameValue(pairs.map(([a, b]) => b - a * a)),
  (pairs) => sameValue(pairs.map(([a, b]) => b - a ** 3)),
  (pairs) =>
    sameValue(pairs.map(([a, b]) => ((b - a * a) % a === 0 ? (b - a * a) / a : Number.NaN))),
  (pairs) => {
    const [[a1, b1] = [0, 0], [a2, b2] = [0, 0]] = pairs;
    const slope = (b2 - b1) / (a2 - a1);
    return (
      Number.isInteger(slope) &&
      slope >= 1 &&
      pairs.every(([a, b]) => b - slope * a === b1 - slope * a1)
    );
  },
];

function sameValue(values: readonly number[]): boolean {
  return values.every((v) => !Number.isNaN(v) && v === values[0]);
}

function pairSingledOut(pairs: readonly Pair[]): Set<number> | undefined {
  const result = new Set<number>();
  for (const fits of PAIR_FAMILIES) {
    if (fits(pairs)) return undefined;
    pairs.forEach((_, i) => {
      if (fits(pairs.filter((__, j) => j !== i))) result.add(i);
    });
  }
  return result;
}

const showPair = ([a, b]: Pair): string => `${formatInt(a)} → ${formatInt(b)}`;

function pairSet(rng: Rng): Problem {
  const { rule, pairs, oddIndex } = drawUntil(() => {
    const chosen = pairRule(rng);
    const inputs = rng.shuffle([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]).slice(0, 4);
    const odd = rng.int(0, 3);
    const slip = rng.pick([-5, -3, -2, -1, 1, 2, 3, 5]);
    const built = inputs.map((a, i): Pair => [a, chosen.apply(a) + (i === odd ? slip : 0)]);
    const found = pairSingledOut(built);
    const unambiguous = built.every(([, b]) => b > 0) && found?.size === 1 && found.has(odd);
    return unambiguous ? { rule: chosen, pairs: built.map(showPair), oddIndex: odd } : undefined;
  });
  const oddPair = pairs[oddIndex] ?? '';
  return {
    pregunta: `¿Qué pareja no sigue la misma regla que las demás: ${listWithOr(pairs)}?`,
    correcta: oddPair,
    distractores: pairs.filter((p) => p !== oddPair),
    explicacion: `En las demás parejas ${rule.text}. La pareja ${oddPair} no cumple esa regla.`,
  };
}

export const oddOneOutGenerator: PsychotechnicGenerator = {
  id: 'odd-one-out',
  tema: TEMA_ELEMENTO_DISCORDANTE,
  generate(seed, opciones) {
    const rng = createRng(seed);
    const problem = rng.chance(0.6) ? numberSet(rng) : pairSet(rng);
    // With three options one of the matching items is listed but not offered.
    return buildQuestion(rng, { tema: TEMA_ELEMENTO_DISCORDANTE, ...problem }, opciones);
  },
};
