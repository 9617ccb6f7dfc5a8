import type { Term } from './cloze-terms';
import { MAJORITIES, NUMBER_WORDS, extractTerms } from './cloze-terms';
import { seededRandom, shuffled } from './seeded-random';
import type { Sentence } from './text';
import { contentStems, normalize, parseText, stemKey, tokens } from './text';

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
}

export const BLANK = '_____';
export const CLOZE_LEAD = 'Completa la frase';
const OPTIONS = 4;
const MIN_WORDS = 6;
const MAX_WORDS = 45;

// Distractors "from the topic" when the text has too few of the same kind, by article.
const TOPIC_NAMES: Record<string, string[]> = {
  m: [
    'Gobierno',
    'Senado',
    'Congreso de los Diputados',
    'Rey',
    'Tribunal Constitucional',
    'Tribunal Supremo',
    'Consejo de Estado',
    'Defensor del Pueblo',
    'Tribunal de Cuentas',
    'Consejo General del Poder Judicial',
    'Consejo de Ministros',
  ],
  f: ['Corona', 'Administración General del Estado', 'Mesa del Congreso', 'Audiencia Nacional'],
  fp: ['Cortes Generales', 'Comunidades Autónomas', 'Fuerzas Armadas', 'Cámaras'],
  mp: ['Diputados', 'Senadores', 'Ministros', 'Ayuntamientos'],
};

// Names that mean the same institution: one cannot be the wrong option for the other.
const SAME_MEANING = [
  ['cortes', 'cortes generales', 'camaras', 'parlamento'],
  ['congreso', 'congreso de los diputados', 'camara baja'],
  ['senado', 'camara alta'],
  ['rey', 'jefe del estado', 'monarca'],
  ['gobierno', 'consejo de ministros', 'ejecutivo'],
  ['presidente', 'presidente del gobierno'],
].map((group) => group.map((name) => stemKey(name)));

interface Candidate {
  sentence: Sentence;
  term: Term;
  order: number;
}

interface Context {
  /** The whole text as stems separated by single spaces, padded with spaces. */
  stemLine: string;
  pools: Map<string, string[]>;
  headings: string[];
  random: () => number;
}

function collectPools(entries: { term: Term }[]): Map<string, string[]> {
  const pools = new Map<string, Map<string, string>>();
  for (const { term } of entries) {
    const pool = pools.get(term.kind) ?? new Map<string, string>();
    const key = tokens(term.text).join(' ');
    if (!pool.has(key)) pool.set(key, term.text);
    pools.set(term.kind, pool);
  }
  return new Map([...pools].map(([kind, pool]) => [kind, [...pool.values()]]));
}

function nearbyNumbers(n: number, kind: string): number[] {
  let step = 1;
  if (kind === 'anio' || kind === 'dia' || n < 20) step = 1;
  else if (n % 50 === 0) step = 50;
  else if (n % 10 === 0) step = 10;
  else if (n >= 100) step = 10 ** (String(n).length - 2);
  const out: number[] = [];
  for (let k = 1; k <= 4; k++) out.push(n + k * step, n - k * step);
  return out.filter((x) => x > 0 && (kind !== 'dia' || x <= 31));
}

function nearbyNumberWords(word: string): string[] {
  const value = NUMBER_WORDS.get(normalize(word)) ?? 0;
  const accented: Record<string, string> = { dieciseis: 'dieciséis' };
  return [...NUMBER_WORDS.entries()]
    .filter(([, v]) => v !== value)
    .sort((a, b) => Math.abs(a[1] - value) - Math.abs(b[1] - value) || a[1] - b[1])
    .slice(0, 8)
    .map(([w]) => accented[w] ?? w);
}

/** Same-kind words beyond the text: nearby numbers, the other majorities, institutions. */
function topicPool(term: Term): string[] {
  const [family, detail = ''] = term.kind.split(':');
  if (family === 'mayoria') return MAJORITIES;
  if (family === 'palabra') return nearbyNumberWords(term.text);
  if (family === 'nombre') return TOPIC_NAMES[detail] ?? [];
  if (/^\d+$/.test(term.text)) return nearbyNumbers(Number(term.text), term.kind).map(String);
  return [];
}

function sameMeaning(a: string, b: string): boolean {
  return SAME_MEANING.some((group) => group.includes(a) && group.includes(b));
}

function matchCase(option: string, answer: string): string {
  if (/^\p{Lu}/u.test(answer) && /^\p{Ll}/u.test(option))
    return option[0]?.toUpperCase() + option.slice(1);
  return option;
}

/** The blank's surroundings, computed once per question. */
interface Frame {
  sentenceLine: string;
  before: string;
  after: string;
  left: string[];
  right: string[];
}

function frameOf({ sentence, term }: Candidate): Frame {
  const before = sentence.text.slice(0, term.start);
  const after = sentence.text.slice(term.end);
  const beforeStems = stemKey(before).split(' ').filter(Boolean);
  const afterStems = stemKey(after).split(' ').filter(Boolean);
  return {
    sentenceLine: ` ${stemKey(sentence.text)} `,
    before,
    after,
    left: beforeStems.slice(afterStems.length > 0 ? -2 : -3),
    right: afterStems.slice(0, beforeStems.length > 0 ? 2 : 3),
  };
}

