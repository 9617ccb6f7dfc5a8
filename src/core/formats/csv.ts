/**
 * CSV parser and serializer for question banks (RFC 4180), on papaparse.
 *
 * Formato CSV de los bancos de preguntas
 * --------------------------------------
 * - Codificación UTF-8 (con o sin BOM). Separador "," o ";" (se toma el de la
 *   cabecera; ";" es el que usa Excel en español). Saltos de línea CRLF o LF.
 * - Los campos que contienen el separador, comillas o saltos de línea van entre
 *   comillas dobles; una comilla dentro de un campo se escribe doble ("").
 * - La primera fila es la cabecera, obligatoria. Los nombres de columna no
 *   distinguen mayúsculas ni tildes y pueden ir en cualquier orden:
 *
 *   | columna             | obligatoria | contenido                                        |
 *   |---------------------|-------------|--------------------------------------------------|
 *   | seccion             | sí          | Sección del temario                              |
 *   | tema                | sí          | Tema dentro de la sección                        |
 *   | pregunta            | sí          | Enunciado (puede tener saltos de línea)          |
 *   | opcion_a, opcion_b  | sí          | Opciones A y B                                   |
 *   | opcion_c, opcion_d… | no          | Más opciones, hasta opcion_z, sin saltarse letras |
 *   | correcta            | sí          | Letra (A, B, C…) o número (1, 2, 3…) de la opción correcta |
 *   | fuente              | no          | Referencia normativa, p. ej. "Art. 66.1 CE"      |
 *   | explicacion         | no          | Por qué la respuesta correcta lo es (de una a tres frases) |
 *   | ref                 | no          | Identificador de la pregunta, p. ej. "AAE-0001"  |
 *
 * - Las opciones vacías se ignoran si van al final (preguntas de 3 opciones con
 *   opcion_d vacía); una opción vacía seguida de otra con texto es un error.
 * - Las filas totalmente vacías se ignoran. Todas las demás deben tener tantas
 *   columnas como la cabecera.
 *
 * papaparse splits the records (quotes, "" inside them, line breaks in a field); the rules of
 * our columns and the Spanish messages are ours. It runs unchanged in the browser and in Node.
 */

import Papa from 'papaparse';
import type { BankQuestion, ParseResult } from './types';
import {
  MAX_LETTER_OPTIONS,
  attempt,
  buildQuestion,
  cleanText,
  letterIndex,
  normalizeNewlines,
  nullIfEmpty,
  oneLine,
  optionLetter,
  reject,
} from './question-rules';

export type CsvDelimiter = ',' | ';';

export interface CsvOptions {
  delimiter?: CsvDelimiter;
}

const REQUIRED = ['seccion', 'tema', 'pregunta', 'opcion_a', 'opcion_b', 'correcta'] as const;
const OPTIONAL = ['fuente', 'explicacion', 'ref'] as const;
const MIN_WRITTEN_OPTIONS = 4;

const MOTIVO_CSV = {
  sinCabecera: 'El archivo está vacío: falta la fila de cabecera',
  sinCategoria: 'Faltan la sección o el tema (columnas "seccion" y "tema")',
  sinCorrecta: 'Falta la respuesta correcta (columna "correcta")',
  correctaNoValida: 'La columna "correcta" debe ser una letra (A, B, C…) o un número (1, 2, 3…)',
  comillasSinCerrar: 'Comillas sin cerrar: falta la comilla (") que cierra el campo',
  textoTrasComillas: 'Hay texto después de las comillas que cierran un campo',
} as const;

interface CsvRecord {
  linea: number;
  fields: string[];
  error: string | null;
}

/** Column positions; `options` holds opcion_a, opcion_b… in order. */
interface Columns {
  seccion: number;
  tema: number;
  pregunta: number;
  correcta: number;
  fuente: number | null;
  explicacion: number | null;
  ref: number | null;
  options: number[];
  /** Columns with an empty name, which Excel leaves after a trailing delimiter. */
  unnamed: number[];
  count: number;
}

export function parseCsv(text: string): ParseResult {
  const source = normalizeNewlines(text);
  const records = readRecords(source, detectDelimiter(source)).filter((r) => !isBlank(r));
  const [header, ...rows] = records;
  if (header === undefined) {
    return { preguntas: [], rechazadas: [{ linea: 1, motivo: MOTIVO_CSV.sinCabecera }] };
  }

  const columns = attempt(() => readHeader(header));
  if (!columns.ok) {
    return { preguntas: [], rechazadas: [{ linea: header.linea, motivo: columns.motivo }] };
  }

  const result: ParseResult = { preguntas: [], rechazadas: [] };
  for (const row of rows) {
    const parsed = attempt(() => readRow(row, columns.value));
    if (parsed.ok) result.preguntas.push(parsed.value);
    else result.rechazadas.push({ linea: row.linea, motivo: parsed.motivo });
  }
  return result;
}

