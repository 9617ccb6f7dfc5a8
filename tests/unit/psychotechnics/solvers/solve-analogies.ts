import { readInteger } from './parse';
import { unparsed } from './types';
import type { Solver } from './types';

type Pair = readonly [number, number];
/** Fits a rule of one kind on two pairs; returns it only if its parameters are whole numbers. */
type Family = (a: Pair, b: Pair) => ((x: number) => number) | undefined;

function twoParameter(feature: (x: number) => number): Family {
  return ([x1, y1], [x2, y2]) => {
    const scale = (y2 - y1) / (feature(x2) - feature(x1));
    const shift = y1 - scale * feature(x1);
    return Number.isInteger(scale) && scale !== 0 && Number.isInteger(shift)
      ? (x) => scale * feature(x) + shift
      : undefined;
  };
}

const FAMILIES: readonly Family[] = [
  twoParameter((x) => x),
  twoParameter((x) => x * x),
  twoParameter((x) => x * x * x),
  // x · (x + c)
  ([x1, y1], [x2, y2]) => {
    const c = (y1 - x1 * x1) / x1;
    return Number.isInteger(c) && (y2 - x2 * x2) / x2 === c ? (x) => x * (x + c) : undefined;
  },
];

export const solveNumberAnalogies: Solver = ({ pregunta }) => {
  const pairs = [...pregunta.matchAll(/(\d+) → (\d+)/g)].map((m): Pair => [
    readInteger(m[1] ?? ''),
    readInteger(m[2] ?? ''),
  ]);
  const target = pregunta.match(/¿Qué número corresponde a (\d+)\?$/)?.[1];
  if (pairs.length !== 3 || target === undefined) unparsed(pregunta);
  const [p1, p2, p3] = pairs as [Pair, Pair, Pair];
  const answers = new Set<number>();
  for (const family of FAMILIES) {
    const rule = family(p1, p2);
    if (rule && rule(p3[0]) === p3[1]) answers.add(rule(readInteger(target)));
  }
  if (answers.size !== 1) throw new Error(`${answers.size} answers for: ${pregunta}`);
  const [answer] = answers;
  return (respuesta) => readInteger(respuesta) === answer;
};
