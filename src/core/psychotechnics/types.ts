export const SECCION_PSICOTECNICOS = 'Psicotécnicos';

export interface GeneratedOption {
  indice: number;
  respuesta: string;
}

export interface GeneratedQuestion {
  pregunta: string;
  respuestas: GeneratedOption[];
  correcta_indice: number;
  /** Where the item comes from (a generated item names the generator, a spelling item the RAE's work). */
  fuente: string;
  /** The rule that solves the item, in whole Spanish sentences (what the Profesor Virtual explains). */
  explicacion: string;
  /** A figure the item shows (figure series), as a data:image/svg+xml URI; null for text-only items. */
  imagen: string | null;
  seccion: typeof SECCION_PSICOTECNICOS;
  tema: string;
}

/** Options per question: the real exams use four, Policía Nacional three. */
export type OptionCount = 3 | 4;

export interface PsychotechnicGenerator {
  id: string;
  /** Topic name; always starts with 'Psico - ' so the configurator's psychotechnic rule applies. */
  tema: string;
  /** The same seed and option count always give the same question. */
  generate(seed: number, opciones?: OptionCount): GeneratedQuestion;
}
