// Spanish cardinal numbers in a text, written in figures ('300', '500.000') or in words
// ('treinta', 'veinticinco', 'quinientas mil'). The words come from n2words, so reading and
// writing use the same spelling.
import { toCardinal } from 'n2words/es-ES';
import { normalize } from './text';

export interface NumberMention {
  value: number;
  /** Offsets in the text it was read from. */
  start: number;
  end: number;
  text: string;
  written: 'cifra' | 'letra';
}

const MAX_WORDS_VALUE = 999;
const MAX_NUMERAL_TOKENS = 5;

/** n2words writes 'dieciseis'; the RAE writes it with an accent. */
function fixSpelling(words: string): string {
  return words.replace(/\bdieciseis\b/g, 'dieciséis');
}

/**
 * A value in words: 'treinta', 'veintiún' before a noun, 'doscientas' for a feminine noun.
 * `beforeNoun` shortens 'uno' to 'un' (and 'veintiuno' to 'veintiún'), as Spanish does.
 */
export function spellNumber(value: number, { feminine = false, beforeNoun = false } = {}): string {
  const words = fixSpelling(toCardinal(value, { gender: feminine ? 'feminine' : 'masculine' }));
  if (!beforeNoun || feminine) return words;
  return words.replace(/veintiuno$/, 'veintiún').replace(/\buno$/, 'un');
}

let wordValues: Map<string, number> | null = null;

/** Normalized spelling → value, for 1..999 in both genders, with the short forms before a noun. */
function wordTable(): Map<string, number> {
  if (wordValues) return wordValues;
  const table = new Map<string, number>();
  for (let n = 1; n <= MAX_WORDS_VALUE; n++) {
    for (const form of [
      spellNumber(n),
      spellNumber(n, { feminine: true }),
      spellNumber(n, { beforeNoun: true }),
    ])
      table.set(normalize(form), n);
  }
  wordValues = table;
  return table;
}

interface Token {
  norm: string;
  start: number;
  end: number;
}

function wordTokens(text: string): Token[] {
  return [...text.matchAll(/[\p{L}]+/gu)].map((m) => ({
    norm: normalize(m[0]),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** The longest run of tokens from `i` that spells a number below a thousand. */
function smallNumberAt(tokens: Token[], i: number): { value: number; next: number } | null {
  const table = wordTable();
  for (let j = Math.min(tokens.length, i + MAX_NUMERAL_TOKENS); j > i; j--) {
    const phrase = tokens
      .slice(i, j)
      .map((t) => t.norm)
      .join(' ');
    const value = table.get(phrase);
    if (value !== undefined) return { value, next: j };
  }
  return null;
}

/** Words separated only by spaces, so 'treinta, cuarenta' stays two numbers. */
function adjacent(text: string, a: Token | undefined, b: Token | undefined): boolean {
  return a !== undefined && b !== undefined && /^\s+$/.test(text.slice(a.end, b.start));
}

function wordNumbers(text: string): NumberMention[] {
  const tokens = wordTokens(text);
  const out: NumberMention[] = [];
  let i = 0;
  while (i < tokens.length) {
    const first = tokens[i] as Token;
    let value: number | null = null;
    let next = i;
    const small = smallNumberAt(tokens, i);
    if (small) {
      value = small.value;
      next = small.next;
    }
    const scale = tokens[next];
    if (scale && (value === null ? scale === first : adjacent(text, tokens[next - 1], scale))) {
      if (scale.norm === 'mil') {
        value = (value ?? 1) * 1000;
        next += 1;
        const rest = adjacent(text, tokens[next - 1], tokens[next])
          ? smallNumberAt(tokens, next)
          : null;
        if (rest) {
          value += rest.value;
          next = rest.next;
        }
      } else if ((scale.norm === 'millon' || scale.norm === 'millones') && value !== null) {
        value *= 1_000_000;
        next += 1;
      }
    }
    if (value === null) {
      i += 1;
      continue;
    }
    const last = tokens[next - 1] as Token;
    out.push({
      value,
      start: first.start,
      end: last.end,
      text: text.slice(first.start, last.end),
      written: 'letra',
    });
    i = next;
  }
  return out;
}

function figureNumbers(text: string): NumberMention[] {
  const out: NumberMention[] = [];
  // '500.000' and '5.000' are thousands; '68.1' (an article) and '1,5' are not whole numbers.
  for (const m of text.matchAll(
    /(?<![\d.,/])\d{1,3}(?:\.\d{3})+(?![\d,]|\.\d)|(?<![\d.,/])\d+(?![\d/]|[.,]\d)/g,
  )) {
    out.push({
      value: Number(m[0].replace(/\./g, '')),
      start: m.index,
      end: m.index + m[0].length,
      text: m[0],
      written: 'cifra',
    });
  }
  return out;
}

/** Every cardinal number of a text, in order. 'un'/'una' count as 1. */
export function findNumbers(text: string): NumberMention[] {
  return [...figureNumbers(text), ...wordNumbers(text)].sort((a, b) => a.start - b.start);
}

/** The value of a text that is one number and nothing else ('300', 'treinta y dos'), or null. */
export function numberValue(text: string): number | null {
  const trimmed = text.trim();
  const found = findNumbers(trimmed);
  if (found.length !== 1) return null;
  const only = found[0] as NumberMention;
  return only.start === 0 && only.end === trimmed.length ? only.value : null;
}

/** The same number written the way `like` is written (figures with thousands dots, or words). */
export function writeLike(
  value: number,
  like: NumberMention | { written: 'cifra' | 'letra'; text: string },
  feminine = false,
): string {
  if (like.written === 'cifra') {
    const grouped = like.text.includes('.') || value >= 10_000;
    return grouped ? String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.') : String(value);
  }
  return spellNumber(value, { feminine, beforeNoun: true });
}
