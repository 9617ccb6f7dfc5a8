import type { Rng } from '../random';
import { ALPHABET_SIZE } from './alphabet';
import { signed } from './number-rules';

/** A letter series as alphabet positions (0 = A … 26 = Z): shown terms then the answer. */
export interface LetterPlan {
  positions: number[];
  rule: string;
  wrong: number[];
}

export type LetterRule = (rng: Rng, shown: number) => LetterPlan;

/** Slides offsets (first = 0) to a random start that keeps every term inside A..Z. */
function place(rng: Rng, offsets: readonly number[]): number[] {
  const low = Math.min(...offsets);
  const high = Math.max(...offsets);
  const start = rng.int(-low, ALPHABET_SIZE - 1 - high);
  return offsets.map((offset) => offset + start);
}

function offsetsFrom(count: number, step: (i: number) => number): number[] {
  const offsets = [0];
  for (let i = 0; i < count; i++) offsets.push((offsets[i] ?? 0) + step(i));
  return offsets;
}

/** Letters just before and after the answer: the slips of someone who miscounts (or skips the Ñ). */
export function nearPositions(position: number): number[] {
  return [position + 1, position - 1, position + 2, position - 2, position + 3, position - 3];
}

const positionsWord = (n: number): string => (n === 1 ? '1 posición' : `${n} posiciones`);

/** 'avanza 2 posiciones' or 'retrocede 1 posición'. */
export function move(step: number): string {
  return `${step > 0 ? 'avanza' : 'retrocede'} ${positionsWord(Math.abs(step))}`;
}

function plan(positions: number[], rule: string, wrong: number[]): LetterPlan {
  return { positions, rule, wrong };
}

export const constantLetterRule: LetterRule = (rng, shown) => {
  const step = rng.pick(
    [1, 2, 3, 4, -1, -2, -3].filter((s) => Math.abs(s) * shown < ALPHABET_SIZE),
  );
  const positions = place(
    rng,
    offsetsFrom(shown, () => step),
  );
  return plan(positions, `Cada letra ${move(step)} respecto a la anterior.`, []);
};

export const growingLetterRule: LetterRule = (rng, shown) => {
  const first = rng.int(1, 2);
  const sign = rng.chance(0.75) ? 1 : -1;
  const positions = place(
    rng,
    offsetsFrom(shown, (i) => sign * (first + i)),
  );
  const steps = Array.from({ length: shown }, (_, i) => signed(sign * (first + i))).join(', ');
  const sameStepAgain = (positions[shown] ?? 0) - sign;
  return plan(positions, `Los saltos entre letras consecutivas crecen de uno en uno (${steps}).`, [
    sameStepAgain,
  ]);
};

export const interleavedLetterRule: LetterRule = (rng, shown) => {
  const oddStep = rng.int(1, 3);
  const evenStep = rng.pick([-3, -2, -1, 1, 2, 3].filter((s) => s !== oddStep));
  const evenStart = rng.int(-8, 8);
  const offsets = Array.from({ length: shown + 1 }, (_, i) =>
    i % 2 === 0 ? oddStep * (i / 2) : evenStart + evenStep * ((i - 1) / 2),
  );
  const positions = place(rng, offsets);
  const oddNext = (positions[0] ?? 0) + oddStep * Math.ceil((shown + 1) / 2);
  return plan(
    positions,
    `Son dos series intercaladas: cada letra de lugar impar ${move(oddStep)} respecto a la impar anterior, y cada una de lugar par ${move(evenStep)} respecto a la par anterior.`,
    [oddNext],
  );
};

export const alternatingLetterRule: LetterRule = (rng, shown) => {
  const up = rng.int(2, 5);
  const down = rng.int(1, up - 1);
  const upFirst = rng.chance(0.6);
  const isUp = (i: number): boolean => (i % 2 === 0) === upFirst;
  const positions = place(
    rng,
    offsetsFrom(shown, (i) => (isUp(i) ? up : -down)),
  );
  const previous = positions[shown - 1] ?? 0;
  const order = upFirst
    ? `avanzar ${positionsWord(up)} y retroceder ${positionsWord(down)}`
    : `retroceder ${positionsWord(down)} y avanzar ${positionsWord(up)}`;
  return plan(positions, `Se alternan dos saltos: ${order}.`, [
    isUp(shown - 1) ? previous - down : previous + up,
  ]);
};
