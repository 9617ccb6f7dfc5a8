/**
 * Rule finder for series. Each family of rules a candidate is expected to know either fits every
 * shown term (and then predicts the next one) or does not. A well-posed series has exactly one
 * prediction across all fitting families.
 */

type Family = (terms: readonly number[]) => number | undefined;

const diffs = (t: readonly number[]): number[] => t.slice(1).map((v, i) => v - (t[i] as number));
const at = (t: readonly number[], i: number): number => t[i < 0 ? t.length + i : i] as number;

/** t(n+1) - t(n) = r · (t(n) - t(n-1)): arithmetic, geometric, ×a+b, gaps that multiply. */
const linearRecurrence: Family = (t) => {
  if (t.length < 4) return undefined;
  const d = diffs(t);
  const [d0, d1] = [at(d, 0), at(d, 1)];
  if (d0 === 0) return d.every((x) => x === 0) ? at(t, -1) : undefined;
  for (let i = 1; i < d.length; i++) if (at(d, i) * d0 !== at(d, i - 1) * d1) return undefined;
  return at(t, -1) + (at(d, -1) * d1) / d0;
};

/** Gaps that grow by a constant. */
const constantSecondDifference: Family = (t) => {
  const d = diffs(t);
  const dd = diffs(d);
  if (dd.length < 2 || dd.some((x) => x !== dd[0])) return undefined;
  return at(t, -1) + at(d, -1) + at(dd, 0);
};

const constantDifference: Family = (t) => {
  const d = diffs(t);
  if (d.length < 2 || d.some((x) => x !== d[0])) return undefined;
  return at(t, -1) + at(d, 0);
};

/** Two arithmetic series taking turns. */
const interleaved: Family = (t) => {
  const even = t.filter((_, i) => i % 2 === 0);
  const odd = t.filter((_, i) => i % 2 === 1);
  if (even.length < 2 || odd.length < 2 || even.length + odd.length < 5) return undefined;
  const step = (s: number[]): number | undefined => {
    const d = diffs(s);
    return d.every((x) => x === d[0]) ? d[0] : undefined;
  };
  const [se, so] = [step(even), step(odd)];
  if (se === undefined || so === undefined) return undefined;
  return t.length % 2 === 0 ? at(even, -1) + se : at(odd, -1) + so;
};

type Operation = { kind: 'add' | 'mul'; apply(x: number): number };

/** Operations (+c or ×c) that explain every step in one parity class. */
function operationsFor(steps: readonly (readonly [number, number])[]): Operation[] {
  if (steps.length < 2) return [];
  const [[a, b]] = steps as [readonly [number, number]];
  const found: Operation[] = [];
  if (steps.every(([x, y]) => y - x === b - a))
    found.push({ kind: 'add', apply: (x) => x + (b - a) });
  if (a !== 0 && steps.every(([x, y]) => y * a === x * b))
    found.push({ kind: 'mul', apply: (x) => (x * b) / a });
  return found;
}

/** Two operations taking turns, each an addition or a multiplication. */
const alternatingOperations: Family = (t) => {
  const steps = t.slice(1).map((v, i) => [t[i] as number, v] as const);
  const evenOps = operationsFor(steps.filter((_, i) => i % 2 === 0));
  const oddOps = operationsFor(steps.filter((_, i) => i % 2 === 1));
  const predictions = new Set<number>();
  for (const e of evenOps)
    for (const o of oddOps) predictions.add((steps.length % 2 === 0 ? e : o).apply(at(t, -1)));
  return predictions.size === 1
    ? [...predictions][0]
    : predictions.size > 1
      ? Number.NaN
      : undefined;
};

const fibonacci: Family = (t) => {
  if (t.length < 4) return undefined;
  for (let i = 2; i < t.length; i++) if (at(t, i) !== at(t, i - 1) + at(t, i - 2)) return undefined;
  return at(t, -1) + at(t, -2);
};

export const NUMBER_FAMILIES: readonly Family[] = [
  linearRecurrence,
  constantSecondDifference,
  interleaved,
  alternatingOperations,
  fibonacci,
];

/** Letters only move by steps: multiplying a position has no meaning. */
export const LETTER_FAMILIES: readonly Family[] = [
  constantDifference,
  constantSecondDifference,
  interleaved,
];

/** Every next term that some fitting family predicts (integers within `valid` only). */
export function predictions(
  terms: readonly number[],
  families: readonly Family[],
  valid: (n: number) => boolean = () => true,
): Set<number> {
  const result = new Set<number>();
  for (const family of families) {
    const next = family(terms);
    if (next === undefined) continue;
    if (Number.isNaN(next))
      throw new Error(`A family gives several answers for ${terms.join(', ')}`);
    if (Number.isInteger(next) && valid(next)) result.add(next);
  }
  return result;
}

export function onlyPrediction(
  terms: readonly number[],
  families: readonly Family[],
  valid?: (n: number) => boolean,
): number {
  const found = predictions(terms, families, valid);
  if (found.size !== 1)
    throw new Error(
      `Series ${terms.join(', ')} has ${found.size} answers: ${[...found].join(', ')}`,
    );
  return [...found][0] as number;
}
