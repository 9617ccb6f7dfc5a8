import { shorterForms } from './compress';
import { findFacts } from './facts';
import type { FactKind } from './facts';
import type { ParsedText, Sentence } from './text';
import { parseText } from './text';
import { rankSentences } from './text-rank';

export type NivelDetalle = 'corto' | 'largo';

/** A `largo` summary aims at this share of the text's length, in whole sentences… */
export const SUMMARY_TARGET_SHARE = 0.345;
/** …and, with the headings of what it keeps, never goes past this one. */
export const SUMMARY_MAX_SHARE = 0.345;

// What a test asks weighs most: a number with its unit, a period, a majority; then a body.
const FACT_WEIGHT: Record<FactKind, number> = {
  plazo: 3,
  cifra: 3,
  mayoria: 3,
  organo: 1.5,
  termino: 0.75,
};
/** How much a sentence's centrality (TextRank) adds to its facts, at most. */
const CENTRALITY_WEIGHT = 1;
const SEPARATOR = 2;

interface Candidate {
  sentence: Sentence;
  /** The sentence as kept: whole, or one of its shorter forms (compress.ts). */
  text: string;
  keys: Map<string, number>;
  centrality: number;
  cost: number;
}

function factKeys(text: string): Map<string, number> {
  const keys = new Map<string, number>();
  for (const fact of findFacts(text))
    keys.set(fact.key, Math.max(keys.get(fact.key) ?? 0, FACT_WEIGHT[fact.kind]));
  return keys;
}

/** Every sentence, and every shorter form of it, as something the summary may keep. */
function candidates(parsed: ParsedText): Candidate[] {
  const scores = rankSentences(parsed.sentences, parsed.headings);
  const best = Math.max(1e-12, ...scores);
  // A heading that names a body ('El Ministerio Fiscal') keeps it for little: a candidate too,
  // under a negative index so it never collides with a sentence.
  const headings = parsed.headings.map((text, h) => ({
    sentence: { text, index: headingKey(h), paragraph: -1, section: h },
    text,
    keys: new Map([...factKeys(text)].filter(([key]) => key.startsWith('o:'))),
    centrality: 0,
    cost: text.length + SEPARATOR,
  }));
  return [
    ...headings.filter((c) => [...c.keys.keys()].some((k) => k.startsWith('o:'))),
    ...parsed.sentences.flatMap((sentence, i) => {
      const centrality = (scores[i] ?? 0) / best;
      return [sentence.text, ...shorterForms(sentence.text)].map((text, form) => ({
        sentence,
        text,
        keys: factKeys(text),
        // A shorter form says less than the whole sentence.
        centrality: form === 0 ? centrality : centrality * (text.length / sentence.text.length),
        cost: text.length + SEPARATOR,
      }));
    }),
  ];
}

const headingKey = (h: number) => -1 - h;

/** What a form adds to what is already kept: its new facts, and its centrality beyond `from`. */
function gain(c: Candidate, covered: ReadonlySet<string>, from: Candidate | undefined): number {
  let value = CENTRALITY_WEIGHT * (c.centrality - (from?.centrality ?? 0));
  for (const [key, weight] of c.keys) if (!covered.has(key)) value += weight;
  return value;
}

/** A longer form replaces a kept one only if it says at least the same facts. */
function keepsAll(longer: Candidate, kept: Candidate): boolean {
  return [...kept.keys.keys()].every((key) => longer.keys.has(key));
}

/**
 * The form of each sentence to keep within a budget of characters: greedily, the one that adds
 * most per character (new facts first, then centrality), until nothing else fits. A sentence
 * kept in a short form may later be kept whole instead, paying only the difference.
 */
function chooseSentences(list: Candidate[], budget: number): Map<number, string> {
  const chosen = new Map<number, Candidate>();
  const covered = new Set<string>();
  let left = budget;
  for (;;) {
    let best: Candidate | null = null;
    let bestRatio = 0;
    for (const c of list) {
      const current = chosen.get(c.sentence.index);
      const cost = c.cost - (current?.cost ?? 0);
      if (current === c || cost <= 0 || cost > left || (current && !keepsAll(c, current))) continue;
      const ratio = gain(c, covered, current) / cost;
      if (ratio > bestRatio) {
        best = c;
        bestRatio = ratio;
      }
    }
    if (!best) break;
    left -= best.cost - (chosen.get(best.sentence.index)?.cost ?? 0);
    chosen.set(best.sentence.index, best);
    for (const key of best.keys.keys()) covered.add(key);
  }
  improveBySwaps(list, chosen, budget);
  // A text whose every sentence is longer than the budget still gets its best one.
  if (chosen.size === 0 && list.length > 0) {
    const first = [...list].sort(
      (a, b) => gain(b, covered, undefined) - gain(a, covered, undefined),
    )[0] as Candidate;
    chosen.set(first.sentence.index, first);
  }
  return new Map([...chosen].map(([index, c]) => [index, c.text]));
}

