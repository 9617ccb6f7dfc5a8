import type { Fact } from './facts';
import { findFacts, genderOfArticle } from './facts';
import type { Gender, Institution } from './lexicon';
import { INSTITUTIONS, sameInstitution } from './lexicon';
import { spellNumber, writeLike } from './numbers-es';
import { seededRandom, shuffled } from './seeded-random';
import { detectLaw, sourceNote } from './sources';
import type { Sentence } from './text';
import { normalize, parseText, stemKey, tokens } from './text';

export interface GeneratedQuestion {
  pregunta: string;
  respuestas: { indice: number; respuesta: string }[];
  correcta_indice: number;
  fuente: string | null;
}

export interface ClozeOptions {
  cantidad: number;
  /** Changes the choice and order of questions; the same seed gives the same questions. */
  semilla?: string;
  /** The law the text comes from ('CE', 'Ley 39/2015'), or a whole source note; else found in the text. */
  fuente?: string | null;
}

export const BLANK = '_____';
export const CLOZE_LEAD = 'Completa la frase';
const OPTIONS = 4;
const MIN_WORDS = 6;
const MAX_WORDS = 45;
/** A distractor number is plausible within this factor of the answer, or this close to it. */
const MAX_RATIO = 3;
const MAX_NEAR = 5;

// What a test asks first: majorities and periods, then figures, bodies and terms.
const PRIORITY: Record<Fact['kind'], number> = {
  mayoria: 5,
  plazo: 5,
  cifra: 4,
  organo: 3,
  termino: 2,
};

// Majorities by how they are written, so every option fits the same sentence.
const MAJORITY_FORMS: RegExp[] = [
  /^mayoría /iu,
  /^(dos|tres) (tercios|quintos|cuartos)$/iu,
  /^(décima|cuarta|quinta|tercera) parte$/iu,
];
const MAJORITY_OPTIONS: string[][] = [
  ['mayoría absoluta', 'mayoría simple', 'mayoría de dos tercios', 'mayoría de tres quintos'],
  ['dos tercios', 'tres quintos', 'tres cuartos', 'dos quintos'],
  ['décima parte', 'quinta parte', 'cuarta parte', 'tercera parte'],
];

// The periods the law uses, per unit: distractors look like real periods.
const USUAL_PERIODS: Record<string, number[]> = {
  dia: [2, 3, 5, 10, 15, 20, 25, 30, 45, 60, 90],
  mes: [1, 2, 3, 4, 6, 9, 12],
  ano: [1, 2, 3, 4, 5, 6, 8, 9, 10, 12, 15, 18, 20, 25],
  hora: [12, 24, 48, 72, 96],
  semana: [1, 2, 3, 4, 6, 8],
};

interface Candidate {
  sentence: Sentence;
  fact: Fact;
  order: number;
}

interface Context {
  /** The whole text as stems separated by single spaces, padded with spaces. */
  stemLine: string;
  /** Every fact of the text, to draw same-kind distractors from it first. */
  facts: Fact[];
  headings: string[];
  fuente: string | null;
  random: () => number;
}

function matchCase(option: string, answer: string): string {
  if (/^\p{Lu}/u.test(answer) && /^\p{Ll}/u.test(option))
    return option.charAt(0).toUpperCase() + option.slice(1);
  if (/^\p{Ll}/u.test(answer) && /^\p{Lu}/u.test(option) && !/^\p{Lu}/u.test(option.slice(1, 2)))
    return option.charAt(0).toLowerCase() + option.slice(1);
  return option;
}

const plausible = (answer: number, option: number) =>
  option > 0 &&
  option !== answer &&
  (Math.abs(option - answer) <= MAX_NEAR ||
    (option / answer <= MAX_RATIO && answer / option <= MAX_RATIO));

/** Round neighbours of a figure: 300 → 250, 350, 200, 450… */
function neighbours(value: number): number[] {
  const magnitude = 10 ** Math.max(0, String(value).length - 2);
  const step = value % (5 * magnitude) === 0 ? 5 * magnitude : magnitude;
  const out: number[] = [];
  for (let k = 1; k <= 6; k++) out.push(value + k * step, value - k * step);
  return out;
}

/** 'mes' → 'meses', 'año' → 'años'. */
function plural(noun: string): string {
  return /[aeiouáéíóú]$/iu.test(noun) ? `${noun}s` : `${noun}es`;
}