/**
 * Writes a header with at least opcion_a…opcion_d, then one row per
 * question. Starts with a BOM because Excel otherwise reads UTF-8 as Latin-1
 * and breaks every accent; parseCsv ignores it.
 */
export function toCsv(questions: readonly BankQuestion[], options: CsvOptions = {}): string {
  const delimiter = options.delimiter ?? ',';
  const optionCount = questions.reduce(
    (most, question) => Math.max(most, question.respuestas.length),
    MIN_WRITTEN_OPTIONS,
  );
  const optionColumns = Array.from(
    { length: optionCount },
    (_, i) => `opcion_${optionLetter(i).toLowerCase()}`,
  );
  const header = [
    'seccion',
    'tema',
    'pregunta',
    ...optionColumns,
    'correcta',
    'fuente',
    'explicacion',
    'ref',
  ];
  const rows = questions.map((question) => [
    question.seccion,
    question.tema,
    question.pregunta,
    ...Array.from({ length: optionCount }, (_, i) => question.respuestas[i] ?? ''),
    optionLetter(question.correcta),
    question.fuente ?? '',
    question.explicacion ?? '',
    question.ref ?? '',
  ]);
  const body = Papa.unparse([header, ...rows], { delimiter, newline: '\r\n', quotes: needsQuotes });
  return `\uFEFF${body}\r\n`;
}

// ---------------------------------------------------------------------------
// Records, through papaparse

