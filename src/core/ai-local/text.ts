import { STOP_WORDS } from './stop-words';

export interface Sentence {
  /** The sentence as written in the source. */
  text: string;
  /** Position among the sentences of the text. */
  index: number;
  /** Position of the paragraph it belongs to. */
  paragraph: number;
  /** Index of the heading it sits under, or -1. */
  section: number;
}

export type TextItem =
  { kind: 'heading'; text: string; index: number } | { kind: 'sentence'; sentence: Sentence };

export interface ParsedText {
  items: TextItem[];
  headings: string[];
  sentences: Sentence[];
}

// A period after one of these does not end a sentence.
const ABBREVIATIONS = new Set(
  `art arts num nums pag pags sr sra sres srs dr dra d dna ud
   uds vid cf apdo ap ss vol cap ej p aprox admon excmo excma ilmo ilma`.split(/\s+/),
);

const MAX_HEADING_WORDS = 12;

// Accented words repeat endlessly in a Spanish text; their normal form is cached (bounded).
const WORD_CACHE = new Map<string, string>();
const WORD_CACHE_SIZE = 20_000;
const WORD_CACHE_MAX_LENGTH = 40;

/** Lower case, no accents (ñ becomes n): the form every comparison uses. */
export function normalize(text: string): string {
  // Most Spanish words are plain ASCII: skip the costly decomposition for them.
  if (/^[\t\n\r -~]*$/.test(text)) return text.toLowerCase();
  if (text.length > WORD_CACHE_MAX_LENGTH) return decompose(text);
  let known = WORD_CACHE.get(text);
  if (known === undefined) {
    if (WORD_CACHE.size >= WORD_CACHE_SIZE) WORD_CACHE.clear();
    known = decompose(text);
    WORD_CACHE.set(text, known);
  }
  return known;
}

function decompose(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Normalized word tokens (letters and digits). */
export function tokens(text: string): string[] {
  return normalize(text).match(/[a-z0-9]+|[^ -~\s\p{P}\p{S}\p{C}]+/gu) ?? [];
}

/** A light Spanish stem: enough to make "diputados" and "diputado" the same word. */
export function stem(token: string): string {
  let s = token;
  if (s.length > 5 && s.endsWith('es')) s = s.slice(0, -2);
  else if (s.length > 3 && s.endsWith('s')) s = s.slice(0, -1);
  return s.slice(0, 7);
}

const STEM_KEY_CACHE = new Map<string, string>();
const STEM_KEY_CACHE_SIZE = 20_000;

/** Every token stemmed, joined by spaces: compares "las Cámaras" with "la Cámara". */
export function stemKey(text: string): string {
  const known = STEM_KEY_CACHE.get(text);
  if (known !== undefined) return known;
  const key = tokens(text).map(stem).join(' ');
  // Short strings (options, sentences) repeat a lot; the cache is bounded so a server never grows.
  if (text.length < 2_000) {
    if (STEM_KEY_CACHE.size >= STEM_KEY_CACHE_SIZE) STEM_KEY_CACHE.clear();
    STEM_KEY_CACHE.set(text, key);
  }
  return key;
}

export function isStopWord(token: string): boolean {
  return STOP_WORDS.has(token);
}

/** Stems of the content words of a text (no stop words, no one-letter tokens). */
export function contentStems(text: string): string[] {
  return tokens(text)
    .filter((t) => t.length > 1 && !isStopWord(t))
    .map(stem);
}

function isHeadingLine(line: string, next: string | undefined): boolean {
  if (line.startsWith('#')) return true;
  if (/[.,;:!?…»"”)]$/.test(line)) return false;
  if (!/^[\p{Lu}\p{N}¿¡«"]/u.test(line)) return false;
  if (next !== undefined && /^\p{Ll}/u.test(next)) return false;
  return line.split(/\s+/).length <= MAX_HEADING_WORDS;
}

function endsAtAbbreviation(before: string): boolean {
  const word = /([\p{L}]+)\.*$/u.exec(before.replace(/[.!?…]+$/, ''))?.[1];
  if (!word) return false;
  // A single capital letter is an initial ("S. M.", "J. C."), not the end of a sentence.
  if (word.length === 1 && /\p{Lu}/u.test(word)) return true;
  return ABBREVIATIONS.has(normalize(word));
}

/** Splits one paragraph into sentences, keeping each as written. */
export function splitSentences(paragraph: string): string[] {
  const text = paragraph.replace(/\s+/g, ' ').trim();
  if (!text) return [];
  const out: string[] = [];
  const boundary = /[.!?…]+["»”')\]]*\s+(?=[\p{Lu}\p{N}¿¡«"“(—-])/gu;
  let start = 0;
  for (const match of text.matchAll(boundary)) {
    const end = match.index + match[0].trimEnd().length;
    if (endsAtAbbreviation(text.slice(start, end))) continue;
    out.push(text.slice(start, end).trim());
    start = match.index + match[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

/** Headings, paragraphs and sentences of a plain text, in order. */
export function parseText(text: string): ParsedText {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.trim());
  const items: TextItem[] = [];
  const headings: string[] = [];
  const sentences: Sentence[] = [];
  let buffer: string[] = [];
  let paragraph = 0;

  const flush = () => {
    if (buffer.length === 0) return;
    for (const s of splitSentences(buffer.join(' '))) {
      const sentence: Sentence = {
        text: s,
        index: sentences.length,
        paragraph,
        section: headings.length - 1,
      };
      sentences.push(sentence);
      items.push({ kind: 'sentence', sentence });
    }
    paragraph += 1;
    buffer = [];
  };

  lines.forEach((line, i) => {
    if (!line) return flush();
    const next = lines[i + 1] || undefined;
    const afterSentence =
      buffer.length === 0 || /[.!?…:»"”)]$/.test(buffer[buffer.length - 1] ?? '');
    if (afterSentence && isHeadingLine(line, next)) {
      flush();
      const heading = line.replace(/^#+\s*/, '');
      items.push({ kind: 'heading', text: heading, index: headings.length });
      headings.push(heading);
      return;
    }
    buffer.push(line);
  });
  flush();
  return { items, headings, sentences };
}
