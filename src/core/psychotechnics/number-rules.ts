import type { Rng } from '../random';

/** A numeric series: the shown terms followed by the answer, its rule in Spanish and likely slips. */
export interface SeriesPlan {
  values: number[];
  rule: string;
  wrong: number[];
}

export type SeriesRule = (rng: Rng, shown: number) => SeriesPlan;

export function signed(value: number): string {
  return value < 0 ? `-${-value}` : `+${value}`;
}

/** `start` and then `count` more values, each made from the one before and its position. */
export function unfold(
  start: number,
  count: number,
  step: (value: number, i: number) => number,
): number[] {
  const values = [start];
  for (let i = 0; i < count; i++) values.push(step(values[i] ?? start, i));
  return values;
}

/** '+3 cada vez' as words: 'suman 3', 'restan 2'. */
export function change(step: number): string {
  return step > 0 ? `suman ${step}` : `restan ${-step}`;
}

export function lastOf(values: readonly number[], back = 0): number {
  const value = values[values.length - 1 - back];
  if (value === undefined) throw new RangeError('Series too short');
  return value;
}

function differences(values: readonly number[]): number[] {
  return values.slice(1).map((value, i) => value - (values[i] ?? 0));
}

export const arithmeticRule: SeriesRule = (rng, shown) => {
  const step = rng.chance(0.3) ? -rng.int(2, 9) : rng.int(2, 15);
  const start = step > 0 ? rng.int(1, 60) : rng.int(-step * shown + 1, -step * shown + 60);
  const values = unfold(start, shown, (v) => v + step);
  const next = lastOf(values);
  return {
    values,
    rule:
      step > 0
        ? `Cada término suma ${step} al anterior (serie aritmética).`
        : `Cada término resta ${-step} al anterior (serie aritmética).`,
    wrong: [next + step, next + 1, next - 1, next + 2, next - 2],
  };
};

export const geometricRule: SeriesRule = (rng, shown) => {
  const ratio = rng.pick([2, 3]);
  const limit = Math.floor(Math.log(1000) / Math.log(ratio)) - shown;
  const base = rng.int(1, Math.max(1, Math.min(9, ratio ** limit)));
  const ascending = rng.chance(0.6);
  const values = ascending
    ? unfold(base, shown, (v) => v * ratio)
    : unfold(base * ratio ** shown, shown, (v) => v / ratio);
  const next = lastOf(values);
  const last = lastOf(values, 1);
  const gap = last - lastOf(values, 2);
  return {
    values,
    rule: ascending
      ? `Cada término se multiplica por ${ratio}.`
      : `Cada término se divide entre ${ratio}.`,
    wrong: ascending
      ? [last + gap, last * (ratio + 1), next + ratio, next - ratio, next + 1]
      : [next + 1, next + ratio, next + 2, next + ratio + 1],
  };
};

export const secondOrderRule: SeriesRule = (rng, shown) => {
  const growth = rng.int(1, 4);
  const first = rng.int(1, 6);
  const values = unfold(rng.int(1, 30), shown, (v, i) => v + first + growth * i);
  const next = lastOf(values);
  const steps = differences(values).map(signed).join(', ');
  return {
    values,
    rule: `Las diferencias entre términos consecutivos aumentan de ${growth} en ${growth} (${steps}).`,
    wrong: [
      lastOf(values, 1) + (lastOf(values, 1) - lastOf(values, 2)),
      next + growth,
      next - 1,
      next + 1,
    ],
  };
};

const growingGapRule: SeriesRule = (rng, shown) => {
  const ratio = shown >= 6 ? 2 : rng.pick([2, 3]);
  const first = ratio === 2 ? rng.int(1, 5) : rng.int(1, 3);
  const values = unfold(rng.int(1, 20), shown, (v, i) => v + first * ratio ** i);
  const next = lastOf(values);
  const gap = lastOf(values, 1) - lastOf(values, 2);
  const steps = differences(values).map(signed).join(', ');
  return {
    values,
    rule: `Las diferencias entre términos consecutivos se multiplican por ${ratio} (${steps}).`,
    wrong: [
      lastOf(values, 1) + gap,
      lastOf(values, 1) + gap * (ratio + 1),
      next + first,
      next - first,
      next + 1,
    ],
  };
};

