// Rules, platform-free: scoring with blanks under each process's penalty, shuffled
// options, the runner's two modes, the results per section and topic, and what 'Finalizar Test'
// says is left.
import { describe, expect, it } from 'vitest';
import type { TestQuestion } from '../../src/core/contract';
import {
  answerCounts,
  breakdown,
  optionOrder,
  penaltyFraction,
  scoreTest,
} from '../../src/core/quiz';
import { finishSummary } from '../../src/features/quiz/texts';
import type { RunnerState } from '../../src/features/quiz/hooks/runner-state';
import {
  frontier,
  initRunner,
  isCorrected,
  runnerReducer,
} from '../../src/features/quiz/hooks/runner-state';

const question = (
  id: number,
  options = 4,
  correcta = 1,
  seccion = 'S1',
  tema = 'T1',
): TestQuestion => ({
  id,
  pregunta: `Pregunta ${id}`,
  respuestas: Array.from({ length: options }, (_, i) => ({
    indice: i + 1,
    respuesta: `Opción ${i + 1} de ${id}`,
  })),
  correcta_indice: correcta,
  seccion,
  tema,
});

describe('scoring with blanks', () => {
  // 20 questions: 12 right, 5 wrong, 3 blank.
  const questions = Array.from({ length: 20 }, (_, i) => question(i + 1, 3));
  const respuestas: Record<string, number | null> = {};
  questions.forEach((q, i) => {
    if (i < 12) respuestas[String(q.id)] = 1;
    else if (i < 17) respuestas[String(q.id)] = 2;
    else if (i === 17) respuestas[String(q.id)] = null;
    // 18 and 19: never answered (no entry), a blank as well.
  });

  it('counts blanks apart, as fallos for the record, with no penalty: Policía Nacional (−1/2)', () => {
    const s = scoreTest(questions, respuestas, 1 / 2);
    expect(s).toMatchObject({ aciertos: 12, fallos: 8, en_blanco: 3, nota: 6 });
    // (12 − 5 × 1/2) / 20 × 10 = 4.75: the 3 blanks cost nothing.
    expect(s.nota_penalizada).toBe(4.75);
    expect(s.falladas.filter((f) => f.respuesta_usuario === 'Sin responder')).toHaveLength(3);
  });
  it('the same answers under Auxiliar Administrativo (−1/3)', () => {
    // (12 − 5/3) / 20 × 10 = 5.1666… → 5.17
    expect(scoreTest(questions, respuestas, 1 / 3).nota_penalizada).toBe(5.17);
  });
  it('a test left all blank scores 0 without going negative; all wrong is floored at 0', () => {
    expect(scoreTest(questions, {}, 1 / 2)).toMatchObject({
      aciertos: 0,
      en_blanco: 20,
      nota: 0,
      nota_penalizada: 0,
    });
    const wrong = Object.fromEntries(questions.map((q) => [String(q.id), 3]));
    expect(scoreTest(questions, wrong, 1 / 2).nota_penalizada).toBe(0);
  });
  it('answerCounts: answered, blank and marked over the test', () => {
    expect(
      answerCounts(
        questions.map((q) => q.id),
        respuestas,
        [1, 18, 99],
      ),
    ).toEqual({
      total: 20,
      respondidas: 17,
      en_blanco: 3,
      marcadas: 2,
    });
  });
  it('penaltyFraction reads 1/3 and 1/2 back', () => {
    expect(penaltyFraction(1 / 3)).toEqual([1, 3]);
    expect(penaltyFraction(0.5)).toEqual([1, 2]);
    expect(penaltyFraction(0.25)).toEqual([1, 4]);
    expect(penaltyFraction(0.123456)).toBeNull();
  });
  it("'Finalizar Test' says what is left", () => {
    expect(finishSummary({ total: 100, respondidas: 87, en_blanco: 13, marcadas: 4 })).toBe(
      'Has respondido 87 de 100 · 13 en blanco · 4 marcadas',
    );
    expect(finishSummary({ total: 2, respondidas: 1, en_blanco: 1, marcadas: 1 })).toBe(
      'Has respondido 1 de 2 · 1 en blanco · 1 marcada',
    );
  });
});

describe('shuffled options', () => {
  const ids = Array.from({ length: 30 }, (_, i) => i + 1);
  const questions = ids.map((id) => question(id, 4, 1 + (id % 4)));

  it('are a permutation of the same options, the same on every call for the same test', () => {
    for (const q of questions) {
      const order = optionOrder(q.respuestas, true, ids, q.id);
      expect([...order].sort((a, b) => a.indice - b.indice)).toEqual(q.respuestas);
      expect(optionOrder(q.respuestas, true, [...ids], q.id)).toEqual(order);
    }
  });
  it('really change the order, and differ from one test to another', () => {
    const moved = questions.filter(
      (q) => optionOrder(q.respuestas, true, ids, q.id)[0]?.indice !== 1,
    ).length;
    expect(moved).toBeGreaterThan(10);
    const otherTest = [...ids].reverse();
    const different = questions.filter(
      (q) =>
        JSON.stringify(optionOrder(q.respuestas, true, ids, q.id)) !==
        JSON.stringify(optionOrder(q.respuestas, true, otherTest, q.id)),
    ).length;
    expect(different).toBeGreaterThan(10);
  });
  it("off ('Formato oficial'): the bank's order by indice", () => {
    const q = question(1);
    expect(optionOrder([...q.respuestas].reverse(), false, ids, 1).map((o) => o.indice)).toEqual([
      1, 2, 3, 4,
    ]);
  });
  it('leave scoring alone: the answer kept is the indice chosen, wherever it was shown', () => {
    const respuestas: Record<string, number> = {};
    for (const q of questions) {
      const shown = optionOrder(q.respuestas, true, ids, q.id);
      const position = shown.findIndex((o) => o.indice === q.correcta_indice);
      respuestas[String(q.id)] = shown[position]?.indice ?? 0;
    }
    expect(scoreTest(questions, respuestas, 1 / 3).aciertos).toBe(questions.length);
  });
});

