import { parseText } from './text';
import { topSentences } from './text-rank';

export type NivelDetalle = 'corto' | 'largo';

const TARGET_SHARE = 0.3;

/** How many of n sentences a `largo` summary keeps: about a quarter to a third, at least one. */
export function summaryLength(n: number): number {
  if (n === 0) return 0;
  const wanted = Math.max(Math.ceil(n / 4), Math.round(n * TARGET_SHARE));
  return Math.max(1, Math.min(Math.floor(n / 3), wanted));
}

/**
 * Extractive summary. `corto` returns the text as given (the spec's "save as written");
 * `largo` keeps the best-ranked sentences in their original order and every heading.
 */
export function summarize(text: string, nivel: NivelDetalle = 'largo'): string {
  if (nivel === 'corto') return text;
  const parsed = parseText(text);
  const keep = new Set(
    topSentences(parsed.sentences, summaryLength(parsed.sentences.length), parsed.headings),
  );
  const blocks: string[] = [];
  let current: string[] = [];
  let currentParagraph = -1;
  const close = () => {
    if (current.length > 0) blocks.push(current.join(' '));
    current = [];
  };
  for (const item of parsed.items) {
    if (item.kind === 'heading') {
      close();
      blocks.push(item.text);
      continue;
    }
    const { sentence } = item;
    if (!keep.has(sentence.index)) continue;
    if (sentence.paragraph !== currentParagraph) close();
    currentParagraph = sentence.paragraph;
    current.push(sentence.text);
  }
  close();
  return blocks.join('\n\n');
}
