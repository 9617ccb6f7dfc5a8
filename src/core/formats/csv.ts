/**
 * CSV parser and serializer for question banks (RFC 4180).
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
 *   | ref                 | no          | Identificador de la pregunta, p. ej. "AAE-0001"  |
 *
 * - Las opciones vacías se ignoran si van al final (preguntas de 3 opciones con
 *   opcion_d vacía); una opción vacía seguida de otra con texto es un error.
 * - Las filas totalmente vacías se ignoran. Todas las demás deben tener tantas
 *   columnas como la cabecera.
 *
 * Pure TypeScript: no platform APIs, no dependencies.
 */

import type { BankQuestion, ParseResult } from './gift';
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
const OPTIONAL = ['fuente', 'ref'] as const;
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
  ref: number | null;
  options: number[];
  /** Columns with an empty name, which Excel leaves after a trailing delimiter. */
  unnamed: number[];
  count: number;
}

export function parseCsv(text: string): ParseResult {
  const source = normalizeNewlines(text);
  const records = tokenize(source, detectDelimiter(source)).filter((r) => !isBlank(r));
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
  const header = ['seccion', 'tema', 'pregunta', ...optionColumns, 'correcta', 'fuente', 'ref'];
  const rows = questions.map((question) => [
    question.seccion,
    question.tema,
    question.pregunta,
    ...Array.from({ length: optionCount }, (_, i) => question.respuestas[i] ?? ''),
    optionLetter(question.correcta),
    question.fuente ?? '',
    question.ref ?? '',
  ]);
  const lines = [header, ...rows].map((fields) => fields.map(quote).join(delimiter));
  return `\uFEFF${lines.map((line) => `${line}\r\n`).join('')}`;
}

// ---------------------------------------------------------------------------
// Tokenizing (RFC 4180)

interface Cursor {
  text: string;
  pos: number;
  line: number;
}

/** The header decides: ";" when its first line has more semicolons than commas outside quotes. */
function detectDelimiter(text: string): CsvDelimiter {
  const firstLine = text.split('\n').find((line) => line.trim() !== '') ?? '';
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  const count = (char: string): number => unquoted.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

function tokenize(text: string, delimiter: CsvDelimiter): CsvRecord[] {
  const records: CsvRecord[] = [];
  const cursor: Cursor = { text, pos: 0, line: 1 };
  while (cursor.pos < text.length) records.push(readRecord(cursor, delimiter));
  return records;
}

function readRecord(cursor: Cursor, delimiter: CsvDelimiter): CsvRecord {
  const record: CsvRecord = { linea: cursor.line, fields: [], error: null };
  for (;;) {
    const quote = quoteAhead(cursor);
    const field =
      quote === -1 ? readPlain(cursor, delimiter) : readQuoted(cursor, quote, delimiter);
    record.fields.push(field.value);
    record.error ??= field.error;
    const next = cursor.text[cursor.pos];
    cursor.pos++;
    if (next !== delimiter) {
      if (next === '\n') cursor.line++;
      return record;
    }
  }
}

/**
 * An unquoted field runs to the next delimiter or line end. A quote inside it
 * is kept as a literal character, as Excel does, rather than rejected.
 */
function readPlain(
  cursor: Cursor,
  delimiter: CsvDelimiter,
): { value: string; error: string | null } {
  const start = cursor.pos;
  while (cursor.pos < cursor.text.length && !isFieldEnd(cursor.text[cursor.pos], delimiter)) {
    cursor.pos++;
  }
  return { value: cursor.text.slice(start, cursor.pos), error: null };
}

const QUOTE_AHEAD = /[ \t]*"/y;

/**
 * Hand-written files often put a space after the delimiter (`a, "b, c"`):
 * spaces around a quoted field are tolerated, the quotes still count.
 */
function quoteAhead(cursor: Cursor): number {
  QUOTE_AHEAD.lastIndex = cursor.pos;
  return QUOTE_AHEAD.test(cursor.text) ? QUOTE_AHEAD.lastIndex - 1 : -1;
}

function readQuoted(
  cursor: Cursor,
  openingQuote: number,
  delimiter: CsvDelimiter,
): { value: string; error: string | null } {
  let value = '';
  let pos = openingQuote + 1;
  for (;;) {
    const close = cursor.text.indexOf('"', pos);
    if (close === -1) {
      value += advance(cursor, pos, cursor.text.length);
      return { value, error: MOTIVO_CSV.comillasSinCerrar };
    }
    value += advance(cursor, pos, close);
    if (cursor.text[close + 1] !== '"') {
      cursor.pos = close + 1;
      break;
    }
    value += '"';
    pos = close + 2;
  }
  const rest = readPlain(cursor, delimiter).value;
  if (rest.trim() === '') return { value, error: null };
  return { value, error: MOTIVO_CSV.textoTrasComillas };
}

/** Returns text[from, to) and moves the cursor to `to`, counting the line breaks it passes. */
function advance(cursor: Cursor, from: number, to: number): string {
  const chunk = cursor.text.slice(from, to);
  cursor.line += chunk.split('\n').length - 1;
  cursor.pos = to;
  return chunk;
}

function isFieldEnd(char: string | undefined, delimiter: CsvDelimiter): boolean {
  return char === undefined || char === delimiter || char === '\n';
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
    explicacion: null,
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

function quote(field: string): string {
  // Quoting both delimiters keeps the file valid if someone swaps the separator by hand.
  const needsQuotes = /[",;\r\n]/.test(field) || field !== field.trim();
  return needsQuotes ? `"${field.replaceAll('"', '""')}"` : field;
}
