export const SECCION_PSICOTECNICOS = 'Psicotécnicos';

export interface GeneratedOption {
  indice: number;
  respuesta: string;
}

export interface GeneratedQuestion {
  pregunta: string;
  respuestas: GeneratedOption[];
  correcta_indice: number;
  fuente: string;
  seccion: typeof SECCION_PSICOTECNICOS;
  tema: string;
}

export interface PsychotechnicGenerator {
  id: string;
  /** Topic name; always starts with 'Psico - ' so the configurator's psychotechnic rule applies. */
  tema: string;
  generate(seed: number): GeneratedQuestion;
}
