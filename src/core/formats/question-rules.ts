/**
 * Rules shared by the GIFT, Aiken, Moodle XML and CSV parsers, so that a user
 * sees the same message for the same problem whatever the format of the file.
 */

import type { BankQuestion } from './types';

export const MOTIVO = {
  tipoNoAdmitido: 'Tipo de pregunta no admitido (solo opción múltiple)',
  conPeso: 'Las respuestas con peso (%) no están admitidas',
  preguntaVacia: 'Texto de pregunta vacío',
  opcionVacia: 'Hay una opción vacía',
  pocasOpciones: 'Debe haber al menos dos opciones',
  correctas: 'Debe haber exactamente una respuesta correcta',
  repetidas: 'Hay opciones repetidas',
} as const;

/** Thrown while parsing one item; each parser catches it at the item boundary. */
export class RejectedError extends Error {}

export function reject(motivo: string): never {
  throw new RejectedError(motivo);
}

/** Runs `parse`, turning a RejectedError into the reason; anything else is a bug and propagates. */
export function attempt<T>(parse: () => T): { ok: true; value: T } | { ok: false; motivo: string } {
  try {
    return { ok: true, value: parse() };
  } catch (error) {
    if (!(error instanceof RejectedError)) throw error;
    return { ok: false, motivo: error.message };
  }
}

export interface QuestionDraft {
  seccion: string;
  tema: string;
  pregunta: string;
  respuestas: readonly string[];
  /** Indices of the options marked correct, so "none" and "several" are told apart. */
  correctas: readonly number[];
  fuente: string | null;
  explicacion: string | null;
  ref: string | null;
}

/** Validates in one fixed order, so every format reports the same first problem. */
export function buildQuestion(draft: QuestionDraft): BankQuestion {
  if (draft.pregunta === '') reject(MOTIVO.preguntaVacia);
  if (draft.respuestas.some((text) => text === '')) reject(MOTIVO.opcionVacia);
  if (draft.respuestas.length < 2) reject(MOTIVO.pocasOpciones);
  const [correcta, ...others] = draft.correctas;
  if (correcta === undefined || others.length > 0) reject(MOTIVO.correctas);
  const keys = new Set(draft.respuestas.map((text) => text.toLowerCase()));
  if (keys.size !== draft.respuestas.length) reject(MOTIVO.repetidas);
  return {
    seccion: draft.seccion,
    tema: draft.tema,
    pregunta: draft.pregunta,
    respuestas: [...draft.respuestas],
    correcta,
    fuente: draft.fuente,
    explicacion: draft.explicacion,
    ref: draft.ref,
  };
}

/**
 * The canonical form of a text in a bank, the one gift.ts produces: runs of
 * spaces and tabs become one space, line breaks are kept, ends are trimmed.
 */
export function cleanText(raw: string): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .trim();
}

/** For names that cannot hold line breaks (sección, tema, ref). */
export function oneLine(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim();
}

export function nullIfEmpty(text: string): string | null {
  return text === '' ? null : text;
}

export function normalizeNewlines(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

const FIRST_LETTER = 'A'.charCodeAt(0);
export const MAX_LETTER_OPTIONS = 26;

export function optionLetter(index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= MAX_LETTER_OPTIONS) {
    throw new RangeError(`No se puede nombrar con una letra la opción ${index + 1}`);
  }
  return String.fromCharCode(FIRST_LETTER + index);
}

/** 'A' → 0 … 'Z' → 25, case-insensitive; null for anything else. */
export function letterIndex(letter: string): number | null {
  if (!/^[A-Za-z]$/.test(letter)) return null;
  return letter.toUpperCase().charCodeAt(0) - FIRST_LETTER;
}

/**
 * A general feedback in one piece carries both the explanation and the source, as
 * 'explanation Fuente: source' (the source after the last 'Fuente:'). A feedback without the
 * marker is a source alone, which is how banks written before explanations existed read.
 * 'Explicación:' marks an explanation without a source. GIFT writes this layout (with its own
 * escapes, see gift.ts); Moodle XML reads it when the feedback is one paragraph.
 */
export const FUENTE_MARK = 'Fuente:';
export const EXPLICACION_MARK = 'Explicación:';

export function splitFeedback(feedback: string | null): {
  fuente: string | null;
  explicacion: string | null;
} {
  const text = feedback?.trim() ?? '';
  if (text === '') return { fuente: null, explicacion: null };
  const mark = text.lastIndexOf(FUENTE_MARK);
  if (mark !== -1 && (mark === 0 || /\s/.test(text[mark - 1] ?? ''))) {
    return {
      explicacion: nullIfEmpty(text.slice(0, mark).trim()),
      fuente: nullIfEmpty(text.slice(mark + FUENTE_MARK.length).trim()),
    };
  }
  if (text.startsWith(EXPLICACION_MARK)) {
    return { fuente: null, explicacion: nullIfEmpty(text.slice(EXPLICACION_MARK.length).trim()) };
  }
  return { fuente: text, explicacion: null };
}
