import { describe, expect, it } from 'vitest';
import { SUMMARY_MAX_SHARE, parseText, summarize } from '../../../src/core/ai-local';
import { tokens } from '../../../src/core/ai-local/text';
import { PASSAGES, passage } from './fixtures';

/** True when `words` appear in `source` in the same order (gaps allowed). */
function inOrder(words: string[], source: string[]): boolean {
  let at = 0;
  for (const w of words) {
    at = source.indexOf(w, at);
    if (at < 0) return false;
    at += 1;
  }
  return true;
}

describe('local summary', () => {
  it.each(PASSAGES)(
    'says nothing $name does not: each sentence is one of its sentences, or that sentence shortened',
    ({ text }) => {
      const source = parseText(text).sentences.map((s) => tokens(s.text));
      const kept = parseText(summarize(text, 'largo')).sentences;
      expect(kept.length).toBeGreaterThan(0);
      for (const sentence of kept) {
        expect(/^\p{Lu}/u.test(sentence.text) && /[.!?]$/.test(sentence.text), sentence.text).toBe(
          true,
        );
        expect(
          source.some((s) => inOrder(tokens(sentence.text), s)),
          sentence.text,
        ).toBe(true);
      }
    },
  );

  it.each(PASSAGES)(
    'fits in a third of $name and keeps only its headings, in order',
    ({ text }) => {
      const summary = summarize(text, 'largo');
      expect(summary.length).toBeLessThanOrEqual(text.trim().length * SUMMARY_MAX_SHARE);
      const headings = parseText(text).headings;
      const kept = parseText(summary).headings;
      expect(inOrder(kept, headings)).toBe(true);
    },
  );

  it('keeps what a test asks about the Cortes: 300 to 400 deputies, 30 to 60 days', () => {
    const summary = summarize(passage('cortes-generales'), 'largo');
    expect(summary).toContain('un mínimo de 300 y un máximo de 400 Diputados');
    expect(summary).toContain('entre los treinta días y sesenta días');
    expect(summary).toContain('veinticinco días');
  });

  it('returns the text as given for corto', () => {
    const text = passage('gobierno');
    expect(summarize(text, 'corto')).toBe(text);
  });

  it('does not cut a sentence at an abbreviation or an initial', () => {
    const sentences = parseText(passage('corona')).sentences.map((s) => s.text);
    expect(sentences).toContain(
      'La Corona de España es hereditaria en los sucesores de S. M. Don Juan Carlos I de Borbón, legítimo heredero de la dinastía histórica.',
    );
    expect(parseText('Lo dice el art. 66 de la Constitución. Y nada más.').sentences).toHaveLength(
      2,
    );
  });

  it('gives the same summary for the same text', () => {
    for (const { text } of PASSAGES)
      expect(summarize(text, 'largo')).toBe(summarize(text, 'largo'));
  });

  it('copes with an empty text, a text without headings and one sentence longer than a third', () => {
    expect(summarize('', 'largo')).toBe('');
    const plain =
      'Primera frase del texto. Segunda frase del texto. Tercera frase del texto. Cuarta frase.';
    expect(parseText(summarize(plain, 'largo')).sentences).toHaveLength(1);
    const single =
      'El Congreso de los Diputados se compone de un mínimo de 300 y un máximo de 400 diputados.';
    expect(summarize(single, 'largo')).toBe(single);
  });
});
