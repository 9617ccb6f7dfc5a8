import { contentStems, parseText, stemKey } from './text';

export interface ExplainOption {
  indice: number;
  respuesta: string;
}

export interface ExplainInput {
  pregunta: string;
  respuestas: ExplainOption[];
  /** `indice` of the right option. */
  correcta: number;
  /** `indice` the user chose, or null when unanswered. */
  elegida: number | null;
  /** The question's source note, e.g. 'Art. 66.1 CE'. */
  fuente?: string | null;
  /** Why the right option is right, from the bank (one to three sentences); null when it has none. */
  explicacion?: string | null;
  /** A psychotechnic item: its `explicacion` is the rule that solves it. */
  psicotecnico?: boolean;
  /** The user's own summaries on the question's topic. */
  resumenes?: string[];
}

/** Options are lettered A, B, C… from their `indice` (1 is A), as the test runner shows them. */
export function letterOf(indice: number): string {
  return String.fromCharCode(64 + Math.max(1, Math.min(26, indice)));
}

const NEGATIVE =
  /\b(NO|EXCEPTO|SALVO)\b|\bno (es|son|figura|figuran|corresponde|está|están|forma|puede|se)\b|incorrect|fals[ao]/u;

function isNumeric(text: string): boolean {
  return /^\s*\d+([.,]\d+)?\s*$/.test(text);
}

/** The sentence of the user's summaries that shares most words with the question and answer. */
export function relevantPassage(
  resumenes: readonly string[],
  pregunta: string,
  respuesta: string,
): string | null {
  const answer = new Set(contentStems(respuesta));
  const question = new Set(contentStems(pregunta));
  let best: { text: string; score: number } | null = null;
  for (const resumen of resumenes) {
    for (const s of parseText(resumen).sentences) {
      const stems = new Set(contentStems(s.text));
      let score = 0;
      for (const st of stems) score += (answer.has(st) ? 2 : 0) + (question.has(st) ? 1 : 0);
      if (score > 0 && (!best || score > best.score)) best = { text: s.text, score };
    }
  }
  return best?.text ?? null;
}

function whyRight(input: ExplainInput, right: ExplainOption, negative: boolean): string {
  const where = input.fuente ? `lo que establece ${input.fuente}` : 'lo que establece la norma';
  if (negative) {
    return `El enunciado pide la opción que no encaja: «${right.respuesta}» es la única que no cumple lo que se afirma; las demás sí lo cumplen según ${input.fuente ?? 'la norma'}.`;
  }
  if (isNumeric(right.respuesta)) return `La cifra exacta es ${right.respuesta}, que es ${where}.`;
  return `«${right.respuesta}» es ${where} para lo que se pregunta: «${input.pregunta.trim()}».`;
}

function whyWrong(
  input: ExplainInput,
  chosen: ExplainOption,
  right: ExplainOption,
  negative: boolean,
): string {
  const letter = letterOf(chosen.indice);
  if (negative) {
    return `La ${letter} («${chosen.respuesta}») sí cumple lo que dice el enunciado, así que no es la opción que se busca.`;
  }
  if (isNumeric(chosen.respuesta) && isNumeric(right.respuesta)) {
    return `La ${letter} (${chosen.respuesta}) es una cifra cercana puesta como distractor: memoriza ${right.respuesta} y asócialo a este enunciado.`;
  }
  const elsewhere = relevantPassage(input.resumenes ?? [], '', chosen.respuesta);
  const mentioned =
    elsewhere && ` ${stemKey(elsewhere)} `.includes(` ${stemKey(chosen.respuesta)} `);
  if (mentioned) {
    return `La ${letter} («${chosen.respuesta}») aparece en tus resúmenes, pero en otro contexto: «${elsewhere}». No es lo que pide este enunciado.`;
  }
  return `La ${letter} («${chosen.respuesta}») no es correcta: no se corresponde con lo que se pregunta. Compárala con la ${letterOf(right.indice)} y fíjate en la diferencia.`;
}

/**
 * Profesor Virtual: why the right option is right and the chosen one wrong, naming the letters,
 * citing the question's source note and the most relevant passage of the user's summaries.
 */
export function explainAnswer(input: ExplainInput): string {
  const right = input.respuestas.find((r) => r.indice === input.correcta);
  if (!right) return 'No se puede explicar esta pregunta: falta la respuesta correcta.';
  const chosen =
    input.elegida === null ? undefined : input.respuestas.find((r) => r.indice === input.elegida);
  const negative = NEGATIVE.test(input.pregunta);
  const parts = [`La respuesta correcta es la ${letterOf(right.indice)}: «${right.respuesta}».`];
  if (!chosen) parts.push('No elegiste ninguna opción.');
  else if (chosen.indice === right.indice)
    parts.push(`Has acertado: elegiste la ${letterOf(chosen.indice)}.`);
  else parts.push(`Elegiste la ${letterOf(chosen.indice)}: «${chosen.respuesta}».`);
  parts.push(
    `Por qué es correcta la ${letterOf(right.indice)}: ${whyRight(input, right, negative)}`,
  );
  if (chosen && chosen.indice !== right.indice)
    parts.push(
      `Por qué no lo es la ${letterOf(chosen.indice)}: ${whyWrong(input, chosen, right, negative)}`,
    );
  if (input.fuente) parts.push(`Fuente: ${input.fuente}.`);
  const passage = relevantPassage(input.resumenes ?? [], input.pregunta, right.respuesta);
  if (passage) parts.push(`En tu resumen: «${passage}»`);
  parts.push(
    'Consejo: vuelve a leer el enunciado fijándote en las palabras clave y repasa esta pregunta mañana y dentro de 3 días.',
  );
  return parts.join('\n\n');
}
