/**
 * Aiken parser and serializer. Aiken is line based:
 *
 *   ¿Quién sanciona las leyes?
 *   A) El Presidente del Gobierno
 *   B. El Rey
 *   ANSWER: B
 *   FUENTE: Art. 91 CE
 *
 * Options start with a capital letter in order followed by ")" or "." and a
 * space; `ANSWER: <letra>` ends the question. Aiken has no categories, ids,
 * sources or explanations, so the caller gives the Sección/Tema for the whole
 * file, ref and explicacion are always null, and an explanation is left out on
 * writing (exportar_preguntas.php tells the user how many).
 *
 * Extension (not standard Aiken): an optional `FUENTE: …` line right after
 * ANSWER carries the source. Moodle would read it as the first line of the
 * next question, so files meant for Moodle must not use it; toAiken only
 * writes it for questions that have a fuente.
 *
 * Aiken cannot hold line breaks inside a text: toAiken joins the lines of a
 * text with spaces, and question text spread over several lines is read the
 * same way.
 *
 * Pure TypeScript: no platform APIs, no dependencies.
 */

import type { BankQuestion, ParseResult } from './gift';
import {
  MAX_LETTER_OPTIONS,
  attempt,
  buildQuestion,
  letterIndex,
  normalizeNewlines,
  nullIfEmpty,
  oneLine,
  optionLetter,
  reject,
} from './question-rules';

export interface AikenDestination {
  seccion: string;
  tema: string;
}

const MOTIVO_AIKEN = {
  sinDestino: 'Falta la sección y el tema de destino (el formato Aiken no los incluye)',
  sinOpciones: 'La pregunta no tiene opciones ("A) …", "B) …")',
  sinAnswer: 'Falta la línea "ANSWER: <letra>" con la respuesta correcta',
  answerSinPregunta: 'Hay una línea ANSWER sin pregunta delante',
  answerNoValido:
    'La línea ANSWER debe indicar la letra de la opción correcta (p. ej. "ANSWER: B")',
  lineaEntreOpciones:
    'Línea inesperada entre las opciones (cada opción ocupa una sola línea y empieza por "A)" o "A.")',
} as const;

const OPTION_LINE = /^([A-Z])[.)](?:\s+(.*))?$/;
const ANSWER_LINE = /^ANSWER\s*:\s*(.*)$/;
const FUENTE_LINE = /^FUENTE\s*:\s*(.*)$/;

/** One question as read, before validation; the first structural problem found wins. */
interface AikenItem {
  linea: number;
  questionLines: string[];
  options: string[];
  answer: string | null;
  fuente: string | null;
  error: string | null;
}

type State = 'idle' | 'question' | 'options' | 'answered';

export function parseAiken(text: string, destination: AikenDestination): ParseResult {
  const items = splitItems(normalizeNewlines(text).split('\n'));
  const seccion = oneLine(destination.seccion);
  const tema = oneLine(destination.tema);
  const result: ParseResult = { preguntas: [], rechazadas: [] };
  for (const item of items) {
    const parsed = attempt(() => toQuestion(item, seccion, tema));
    if (parsed.ok) result.preguntas.push(parsed.value);
    else result.rechazadas.push({ linea: item.linea, motivo: parsed.motivo });
  }
  return result;
}

/** Sección, tema, explanation and ref are not written: Aiken has no place for them. */
export function toAiken(questions: readonly BankQuestion[]): string {
  return questions.map((question) => `${questionToAiken(question)}\n`).join('\n');
}

// ---------------------------------------------------------------------------
// Reading

/**
 * Groups lines into questions. A blank line ends a question, and so does the
 * ANSWER line (plus an optional FUENTE line): Moodle accepts files with no
 * blank lines between questions, and so do we.
 */
function splitItems(lines: readonly string[]): AikenItem[] {
  const items: AikenItem[] = [];
  let item = newItem(1);
  let state: State = 'idle';
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '' || (state === 'answered' && !FUENTE_LINE.test(line))) state = 'idle';
    if (line === '') continue;
    if (state === 'idle') {
      item = newItem(index + 1);
      items.push(item);
    }
    state = readLine(item, state, line);
  }
  return items;
}

function newItem(linea: number): AikenItem {
  return { linea, questionLines: [], options: [], answer: null, fuente: null, error: null };
}

function readLine(item: AikenItem, state: State, line: string): State {
  const answer = ANSWER_LINE.exec(line);
  if (answer) {
    if (state === 'idle') fault(item, MOTIVO_AIKEN.answerSinPregunta);
    else if (state === 'question') fault(item, MOTIVO_AIKEN.sinOpciones);
    item.answer = answer[1]?.trim() ?? '';
    return 'answered';
  }
  if (state === 'answered') {
    item.fuente = nullIfEmpty(oneLine(FUENTE_LINE.exec(line)?.[1] ?? ''));
    return 'idle';
  }
  const option = OPTION_LINE.exec(line);
  if (state === 'idle' || (state === 'question' && !option)) {
    item.questionLines.push(line);
    return 'question';
  }
  if (!option) fault(item, MOTIVO_AIKEN.lineaEntreOpciones);
  else addOption(item, option[1] ?? '', option[2] ?? '');
  return 'options';
}

function addOption(item: AikenItem, letter: string, text: string): void {
  const expected = optionLetter(Math.min(item.options.length, MAX_LETTER_OPTIONS - 1));
  if (letter !== expected) {
    fault(
      item,
      `Las opciones deben ir en orden: se esperaba "${expected})" y aparece "${letter})"`,
    );
  }
  item.options.push(oneLine(text));
}

function fault(item: AikenItem, motivo: string): void {
  item.error ??= motivo;
}

function toQuestion(item: AikenItem, seccion: string, tema: string): BankQuestion {
  if (seccion === '' || tema === '') reject(MOTIVO_AIKEN.sinDestino);
  if (item.error !== null) reject(item.error);
  if (item.options.length === 0) reject(MOTIVO_AIKEN.sinOpciones);
  if (item.answer === null) reject(MOTIVO_AIKEN.sinAnswer);
  const correcta = letterIndex(item.answer);
  if (correcta === null) reject(MOTIVO_AIKEN.answerNoValido);
  if (correcta >= item.options.length) {
    reject(`La respuesta "${item.answer}" no corresponde a ninguna opción`);
  }
  return buildQuestion({
    seccion,
    tema,
    pregunta: oneLine(item.questionLines.join(' ')),
    respuestas: item.options,
    correctas: [correcta],
    fuente: item.fuente,
    explicacion: null,
    ref: null,
  });
}

// ---------------------------------------------------------------------------
// Writing

function questionToAiken(question: BankQuestion): string {
  const options = question.respuestas.map((text, i) => `${optionLetter(i)}) ${oneLine(text)}`);
  const fuente = question.fuente === null ? [] : [`FUENTE: ${oneLine(question.fuente)}`];
  return [
    oneLine(question.pregunta),
    ...options,
    `ANSWER: ${optionLetter(question.correcta)}`,
    ...fuente,
  ].join('\n');
}
