/** What a solver may look at: the question as a candidate sees it (no marked answer, no note). */
export interface SeenQuestion {
  pregunta: string;
  respuestas: readonly string[];
  /** The figure the question shows, when it shows one. */
  imagen?: string | null;
}

/** Reads a question and says, for any option text, whether it is the right answer. */
export type Solver = (question: SeenQuestion) => (respuesta: string) => boolean;

export const SPANISH_LETTERS = 'ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

export const ALPHABET_STATED = 'abecedario español de 27 letras (con la Ñ, sin CH ni LL)';

export function unparsed(pregunta: string): never {
  throw new Error(`No solver rule understands: ${pregunta}`);
}
