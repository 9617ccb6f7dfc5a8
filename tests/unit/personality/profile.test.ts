import { describe, expect, it } from 'vitest';
import type {
  PersonalityAnswers,
  PersonalityDefinition,
  PersonalityItem,
} from '../../../src/core/contract';
import { SUBSCALE_CODES } from '../../../src/core/contract';
import { SUBSCALES, countUnanswered, scorePersonality } from '../../../src/core/personality';

/** Items 1..5×6 cycle through the subscales (EE, AI, TE, DC, IR, OS, EE…), then `ip` IP items. */
function makeDefinition({
  perSubscale = 5,
  ip = 3,
  reversed = [] as number[],
  pairs = [] as [number, number][],
} = {}): PersonalityDefinition {
  const items: PersonalityItem[] = [];
  for (let i = 0; i < perSubscale * SUBSCALE_CODES.length; i += 1) {
    const id = i + 1;
    const factor = SUBSCALE_CODES[i % SUBSCALE_CODES.length] ?? 'EE';
    items.push({ id, texto: `Afirmación ${id}.`, factor, invertido: reversed.includes(id) });
  }
  for (let i = 0; i < ip; i += 1) {
    const id = items.length + 1;
    items.push({ id, texto: `Afirmación ${id}.`, factor: 'IP', invertido: false });
  }
  return { version: 'prueba', items, pares_inconsistencia: pairs };
}

function answerAll(definition: PersonalityDefinition, value: number): PersonalityAnswers {
  return Object.fromEntries(definition.items.map((item) => [item.id, value]));
}

function idsOf(definition: PersonalityDefinition, factor: string): number[] {
  return definition.items.filter((item) => item.factor === factor).map((item) => item.id);
}

function setAnswers(
  answers: PersonalityAnswers,
  ids: readonly number[],
  values: readonly number[],
) {
  ids.forEach((id, index) => {
    const value = values[index];
    if (value !== undefined) answers[id] = value;
  });
}

function subscale(definition: PersonalityDefinition, answers: PersonalityAnswers, codigo: string) {
  const result = scorePersonality(definition, answers).subescalas.find((s) => s.codigo === codigo);
  if (!result) throw new Error(`no ${codigo}`);
  return result;
}

describe('scorePersonality', () => {
  it('gives every subscale its name, score, band and interpretation, in order', () => {
    const definition = makeDefinition();
    const profile = scorePersonality(definition, answerAll(definition, 3));
    expect(profile.version).toBe('prueba');
    expect(profile.subescalas.map((s) => s.codigo)).toEqual([...SUBSCALE_CODES]);
    for (const s of profile.subescalas) {
      expect(s).toMatchObject({
        puntuacion: 50,
        puntuacionRedondeada: 50,
        media: 3,
        banda: 'Medio',
      });
      expect(s.nombre).toBe(SUBSCALES[s.codigo].nombre);
      expect(s.interpretacion).toBe(SUBSCALES[s.codigo].interpretaciones.Medio);
    }
    expect(profile.alertas).toEqual([]);
  });

  it('scores reversed items as 6 − answer', () => {
    const definition = makeDefinition({ reversed: [1, 7] });
    const answers = answerAll(definition, 5);
    setAnswers(answers, [1, 7], [1, 1]);
    expect(subscale(definition, answers, 'EE')).toMatchObject({ puntuacion: 100, banda: 'Alto' });
    setAnswers(answers, [1, 7], [5, 5]);
    expect(subscale(definition, answers, 'EE')).toMatchObject({ puntuacion: 60, banda: 'Medio' });
  });

  it('bands a score of exactly 35 as Medio and the score just below as Bajo', () => {
    const definition = makeDefinition();
    const ee = idsOf(definition, 'EE');
    const answers = answerAll(definition, 3);
    setAnswers(answers, ee, [3, 3, 2, 2, 2]);
    expect(subscale(definition, answers, 'EE')).toMatchObject({ puntuacion: 35, banda: 'Medio' });
    setAnswers(answers, ee, [3, 2, 2, 2, 2]);
    expect(subscale(definition, answers, 'EE')).toMatchObject({ puntuacion: 30, banda: 'Bajo' });
  });

  it('bands a score of exactly 65 as Alto and the score just below as Medio', () => {
    const definition = makeDefinition();
    const ai = idsOf(definition, 'AI');
    const answers = answerAll(definition, 3);
    setAnswers(answers, ai, [4, 4, 4, 4, 2]);
    expect(subscale(definition, answers, 'AI')).toMatchObject({ puntuacion: 65, banda: 'Alto' });
    setAnswers(answers, ai, [4, 4, 4, 3, 2]);
    expect(subscale(definition, answers, 'AI')).toMatchObject({ puntuacion: 60, banda: 'Medio' });
  });

  it('keeps the exact score and rounds only the displayed one', () => {
    const definition = makeDefinition({ perSubscale: 6 });
    const answers = answerAll(definition, 1);
    setAnswers(answers, idsOf(definition, 'TE'), [2, 2]);
    const te = subscale(definition, answers, 'TE');
    expect(te.puntuacion).toBeCloseTo(8.3333, 4);
    expect(te.puntuacionRedondeada).toBe(8.3);
    expect(te.banda).toBe('Bajo');
    expect(te.interpretacion).toBe(SUBSCALES.TE.interpretaciones.Bajo);
  });

  it('leaves out a subscale the test has no items for', () => {
    const definition = makeDefinition();
    const trimmed = {
      ...definition,
      items: definition.items.filter((item) => item.factor !== 'OS'),
    };
    const profile = scorePersonality(trimmed, answerAll(trimmed, 3));
    expect(profile.subescalas.map((s) => s.codigo)).toEqual(['EE', 'AI', 'TE', 'DC', 'IR']);
  });

  it('refuses answers that are missing or outside 1-5', () => {
    const definition = makeDefinition();
    const answers = answerAll(definition, 3);
    delete answers[4];
    expect(() => scorePersonality(definition, answers)).toThrow(RangeError);
    expect(() => scorePersonality(definition, { ...answerAll(definition, 3), 4: 6 })).toThrow(
      RangeError,
    );
  });
});

