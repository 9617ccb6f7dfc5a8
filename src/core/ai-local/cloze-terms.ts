import { isStopWord, normalize, stem } from './text';

/** A blankable span of a sentence. `kind` groups terms that can stand in for each other. */
export interface Term {
  kind: string;
  text: string;
  start: number;
  end: number;
  weight: number;
}

interface WordToken {
  text: string;
  norm: string;
  start: number;
  end: number;
}

export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ['dos', 2],
  ['tres', 3],
  ['cuatro', 4],
  ['cinco', 5],
  ['seis', 6],
  ['siete', 7],
  ['ocho', 8],
  ['nueve', 9],
  ['diez', 10],
  ['once', 11],
  ['doce', 12],
  ['trece', 13],
  ['catorce', 14],
  ['quince', 15],
  ['dieciseis', 16],
  ['diecisiete', 17],
  ['dieciocho', 18],
  ['diecinueve', 19],
  ['veinte', 20],
  ['veinticinco', 25],
  ['treinta', 30],
  ['cuarenta', 40],
  ['cuarenta y ocho', 48],
  ['cincuenta', 50],
  ['sesenta', 60],
  ['setenta', 70],
  ['ochenta', 80],
  ['noventa', 90],
  ['cien', 100],
]);

export const MAJORITIES = [
  'mayoría absoluta',
  'mayoría simple',
  'mayoría de dos tercios',
  'mayoría de tres quintos',
];

const MONTHS =
  /^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)$/;
const DETERMINERS: Record<string, string> = {
  el: 'm',
  del: 'm',
  al: 'm',
  un: 'm',
  la: 'f',
  una: 'f',
  los: 'mp',
  las: 'fp',
};
const NAME_CONNECTORS = new Set(['de', 'del', 'la', 'lo', 'los', 'las']);
const ROMAN = /^[IVX]+$/;
const VERB_LIKE = /(ra|ran|ria|rian|ando|iendo|aba|aban|ese|ase)$/;
// "la sancionó", "lo ejercerá": a pronoun and a verb, not an article and a noun.
const PAST_OR_FUTURE = /(ó|aron|ieron|ará|erá|irá|arán|erán|irán)$/u;
const ADJECTIVES =
  /^(nuev|primer|segund|tercer|ultim|mayor|menor|propi|demas|siguient|anterior|posterior|grand|general|principal|respectiv|distint|divers|unic)/;

