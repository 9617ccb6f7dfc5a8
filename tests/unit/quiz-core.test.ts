import { describe, expect, it } from 'vitest';
import type { BankPregunta, Pregunta } from '../../src/core/contract';
import {
  formatClock,
  pickQuestions,
  isPsicoTopic,
  pauseTimer,
  remainingMs,
  resumeTimer,
  scoreTest,
  startTimer,
  testKey,
  tick,
  topicsForMode,
} from '../../src/core/quiz';
import { createRng } from '../../src/core/random';

const opts = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ indice: i + 1, respuesta: `Opción ${i + 1}` }));
const q = (id: number, seccion: string, tema: string, correcta = 2): BankPregunta => ({
  id,
  pregunta: `Pregunta ${id}`,
  respuestas: opts(4),
  correcta_indice: correcta,
  seccion,
  tema,
  fuente: null,
  explicacion: null,
  imagen: null,
});

describe('the psico rule (spec §5)', () => {
  it('recognises psico and pisco topics in any case', () => {
    for (const t of ['Psico - Series', 'psico - x', 'PISCO - y', 'Pisco- z', '  psico -x'])
      expect(isPsicoTopic(t)).toBe(true);
    for (const t of ['Psicología del trabajo', 'Tema 1. Psico', 'psicotécnicos'])
      expect(isPsicoTopic(t)).toBe(false);
  });
  it('keeps psico topics only in psychotechnic mode', () => {
    const temas = ['Tema 1', 'Psico - Series', 'Tema 2', 'pisco - Letras'];
    expect(topicsForMode(temas, false)).toEqual(['Tema 1', 'Tema 2']);
    expect(topicsForMode(temas, true)).toEqual(['Psico - Series', 'pisco - Letras']);
  });
});

describe('pickQuestions, the rules of genera_test.php', () => {
  const bank = [
    ...Array.from({ length: 10 }, (_, i) => q(i + 1, 'A', 'Tema 1')),
    ...Array.from({ length: 5 }, (_, i) => q(i + 11, 'A', 'Tema 2')),
    ...Array.from({ length: 5 }, (_, i) => q(i + 16, 'B', 'Tema 3')),
    ...Array.from({ length: 5 }, (_, i) => q(i + 21, 'P', 'Psico - Series')),
  ];
  const rng = () => createRng(42);

  it('filters by section and topic, samples without repeats, and caps by what exists', () => {
    const test = pickQuestions(
      bank,
      { secciones: ['A'], temas: ['Tema 2'], numPreguntas: 50, psicotecnico: false },
      rng(),
    );
    expect(test.map((p) => p.id).sort((a, b) => a - b)).toEqual([11, 12, 13, 14, 15]);
    const many = pickQuestions(
      bank,
      { secciones: [], temas: [], numPreguntas: 12, psicotecnico: false },
      rng(),
    );
    expect(many).toHaveLength(12);
    expect(new Set(many.map((p) => p.id)).size).toBe(12);
    expect(many.every((p) => p.id <= 20)).toBe(true);
  });
  it('gives psychotechnic questions only in psychotechnic mode', () => {
    const psico = pickQuestions(
      bank,
      { secciones: [], temas: [], numPreguntas: 50, psicotecnico: true },
      rng(),
    );
    expect(psico.map((p) => p.id).sort((a, b) => a - b)).toEqual([21, 22, 23, 24, 25]);
    const plain = pickQuestions(
      bank,
      { secciones: ['P'], temas: ['Psico - Series'], numPreguntas: 5, psicotecnico: false },
      rng(),
    );
    expect(plain).toEqual([]);
  });
  it('returns whole questions with their source and explanation, and the same sample for the same seed', () => {
    const a = pickQuestions(
      bank,
      { secciones: [], temas: [], numPreguntas: 5, psicotecnico: false },
      rng(),
    );
    const b = pickQuestions(
      bank,
      { secciones: [], temas: [], numPreguntas: 5, psicotecnico: false },
      rng(),
    );
    expect(a).toEqual(b);
    expect(Object.keys(a[0] ?? {}).sort()).toEqual([
      'correcta_indice',
      'explicacion',
      'fuente',
      'id',
      'imagen',
      'pregunta',
      'respuestas',
      'seccion',
      'tema',
    ]);
  });
});