/** The header decides: ";" when its first line has more semicolons than commas outside quotes. */
function detectDelimiter(text: string): CsvDelimiter {
  const firstLine = text.split('\n').find((line) => line.trim() !== '') ?? '';
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  const count = (char: string): number => unquoted.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

const FIELD_REST: Readonly<Record<CsvDelimiter, RegExp>> = { ',': /[^,\n]*/y, ';': /[^;\n]*/y };

/**
 * papaparse reads a quote only as a field's first character, and after a closing quote followed
 * by text it carries the field on to the next quote, which would swallow the rows after it. Two
 * things hand-written files do, so before it reads the text: spaces before an opening quote
 * are dropped, and text after a closing quote is dropped too, its position kept so that its
 * row is rejected. Neither removes a line break, so line numbers hold. Only quotes are visited:
 * a quoted field is passed whole, and any other quote is a literal one in an unquoted field.
 */
function tidyQuotedFields(
  text: string,
  delimiter: CsvDelimiter,
): { text: string; misquoted: number[] } {
  const kept: string[] = [];
  const misquoted: number[] = [];
  let copied = 0;
  let dropped = 0;
  const drop = (from: number, to: number): void => {
    if (from === to) return;
    kept.push(text.slice(copied, from));
    copied = to;
    dropped += to - from;
  };
  for (let quote = text.indexOf('"'); quote !== -1;) {
    let start = quote;
    while (text[start - 1] === ' ' || text[start - 1] === '\t') start--;
    if (start > 0 && text[start - 1] !== delimiter && text[start - 1] !== '\n') {
      quote = text.indexOf('"', quote + 1);
      continue;
    }
    drop(start, quote);
    const close = closingQuote(text, quote + 1);
    if (close === -1) break;
    const rest = FIELD_REST[delimiter];
    rest.lastIndex = close + 1;
    rest.test(text);
    if (text.slice(close + 1, rest.lastIndex).trim() !== '') misquoted.push(quote - dropped);
    drop(close + 1, rest.lastIndex);
    quote = text.indexOf('"', rest.lastIndex);
  }
  kept.push(text.slice(copied));
  return { text: kept.join(''), misquoted };
}

/** The quote that closes a field opened before `from` ("" is a quote inside it), or -1. */
function closingQuote(text: string, from: number): number {
  let quote = text.indexOf('"', from);
  while (quote !== -1 && text[quote + 1] === '"') quote = text.indexOf('"', quote + 2);
  return quote;
}

function readRecords(text: string, delimiter: CsvDelimiter): CsvRecord[] {
  const tidy = tidyQuotedFields(text, delimiter);
  const records: CsvRecord[] = [];
  let start = 0;
  let linea = 1;
  let misquoted = 0;
  Papa.parse<string[]>(tidy.text, {
    delimiter,
    newline: '\n',
    quoteChar: '"',
    escapeChar: '"',
    step: ({ data, errors, meta }) => {
      const end = meta.cursor;
      let error = errors.length === 0 ? null : papaMotivo(errors[0]?.code);
      for (; (tidy.misquoted[misquoted] ?? Infinity) < end; misquoted++)
        error ??= MOTIVO_CSV.textoTrasComillas;
      records.push({ linea, fields: data, error });
      linea += countLineBreaks(tidy.text, start, end);
      start = end;
    },
  });
  return records;
}

function papaMotivo(code: string | undefined): string {
  return code === 'MissingQuotes' ? MOTIVO_CSV.comillasSinCerrar : MOTIVO_CSV.textoTrasComillas;
}

function countLineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

function isBlank(record: CsvRecord): boolean {
  return record.error === null && record.fields.every((field) => field.trim() === '');
}

// ---------------------------------------------------------------------------
// Header

/** "Opción A", "opcion-a" and "OPCION_A" all name the same column. */
function columnKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

function readHeader(header: CsvRecord): Columns {
  if (header.error !== null) reject(header.error);
  const positions = new Map<string, number>();
  const unnamed: number[] = [];
  header.fields.forEach((field, index) => {
    const key = columnKey(field);
    if (key === '') {
      unnamed.push(index);
      return;
    }
    if (!isKnownColumn(key)) reject(`Columna desconocida en la cabecera: "${field.trim()}"`);
    if (positions.has(key)) reject(`Columna repetida en la cabecera: "${field.trim()}"`);
    positions.set(key, index);
  });
  const missing = REQUIRED.find((name) => !positions.has(name));
  if (missing !== undefined) reject(`Falta la columna "${missing}" en la cabecera`);
  const column = (name: string): number => positions.get(name) ?? -1;
  return {
    seccion: column('seccion'),
    tema: column('tema'),
    pregunta: column('pregunta'),
    correcta: column('correcta'),
    fuente: positions.get('fuente') ?? null,
    explicacion: positions.get('explicacion') ?? null,
    ref: positions.get('ref') ?? null,
    options: optionColumns(positions),
    unnamed,
    count: header.fields.length,
  };
}

function isKnownColumn(key: string): boolean {
  return (
    (REQUIRED as readonly string[]).includes(key) ||
    (OPTIONAL as readonly string[]).includes(key) ||
    /^opcion_[a-z]$/.test(key)
  );
}

/** Option columns must run from opcion_a without gaps, or a letter in "correcta" would be ambiguous. */
function optionColumns(positions: ReadonlyMap<string, number>): number[] {
  const letters = [...positions.keys()].filter((key) => key.startsWith('opcion_'));
  const columns: number[] = [];
  for (let i = 0; i < MAX_LETTER_OPTIONS && columns.length < letters.length; i++) {
    const position = positions.get(`opcion_${optionLetter(i).toLowerCase()}`);
    if (position === undefined) {
      reject(`Falta la columna "opcion_${optionLetter(i).toLowerCase()}" en la cabecera`);
    }
    columns.push(position);
  }
  return columns;
}

// ---------------------------------------------------------------------------
// Rows

function readRow(row: CsvRecord, columns: Columns): BankQuestion {
  if (row.error !== null) reject(row.error);
  if (row.fields.length !== columns.count) {
    reject(`La fila tiene ${row.fields.length} columnas y la cabecera ${columns.count}`);
  }
  const cell = (index: number | null): string => (index === null ? '' : (row.fields[index] ?? ''));
  if (columns.unnamed.some((index) => cell(index).trim() !== '')) {
    reject('Hay datos en una columna sin nombre en la cabecera');
  }
  const seccion = oneLine(cell(columns.seccion));
  const tema = oneLine(cell(columns.tema));
  if (seccion === '' || tema === '') reject(MOTIVO_CSV.sinCategoria);
  const respuestas = readOptions(columns.options.map((index) => cleanText(cell(index))));
  const correcta = readCorrect(cell(columns.correcta));
  if (correcta >= respuestas.length && respuestas.length >= 2) {
    reject(
      `La respuesta correcta ("${cell(columns.correcta).trim()}") no corresponde a ninguna opción`,
    );
  }
  return buildQuestion({
    seccion,
    tema,
    pregunta: cleanText(cell(columns.pregunta)),
    respuestas,
    correctas: correcta < respuestas.length ? [correcta] : [],
    fuente: nullIfEmpty(cleanText(cell(columns.fuente))),
    explicacion: nullIfEmpty(cleanText(cell(columns.explicacion))),
    ref: nullIfEmpty(oneLine(cell(columns.ref))),
  });
}

/** Drops trailing empty options; an empty one before a filled one stays, for buildQuestion to reject. */
function readOptions(cells: readonly string[]): string[] {
  const options = [...cells];
  while (options.at(-1) === '') options.pop();
  return options;
}

/** A letter or a 1-based number, as a 0-based index; the range is checked against the options. */
function readCorrect(raw: string): number {
  const value = raw.trim();
  if (value === '') reject(MOTIVO_CSV.sinCorrecta);
  const index = /^\d{1,3}$/.test(value) ? Number(value) - 1 : letterIndex(value);
  if (index === null || index < 0) reject(MOTIVO_CSV.correctaNoValida);
  return index;
}

/**
 * papaparse quotes what must be quoted for its delimiter; both delimiters are quoted so that the
 * file stays valid if someone swaps the separator by hand, and so are edge spaces of any kind,
 * which a reader might trim.
 */
function needsQuotes(field: unknown): boolean {
  const text = String(field);
  return /[",;\r\n]/.test(text) || text !== text.trim();
}
