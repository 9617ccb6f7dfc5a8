// The checker of generated questions: a blank only on content — a number with
// its unit, a period, a majority, a named body or a legal term, never a function word — and
// distractors of the same kind that are plausible: a nearby number written the same way, another
// body of the same type. A cloze question must also be a sentence of the source, and no
// distractor may complete it truly.
import { findNumbers } from '../../src/core/ai-local/numbers-es';
import type { NumberMention } from '../../src/core/ai-local/numbers-es';
import { LEGAL_TERMS, bodyKind } from './judge-lexicon';
import { plain, unitRoot, words } from './text';

export interface ChoiceQuestion {
  pregunta: string;
  respuestas: { indice: number; respuesta: string }[];
  correcta_indice: number;
}

export interface CheckedItem {
  pregunta: string;
  respuesta: string;
  ok: boolean;
  kind: string | null;
  problems: string[];
}

const BLANK = /_{3,}|…/g;
const LEAD = /^Completa la frase(?: \([^)]*\))?:\s*/;
const FUNCTION_WORDS = new Set(
  'a al ante con de del el en entre e la las lo los ni o para por que se su sus u un una unos unas y como cada'.split(
    ' ',
  ),
);
const ARTICLES = /^(el|la|los|las|un|una|unos|unas|del|al)\s+/;
const TIME_UNITS = new Set(['dia', 'mes', 'ano', 'hora', 'semana', 'minuto']);
const REFERENCE_BEFORE =
  /(articulos?|art|arts|apartados?|ley|leyes|numero|real decreto|titulo|capitulo)\s*$/;
const MAJORITY =
  /^(mayoria (absoluta|simple|cualificada|de (los )?(dos tercios|tres quintos|tres cuartos))|(dos|tres) (tercios|quintos|cuartos)|(las )?(dos terceras|tres cuartas) partes|(la )?(decima|cuarta|quinta|tercera) parte|(un )?tercio|(la )?mitad)$/;
const MAX_RATIO = 3;
const MAX_NEAR = 5;

interface Kind {
  kind: string | null;
  problem?: string;
  number?: NumberMention;
  unit?: string;
}

/** The first content word of a text: what a number right before it counts. */
function firstContentWord(text: string, limit = 6): string | null {
  for (const w of words(text).slice(0, limit))
    if (!FUNCTION_WORDS.has(w) && !/^\d+$/.test(w)) return w;
  return null;
}

function classifyNumber(
  answer: string,
  number: NumberMention,
  before: string,
  after: string | null,
): Kind {
  const inside = firstContentWord(answer.slice(number.end));
  const unit = inside ?? (after === null ? 'pregunta' : firstContentWord(after));
  if (REFERENCE_BEFORE.test(plain(before)))
    return { kind: null, problem: 'número de una referencia (artículo, ley)' };
  if (number.value >= 1800 && number.value <= 2100 && !inside)
    return { kind: null, problem: 'un año, no una cifra con unidad' };
  if (!unit) return { kind: null, problem: 'número sin unidad' };
  const root = unitRoot(unit);
  return {
    kind: TIME_UNITS.has(root.slice(0, 4)) || TIME_UNITS.has(root) ? 'plazo' : 'cifra',
    number,
    unit: inside ? root : undefined,
  };
}

/** What kind of content an option is, judged from the option and the words around the blank. */
export function classify(answer: string, before: string, after: string | null): Kind {
  const text = plain(answer);
  const list = words(answer);
  if (list.length === 0 || list.every((w) => FUNCTION_WORDS.has(w)))
    return { kind: null, problem: 'palabra vacía' };
  if (FUNCTION_WORDS.has(list[list.length - 1] ?? ''))
    return { kind: null, problem: 'termina en una palabra vacía' };
  if (MAJORITY.test(text)) return { kind: 'mayoria' };
  const numbers = findNumbers(answer.trim());
  const first = numbers[0];
  // 'un'/'una' opens a quantity only before a unit of time ('un mes'); otherwise it is an article.
  const article = first?.written === 'letra' && /^(un|una)$/.test(plain(first.text));
  const timeAfter = article && TIME_UNITS.has(unitRoot(list[1] ?? ''));
  if (first && first.start === 0 && (!article || timeAfter))
    return classifyNumber(answer.trim(), first, before, after);
  const name = text.replace(ARTICLES, '');
  if (LEGAL_TERMS.some((t) => plain(t) === name)) return { kind: 'termino' };
  const bare = answer.trim().replace(/^(el|la|los|las|del|al)\s+/i, '');
  if (/^\p{Lu}/u.test(bare)) {
    const body = bodyKind(name);
    return body
      ? { kind: `organo:${body}` }
      : { kind: null, problem: 'nombre que no es un órgano ni una institución' };
  }
  return {
    kind: null,
    problem: 'no es una cifra, un plazo, una mayoría, un órgano ni un término jurídico',
  };
}