/** A distractor is refused when it could also be right or is a give-away. */
function acceptable(
  option: string,
  chosen: string[],
  frame: Frame,
  term: Term,
  ctx: Context,
): boolean {
  const opt = stemKey(option);
  if (!opt) return false;
  for (const other of chosen) {
    const o = stemKey(other);
    if (` ${o} `.includes(` ${opt} `) || ` ${opt} `.includes(` ${o} `) || sameMeaning(o, opt))
      return false;
  }
  if (frame.sentenceLine.includes(` ${opt} `)) return false;
  // A name whose head word is already in the sentence gives the answer away ("el Congreso").
  if (term.kind.startsWith('nombre') && frame.sentenceLine.includes(` ${opt.split(' ')[0] ?? ''} `))
    return false;
  if (ctx.stemLine.includes(` ${[...frame.left, opt, ...frame.right].join(' ')} `)) return false;
  return !ctx.stemLine.includes(` ${stemKey(`${frame.before}${option}${frame.after}`)} `);
}

function distractors(candidate: Candidate, ctx: Context): string[] | null {
  const { term } = candidate;
  const frame = frameOf(candidate);
  const fromText = shuffled(ctx.pools.get(term.kind) ?? [], ctx.random);
  const chosen: string[] = [term.text];
  for (const option of [...fromText, ...topicPool(term)]) {
    const cased = matchCase(option, term.text);
    if (acceptable(cased, chosen, frame, term, ctx)) chosen.push(cased);
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
function answerRepeated({ sentence, term }: Candidate): boolean {
  const rest = ` ${stemKey(sentence.text.slice(0, term.start))} | ${stemKey(sentence.text.slice(term.end))} `;
  if (rest.includes(` ${stemKey(term.text)} `)) return true;
  const words = contentStems(term.text);
  return words.length > 1 && words.every((w) => rest.includes(` ${w} `));
}

function buildQuestion(candidate: Candidate, ctx: Context): GeneratedQuestion | null {
  if (answerRepeated(candidate)) return null;
  const wrong = distractors(candidate, ctx);
  if (!wrong) return null;
  const { sentence, term } = candidate;
  const options = shuffled([term.text, ...wrong], ctx.random);
  const heading = ctx.headings[sentence.section];
  const label = contextLabel(heading, term.text);
  const lead = label ? `${CLOZE_LEAD} (${label}): ` : `${CLOZE_LEAD}: `;
  const pregunta = `${lead}${sentence.text.slice(0, term.start)}${BLANK}${sentence.text.slice(term.end)}`;
  return {
    pregunta,
    respuestas: options.map((respuesta, i) => ({ indice: i + 1, respuesta })),
    correcta_indice: options.indexOf(term.text) + 1,
    fuente: heading ?? null,
  };
}

function frequencyTest(sentences: readonly Sentence[]): (stemmed: string) => boolean {
  const counts = new Map<string, number>();
  for (const s of sentences)
    for (const st of new Set(contentStems(s.text))) counts.set(st, (counts.get(st) ?? 0) + 1);
  return (stemmed) => (counts.get(stemmed) ?? 0) > 1;
}

function allTerms(sentences: readonly Sentence[], random: () => number): Candidate[] {
  const frequent = frequencyTest(sentences);
  return sentences.flatMap((sentence) =>
    extractTerms(sentence.text, frequent).map((term) => ({ sentence, term, order: random() })),
  );
}

function isQuestionMaterial({ sentence }: Candidate): boolean {
  const words = tokens(sentence.text).length;
  return words >= MIN_WORDS && words <= MAX_WORDS && !sentence.text.includes('?');
}

/**
 * Cloze multiple-choice questions from a text: a sentence with one key term blanked, the term
 * and three distractors of the same kind. Each question has exactly one right option, which is
 * in the text; a distractor that also completes the sentence somewhere in the text is refused.
 */
export function generateCloze(
  text: string,
  { cantidad, semilla = '' }: ClozeOptions,
): GeneratedQuestion[] {
  const parsed = parseText(text);
  const random = seededRandom(`${semilla}\u0000${text}`);
  const terms = allTerms(parsed.sentences, random);
  const all = terms
    .filter(isQuestionMaterial)
    .sort((a, b) => b.term.weight - a.term.weight || a.order - b.order);
  const ctx: Context = {
    stemLine: ` ${stemKey(text)} `,
    pools: collectPools(terms),
    headings: parsed.headings,
    random,
  };
  const out: GeneratedQuestion[] = [];
  const seen = new Set<string>();
  const usedSentences = new Set<string>();
  // First one question per sentence; then a second blank in the same sentence if still short.
  for (const pass of [0, 1]) {
    for (const candidate of all) {
      if (out.length >= cantidad) return out;
      const key = normalize(candidate.sentence.text);
      if (pass === 0 && usedSentences.has(key)) continue;
      const question = buildQuestion(candidate, ctx);
      if (!question || seen.has(question.pregunta)) continue;
      seen.add(question.pregunta);
      usedSentences.add(key);
      out.push(question);
    }
  }
  return out;
}
