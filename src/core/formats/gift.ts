/**
 * GIFT (Moodle) parser and serializer for the multiple-choice subset used by
 * our question banks. Pure TypeScript: no platform APIs, no dependencies.
 */

import {
  EXPLICACION_MARK,
  FUENTE_MARK,
  MOTIVO as RULES_MOTIVO,
  attempt,
  buildQuestion,
  normalizeNewlines,
  nullIfEmpty,
  reject,
} from './question-rules';
import type { BankQuestion, ParseResult } from './types';

export type { BankQuestion, ParseResult, RejectedItem } from './types';

const MOTIVO = {
  ...RULES_MOTIVO,
  sinCategoria: 'Falta la categoría ($CATEGORY: Sección/Tema)',
  sinBloque: 'La pregunta no tiene bloque de respuestas',
  bloqueSinCerrar: 'El bloque de respuestas no está cerrado (falta "}")',
  textoTrasBloque:
    'Hay texto después del bloque de respuestas (¿falta una línea en blanco entre preguntas?)',
  tituloSinCerrar: 'El título (::…::) no está cerrado',
} as const;

const CATEGORY_PREFIX = '$CATEGORY:';

type Category = { seccion: string; tema: string } | { error: string };

type Entry = { kind: 'category'; path: string } | { kind: 'item'; linea: number; text: string };

interface RawOption {
  correct: boolean;
  text: string;
}

export function parseGift(text: string): ParseResult {
  const result: ParseResult = { preguntas: [], rechazadas: [] };
  let category: Category = { error: MOTIVO.sinCategoria };
  for (const entry of splitEntries(text)) {
    if (entry.kind === 'category') {
      category = parseCategory(entry.path);
      continue;
    }
    const parsed = attempt(() => parseQuestion(entry.text, category));
    if (parsed.ok) result.preguntas.push(parsed.value);
    else result.rechazadas.push({ linea: entry.linea, motivo: parsed.motivo });
  }
  return result;
}

/**
 * Serializes questions to GIFT, writing a $CATEGORY line whenever seccion/tema
 * changes. Question order is kept so that parseGift(toGift(qs)) equals qs.
 */
export function toGift(questions: readonly BankQuestion[]): string {
  const chunks: string[] = [];
  let lastCategory: string | null = null;
  for (const question of questions) {
    const category = categoryLine(question);
    if (category !== lastCategory) {
      chunks.push(category);
      lastCategory = category;
    }
    chunks.push(questionToGift(question));
  }
  return chunks.map((chunk) => `${chunk}\n`).join('\n');
}

// ---------------------------------------------------------------------------
// Splitting the file into items

/** Items are runs of non-blank lines; comment lines are dropped and $CATEGORY lines stand alone. */
function splitEntries(text: string): Entry[] {
  const entries: Entry[] = [];
  let lines: string[] = [];
  let linea = 0;
  const flush = (): void => {
    if (lines.length > 0) entries.push({ kind: 'item', linea, text: lines.join('\n') });
    lines = [];
  };

  normalizeNewlines(text)
    .split('\n')
    .forEach((line, index) => {
      const trimmed = line.trim();
      if (trimmed === '') {
        flush();
      } else if (trimmed.startsWith('//')) {
        // Comments neither start nor end an item.
      } else if (trimmed.startsWith(CATEGORY_PREFIX)) {
        flush();
        entries.push({ kind: 'category', path: trimmed.slice(CATEGORY_PREFIX.length) });
      } else {
        if (lines.length === 0) linea = index + 1;
        lines.push(line);
      }
    });
  flush();
  return entries;
}

// ---------------------------------------------------------------------------
// Categories

function parseCategory(path: string): Category {
  const segments = splitCategoryPath(path.trim());
  // Moodle exports paths as `$course$/top/...`: drop the context and the "top" category.
  if (/^\$\w+\$$/.test(segments[0] ?? '')) segments.shift();
  if (segments[0] === 'top') segments.shift();
  const [seccion, tema] = segments.slice(-2);
  if (seccion === undefined || tema === undefined) {
    return { error: `La categoría "${path.trim()}" debe tener la forma Sección/Tema` };
  }
  return { seccion, tema };
}

/** Moodle separates levels with "/" and writes a literal slash inside a name as "//". */
function splitCategoryPath(path: string): string[] {
  return path
    .split(/(?<!\/)\/(?!\/)/)
    .map((segment) => segment.replaceAll('//', '/').trim())
    .filter((segment) => segment !== '');
}

function categoryLine(question: BankQuestion): string {
  const segment = (name: string): string => name.replace(/\s+/g, ' ').replaceAll('/', '//');
  const seccion = segment(question.seccion);
  // parseCategory drops a leading "top" or "$x$"; the full Moodle prefix keeps such a section.
  const prefix =
    seccion.trim() === 'top' || /^\$\w+\$$/.test(seccion.trim()) ? '$course$/top/' : '';
  return `${CATEGORY_PREFIX} ${prefix}${seccion}/${segment(question.tema)}`;
}

// ---------------------------------------------------------------------------
// Questions

function parseQuestion(item: string, category: Category): BankQuestion {
  if ('error' in category) reject(category.error);

  const { ref, rest } = splitTitle(item.trim());
  const open = findUnescaped(rest, '{');
  if (open === -1) reject(MOTIVO.sinBloque);
  const close = findUnescaped(rest, '}', open + 1);
  if (close === -1) reject(MOTIVO.bloqueSinCerrar);
  if (rest.slice(close + 1).trim() !== '') reject(MOTIVO.textoTrasBloque);

  const { body, fuente, explicacion } = splitGeneralFeedback(rest.slice(open + 1, close));
  const options = parseOptions(body);
  return buildQuestion({
    seccion: category.seccion,
    tema: category.tema,
    pregunta: unescapeText(rest.slice(0, open)),
    respuestas: options.map((option) => option.text),
    correctas: options.flatMap((option, index) => (option.correct ? [index] : [])),
    fuente,
    explicacion,
    ref,
  });
}

