import { describe, expect, it } from 'vitest';
import { parseText, summarize, summaryLength } from '../../../src/core/ai-local';
import { PASSAGES, flat, passage } from './fixtures';

describe('local summary', () => {
  it.each(PASSAGES)('keeps sentences of $name verbatim and in their original order', ({ text }) => {
    const summary = summarize(text, 'largo');
    const source = flat(text);
    let from = 0;
    for (const sentence of parseText(summary).sentences) {
      const at = source.indexOf(sentence.text, from);
      expect(at, sentence.text).toBeGreaterThanOrEqual(from);
      from = at + sentence.text.length;
    }
  });

  it.each(PASSAGES)('keeps about a quarter to a third of the sentences of $name', ({ text }) => {
    const total = parseText(text).sentences.length;
    const kept = parseText(summarize(text, 'largo')).sentences.length;
    expect(kept).toBe(summaryLength(total));
    expect(kept).toBeGreaterThanOrEqual(Math.floor(total / 4));
    expect(kept).toBeLessThanOrEqual(Math.ceil(total / 3));
  });

  it.each(PASSAGES)('keeps every heading of $name, in order', ({ text }) => {
    expect(parseText(summarize(text, 'largo')).headings).toEqual(parseText(text).headings);
  });

  it('gives every article of a passage at least one sentence', () => {
    const text = passage('corona');
    const parsed = parseText(summarize(text, 'largo'));
    const sections = new Set(parsed.sentences.map((s) => s.section));
    const withText = new Set(parseText(text).sentences.map((s) => s.section));
    expect(sections).toEqual(withText);
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

  it('copes with an empty text and a text without headings', () => {
    expect(summarize('', 'largo')).toBe('');
    const plain =
      'Primera frase del texto. Segunda frase del texto. Tercera frase del texto. Cuarta frase.';
    expect(parseText(summarize(plain, 'largo')).sentences).toHaveLength(1);
  });
});
