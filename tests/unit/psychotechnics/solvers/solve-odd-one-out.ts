import { readInteger } from './parse';
import { unparsed } from './types';
import type { Solver } from './types';

interface Trait {
  has(n: number): boolean;
  /** Being the only one with this trait is reason enough to be the odd one. */
  telling: boolean;
}

function prime(n: number): boolean {
  if (n < 2) return false;
  let d = 2;
  while (d * d <= n && n % d !== 0) d++;
  return d * d > n;
}

const root = (n: number, k: number): boolean => {
  for (let r = 1; r ** k <= n; r++) if (r ** k === n) return true;
  return false;
};
const digitSum = (n: number): number => [...String(n)].reduce((s, d) => s + Number(d), 0);

const TRAITS: readonly Trait[] = [
  ...[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((k) => ({
    has: (n: number) => n % k === 0,
    telling: [2, 3, 5, 10].includes(k),
  })),
  { has: (n) => n % 2 !== 0, telling: true },
  { has: prime, telling: true },
  { has: (n) => root(n, 2), telling: true },
  { has: (n) => root(n, 3), telling: true },
  { has: (n) => n > 9 && n % 11 === 0 && n < 100, telling: true },
  ...Array.from({ length: 18 }, (_, i) => ({
    has: (n: number) => digitSum(n) === i + 1,
    telling: false,
  })),
  ...Array.from({ length: 10 }, (_, d) => ({ has: (n: number) => n % 10 === d, telling: false })),
];

function oddNumber(numbers: readonly number[]): number {
  const singled = new Set<number>();
  for (const trait of TRAITS) {
    const withIt = numbers.filter((x) => trait.has(x));
    const without = numbers.filter((x) => !trait.has(x));
    if (without.length === 1) singled.add(without[0] as number);
    if (trait.telling && withIt.length === 1) singled.add(withIt[0] as number);
  }
  if (singled.size !== 1) throw new Error(`${singled.size} odd numbers in ${numbers.join(', ')}`);
  return [...singled][0] as number;
}

type Pair = readonly [number, number];

/** Kinds of rule linking the two numbers of a pair; each says whether a set of pairs shares one. */
const PAIR_RULES: readonly ((pairs: readonly Pair[]) => boolean)[] = [
  // b = k·a + c with whole k ≥ 1 (covers ×k and +c)
  (pairs) => {
    const [[a1, b1], [a2, b2]] = pairs as [Pair, Pair];
    const k = (b2 - b1) / (a2 - a1);
    return Number.isInteger(k) && k >= 1 && pairs.every(([a, b]) => b === k * a + (b1 - k * a1));
  },
  (pairs) => new Set(pairs.map(([a, b]) => b - a * a)).size === 1,
  (pairs) => new Set(pairs.map(([a, b]) => b - a * a * a)).size === 1,
  // b = a · (a + c)
  (pairs) =>
    new Set(pairs.map(([a, b]) => (b % a === 0 ? b / a - a : Number.NaN))).size === 1 &&
    pairs.every(([a, b]) => b % a === 0),
];

function oddPair(pairs: readonly Pair[]): number {
  const singled = new Set<number>();
  for (const rule of PAIR_RULES) {
    if (rule(pairs)) throw new Error('One rule fits every pair: nothing is odd');
    pairs.forEach((_, i) => {
      if (rule(pairs.filter((__, j) => j !== i))) singled.add(i);
    });
  }
  if (singled.size !== 1) throw new Error(`${singled.size} odd pairs`);
  return [...singled][0] as number;
}

/** The items listed in the question ('a, b, c o d'); every option must be one of them (with three
 * options one listed item is not offered). */
function listedItems(
  pregunta: string,
  opening: string,
  respuestas: readonly string[],
): string[] | undefined {
  if (!pregunta.startsWith(opening) || !pregunta.endsWith('?')) return undefined;
  const items = pregunta.slice(opening.length, -1).split(/, | o /);
  const offered = new Set(respuestas);
  if (
    offered.size !== respuestas.length ||
    respuestas.some((r) => !items.includes(r)) ||
    items.length - offered.size > 1
  ) {
    throw new Error(`The options are not the items listed in: ${pregunta}`);
  }
  return items;
}

export const solveOddOneOut: Solver = ({ pregunta, respuestas }) => {
  const numbers = listedItems(
    pregunta,
    '¿Qué número no guarda relación con los demás: ',
    respuestas,
  );
  if (numbers) {
    const odd = oddNumber(numbers.map(readInteger));
    return (respuesta) => readInteger(respuesta) === odd;
  }
  const pairTexts = listedItems(
    pregunta,
    '¿Qué pareja no sigue la misma regla que las demás: ',
    respuestas,
  );
  if (pairTexts) {
    const pairs = pairTexts.map((r): Pair => {
      const m = r.match(/^(\d+) → (\d+)$/) ?? unparsed(r);
      return [readInteger(m[1] ?? ''), readInteger(m[2] ?? '')];
    });
    const odd = pairTexts[oddPair(pairs)];
    return (respuesta) => respuesta === odd;
  }
  return unparsed(pregunta);
};
