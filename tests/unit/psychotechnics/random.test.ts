import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, mulberry32 } from '../../../src/core/random';

describe('seeded random numbers', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const take = (seed: number) => Array.from({ length: 5 }, mulberry32(seed));
    expect(take(42)).toEqual(take(42));
    expect(take(42)).not.toEqual(take(43));
  });

  it('keeps every helper inside its bounds', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        (seed, min, span) => {
          const rng = createRng(seed);
          const x = rng.next();
          const n = rng.int(min, min + span);
          const s = rng.seed();
          return (
            x >= 0 && x < 1 && Number.isInteger(n) && n >= min && n <= min + span && s >>> 0 === s
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('shuffles into a permutation without touching the input', () => {
    const items = [1, 2, 3, 4, 5, 6];
    const shuffled = createRng(9).shuffle(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...shuffled].sort()).toEqual(items);
  });

  it('reaches both ends of an integer range', () => {
    const rng = createRng(1);
    const seen = new Set(Array.from({ length: 500 }, () => rng.int(1, 4)));
    expect(seen).toEqual(new Set([1, 2, 3, 4]));
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRng(1).pick([])).toThrow(RangeError);
  });
});
