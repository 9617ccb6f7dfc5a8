// The word lists behind the verbal and spelling items, checked as a strict examiner would start:
// every word is Spanish, every misspelling is really wrong (and no other word), no pair is both
// a synonym and an antonym, and nothing the giveaway measure counts as absolute is offered.
import { describe, expect, it } from 'vitest';
import { hasAbsoluteWord } from '../../../server/content/coverage';
import { buildLexicon } from '../../../src/core/psychotechnics/lexicon';
import { spellingEntries } from '../../../src/core/psychotechnics/spelling';
import { WORD_GROUPS, WORD_RELATIONS } from '../../../src/core/psychotechnics/verbal-words';
import { isSpanishWord } from './solvers/spanish-dictionary';

const lexicon = buildLexicon();
const spelling = spellingEntries();
const allWords = lexicon.entries.flatMap((e) => [e.palabra, ...e.sinonimos, ...e.antonimos]);

describe('verbal word list', () => {
  it('has at least 300 entries, each with a synonym or an antonym, and no entry twice', () => {
    expect(lexicon.entries.length).toBeGreaterThanOrEqual(300);
    for (const e of lexicon.entries)
      expect(e.sinonimos.length + e.antonimos.length, e.palabra).toBeGreaterThan(0);
    const heads = lexicon.entries.map((e) => `${e.clase}:${e.palabra}`);
    expect(heads.filter((h, i) => heads.indexOf(h) !== i)).toEqual([]);
  });

  it('uses only words of a Spanish dictionary', () => {
    expect(allWords.filter((w) => !isSpanishWord(w))).toEqual([]);
  });

  it('never makes a word both a synonym and an antonym of another, even through a chain of synonyms', () => {
    const clashes = lexicon.entries.flatMap((e) =>
      e.antonimos
        .filter((a) => lexicon.component(a) === lexicon.component(e.palabra))
        .map((a) => `${e.palabra} / ${a}`),
    );
    expect(clashes).toEqual([]);
    for (const e of lexicon.entries)
      expect(
        e.sinonimos.filter((s) => s === e.palabra),
        e.palabra,
      ).toEqual([]);
  });

  it('spreads every part of speech over at least three fields of meaning, so wrong options come from elsewhere', () => {
    for (const clase of ['adjetivo', 'verbo', 'sustantivo'] as const) {
      expect(
        new Set(WORD_GROUPS.filter((g) => g.clase === clase).map((g) => g.campo)).size,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives each relation of the analogies one partner per word and no shared partner', () => {
    for (const relation of WORD_RELATIONS) {
      const firsts = relation.pares.map(([a]) => a);
      const seconds = relation.pares.map(([, b]) => b);
      expect(new Set(firsts).size, relation.id).toBe(firsts.length);
      expect(new Set(seconds).size, relation.id).toBe(seconds.length);
      expect(relation.pares.length, relation.id).toBeGreaterThanOrEqual(4);
    }
    // Animals and their young or their voices are dictionary words; capitals are proper names.
    const common = WORD_RELATIONS.filter((r) => r.id !== 'capital').flatMap((r) => r.pares.flat());
    expect(common.filter((w) => !isSpanishWord(w))).toEqual([]);
  });

  it('offers no absolute word (the coverage measure would count it as a giveaway)', () => {
    expect(allWords.filter(hasAbsoluteWord)).toEqual([]);
  });
});

describe('spelling word list', () => {
  it('covers b/v, g/j, h, ll/y and accents', () => {
    const kinds = new Set(spelling.map((e) => e.tipo));
    expect([...kinds].sort()).toEqual(['b/v', 'g/j', 'h', 'll/y', 'tildes']);
    for (const kind of kinds)
      expect(spelling.filter((e) => e.tipo === kind).length, kind).toBeGreaterThanOrEqual(15);
  });

  it('spells every right word as a Spanish dictionary does', () => {
    expect(spelling.map((e) => e.correcta).filter((w) => !isSpanishWord(w))).toEqual([]);
  });

  it('offers only misspellings that the dictionary refuses and that are no other word of the list', () => {
    const right = new Set(spelling.map((e) => e.correcta));
    const errors = spelling.flatMap((e) => e.errores.map((error) => ({ error, of: e.correcta })));
    expect(errors.filter(({ error }) => isSpanishWord(error))).toEqual([]);
    expect(errors.filter(({ error }) => right.has(error))).toEqual([]);
    expect(errors.filter(({ error, of }) => error === of)).toEqual([]);
  });

  it("leaves out the words whose accent the RAE leaves to the writer ('solo', the demonstratives)", () => {
    const optional =
      /^(s[oó]lo|[eé]ste|[eé]sta|[eé]stos|[eé]stas|[eé]se|[eé]sa|[eé]sos|[eé]sas|aqu[eé]l|aqu[eé]lla|aqu[eé]llos|aqu[eé]llas)$/;
    const words = spelling.flatMap((e) => [e.correcta, ...e.errores]);
    expect(words.filter((w) => optional.test(w))).toEqual([]);
    expect(words.filter(hasAbsoluteWord)).toEqual([]);
  });
});
