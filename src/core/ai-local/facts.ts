// The facts of a sentence that a test asks about: numbers with their unit, periods, majorities,
// named institutions and legal terms, with where they are. The summary keeps the sentences that
// carry them; the cloze questions blank them.
import type { BodyKind, Gender, Institution, LegalTerm } from './lexicon';
import { INSTITUTIONS, LEGAL_TERM_LIST } from './lexicon';
import type { NumberMention } from './numbers-es';
import { findNumbers } from './numbers-es';
import { isStopWord, normalize, stem } from './text';

export type FactKind = 'mayoria' | 'plazo' | 'cifra' | 'organo' | 'termino';

export interface Fact {
  kind: FactKind;
  text: string;
  start: number;
  end: number;
  /** The same fact in two sentences has the same key. */
  key: string;
  number?: NumberMention;
  /** The noun right after a number ('días', 'Diputados'); null when another word comes first. */
  unit?: string | null;
  /** The first noun after a number within a few words ('300 y un máximo de 400 Diputados'). */
  looseUnit?: string | null;
  institution?: Institution;
  term?: LegalTerm;
}

const TIME_UNITS = new Set(['dia', 'mes', 'ano', 'hora', 'semana', 'minuto']);
const REFERENCE =
  /(?:^|\s)(?:articulos?|arts?|apartados?|leyes|ley|numero|titulo|capitulo|disposicion|real decreto)\s*$/;
const MAJORITY =
  /(?<![\p{L}])(mayoría (?:absoluta|simple|cualificada|de (?:los )?(?:dos tercios|tres quintos|tres cuartos))|(?:dos|tres) (?:tercios|quintos|cuartos)|(?:dos terceras|tres cuartas) partes|(?:décima|cuarta|quinta|tercera) parte|tercio|mitad)(?![\p{L}])/giu;

export function isTimeUnit(word: string): boolean {
  return TIME_UNITS.has(stem(normalize(word)).replace(/e$/, ''));
}

interface Word {
  text: string;
  start: number;
  end: number;
}

function wordsOf(sentence: string): Word[] {
  return [...sentence.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
}

function numberFacts(sentence: string): Fact[] {
  const words = wordsOf(sentence);
  const out: Fact[] = [];
  for (const n of findNumbers(sentence)) {
    if (REFERENCE.test(normalize(sentence.slice(Math.max(0, n.start - 30), n.start)))) continue;
    const after = words.filter((w) => w.start >= n.end);
    const next = after[0];
    const adjacent =
      next &&
      /^\s+$/.test(sentence.slice(n.end, next.start)) &&
      !isStopWord(normalize(next.text)) &&
      !/^\d/.test(next.text);
    const unit = adjacent ? next.text : null;
    const isOne = n.written === 'letra' && (n.value === 1 || /^(un|una|uno)$/i.test(n.text));
    if (isOne && !(unit && isTimeUnit(unit))) continue;
    if (n.value >= 1800 && n.value <= 2100 && n.written === 'cifra' && !unit) continue;
    const loose =
      unit ??
      after
        .map((w) => w.text)
        .slice(0, 6)
        .find((w) => !isStopWord(normalize(w)) && !/^\d/.test(w) && findNumbers(w).length === 0) ??
      '';
    const kind: FactKind = unit && isTimeUnit(unit) ? 'plazo' : 'cifra';
    out.push({
      kind,
      text: n.text,
      start: n.start,
      end: n.end,
      key: `n:${n.value}:${stem(normalize(loose))}`,
      number: n,
      unit,
      looseUnit: loose || null,
    });
  }
  return out;
}

function majorityFacts(sentence: string): Fact[] {
  return [...sentence.matchAll(MAJORITY)].map((m) => ({
    kind: 'mayoria' as const,
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
    key: `m:${normalize(m[0])}`,
  }));
}

/** Every occurrence of a phrase as whole words, in a text of the same length normalized. */
function phraseAt(norm: string, phrase: string): number[] {
  const out: number[] = [];
  let from = 0;
  for (;;) {
    const at = norm.indexOf(phrase, from);
    if (at < 0) return out;
    const before = norm[at - 1] ?? ' ';
    const after = norm[at + phrase.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}-]/u.test(after)) out.push(at);
    from = at + 1;
  }
}

function lexiconFacts(sentence: string): Fact[] {
  const norm = normalize(sentence);
  // Normalizing keeps the length of a Spanish text; anything else is not searched.
  if (norm.length !== sentence.length) return [];
  const out: Fact[] = [];
  for (const institution of [...INSTITUTIONS].sort((a, b) => b.name.length - a.name.length)) {
    for (const at of phraseAt(norm, normalize(institution.name))) {
      const text = sentence.slice(at, at + institution.name.length);
      // A lower-case 'senado' or 'rey' is a word, not the institution.
      if (!/^\p{Lu}/u.test(text)) continue;
      out.push({
        kind: 'organo',
        text,
        start: at,
        end: at + text.length,
        key: `o:${normalize(institution.name)}`,
        institution,
      });
    }
  }
  for (const term of LEGAL_TERM_LIST) {
    for (const at of phraseAt(norm, normalize(term.term))) {
      const text = sentence.slice(at, at + term.term.length);
      out.push({
        kind: 'termino',
        text,
        start: at,
        end: at + text.length,
        key: `t:${normalize(term.term)}`,
        term,
      });
    }
  }
  return out;
}

const overlaps = (a: Fact, taken: readonly Fact[]) =>
  taken.some((t) => a.start < t.end && t.start < a.end);

/** The facts of one sentence, without overlaps: majorities, then numbers, names and terms. */
export function findFacts(sentence: string): Fact[] {
  const taken: Fact[] = [];
  for (const fact of [
    ...majorityFacts(sentence),
    ...numberFacts(sentence),
    ...lexiconFacts(sentence),
  ])
    if (!overlaps(fact, taken)) taken.push(fact);
  return taken.sort((a, b) => a.start - b.start);
}

/** 'el', 'la', 'los', 'las' as a gender: how the word before a name agrees with it. */
export function genderOfArticle(word: string | undefined): Gender | null {
  const table: Record<string, Gender> = {
    el: 'm',
    del: 'm',
    al: 'm',
    un: 'm',
    la: 'f',
    una: 'f',
    los: 'mp',
    las: 'fp',
  };
  return word ? (table[normalize(word)] ?? null) : null;
}

export type { BodyKind };
