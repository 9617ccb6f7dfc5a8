/**
 * The shapes every format reads and writes. Kept apart from the parsers so
 * that question-rules.ts and gift.ts can both use them without importing
 * each other.
 */

export interface BankQuestion {
  seccion: string;
  tema: string;
  pregunta: string;
  respuestas: string[];
  correcta: number;
  fuente: string | null;
  /** Why the right option is right (one to three sentences), or null. */
  explicacion: string | null;
  ref: string | null;
}

export interface RejectedItem {
  linea: number;
  motivo: string;
}

export interface ParseResult {
  preguntas: BankQuestion[];
  rechazadas: RejectedItem[];
}