describe('inconsistency pairs', () => {
  const pairs: [number, number][] = [
    [1, 7],
    [2, 8],
    [3, 9],
    [4, 10],
    [5, 11],
    [6, 12],
  ];
  const definition = makeDefinition({ pairs });

  function withFlags(differences: readonly number[]): PersonalityAnswers {
    const answers = answerAll(definition, 1);
    pairs.forEach(([, b], index) => {
      answers[b] = 1 + (differences[index] ?? 0);
    });
    return answers;
  }

  it('does not flag a difference of 2 and flags a difference of 3', () => {
    const ok = scorePersonality(definition, withFlags([2, 2, 2, 2, 2, 2])).inconsistencia;
    expect(ok).toEqual({ nivel: 'correcta', paresMarcados: [], paresEvaluados: 6 });
    const one = scorePersonality(definition, withFlags([3])).inconsistencia;
    expect(one.paresMarcados).toEqual([{ items: [1, 7], respuestas: [1, 4], diferencia: 3 }]);
    expect(one.nivel).toBe('correcta');
  });

  it('compares raw answers, so a reversed pair answered alike is consistent', () => {
    const reversedPair = makeDefinition({ reversed: [1, 7], pairs: [[1, 7]] });
    const answers = answerAll(reversedPair, 3);
    setAnswers(answers, [1, 7], [5, 5]);
    expect(scorePersonality(reversedPair, answers).inconsistencia.paresMarcados).toEqual([]);
  });

  it('is correct with 2 flags, borderline with exactly 3 and high with 4', () => {
    const two = scorePersonality(definition, withFlags([3, 4]));
    expect(two.inconsistencia.nivel).toBe('correcta');
    expect(two.alertas).toEqual([]);

    const three = scorePersonality(definition, withFlags([3, 4, 3]));
    expect(three.inconsistencia.nivel).toBe('limite');
    expect(three.alertas).toEqual([
      expect.objectContaining({
        tipo: 'inconsistencia',
        nivel: 'limite',
        titulo: 'Inconsistencia en el límite',
      }),
    ]);
    expect(three.alertas[0]?.texto).toContain('3 pares');

    const four = scorePersonality(definition, withFlags([3, 4, 3, 3]));
    expect(four.inconsistencia.nivel).toBe('alta');
    expect(four.inconsistencia.paresMarcados).toHaveLength(4);
    expect(four.alertas).toEqual([
      expect.objectContaining({
        tipo: 'inconsistencia',
        nivel: 'alta',
        titulo: 'Inconsistencia alta',
      }),
    ]);
    expect(four.alertas[0]?.texto).toContain('Revisa tus respuestas');
  });
});

describe('positive impression (IP)', () => {
  function ipProfile(ipAnswers: readonly number[]) {
    const definition = makeDefinition({ ip: ipAnswers.length });
    const answers = answerAll(definition, 3);
    setAnswers(answers, idsOf(definition, 'IP'), ipAnswers);
    return scorePersonality(definition, answers);
  }

  it('flags an IP mean of 4.3 and not one of 4.29', () => {
    const at = ipProfile([...Array<number>(7).fill(4), 5, 5, 5]);
    expect(at.impresionPositiva).toEqual({ media: 4.3, deseabilidad: true });
    expect(at.alertas).toEqual([
      expect.objectContaining({ tipo: 'deseabilidad', titulo: 'Posible deseabilidad social' }),
    ]);

    const below = ipProfile([...Array<number>(71).fill(4), ...Array<number>(29).fill(5)]);
    expect(below.impresionPositiva).toEqual({ media: 4.29, deseabilidad: false });
    expect(below.alertas).toEqual([]);
  });

  it('flags three IP items answered 5, 4, 4 (4.33) and not 4, 4, 4', () => {
    expect(ipProfile([5, 4, 4]).impresionPositiva.deseabilidad).toBe(true);
    expect(ipProfile([4, 4, 4]).impresionPositiva.deseabilidad).toBe(false);
  });

  it('does not reverse IP items and keeps them out of the subscales', () => {
    const definition = makeDefinition();
    const ip = definition.items.map((item) =>
      item.factor === 'IP' ? { ...item, invertido: true } : item,
    );
    const flagged = { ...definition, items: ip };
    const answers = answerAll(flagged, 3);
    setAnswers(answers, idsOf(flagged, 'IP'), [5, 5, 5]);
    const profile = scorePersonality(flagged, answers);
    expect(profile.impresionPositiva).toEqual({ media: 5, deseabilidad: true });
    expect(profile.subescalas.every((s) => s.puntuacion === 50)).toBe(true);
  });

  it('reports no mean when the test has no IP items', () => {
    expect(ipProfile([]).impresionPositiva).toEqual({ media: null, deseabilidad: false });
  });
});

describe('countUnanswered', () => {
  it('counts the items without a 1-5 answer', () => {
    const definition = makeDefinition();
    expect(countUnanswered(definition, {})).toBe(definition.items.length);
    expect(countUnanswered(definition, answerAll(definition, 2))).toBe(0);
    const answers = answerAll(definition, 2);
    delete answers[1];
    answers[2] = 0;
    answers[3] = 6;
    answers[4] = 2.5;
    answers[999] = 3;
    expect(countUnanswered(definition, answers)).toBe(4);
  });
});
