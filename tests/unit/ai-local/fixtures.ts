// The Spanish passages written for these tests (tests/fixtures/ai), read once.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const DIR = path.resolve(import.meta.dirname, '../../fixtures/ai');

export const PASSAGES: { name: string; text: string }[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => ({ name: f.replace(/\.txt$/, ''), text: readFileSync(path.join(DIR, f), 'utf8') }));

export function passage(name: string): string {
  const found = PASSAGES.find((p) => p.name === name);
  if (!found) throw new Error(`No existe el texto ${name}`);
  return found.text;
}

/** Whitespace collapsed, so a sentence can be looked up in a text with line breaks. */
export function flat(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