function wordTokens(sentence: string): WordToken[] {
  return [...sentence.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({
    text: m[0],
    norm: normalize(m[0]),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

function articleClass(prev: WordToken | undefined): string {
  return (prev && DETERMINERS[prev.norm]) ?? '-';
}

function majorityTerms(sentence: string): Term[] {
  const re =
    /mayoría\s+(?:absoluta|simple|cualificada|de\s+(?:dos\s+tercios|tres\s+quintos|tres\s+cuartos))/giu;
  return [...sentence.matchAll(re)].map((m) => ({
    kind: 'mayoria',
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
    weight: 5,
  }));
}

function digitKind(words: WordToken[], i: number): { kind: string; weight: number } | null {
  const word = words[i] as WordToken;
  const prev = words[i - 1]?.norm ?? '';
  const next = words[i + 1]?.norm ?? '';
  const n = Number(word.text);
  if (/^(articulo|articulos|art|arts|apartado|apartados)$/.test(prev))
    return { kind: 'articulo', weight: 2 };
  if (/^1[5-9]\d\d$|^20\d\d$/.test(word.text)) return { kind: 'anio', weight: 3 };
  if (n >= 1 && n <= 31 && next === 'de' && MONTHS.test(words[i + 2]?.norm ?? ''))
    return { kind: 'dia', weight: 3 };
  const unit = next && !isStopWord(next) ? stem(next) : '';
  return { kind: `num:${unit}`, weight: 3 };
}

function digitTerms(sentence: string, words: WordToken[]): Term[] {
  const out: Term[] = [];
  words.forEach((word, i) => {
    if (!/^\d+$/.test(word.text)) return;
    // "65.2", "1,5": references and decimals are not blanked.
    if (
      /[.,]\d/.test(sentence.slice(word.end, word.end + 2)) ||
      /\d[.,]$/.test(sentence.slice(0, word.start))
    )
      return;
    const kind = digitKind(words, i);
    if (kind) out.push({ ...kind, text: word.text, start: word.start, end: word.end });
  });
  return out;
}

function numberWordTerms(words: WordToken[]): Term[] {
  const out: Term[] = [];
  words.forEach((word, i) => {
    const compound = `${word.norm} ${words[i + 1]?.norm ?? ''} ${words[i + 2]?.norm ?? ''}`;
    const isCompound = NUMBER_WORDS.has(compound);
    if (!isCompound && !NUMBER_WORDS.has(word.norm)) return;
    if (
      i > 0 &&
      NUMBER_WORDS.has(`${words[i - 2]?.norm ?? ''} ${words[i - 1]?.norm ?? ''} ${word.norm}`)
    )
      return;
    const last = (isCompound ? words[i + 2] : word) as WordToken;
    const next = words[words.indexOf(last) + 1]?.norm ?? '';
    const unit = next && !isStopWord(next) ? stem(next) : '';
    out.push({ kind: `palabra:${unit}`, text: '', start: word.start, end: last.end, weight: 3 });
  });
  return out;
}

function isCapitalized(word: WordToken): boolean {
  return /^\p{Lu}/u.test(word.text) && !isStopWord(word.norm);
}

/** Runs of capitalized words joined by "de", "del", "de la"…: "Congreso de los Diputados". */
function nameTerms(sentence: string, words: WordToken[]): Term[] {
  const joined = (a: number, b: number) =>
    /^\s+$/.test(sentence.slice(words[a]?.end ?? 0, words[b]?.start ?? 0));
  const out: Term[] = [];
  let i = 0;
  while (i < words.length) {
    const first = words[i] as WordToken;
    if (!isCapitalized(first)) {
      i += 1;
      continue;
    }
    let last = i;
    let j = i + 1;
    while (j < words.length && joined(j - 1, j)) {
      const w = words[j] as WordToken;
      if (isCapitalized(w) || (ROMAN.test(w.text) && last === j - 1)) {
        last = j;
        j += 1;
        continue;
      }
      let k = j;
      while (
        k < words.length &&
        NAME_CONNECTORS.has((words[k] as WordToken).norm) &&
        k - j < 2 &&
        joined(k - 1, k)
      )
        k += 1;
      if (k > j && k < words.length && joined(k - 1, k) && isCapitalized(words[k] as WordToken)) {
        j = k;
        continue;
      }
      break;
    }
    const multi = last > i;
    if ((i > 0 || multi) && (first.norm.length > 2 || multi)) {
      const end = (words[last] as WordToken).end;
      const article = articleClass(words[i - 1]);
      // Without an article, agreement still matters: "ambas Cámaras", not "ambas Comisión".
      const kind =
        article === '-'
          ? `nombre:-${/s$/.test((words[last] as WordToken).norm) ? 'p' : 's'}`
          : `nombre:${article}`;
      out.push({ kind, text: '', start: first.start, end, weight: multi ? 3 : 2 });
    }
    i = last + 1;
  }
  return out;
}

/** Lower-case nouns right after an article: "la soberanía", "el mandato". */
function nounTerms(words: WordToken[], frequent: (stemmed: string) => boolean): Term[] {
  const out: Term[] = [];
  words.forEach((word, i) => {
    const prev = words[i - 1];
    if (!prev || !DETERMINERS[prev.norm]) return;
    if (!/^\p{Ll}{5,}$/u.test(word.text) || isStopWord(word.norm) || VERB_LIKE.test(word.norm))
      return;
    if (ADJECTIVES.test(word.norm) || PAST_OR_FUTURE.test(word.text)) return;
    const weight = frequent(stem(word.norm)) ? 2 : 1;
    out.push({
      kind: `termino:${articleClass(prev)}`,
      text: word.text,
      start: word.start,
      end: word.end,
      weight,
    });
  });
  return out;
}

function overlaps(a: Term, taken: readonly Term[]): boolean {
  return taken.some((t) => a.start < t.end && t.start < a.end);
}

/** Every blankable term of a sentence, most specific kinds first, without overlaps. */
export function extractTerms(sentence: string, frequent: (stemmed: string) => boolean): Term[] {
  const words = wordTokens(sentence);
  const groups = [
    majorityTerms(sentence),
    digitTerms(sentence, words),
    numberWordTerms(words),
    nameTerms(sentence, words),
    nounTerms(words, frequent),
  ];
  const taken: Term[] = [];
  for (const group of groups) {
    for (const term of group) {
      if (!overlaps(term, taken))
        taken.push({ ...term, text: sentence.slice(term.start, term.end) });
    }
  }
  return taken.sort((a, b) => a.start - b.start);
}