function numberOptions(fact: Fact, ctx: Context): string[] {
  const n = fact.number;
  const unitWord = fact.unit ?? fact.looseUnit;
  if (!n || !unitWord) return [];
  const value = n.value;
  const unit = stemKey(unitWord);
  const unitOf = (f: Fact) => stemKey(f.unit ?? f.looseUnit ?? '');
  const fromText = ctx.facts
    .filter((f) => f.number && unitOf(f) === unit)
    .map((f) => f.number?.value ?? 0);
  const usual = USUAL_PERIODS[unit.replace(/e$/, '')] ?? [];
  const pool = [
    ...new Set([...shuffled(fromText, ctx.random), ...usual, ...neighbours(value)]),
  ].filter((v) => plausible(value, v));
  pool.sort((a, b) => Math.abs(Math.log(a / value)) - Math.abs(Math.log(b / value)));
  const feminine =
    n.written === 'letra' &&
    normalize(n.text) === normalize(spellNumber(value, { feminine: true })) &&
    normalize(n.text) !== normalize(spellNumber(value));
  const written = pool.map((v) => ({ v, text: writeLike(v, n, feminine) }));
  // 'un', 'setenta y un' read as an article, not as a number: never offered in words.
  const usable = written.filter(
    ({ text }) => n.written === 'cifra' || !/(^|\s)(un|una|uno)$/u.test(text),
  );
  // 'un año' is blanked with its unit: the other options say 'dos años', 'tres años'.
  if (fact.text !== n.text)
    return usable.map(({ v, text }) =>
      matchCase(`${text} ${v === 1 ? unitWord : plural(unitWord)}`, fact.text),
    );
  return usable.map(({ text }) => matchCase(text, n.text));
}

function institutionOptions(fact: Fact, sentence: Sentence, ctx: Context): string[] {
  const own = fact.institution;
  if (!own) return [];
  const before = tokens(sentence.text.slice(0, fact.start));
  const gender: Gender = genderOfArticle(before[before.length - 1]) ?? own.gender;
  const fits = (i: Institution) =>
    i.kind === own.kind && i.office === own.office && i.gender === gender;
  const inText = ctx.facts.flatMap((f) =>
    f.institution && fits(f.institution) ? [f.institution] : [],
  );
  const known = shuffled(INSTITUTIONS.filter(fits), ctx.random);
  return [...new Set([...shuffled(inText, ctx.random), ...known].map((i) => i.name))];
}

function majorityOptions(fact: Fact, ctx: Context): string[] {
  const form = MAJORITY_FORMS.findIndex((re) => re.test(fact.text));
  return form < 0
    ? []
    : shuffled(MAJORITY_OPTIONS[form] ?? [], ctx.random).map((o) => matchCase(o, fact.text));
}

function termOptions(fact: Fact, ctx: Context): string[] {
  return fact.term
    ? shuffled([...fact.term.family], ctx.random).map((o) => matchCase(o, fact.text))
    : [];
}

/** A distractor is refused when it could also be right, repeats another option or gives the answer away. */
function acceptable(
  option: string,
  chosen: string[],
  { sentence, fact }: Candidate,
  ctx: Context,
): boolean {
  const opt = stemKey(option);
  if (!opt) return false;
  for (const other of chosen) {
    const o = stemKey(other);
    if (
      ` ${o} `.includes(` ${opt} `) ||
      ` ${opt} `.includes(` ${o} `) ||
      sameInstitution(other, option)
    )
      return false;
  }
  // An option written elsewhere in the same sentence is either true or a give-away.
  if (` ${stemKey(sentence.text)} `.includes(` ${opt} `)) return false;
  const filled = `${sentence.text.slice(0, fact.start)}${option}${sentence.text.slice(fact.end)}`;
  return !ctx.stemLine.includes(` ${stemKey(filled)} `);
}

function distractors(candidate: Candidate, ctx: Context): string[] | null {
  const { fact, sentence } = candidate;
  const pool =
    fact.kind === 'mayoria'
      ? majorityOptions(fact, ctx)
      : fact.kind === 'organo'
        ? institutionOptions(fact, sentence, ctx)
        : fact.kind === 'termino'
          ? termOptions(fact, ctx)
          : numberOptions(fact, ctx);
  const chosen = [fact.text];
  for (const option of pool) {
    if (acceptable(option, chosen, candidate, ctx)) chosen.push(option);
    if (chosen.length === OPTIONS) return chosen.slice(1);
  }
  return null;
}

/**
 * The heading tells which article a sentence is about (so "por mayoría de dos tercios" is not
 * ambiguous between two procedures), but must not give the answer away.
 */
function contextLabel(heading: string | undefined, answer: string): string | null {
  if (!heading) return null;
  const article = /^art[íi]culos?\s+\d+(?:\s*(?:,|y|a)\s*\d+)*/iu.exec(heading)?.[0];
  const label = article ?? heading;
  return ` ${stemKey(label)} `.includes(` ${stemKey(answer)} `) ? null : label;
}