const mixedOperationsRule: SeriesRule = (rng, shown) => {
  const add = rng.int(1, 6);
  const factor = rng.pick([2, 3]);
  const addFirst = rng.chance(0.5);
  const isAdd = (i: number): boolean => (i % 2 === 0) === addFirst;
  const values = unfold(rng.int(1, 9), shown, (v, i) => (isAdd(i) ? v + add : v * factor));
  const last = lastOf(values, 1);
  const nextIsAdd = isAdd(shown - 1);
  const order = addFirst
    ? `sumar ${add} y multiplicar por ${factor}`
    : `multiplicar por ${factor} y sumar ${add}`;
  return {
    values,
    rule: `Se alternan dos operaciones: ${order}.`,
    wrong: [
      nextIsAdd ? last * factor : last + add,
      last + add * factor,
      lastOf(values) + 1,
      lastOf(values) - 1,
    ],
  };
};

const alternatingStepsRule: SeriesRule = (rng, shown) => {
  const up = rng.int(3, 9);
  const down = rng.int(1, up - 1);
  const upFirst = rng.chance(0.6);
  const isUp = (i: number): boolean => (i % 2 === 0) === upFirst;
  const values = unfold(rng.int(down + 1, 40), shown, (v, i) => (isUp(i) ? v + up : v - down));
  const last = lastOf(values, 1);
  const order = upFirst ? `sumar ${up} y restar ${down}` : `restar ${down} y sumar ${up}`;
  return {
    values,
    rule: `Se alternan dos pasos: ${order}.`,
    wrong: [
      isUp(shown - 1) ? last - down : last + up,
      last + up - down,
      lastOf(values) + 1,
      lastOf(values) - 1,
    ],
  };
};

const interleavedRule: SeriesRule = (rng, shown) => {
  const oddStep = rng.int(2, 7);
  const evenStep = rng.pick([-5, -4, -3, -2, -1, 2, 3, 4, 5, 6, 7, 8].filter((s) => s !== oddStep));
  const oddStart = rng.int(1, 20);
  const evenStart = rng.int(30, 60);
  const values = Array.from({ length: shown + 1 }, (_, i) =>
    i % 2 === 0 ? oddStart + oddStep * (i / 2) : evenStart + evenStep * ((i - 1) / 2),
  );
  const next = lastOf(values);
  const otherNext =
    shown % 2 === 0 ? evenStart + evenStep * (shown / 2) : oddStart + oddStep * ((shown + 1) / 2);
  return {
    values,
    rule: `Son dos series intercaladas: los términos de lugar impar ${change(oddStep)} y los de lugar par ${change(evenStep)}.`,
    wrong: [otherNext, next + 1, next - 1, lastOf(values, 1) + oddStep, next + evenStep],
  };
};

const fibonacciRule: SeriesRule = (rng, shown) => {
  const values = [rng.int(1, 9), rng.int(1, 9)];
  while (values.length < shown + 1) values.push(lastOf(values) + lastOf(values, 1));
  const last = lastOf(values, 1);
  return {
    values,
    rule: 'Cada término es la suma de los dos anteriores.',
    wrong: [last + (last - lastOf(values, 2)), last * 2, lastOf(values) + 1, lastOf(values) - 1],
  };
};

const multiplyAddRule: SeriesRule = (rng, shown) => {
  const factor = shown >= 6 ? 2 : rng.pick([2, 3]);
  const add = rng.pick([-1, 1, 2, 3]);
  const values = unfold(rng.int(2, 5), shown, (v) => v * factor + add);
  const last = lastOf(values, 1);
  return {
    values,
    rule: `Cada término se obtiene multiplicando el anterior por ${factor} y ${add > 0 ? `sumando ${add}` : `restando ${-add}`}.`,
    wrong: [last * factor, last * factor - add, lastOf(values) + 1, lastOf(values) - 1],
  };
};

/** Rules for the numeric-series generator, each with the number of terms it shows. */
export const NUMERIC_SERIES_RULES: readonly (readonly [SeriesRule, number])[] = [
  [arithmeticRule, 6],
  [geometricRule, 5],
  [secondOrderRule, 6],
  [growingGapRule, 5],
  [mixedOperationsRule, 6],
  [alternatingStepsRule, 7],
  [interleavedRule, 7],
  [fibonacciRule, 7],
  [multiplyAddRule, 5],
];
