import { WORD_GROUPS } from './verbal-words';
import type { WordClass } from './verbal-words';

/** The word list read into entries, with what tells related words apart from unrelated ones. */

export interface Entry {
  palabra: string;
  clase: WordClass;
  campo: string;
  sinonimos: readonly string[];
  antonimos: readonly string[];
}

const list = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((w) => w.trim())
    .filter((w) => w !== '');

/** Throws, naming the line, on a line that is not 'palabra: sinónimos | antónimos'. */
export function parseEntry(line: string, clase: WordClass, campo: string): Entry {
  const m = line.match(/^([^:|,]+):([^|]*)\|([^|]*)$/);
  if (!m) throw new Error(`Entrada mal escrita: "${line}"`);
  return {
    palabra: (m[1] ?? '').trim(),
    clase,
    campo,
    sinonimos: list(m[2]),
    antonimos: list(m[3]),
  };
}

export interface Lexicon {
  entries: readonly Entry[];
  /** Words linked by any chain of synonyms share a component (a polysemous word joins two). */
  component(word: string): string;
  /** Words a wrong option about `word` may never be: its synonyms and antonyms, by any chain. */
  related(word: string): ReadonlySet<string>;
  /** Every word of a part of speech with the fields it appears in. */
  words(clase: WordClass): readonly { word: string; campos: ReadonlySet<string> }[];
  /** The fields a word appears in. */
  campos(word: string): ReadonlySet<string>;
}

export function buildLexicon(groups = WORD_GROUPS): Lexicon {
  const entries = groups.flatMap((g) =>
    g.entradas.map((line) => parseEntry(line, g.clase, g.campo)),
  );
  const parent = new Map<string, string>();
  const find = (w: string): string => {
    let root = w;
    while ((parent.get(root) ?? root) !== root) root = parent.get(root) ?? root;
    parent.set(w, root);
    return root;
  };
  const union = (a: string, b: string) => parent.set(find(a), find(b));
  const antonymPairs: [string, string][] = [];
  const byClass = new Map<WordClass, Map<string, Set<string>>>();
  const campos = new Map<string, Set<string>>();
  for (const e of entries) {
    for (const w of [e.palabra, ...e.sinonimos, ...e.antonimos]) {
      if (!parent.has(w)) parent.set(w, w);
      const words = byClass.get(e.clase) ?? new Map<string, Set<string>>();
      byClass.set(e.clase, words);
      words.set(w, (words.get(w) ?? new Set()).add(e.campo));
      campos.set(w, (campos.get(w) ?? new Set()).add(e.campo));
    }
    for (const s of e.sinonimos) union(e.palabra, s);
    for (const a of e.antonimos) antonymPairs.push([e.palabra, a]);
  }
  const members = new Map<string, Set<string>>();
  for (const w of parent.keys()) {
    const root = find(w);
    members.set(root, (members.get(root) ?? new Set()).add(w));
  }
  const opposite = new Map<string, Set<string>>();
  for (const [a, b] of antonymPairs) {
    const [ra, rb] = [find(a), find(b)];
    opposite.set(ra, (opposite.get(ra) ?? new Set()).add(rb));
    opposite.set(rb, (opposite.get(rb) ?? new Set()).add(ra));
  }
  const relatedCache = new Map<string, Set<string>>();
  return {
    entries,
    component: find,
    related(word) {
      const root = find(word);
      const cached = relatedCache.get(root);
      if (cached) return cached;
      const roots = [root, ...(opposite.get(root) ?? [])];
      const result = new Set(roots.flatMap((r) => [...(members.get(r) ?? [])]));
      relatedCache.set(root, result);
      return result;
    },
    words(clase) {
      return [...(byClass.get(clase) ?? new Map<string, Set<string>>())].map(([word, c]) => ({
        word,
        campos: c,
      }));
    },
    campos: (word) => campos.get(word) ?? new Set(),
  };
}
