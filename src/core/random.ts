/**
 * Seeded pseudo-random numbers (mulberry32): one seed always gives the same sequence, on the
 * server and in the browser, so generated content can be reproduced from its seed alone.
 * Not for anything secret.
 */

export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy; the input is left as it was. */
  shuffle<T>(items: readonly T[]): T[];
  chance(probability: number): boolean;
  /** A fresh unsigned 32-bit seed, to derive independent sub-generators. */
  seed(): number;
}

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRng(seed: number): Rng {
  return rngFrom(mulberry32(seed));
}

/** The same helpers over any source of uniform floats in [0, 1), e.g. Math.random. */
export function rngFrom(next: () => number): Rng {
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new RangeError('pick() needs a non-empty list');
      return item;
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
    chance: (probability) => next() < probability,
    seed: () => Math.floor(next() * 4294967296) >>> 0,
  };
}

/** Up to `count` distinct items in random order: a sample without repeats. */
export function sample<T>(items: readonly T[], count: number, rng: Rng): T[] {
  // The first steps of a Fisher–Yates shuffle run from the front: after step i, position i holds
  // a uniform pick of what was left. A 110-question test from a 1,200-question bank draws 110
  // numbers, not 1,200.
  const copy = [...items];
  const n = Math.min(copy.length, Math.max(0, count));
  for (let i = 0; i < n; i++) {
    const j = rng.int(i, copy.length - 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  copy.length = n;
  return copy;
}