describe('the runner', () => {
  const qs = [1, 2, 3, 4].map((id) => question(id));
  const start = (examen: boolean, extra: Partial<Parameters<typeof initRunner>[0]> = {}) =>
    initRunner(
      {
        questions: qs,
        examen,
        actual: 0,
        respuestas: {},
        marcadas: [],
        remainingMs: 60_000,
        ...extra,
      },
      0,
    );
  const run = (state: RunnerState, ...actions: Parameters<typeof runnerReducer>[1][]) =>
    actions.reduce(runnerReducer, state);

  it('examen: any question, answers changed and cleared, marks; nothing is corrected', () => {
    let s = run(
      start(true),
      { type: 'goto', index: 3, now: 1 },
      { type: 'choose', indice: 2, now: 1 },
    );
    expect(s.index).toBe(3);
    s = run(
      s,
      { type: 'choose', indice: 4, now: 2 },
      { type: 'mark' },
      { type: 'goto', index: 0, now: 3 },
      { type: 'choose', indice: 1, now: 3 },
    );
    expect(s.respuestas).toEqual({ '4': 4, '1': 1 });
    expect(s.marcadas).toEqual([4]);
    expect(isCorrected(s, qs[0])).toBe(false);
    s = run(s, { type: 'blank', now: 4 }, { type: 'goto', index: 3, now: 5 }, { type: 'mark' });
    expect(s.respuestas).toEqual({ '4': 4 });
    expect(s.marcadas).toEqual([]);
    // An option the question does not have changes nothing.
    expect(run(s, { type: 'choose', indice: 9, now: 6 })).toBe(s);
    // The clock never stops.
    expect(s.timer).toEqual({ status: 'running', endsAt: 60_000 });
  });
  it('examen at 0 finishes by itself', () => {
    const s = run(start(true), { type: 'tick', now: 60_000 });
    expect(s.timedOut).toBe(true);
  });
  it('simulación: an answer or a blank corrects and locks the question and stops the clock', () => {
    let s = run(start(false), { type: 'goto', index: 2, now: 1 });
    expect(s.index).toBe(0);
    s = run(s, { type: 'choose', indice: 3, now: 10_000 });
    expect(isCorrected(s, qs[0])).toBe(true);
    expect(s.timer).toEqual({ status: 'paused', remainingMs: 50_000 });
    expect(run(s, { type: 'choose', indice: 1, now: 11_000 }).respuestas).toEqual({ '1': 3 });
    s = run(s, { type: 'goto', index: 1, now: 20_000 });
    expect(s.timer).toEqual({ status: 'running', endsAt: 70_000 });
    s = run(s, { type: 'blank', now: 30_000 });
    expect(s.respuestas).toEqual({ '1': 3, '2': null });
    expect(frontier(s)).toBe(2);
    // Back to read the first: the clock stays stopped; forward only up to the open question.
    s = run(s, { type: 'goto', index: 0, now: 31_000 }, { type: 'goto', index: 3, now: 31_000 });
    expect(s.index).toBe(0);
    expect(s.timer.status).toBe('paused');
    s = run(s, { type: 'goto', index: 2, now: 40_000 });
    expect(s.timer).toEqual({ status: 'running', endsAt: 80_000 });
  });
  it('simulación at 0: the question on screen is recorded unanswered and nothing after it opens', () => {
    let s = run(start(false), { type: 'tick', now: 60_000 });
    expect(s.respuestas).toEqual({ '1': null });
    expect(s.timedOut).toBe(false);
    s = run(s, { type: 'goto', index: 1, now: 61_000 }, { type: 'choose', indice: 1, now: 61_000 });
    expect(s.index).toBe(0);
    expect(s.respuestas).toEqual({ '1': null });
  });
  it('resumes where it was left, never past the first question not corrected, with the marks', () => {
    const s = start(false, { actual: 3, respuestas: { '1': 1 }, marcadas: [2, 77] });
    expect(s.index).toBe(1);
    expect(s.marcadas).toEqual([2]);
    expect(start(true, { actual: 3 }).index).toBe(3);
  });
});

describe('results per section and topic', () => {
  it('counts right, wrong and blank per section and per topic, in test order', () => {
    const qs = [
      question(1, 4, 1, 'A', 'a1'),
      question(2, 4, 1, 'B', 'b1'),
      question(3, 4, 1, 'A', 'a2'),
      question(4, 4, 1, 'A', 'a1'),
      { ...question(5), seccion: undefined, tema: undefined },
    ];
    const b = breakdown(qs, { '1': 1, '2': 2, '3': null, '4': 1 });
    expect(b.secciones).toEqual([
      { nombre: 'A', preguntas: 3, aciertos: 2, fallos: 0, en_blanco: 1 },
      { nombre: 'B', preguntas: 1, aciertos: 0, fallos: 1, en_blanco: 0 },
      { nombre: 'Sin clasificar', preguntas: 1, aciertos: 0, fallos: 0, en_blanco: 1 },
    ]);
    expect(b.temas.map((t) => [t.nombre, t.aciertos])).toEqual([
      ['a1', 2],
      ['b1', 0],
      ['a2', 0],
      ['Sin clasificar', 0],
    ]);
  });
});