/** The answer written elsewhere in the same sentence gives it away. */
function answerRepeated({ sentence, fact }: Candidate): boolean {
  const rest = ` ${stemKey(sentence.text.slice(0, fact.start))} | ${stemKey(sentence.text.slice(fact.end))} `;
  return rest.includes(` ${stemKey(fact.text)} `);
}

function buildQuestion(candidate: Candidate, ctx: Context): GeneratedQuestion | null {
  if (answerRepeated(candidate)) return null;
  const wrong = distractors(candidate, ctx);
  if (!wrong) return null;
  const { sentence, fact } = candidate;
  const options = shuffled([fact.text, ...wrong], ctx.random);
  const heading = ctx.headings[sentence.section];
  const label = contextLabel(heading, fact.text);
  const lead = label ? `${CLOZE_LEAD} (${label}): ` : `${CLOZE_LEAD}: `;
  return {
    pregunta: `${lead}${sentence.text.slice(0, fact.start)}${BLANK}${sentence.text.slice(fact.end)}`,
    respuestas: options.map((respuesta, i) => ({ indice: i + 1, respuesta })),
    correcta_indice: options.indexOf(fact.text) + 1,
    fuente: sourceNote(heading, ctx.fuente),
  };
}

function isQuestionMaterial(sentence: Sentence): boolean {
  const words = tokens(sentence.text).length;
  return words >= MIN_WORDS && words <= MAX_WORDS && !sentence.text.includes('?');
}

/** A blank is only a fact a test asks: a number needs the noun it counts close after it. */
function isBlankable(fact: Fact): boolean {
  if (fact.institution && GENERIC_NAMES.has(normalize(fact.institution.name))) return false;
  return (fact.kind !== 'cifra' && fact.kind !== 'plazo') || Boolean(fact.unit ?? fact.looseUnit);
}

// Names that are institutions in a summary but too vague to ask for ('la Administración').
const GENERIC_NAMES = new Set(['administracion', 'mesa']);

/** 'un año': the number alone reads as an article, so the blank takes the unit too. */
function withUnitIfOne(sentence: string, fact: Fact): Fact {
  if (!fact.number || !fact.unit || fact.number.written !== 'letra' || fact.number.value !== 1)
    return fact;
  const end = sentence.indexOf(fact.unit, fact.end) + fact.unit.length;
  return { ...fact, end, text: sentence.slice(fact.start, end) };
}

/**
 * Cloze multiple-choice questions from a text: a sentence with one fact blanked (a number with
 * its unit, a period, a majority, a named body or a legal term) and three distractors of the same
 * kind that fit the same sentence (a nearby number written the same way, another body of the
 * same kind and gender). Each question has exactly one right option, which is in the text; a
 * distractor that also completes the sentence somewhere in the text is refused.
 */
export function generateCloze(
  text: string,
  { cantidad, semilla = '', fuente = null }: ClozeOptions,
): GeneratedQuestion[] {
  const parsed = parseText(text);
  const random = seededRandom(`${semilla}\u0000${text}`);
  const perSentence = parsed.sentences.map((sentence) => ({
    sentence,
    facts: findFacts(sentence.text),
  }));
  const all: Candidate[] = perSentence
    .filter(({ sentence }) => isQuestionMaterial(sentence))
    .flatMap(({ sentence, facts }) =>
      facts
        .filter(isBlankable)
        .map((fact) => ({ sentence, fact: withUnitIfOne(sentence.text, fact), order: random() })),
    )
    .sort((a, b) => PRIORITY[b.fact.kind] - PRIORITY[a.fact.kind] || a.order - b.order);
  const ctx: Context = {
    stemLine: ` ${stemKey(text)} `,
    facts: perSentence.flatMap((p) => p.facts),
    headings: parsed.headings,
    fuente: fuente?.trim() || detectLaw(text),
    random,
  };
  const out: GeneratedQuestion[] = [];
  const seen = new Set<string>();
  const usedSentences = new Set<number>();
  // First one question per sentence; then a second blank in the same sentence if still short.
  for (const pass of [0, 1]) {
    for (const candidate of all) {
      if (out.length >= cantidad) return out;
      if (pass === 0 && usedSentences.has(candidate.sentence.index)) continue;
      const question = buildQuestion(candidate, ctx);
      if (!question || seen.has(question.pregunta)) continue;
      seen.add(question.pregunta);
      usedSentences.add(candidate.sentence.index);
      out.push(question);
    }
  }
  return out;
}