/** What a set of kept forms is worth: each fact once, plus the forms' centrality. */
function valueOf(kept: Iterable<Candidate>): number {
  const facts = new Map<string, number>();
  let value = 0;
  for (const c of kept) {
    value += CENTRALITY_WEIGHT * c.centrality;
    for (const [key, weight] of c.keys) facts.set(key, Math.max(facts.get(key) ?? 0, weight));
  }
  for (const weight of facts.values()) value += weight;
  return value;
}

const MAX_SWAP_ROUNDS = 20;
/** Past this many forms (a long text) the greedy choice stands: swaps would take too long. */
const MAX_SWAP_CANDIDATES = 600;

/**
 * The greedy choice, improved: while taking one more form, in place of the kept form of its
 * sentence or of one or two other sentences, is worth more within the budget, take it.
 */
function improveBySwaps(list: Candidate[], chosen: Map<number, Candidate>, budget: number): void {
  if (list.length > MAX_SWAP_CANDIDATES) return;
  for (let round = 0; round < MAX_SWAP_ROUNDS; round++) {
    const kept = [...chosen.values()];
    const used = kept.reduce((a, c) => a + c.cost, 0);
    let best: Map<number, Candidate> | null = null;
    let bestValue = valueOf(kept);
    for (const c of list) {
      if (chosen.get(c.sentence.index) === c) continue;
      const own = chosen.get(c.sentence.index);
      const others = kept.filter((k) => k !== own);
      const removals: Candidate[][] = [[], ...others.map((k) => [k])];
      // Two out for one in, only when one is not enough room.
      if (used - (own?.cost ?? 0) + c.cost - Math.max(0, ...others.map((k) => k.cost)) > budget)
        for (let i = 0; i < others.length; i++)
          for (let j = i + 1; j < others.length; j++)
            removals.push([others[i] as Candidate, others[j] as Candidate]);
      for (const out of removals) {
        const cost = used - (own?.cost ?? 0) - out.reduce((a, k) => a + k.cost, 0) + c.cost;
        if (cost > budget) continue;
        const next = kept.filter((k) => k !== own && !out.includes(k));
        const value = valueOf([...next, c]);
        if (value > bestValue + 1e-9) {
          best = new Map([...next, c].map((k) => [k.sentence.index, k]));
          bestValue = value;
        }
      }
    }
    if (!best) return;
    chosen.clear();
    for (const [k, v] of best) chosen.set(k, v);
  }
}

/** The summary's blocks in the text's order: the headings of what is kept, and its paragraphs. */
function render(
  parsed: ParsedText,
  keep: ReadonlyMap<number, string>,
  headings: ReadonlySet<number>,
): string {
  const blocks: string[] = [];
  let current: string[] = [];
  let paragraph = -1;
  const close = () => {
    if (current.length > 0) blocks.push(current.join(' '));
    current = [];
  };
  for (const item of parsed.items) {
    if (item.kind === 'heading') {
      if (!headings.has(item.index)) continue;
      close();
      blocks.push(item.text);
      continue;
    }
    const kept = keep.get(item.sentence.index);
    if (kept === undefined) continue;
    if (item.sentence.paragraph !== paragraph) close();
    paragraph = item.sentence.paragraph;
    current.push(kept);
  }
  close();
  return blocks.join('\n\n');
}

/**
 * Extractive summary. `corto` returns the text as given (the spec's "save as written"). `largo`
 * keeps whole sentences of the text (or their main clause), in its order, within a third of its
 * length: first those with the facts a test asks (numbers with their unit, periods, majorities,
 * named bodies), then the most central ones; and the headings of the sections it keeps while
 * they fit in 34.5 %.
 */
export function summarize(text: string, nivel: NivelDetalle = 'largo'): string {
  if (nivel === 'corto') return text;
  const parsed = parseText(text);
  if (parsed.sentences.length === 0) return '';
  const length = text.trim().length;
  const keep = chooseSentences(candidates(parsed), Math.floor(length * SUMMARY_TARGET_SHARE));
  const sections = new Set(parsed.sentences.filter((s) => keep.has(s.index)).map((s) => s.section));
  const headings = new Set(parsed.headings.flatMap((_, h) => (keep.has(headingKey(h)) ? [h] : [])));
  let total = render(parsed, keep, headings).length;
  // Headings go in order while they fit; the title (before any sentence) first.
  for (const item of parsed.items) {
    if (item.kind !== 'heading') continue;
    const isTitle = item.index === 0 && parsed.sentences[0]?.section !== 0;
    if (headings.has(item.index) || (!isTitle && !sections.has(item.index))) continue;
    if (total + item.text.length + SEPARATOR > length * SUMMARY_MAX_SHARE) continue;
    headings.add(item.index);
    total += item.text.length + SEPARATOR;
  }
  return render(parsed, keep, headings);
}
