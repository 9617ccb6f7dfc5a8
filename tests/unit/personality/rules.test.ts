import { describe, expect, it } from 'vitest';
import {
  bandFor,
  inconsistencyLevel,
  isPairInconsistent,
  isSociallyDesirable,
  roundScore,
  scoreItem,
  subscaleScore,
} from '../../../src/core/personality';

describe('item scoring', () => {
  it.each([
    [1, 5],
    [2, 4],
    [3, 3],
    [4, 2],
    [5, 1],
  ])('a reversed item answered %i scores %i', (answer, scored) => {
    expect(scoreItem({ factor: 'EE', invertido: true }, answer)).toBe(scored);
  });

  it('a direct item scores its answer', () => {
    for (const answer of [1, 2, 3, 4, 5])
      expect(scoreItem({ factor: 'OS', invertido: false }, answer)).toBe(answer);
  });

  it('never reverses an IP item, even one flagged as reversed', () => {
    expect(scoreItem({ factor: 'IP', invertido: true }, 5)).toBe(5);
    expect(scoreItem({ factor: 'IP', invertido: true }, 1)).toBe(1);
  });
});

describe('subscale score (mean − 1) / 4 × 100', () => {
  it('runs from 0 to 100', () => {
    expect(subscaleScore([1, 1, 1, 1, 1, 1])).toBe(0);
    expect(subscaleScore([3, 3, 3, 3, 3, 3])).toBe(50);
    expect(subscaleScore([5, 5, 5, 5, 5, 5])).toBe(100);
    expect(subscaleScore([2, 4, 3, 5, 1, 3])).toBe(50);
  });

  it('lands exactly on the cuts', () => {
    expect(subscaleScore([3, 3, 2, 2, 2])).toBe(35);
    expect(subscaleScore([4, 4, 4, 4, 2])).toBe(65);
  });

  it('refuses a subscale with no answers', () => {
    expect(() => subscaleScore([])).toThrow(RangeError);
  });

  it('rounds to one decimal for display', () => {
    expect(roundScore(subscaleScore([2, 2, 1, 1, 1, 1]))).toBe(8.3);
    expect(roundScore(subscaleScore([5, 5, 5, 5, 4, 4]))).toBe(91.7);
    expect(roundScore(35)).toBe(35);
  });
});

describe('bands', () => {
  it.each([
    [0, 'Bajo'],
    [34.99, 'Bajo'],
    [35, 'Medio'],
    [50, 'Medio'],
    [64.99, 'Medio'],
    [65, 'Alto'],
    [100, 'Alto'],
  ] as const)('%f is %s', (score, band) => {
    expect(bandFor(score)).toBe(band);
  });
});

describe('inconsistency', () => {
  it.each([
    [1, 3, false],
    [3, 1, false],
    [5, 3, false],
    [4, 4, false],
    [1, 4, true],
    [5, 2, true],
    [1, 5, true],
  ])('answers %i and %i flagged: %s', (a, b, flagged) => {
    expect(isPairInconsistent(a, b)).toBe(flagged);
  });

  it.each([
    [0, 'correcta'],
    [1, 'correcta'],
    [2, 'correcta'],
    [3, 'limite'],
    [4, 'alta'],
    [5, 'alta'],
    [8, 'alta'],
  ] as const)('%i flagged pairs is %s', (flags, level) => {
    expect(inconsistencyLevel(flags)).toBe(level);
  });
});

describe('social desirability', () => {
  it.each([
    [4.29, false],
    [4.3, true],
    [4, false],
    [5, true],
  ])('IP mean %f flagged: %s', (mean, flagged) => {
    expect(isSociallyDesirable(mean)).toBe(flagged);
  });
});