function splitTitle(item: string): { ref: string | null; rest: string } {
  if (!item.startsWith('::')) return { ref: null, rest: item };
  const end = findUnescaped(item, '::', 2);
  if (end === -1) reject(MOTIVO.tituloSinCerrar);
  return { ref: nullIfEmpty(unescapeText(item.slice(2, end))), rest: item.slice(end + 2) };
}

/**
 * `####` starts the general feedback, which holds the explanation and the source as
 * 'explanation Fuente: source', 'Explicación: explanation' or the source alone (the layout of
 * banks written before explanations). Only an unescaped colon makes a marker, so a text that
 * contains 'Fuente:' is written escaped ('Fuente\:') and read back as it was.
 */
function splitGeneralFeedback(block: string): {
  body: string;
  fuente: string | null;
  explicacion: string | null;
} {
  const start = findUnescaped(block, '####');
  if (start === -1) return { body: block.trim(), fuente: null, explicacion: null };
  const body = block.slice(0, start).trim();
  const feedback = block.slice(start + 4);
  const marks = unescapedPositions(feedback).filter(
    (i) => feedback.startsWith(FUENTE_MARK, i) && (i === 0 || /\s/.test(feedback[i - 1] ?? '')),
  );
  const mark = marks.at(-1);
  if (mark !== undefined) {
    return {
      body,
      explicacion: nullIfEmpty(unescapeText(feedback.slice(0, mark))),
      fuente: nullIfEmpty(unescapeText(feedback.slice(mark + FUENTE_MARK.length))),
    };
  }
  const text = feedback.trimStart();
  if (text.startsWith(EXPLICACION_MARK)) {
    return {
      body,
      fuente: null,
      explicacion: nullIfEmpty(unescapeText(text.slice(EXPLICACION_MARK.length))),
    };
  }
  return { body, fuente: nullIfEmpty(unescapeText(feedback)), explicacion: null };
}

function generalFeedback({ fuente, explicacion }: BankQuestion): string | null {
  if (explicacion === null) return fuente === null ? null : escapeText(fuente);
  if (fuente === null) return `${EXPLICACION_MARK} ${escapeText(explicacion)}`;
  return `${escapeText(explicacion)} ${FUENTE_MARK} ${escapeText(fuente)}`;
}

/**
 * Moodle classifies by content: anything without a `~` option is short answer,
 * matching (`=a -> b`), true/false, numeric (`#`) or essay (empty).
 */
function parseOptions(body: string): RawOption[] {
  if (!body.startsWith('=') && !body.startsWith('~')) reject(MOTIVO.tipoNoAdmitido);
  const markers = unescapedPositions(body).filter((i) => body[i] === '=' || body[i] === '~');
  const raw = markers.map((start, n) => body.slice(start, markers[n + 1] ?? body.length));
  if (!raw.some((option) => option.startsWith('~'))) reject(MOTIVO.tipoNoAdmitido);
  return raw.map(parseOption);
}

function parseOption(raw: string): RawOption {
  const content = raw.slice(1);
  if (/^\s*%-?\d+(?:[.,]\d+)?%/.test(content)) reject(MOTIVO.conPeso);
  // A single `#` starts per-option feedback, which we drop.
  const feedback = findUnescaped(content, '#');
  const text = unescapeText(feedback === -1 ? content : content.slice(0, feedback));
  return { correct: raw.startsWith('='), text };
}

function questionToGift(question: BankQuestion): string {
  const title =
    question.ref === null ? untitled(question.pregunta) : `::${escapeText(question.ref)}::`;
  const options = question.respuestas.map(
    (text, i) => `${i === question.correcta ? '=' : '~'}${escapeText(text)}`,
  );
  const feedback = generalFeedback(question);
  const general = feedback === null ? [] : [`####${feedback}`];
  return [`${title}${escapeText(question.pregunta)}{`, ...options, ...general, '}'].join('\n');
}

/**
 * GIFT has no escape for "/", and a line starting with "//" is a comment: an
 * empty title keeps such a question text from being dropped as one.
 */
function untitled(pregunta: string): string {
  return pregunta.trimStart().startsWith('//') ? '::::' : '';
}

// ---------------------------------------------------------------------------
// Escapes

const ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\\\',
  '~': '\\~',
  '=': '\\=',
  '#': '\\#',
  '{': '\\{',
  '}': '\\}',
  ':': '\\:',
  '\n': '\\n',
};

function escapeText(text: string): string {
  return text.replace(/[\\~=#{}:\n]/g, (char) => ESCAPES[char] ?? char);
}

/**
 * Collapses whitespace runs and trims while still escaped, so that only
 * explicit `\n` escapes survive as newlines. Unlike cleanText in
 * question-rules.ts, raw line breaks become spaces: in GIFT a question may be
 * wrapped over several lines.
 */
function unescapeText(raw: string): string {
  return raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\\([\\~=#{}:n])/g, (_match, char: string) => (char === 'n' ? '\n' : char));
}

/** Indices of characters that are not escaped by a preceding backslash (nor are one). */
function unescapedPositions(text: string, from = 0): number[] {
  const positions: number[] = [];
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else positions.push(i);
  }
  return positions;
}

function findUnescaped(text: string, needle: string, from = 0): number {
  return unescapedPositions(text, from).find((i) => text.startsWith(needle, i)) ?? -1;
}
