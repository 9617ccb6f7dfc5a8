import { describe, expect, it } from 'vitest';
import { BLANK, generateCloze, parseText } from '../../../src/core/ai-local';
import type { GeneratedQuestion } from '../../../src/core/ai-local';
import { preguntasOutputSchema } from '../../../src/core/contract';
import { normalize } from '../../../src/core/ai-local/text';
import { PASSAGES } from './fixtures';

function correctOf(q: GeneratedQuestion): string {
  const right = q.respuestas.filter((r) => r.indice === q.correcta_indice);
  expect(right).toHaveLength(1);
  return right[0]?.respuesta ?? '';
}

/** The sentence the question blanks, with `option` in the blank. */
function filled(q: GeneratedQuestion, option: string): string {
  return q.pregunta.replace(/^Completa la frase(?: \([^)]*\))?: /, '').replace(BLANK, option);
}

function sentencesOf(text: string): Set<string> {
  return new Set(parseText(text).sentences.map((s) => normalize(s.text)));
}

describe('local cloze questions', () => {
  it.each(PASSAGES)('makes well-formed questions from $name', ({ text }) => {
    const questions = generateCloze(text, { cantidad: 15 });
    expect(questions.length).toBeGreaterThanOrEqual(10);
    expect(preguntasOutputSchema.safeParse({ preguntas: questions }).success).toBe(true);
    for (const q of questions) {
      expect(q.respuestas.map((r) => r.indice)).toEqual([1, 2, 3, 4]);
      const texts = q.respuestas.map((r) => normalize(r.respuesta));
      expect(new Set(texts).size, q.pregunta).toBe(4);
      expect(q.pregunta.split(BLANK)).toHaveLength(2);
    }
    expect(new Set(questions.map((q) => q.pregunta)).size).toBe(questions.length);
  });

  it.each(PASSAGES)(
    'has exactly one right option in every question of $name, and it is in the text',
    ({ text }) => {
      const sentences = sentencesOf(text);
      for (const q of generateCloze(text, { cantidad: 40 })) {
        const right = correctOf(q);
        expect(text).toContain(right);
        expect(sentences.has(normalize(filled(q, right))), q.pregunta).toBe(true);
        for (const wrong of q.respuestas.filter((r) => r.indice !== q.correcta_indice)) {
          expect(
            sentences.has(normalize(filled(q, wrong.respuesta))),
            `${q.pregunta} → ${wrong.respuesta}`,
          ).toBe(false);
        }
      }
    },
  );

  it('refuses a distractor that also completes the sentence elsewhere in the text', () => {
    const text = [
      'El plazo de alegaciones es de diez días hábiles desde la notificación.',
      'En el procedimiento de urgencia, el plazo de alegaciones es de cinco días hábiles desde la notificación.',
      'El plazo para interponer el recurso de alzada es de un mes si el acto fuera expreso.',
      'El plazo máximo para resolver el recurso de alzada es de tres meses desde su interposición.',
    ].join(' ');
    const questions = generateCloze(text, { cantidad: 20 });
    const onDiez = questions.filter((q) => correctOf(q) === 'diez');
    expect(onDiez.length).toBeGreaterThan(0);
    for (const q of onDiez) expect(q.respuestas.map((r) => r.respuesta)).not.toContain('cinco');
  });

  it('never offers a number written in the same sentence', () => {
    const questions = generateCloze(
      PASSAGES.find((p) => p.name === 'cortes-generales')?.text ?? '',
      { cantidad: 40 },
    );
    const q = questions.find((x) => x.pregunta.includes(`mínimo de ${BLANK} y un máximo de 400`));
    expect(q).toBeDefined();
    expect(q?.respuestas.map((r) => r.respuesta)).not.toContain('400');
  });

  it('gives the same questions for the same text and seed, and others for another seed', () => {
    const text = PASSAGES.map((p) => p.text).join('\n\n');
    expect(generateCloze(text, { cantidad: 30, semilla: 'a' })).toEqual(
      generateCloze(text, { cantidad: 30, semilla: 'a' }),
    );
    expect(generateCloze(text, { cantidad: 30, semilla: 'a' })).not.toEqual(
      generateCloze(text, { cantidad: 30, semilla: 'b' }),
    );
  });

  it('returns no questions for a text with nothing to ask', () => {
    expect(generateCloze('', { cantidad: 5 })).toEqual([]);
    expect(generateCloze('Hola.', { cantidad: 5 })).toEqual([]);
  });
});
