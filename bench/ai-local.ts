// Local AI engine: a summary of a 50,000-character text and 50 cloze questions from it.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { generateCloze, summarize } from '../src/core/ai-local';

const TARGET_CHARS = 50_000;
const FIXTURES = path.resolve(import.meta.dirname, '../tests/fixtures/ai');

/** The project's Spanish passages, repeated with numbered parts until 50,000 characters. */
function benchText(): string {
  const passages = readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => readFileSync(path.join(FIXTURES, f), 'utf8'));
  const parts: string[] = [];
  for (let i = 0; parts.join('\n\n').length < TARGET_CHARS; i++) {
    parts.push(`Parte ${i + 1}\n\n${passages[i % passages.length] ?? ''}`);
  }
  return parts.join('\n\n').slice(0, TARGET_CHARS);
}

function timed<T>(run: () => T): { ms: number; result: T } {
  const started = performance.now();
  const result = run();
  return { ms: performance.now() - started, result };
}

export async function benchAiLocal(): Promise<void> {
  const text = benchText();
  // One warm-up run each, so the figures are not the JIT's first compile.
  summarize(text, 'largo');
  generateCloze(text, { cantidad: 50 });
  const summary = timed(() => summarize(text, 'largo'));
  const cloze = timed(() => generateCloze(text, { cantidad: 50 }));
  console.log(
    `ai-local: summary of ${text.length.toLocaleString('en')} characters ${summary.ms.toFixed(0)} ms; ` +
      `${cloze.result.length} cloze questions ${cloze.ms.toFixed(0)} ms`,
  );
}