function plausibleNumber(answer: number, option: number): boolean {
  if (option <= 0 || option === answer) return false;
  return (
    Math.abs(option - answer) <= MAX_NEAR ||
    (option / answer <= MAX_RATIO && answer / option <= MAX_RATIO)
  );
}

function distractorProblems(
  answer: Kind,
  option: string,
  before: string,
  after: string | null,
): string[] {
  const kind = classify(option, before, after);
  if (kind.kind !== answer.kind) return [`distractor de otro tipo: «${option}»`];
  const problems: string[] = [];
  if (answer.number && kind.number) {
    if (kind.number.written !== answer.number.written)
      problems.push(`distractor escrito de otra forma: «${option}»`);
    if (!plausibleNumber(answer.number.value, kind.number.value))
      problems.push(`distractor poco verosímil: «${option}»`);
    if (answer.unit && kind.unit !== answer.unit)
      problems.push(`distractor en otra unidad: «${option}»`);
  }
  return problems;
}

function clozeParts(pregunta: string): { before: string; after: string } | null {
  const body = pregunta.replace(LEAD, '');
  const blanks = [...body.matchAll(BLANK)];
  if (blanks.length !== 1) return null;
  const at = blanks[0] as RegExpMatchArray;
  return { before: body.slice(0, at.index), after: body.slice((at.index ?? 0) + at[0].length) };
}

const inSource = (source: string, sentence: string) => plain(source).includes(plain(sentence));

/** One multiple-choice question (or a cloze item with only its answer) against its source text. */
export function checkQuestion(
  pregunta: string,
  options: readonly string[],
  correct: number,
  source: string,
): CheckedItem {
  const respuesta = options[correct] ?? '';
  const problems: string[] = [];
  const blanks = [...pregunta.matchAll(BLANK)].length;
  const parts = clozeParts(pregunta);
  if (blanks > 1) problems.push('más de un hueco');
  if (parts && !inSource(source, `${parts.before}${respuesta}${parts.after}`))
    problems.push('la frase completa no está en el texto');
  if (!parts && blanks === 0 && !inSource(source, respuesta))
    problems.push('la respuesta no está en el texto');
  const before = parts?.before ?? '';
  const after = parts ? parts.after : null;
  const kind = classify(respuesta, before, after);
  if (kind.problem) problems.push(kind.problem);
  const seen = new Set([plain(respuesta)]);
  options.forEach((option, i) => {
    if (i === correct) return;
    if (seen.has(plain(option))) problems.push(`opción repetida: «${option}»`);
    seen.add(plain(option));
    if (kind.kind) problems.push(...distractorProblems(kind, option, before, after));
    if (parts && inSource(source, `${parts.before}${option}${parts.after}`))
      problems.push(`el distractor «${option}» también es correcto`);
  });
  return { pregunta, respuesta, ok: problems.length === 0, kind: kind.kind, problems };
}

export function checkChoiceQuestion(q: ChoiceQuestion, source: string): CheckedItem {
  const sorted = [...q.respuestas].sort((a, b) => a.indice - b.indice);
  return checkQuestion(
    q.pregunta,
    sorted.map((r) => r.respuesta),
    sorted.findIndex((r) => r.indice === q.correcta_indice),
    source,
  );
}

/** The items of a 'preguntas' technique: 'N. question' followed by 'Respuesta: answer'. */
export function techniqueItems(tecnica: string): { pregunta: string; respuesta: string }[] {
  const items: { pregunta: string; respuesta: string }[] = [];
  let open: string | null = null;
  for (const line of tecnica.split('\n')) {
    const q = /^\s*\d+[.)]\s+(.+)$/.exec(line);
    const a = /^\s*Respuesta:\s*(.*)$/.exec(line);
    if (q) open = q[1] ?? '';
    else if (a && open !== null) {
      items.push({ pregunta: open, respuesta: (a[1] ?? '').trim() });
      open = null;
    }
  }
  return items;
}

/** Cloze items are checked like a question; an open question must ask and be answered from the text. */
export function checkTechnique(tecnica: string, source: string): CheckedItem[] {
  return techniqueItems(tecnica).map(({ pregunta, respuesta }) => {
    if ([...pregunta.matchAll(BLANK)].length > 0)
      return checkQuestion(pregunta, [respuesta], 0, source);
    const problems: string[] = [];
    if (!pregunta.trim().endsWith('?')) problems.push('no es una pregunta');
    if (words(respuesta).length < 4 || !inSource(source, respuesta))
      problems.push('la respuesta no sale del texto');
    return { pregunta, respuesta, ok: problems.length === 0, kind: 'abierta', problems };
  });
}
