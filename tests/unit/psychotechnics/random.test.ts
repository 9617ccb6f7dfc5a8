import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, mulberry32, sample } from '../../../src/core/random';

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

  it('samples distinct items, capped by what exists, without touching the input', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: -2, max: 40 }),
        (seed, size, count) => {
          const items = Array.from({ length: size }, (_, i) => i);
          const drawn = sample(items, count, createRng(seed));
          return (
            drawn.length === Math.max(0, Math.min(size, count)) &&
            new Set(drawn).size === drawn.length &&
            drawn.every((x) => x >= 0 && x < size) &&
            items.every((x, i) => x === i)
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('gives every item the same chance of being sampled, wherever it sits', () => {
    // 3 of 6, 6,000 times: each item is expected 3,000 times; 2,850–3,150 is over 5 standard
    // deviations (√(6000 · 0.5 · 0.5) ≈ 39) from it, so only a biased sampler lands outside.
    const rng = createRng(7);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let k = 0; k < 6000; k++)
      for (const x of sample([0, 1, 2, 3, 4, 5], 3, rng)) counts[x] = (counts[x] ?? 0) + 1;
    for (const c of counts) {
      expect(c).toBeGreaterThan(2850);
      expect(c).toBeLessThan(3150);
    }
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRng(1).pick([])).toThrow(RangeError);
  });
});