describe('scoreTest', () => {
  const questions: Pregunta[] = [1, 2, 3, 4, 5, 6].map((id) => q(id, 'A', 'T', 1));

  it('computes nota = correct/total × 10 with two decimals and the rounded percentage', () => {
    const s = scoreTest(questions, { '1': 1, '2': 1, '3': 2, '4': null }, 0);
    expect(s).toMatchObject({
      aciertos: 2,
      fallos: 4,
      en_blanco: 3,
      nota: 3.33,
      nota_penalizada: 3.33,
      porcentaje: 33,
    });
  });
  it('penalises only answered wrong ones (1/3), never below zero', () => {
    const s = scoreTest(questions, { '1': 1, '2': 1, '3': 1, '4': 2, '5': 3 }, 1 / 3);
    // (3 − 2/3) / 6 × 10 = 3.888…
    expect(s.nota).toBe(5);
    expect(s.nota_penalizada).toBe(3.89);
    const awful = scoreTest(questions, { '1': 2, '2': 2, '3': 2 }, 1 / 3);
    expect(awful.nota_penalizada).toBe(0);
  });
  it('lists right and wrong questions with the letters, and "Sin responder"', () => {
    const s = scoreTest(questions.slice(0, 2), { '1': 1 }, 0);
    expect(s.acertadas).toEqual([
      {
        id: 1,
        pregunta: 'Pregunta 1',
        respuesta_usuario: 'A. Opción 1',
        correcta_indice: 1,
        respuesta_correcta: 'A. Opción 1',
      },
    ]);
    expect(s.falladas[0]?.respuesta_usuario).toBe('Sin responder');
  });
});

describe('testKey (spec §9)', () => {
  it('is process_sortedSections_sortedTopics_numQuestions', () => {
    expect(testKey(3, ['B', 'A'], ['Tema 2', 'Tema 10', 'Árbol'], 50)).toBe(
      '3_A,B_Árbol,Tema 10,Tema 2_50',
    );
    expect(testKey(3, ['A', 'B'], ['Tema 10', 'Árbol', 'Tema 2'], 50)).toBe(
      testKey(3, ['B', 'A'], ['Tema 2', 'Tema 10', 'Árbol'], 50),
    );
  });
});

describe('the timer on a fake clock', () => {
  it('counts down from a stored end time, whatever happens in between', () => {
    const t = startTimer(30 * 60_000, 1_000);
    expect(remainingMs(t, 1_000)).toBe(1_800_000);
    // A phone asleep for ten minutes: the clock reads the wall clock when it wakes.
    expect(remainingMs(t, 1_000 + 600_000)).toBe(1_200_000);
    expect(tick(t, 1_000 + 1_800_000)).toEqual({ status: 'expired' });
  });
  it('pauses and resumes (simulacion while feedback shows)', () => {
    let t = startTimer(60_000, 0);
    t = pauseTimer(t, 10_000);
    expect(remainingMs(t, 999_999)).toBe(50_000);
    t = resumeTimer(t, 100_000);
    expect(remainingMs(t, 120_000)).toBe(30_000);
  });
  it('does not resume an expired clock, and pausing past the end expires it', () => {
    const t = pauseTimer(startTimer(1_000, 0), 5_000);
    expect(t).toEqual({ status: 'expired' });
    expect(resumeTimer(t, 6_000)).toEqual({ status: 'expired' });
  });
  it('formats m:ss', () => {
    expect(formatClock(30 * 60_000)).toBe('30:00');
    expect(formatClock(61_000)).toBe('1:01');
    expect(formatClock(59_001)).toBe('1:00');
    expect(formatClock(0)).toBe('0:00');
  });
});
