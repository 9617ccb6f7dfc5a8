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
  it('asks something of every passage, and dozens of questions over all of them', () => {
    const counts = PASSAGES.map(({ text }) => generateCloze(text, { cantidad: 15 }).length);
    for (const n of counts) expect(n).toBeGreaterThanOrEqual(3);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(35);
  });

  it.each(PASSAGES)('makes well-formed questions from $name', ({ text }) => {
    const questions = generateCloze(text, { cantidad: 15 });
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

  it('blanks what a test asks, never a word like «Cámara» or «de la», and offers no absurd figure', () => {
    const questions = PASSAGES.flatMap(({ text }) => generateCloze(text, { cantidad: 40 }));
    for (const q of questions) {
      const right = correctOf(q);
      expect(['Cámara', 'Cámaras', 'Estado', 'de', 'la', 'el']).not.toContain(right);
      const value = Number(right);
      if (Number.isInteger(value) && value > 0)
        for (const r of q.respuestas) {
          const other = Number(r.respuesta);
          expect(Number.isInteger(other), `${q.pregunta} → ${r.respuesta}`).toBe(true);
          expect(
            Math.max(other / value, value / other),
            `${q.pregunta} → ${r.respuesta}`,
          ).toBeLessThanOrEqual(3);
        }
    }
  });

  it('cites the article and the law a question comes from', () => {
    const questions = generateCloze(
      PASSAGES.find((p) => p.name === 'cortes-generales')?.text ?? '',
      { cantidad: 10 },
    );
    expect(questions.length).toBeGreaterThan(0);
    for (const q of questions) expect(q.fuente).toMatch(/^Art\. \d+ CE$/);
    const given = generateCloze(PASSAGES.find((p) => p.name === 'cortes-generales')?.text ?? '', {
      cantidad: 3,
      fuente: 'Art. 68 CE',
    });
    for (const q of given) expect(q.fuente).toBe('Art. 68 CE');
  });

  it('returns no questions for a text with nothing to ask', () => {
    expect(generateCloze('', { cantidad: 5 })).toEqual([]);
    expect(generateCloze('Hola.', { cantidad: 5 })).toEqual([]);
  });
});
