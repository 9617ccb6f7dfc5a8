// How well a summary keeps what a test asks: the passage's numbers with their unit, periods and
// majorities (one bucket) and its named bodies (another), at what share of the source's length,
// and whether it is made of whole sentences.
import { findNumbers } from '../../src/core/ai-local/numbers-es';
import type { PassageFacts, Quantity } from './fixtures';
import { hasPhrase, plain, sentencesOf, unitRoot, words } from './text';

export const MAX_LENGTH_SHARE = 0.35;

export interface Recall {
  found: number;
  total: number;
  missing: string[];
}

export interface SummaryScore {
  numeric: Recall;
  bodies: Recall;
  /** Summary length / source length, in characters. */
  share: number;
  wholeSentences: boolean;
  problems: string[];
}

/** Some sentence holds the number (in figures or words) and a word of its unit. */
export function keepsQuantity(summary: string, { valor, unidad }: Quantity): boolean {
  const root = unitRoot(unidad);
  return sentencesOf(summary).some(
    (s) =>
      findNumbers(s).some((n) => n.value === valor) && words(s).some((w) => w.startsWith(root)),
  );
}

// A model may write a fraction in figures.
const FRACTION_FIGURES: Record<string, string[]> = {
  'tres quintos': ['3/5'],
  'dos tercios': ['2/3'],
  'dos terceras partes': ['2/3', 'dos tercios'],
  'tres cuartas partes': ['3/4'],
  'decima parte': ['1/10'],
  'cuarta parte': ['1/4'],
  tercio: ['1/3'],
  'la mitad': ['50 %'],
};

export function keepsMajority(summary: string, mayoria: string): boolean {
  const alternatives = [mayoria, ...(FRACTION_FIGURES[plain(mayoria)] ?? [])];
  return alternatives.some((a) =>
    a.includes('/') || a.includes('%') ? summary.includes(a) : hasPhrase(summary, a),
  );
}

export function keepsBody(summary: string, organo: string): boolean {
  return hasPhrase(summary, organo);
}

function recall<T>(
  items: readonly T[],
  kept: (item: T) => boolean,
  label: (item: T) => string,
): Recall {
  const missing = items.filter((i) => !kept(i)).map(label);
  return { found: items.length - missing.length, total: items.length, missing };
}

const HEADING_MAX_WORDS = 12;

/** Every paragraph is a heading or ends a sentence; every sentence starts as a sentence does. */
export function sentenceProblems(summary: string): string[] {
  const problems: string[] = [];
  for (const paragraph of summary
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const heading =
      !/[.!?…:»)"]$/.test(paragraph) && paragraph.split(/\s+/).length <= HEADING_MAX_WORDS;
    if (heading) continue;
    if (!/[.!?…»)"]$/.test(paragraph))
      problems.push(`frase sin terminar: «${paragraph.slice(-60)}»`);
    for (const s of sentencesOf(paragraph))
      if (!/^[\p{Lu}¿¡«"(\d—-]/u.test(s))
        problems.push(`frase que no empieza como tal: «${s.slice(0, 60)}»`);
  }
  return problems;
}

export function scoreSummary(source: string, summary: string, facts: PassageFacts): SummaryScore {
  const quantities = [...facts.cifras, ...facts.plazos];
  const numericLabel = (q: Quantity) => `${q.valor} ${q.unidad}`;
  const q = recall(quantities, (x) => keepsQuantity(summary, x), numericLabel);
  const m = recall(
    facts.mayorias,
    (x) => keepsMajority(summary, x),
    (x) => x,
  );
  const bodies = recall(
    facts.organos,
    (x) => keepsBody(summary, x),
    (x) => x,
  );
  const share = summary.trim().length / Math.max(1, source.trim().length);
  const problems = sentenceProblems(summary);
  if (share > MAX_LENGTH_SHARE) problems.push(`ocupa el ${(share * 100).toFixed(0)} % del texto`);
  return {
    numeric: {
      found: q.found + m.found,
      total: q.total + m.total,
      missing: [...q.missing, ...m.missing],
    },
    bodies,
    share,
    wholeSentences: problems.every((p) => !p.startsWith('frase')),
    problems,
  };
}
