import { describe, expect, it } from 'vitest';
import {
  PSYCHOTECHNIC_GENERATORS,
  PSYCHOTECHNIC_TEMAS,
  generatePsychotechnicTest,
} from '../../../src/core/psychotechnics';
import { PROPERTY_GROUPS } from './property';
import { SOLVERS } from './solvers';

const ALL = [...PSYCHOTECHNIC_TEMAS];
const count = (items: readonly string[]): Record<string, number> =>
  items.reduce<Record<string, number>>((acc, t) => ({ ...acc, [t]: (acc[t] ?? 0) + 1 }), {});

describe('PSYCHOTECHNIC_GENERATORS', () => {
  it('offers at least 8 generators with unique ids and Psico topics', () => {
    expect(PSYCHOTECHNIC_GENERATORS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(PSYCHOTECHNIC_GENERATORS.map((g) => g.id)).size).toBe(
      PSYCHOTECHNIC_GENERATORS.length,
    );
    expect(new Set(ALL).size).toBe(ALL.length);
    for (const tema of ALL) expect(tema).toMatch(/^Psico - \S/);
  });

  it('has every generator under a property test with its own solver', () => {
    const tested = Object.values(PROPERTY_GROUPS).flat();
    expect([...tested].sort()).toEqual(PSYCHOTECHNIC_GENERATORS.map((g) => g.id).sort());
    for (const g of PSYCHOTECHNIC_GENERATORS) expect(SOLVERS[g.id], g.id).toBeTypeOf('function');
  });
});

describe('generatePsychotechnicTest', () => {
  it('spreads the count over the requested topics, round-robin in their order', () => {
    const temas = [
      'Psico - Series numéricas',
      'Psico - Codificación',
      'Psico - Atención y percepción',
    ];
    const test = generatePsychotechnicTest({ temas, count: 10, seed: 7 });
    expect(test).toHaveLength(10);
    expect(count(test.map((q) => q.tema))).toEqual({
      'Psico - Series numéricas': 4,
      'Psico - Codificación': 3,
      'Psico - Atención y percepción': 3,
    });
    expect(test.slice(0, 3).map((q) => q.tema)).toEqual(temas);
  });

  it('is deterministic for a seed and changes with the seed', () => {
    const request = { temas: ALL, count: 30, seed: 12345 };
    expect(generatePsychotechnicTest(request)).toEqual(generatePsychotechnicTest(request));
    const other = generatePsychotechnicTest({ ...request, seed: 12346 });
    expect(other.map((q) => q.pregunta)).not.toEqual(
      generatePsychotechnicTest(request).map((q) => q.pregunta),
    );
  });

  it('never repeats a question text, even at the maximum of 100 per topic', () => {
    for (const tema of ALL) {
      const test = generatePsychotechnicTest({ temas: [tema], count: 100, seed: 99 });
      expect(test, tema).toHaveLength(100);
      expect(new Set(test.map((q) => q.pregunta)).size, tema).toBe(100);
    }
    for (let seed = 0; seed < 20; seed++) {
      const test = generatePsychotechnicTest({ temas: ALL, count: 100, seed });
      expect(new Set(test.map((q) => q.pregunta)).size).toBe(100);
    }
  });

  it('ignores topics without a generator and returns nothing when none is left', () => {
    const test = generatePsychotechnicTest({
      temas: ['Tema 1. La Constitución', 'Psico - Series de letras'],
      count: 5,
      seed: 1,
    });
    expect(test.map((q) => q.tema)).toEqual(Array(5).fill('Psico - Series de letras'));
    expect(
      generatePsychotechnicTest({ temas: ['Tema 1. La Constitución'], count: 5, seed: 1 }),
    ).toEqual([]);
    expect(generatePsychotechnicTest({ temas: [], count: 5, seed: 1 })).toEqual([]);
  });

  it('treats a zero, negative or broken count as no questions', () => {
    for (const bad of [0, -3, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(generatePsychotechnicTest({ temas: ALL, count: bad, seed: 1 })).toEqual([]);
    }
    expect(generatePsychotechnicTest({ temas: ALL, count: 2.7, seed: 1 })).toHaveLength(2);
  });

  it('gives questions of the psychotechnic section only', () => {
    const test = generatePsychotechnicTest({ temas: ALL, count: 40, seed: 3 });
    expect(new Set(test.map((q) => q.seccion))).toEqual(new Set(['Psicotécnicos']));
  });
});
