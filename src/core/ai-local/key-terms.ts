import { extractTerms } from './cloze-terms';
import type { ParsedText } from './text';
import { contentStems, stemKey } from './text';

export interface KeyTerm {
  text: string;
  /** Index of the first sentence that mentions it. */
  sentence: number;
  count: number;
}

const CONCEPT_KINDS = /^(nombre|termino|mayoria)/;

/** The names and nouns a text keeps coming back to, most repeated first. */
export function keyTerms(parsed: ParsedText, limit: number): KeyTerm[] {
  const counts = new Map<string, number>();
  for (const s of parsed.sentences)
    for (const st of new Set(contentStems(s.text))) counts.set(st, (counts.get(st) ?? 0) + 1);
  const frequent = (st: string) => (counts.get(st) ?? 0) > 1;
  const found = new Map<string, KeyTerm & { weight: number }>();
  for (const sentence of parsed.sentences) {
    for (const term of extractTerms(sentence.text, frequent)) {
      if (!CONCEPT_KINDS.test(term.kind)) continue;
      const key = stemKey(term.text);
      const known = found.get(key);
      if (known) known.count += 1;
      else
        found.set(key, {
          text: term.text,
          sentence: sentence.index,
          count: 1,
          weight: term.weight,
        });
    }
  }
  return [...found.values()]
    .sort((a, b) => b.count - a.count || b.weight - a.weight || a.sentence - b.sentence)
    .slice(0, limit)
    .map(({ text, sentence, count }) => ({ text, sentence, count }));
}
