import { describe, expect, it } from 'vitest';
import { scoreTest } from '../../src/core/quiz';
import { commentDate, resultText } from '../../src/features/quiz/texts';

const questions = [1, 2, 3, 4, 5, 6].map((id) => ({
  id,
  pregunta: `P${id}`,
  respuestas: [1, 2, 3].map((indice) => ({ indice, respuesta: `R${indice}` })),
  correcta_indice: 1,
}));

describe("the 'Quiz completado' line", () => {
  it('is correct/total alone when wrong answers cost nothing (spec §2)', () => {
    const score = scoreTest(questions, { '1': 1, '2': 2, '3': 1 }, 0);
    expect(resultText(score, 6, 0)).toBe('2/6');
  });
  it('adds the nota and the penalised nota when the process penalises', () => {
    // 3 right, 2 wrong, 1 blank, 1/3: nota 5,00; (3 − 2/3) / 6 × 10 = 3,89.
    const score = scoreTest(questions, { '1': 1, '2': 1, '3': 1, '4': 2, '5': 3 }, 1 / 3);
    expect(resultText(score, 6, 1 / 3)).toBe('3/6 · Nota: 5,00 · Nota con penalización: 3,89');
  });
});

describe('commentDate (spec §9)', () => {
  it('cuts the date to 16 characters and puts a space for the T', () => {
    expect(commentDate('2026-11-21T10:30:00.000Z')).toBe('2026-11-21 10:30');
    expect(commentDate('2026-11-21T10:30')).toBe('2026-11-21 10:30');
  });
});
