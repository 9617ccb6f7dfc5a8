import type { Sentence } from './text';
import { contentStems, tokens } from './text';

const DAMPING = 0.85;
const ITERATIONS = 40;
const TOLERANCE = 1e-7;
// A sentence that opens like this leans on the one before it, so it reads badly on its own.
const DEPENDENT_OPENINGS = new Set(
  `es son era fue tiene tienen tambien ademas asimismo ello esto eso ese
   esa esos esas estos estas sus su le les lo dicho dicha ambos ambas`.split(/\s+/),
);
const DEPENDENT_PENALTY = 0.5;
// Sharing a word with its heading ("La capital" → "La capital del Estado es…") marks the topic sentence.
const HEADING_BONUS = 1.5;
const GENERIC_HEADING_WORDS = new Set('articul titul capitul seccion tema apartad'.split(' '));

function headingStems(heading: string | undefined): Set<string> {
  if (!heading) return new Set();
  return new Set(
    contentStems(heading).filter((s) => !GENERIC_HEADING_WORDS.has(s) && !/^\d+$/.test(s)),
  );
}

function adjust(
  score: number,
  sentence: Sentence | undefined,
  headings: readonly string[],
): number {
  if (!sentence) return score;
  const first = tokens(sentence.text)[0] ?? '';
  let out = DEPENDENT_OPENINGS.has(first) ? score * DEPENDENT_PENALTY : score;
  const topic = headingStems(headings[sentence.section]);
  if (contentStems(sentence.text).some((s) => topic.has(s))) out *= HEADING_BONUS;
  return out;
}

/** The sentence graph in compressed rows: row i's neighbours are cols[rowStart[i]..rowStart[i+1]). */
interface Graph {
  rowStart: Int32Array;
  cols: Int32Array;
  weights: Float64Array;
}

/**
 * Sentence graph of TextRank: shared content stems, damped by sentence length. Built from an
 * inverted index with typed arrays, so a 50,000-character text stays well under a second.
 */
function buildGraph(stemSets: Set<string>[]): Graph {
  const n = stemSets.length;
  const postings = new Map<string, number[]>();
  stemSets.forEach((set, i) => {
    for (const st of set) {
      const list = postings.get(st);
      if (list) list.push(i);
      else postings.set(st, [i]);
    }
  });
  const lists = stemSets.map((set) => [...set].map((st) => postings.get(st) ?? []));
  const size = stemSets.map((set) => Math.log(1 + set.size));
  const overlap = new Float64Array(n);
  const touched: number[] = [];
  const rowStart = new Int32Array(n + 1);
  const cols: number[] = [];
  const weights: number[] = [];
  for (let i = 0; i < n; i++) {
    for (const list of lists[i] ?? []) {
      for (const j of list) {
        if (j === i) continue;
        if (overlap[j] === 0) touched.push(j);
        overlap[j] = (overlap[j] ?? 0) + 1;
      }
    }
    touched.sort((a, b) => a - b);
    for (const j of touched) {
      cols.push(j);
      weights.push((overlap[j] ?? 0) / ((size[i] ?? 1) + (size[j] ?? 1)));
      overlap[j] = 0;
    }
    touched.length = 0;
    rowStart[i + 1] = cols.length;
  }
  return { rowStart, cols: Int32Array.from(cols), weights: Float64Array.from(weights) };
}

function pageRank(graph: Graph, p: number[]): number[] {
  const n = p.length;
  const outWeight = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    for (let k = graph.rowStart[i] ?? 0; k < (graph.rowStart[i + 1] ?? 0); k++)
      outWeight[i] = (outWeight[i] ?? 0) + (graph.weights[k] ?? 0);
  }
  let scores = new Float64Array(n).fill(1 / n);
  for (let iter = 0; iter < ITERATIONS; iter++) {
    const next = new Float64Array(n);
    let dangling = 0;
    for (let i = 0; i < n; i++) {
      const score = scores[i] ?? 0;
      const total = outWeight[i] ?? 0;
      if (total === 0) {
        dangling += score;
        continue;
      }
      for (let k = graph.rowStart[i] ?? 0; k < (graph.rowStart[i + 1] ?? 0); k++) {
        const j = graph.cols[k] ?? 0;
        next[j] = (next[j] ?? 0) + (DAMPING * score * (graph.weights[k] ?? 0)) / total;
      }
    }
    let delta = 0;
    for (let i = 0; i < n; i++) {
      next[i] = (next[i] ?? 0) + (1 - DAMPING) * (p[i] ?? 0) + DAMPING * dangling * (p[i] ?? 0);
      delta += Math.abs((next[i] ?? 0) - (scores[i] ?? 0));
    }
    scores = next;
    if (delta < TOLERANCE) break;
  }
  return [...scores];
}

/**
 * TextRank scores (personalised PageRank over the sentence graph). The first sentence under
 * each heading gets a small prior, because Spanish legal and study texts lead with the rule.
 */
export function rankSentences(
  sentences: readonly Sentence[],
  headings: readonly string[] = [],
): number[] {
  const n = sentences.length;
  if (n === 0) return [];
  const graph = buildGraph(sentences.map((s) => new Set(contentStems(s.text))));
  const prior = sentences.map((s, i) =>
    i === 0 || sentences[i - 1]?.section !== s.section ? 3 : 1,
  );
  const priorSum = prior.reduce((a, b) => a + b, 0);
  const scores = pageRank(
    graph,
    prior.map((v) => v / priorSum),
  );
  return scores.map((score, i) => adjust(score, sentences[i], headings));
}

function bySectionThenScore(
  sentences: readonly Sentence[],
  scores: number[],
): Map<number, number[]> {
  const sections = new Map<number, number[]>();
  for (const s of sentences) {
    const list = sections.get(s.section);
    if (list) list.push(s.index);
    else sections.set(s.section, [s.index]);
  }
  for (const list of sections.values())
    list.sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
  return sections;
}

/** How many sentences each section gets: one each, the rest by size (largest remainder). */
function quotas(sections: Map<number, number[]>, count: number): Map<number, number> {
  const total = [...sections.values()].reduce((a, l) => a + l.length, 0);
  const spare = count - sections.size;
  const shares = [...sections.entries()].map(([key, list]) => {
    const exact = (spare * (list.length - 1)) / Math.max(1, total - sections.size);
    return { key, size: list.length, base: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = spare - shares.reduce((a, s) => a + s.base, 0);
  for (const share of [...shares].sort((a, b) => b.rest - a.rest || a.key - b.key)) {
    if (left <= 0) break;
    if (share.base + 1 < share.size) {
      share.base += 1;
      left -= 1;
    }
  }
  return new Map(shares.map((s) => [s.key, Math.min(s.size, 1 + s.base)]));
}

/**
 * Indices of `count` key sentences in their original order. Every section (text under one
 * heading) gets a share, so a summary of several articles does not drop whole articles; inside a
 * section the best-ranked sentences win.
 */
export function topSentences(
  sentences: readonly Sentence[],
  count: number,
  headings: readonly string[] = [],
): number[] {
  const scores = rankSentences(sentences, headings);
  const sections = bySectionThenScore(sentences, scores);
  const bestFirst = (ids: number[]) =>
    ids.sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
  if (count < sections.size) {
    const leaders = [...sections.values()].map((list) => list[0] as number);
    return bestFirst(leaders)
      .slice(0, Math.max(0, count))
      .sort((a, b) => a - b);
  }
  const share = quotas(sections, count);
  const chosen: number[] = [];
  for (const [key, list] of sections) chosen.push(...list.slice(0, share.get(key) ?? 0));
  return chosen.sort((a, b) => a - b);
}
