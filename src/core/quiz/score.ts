import type { Pregunta, PreguntaCorregida, Respuestas } from '../contract/quiz';
import { SIN_RESPONDER } from '../contract/base';

export interface TestScore {
  aciertos: number;
  /** Wrong answers plus unanswered questions (api.md). */
  fallos: number;
  en_blanco: number;
  /** correct / total × 10, two decimals (spec §9). */
  nota: number;
  /** (correct − penalizacion × answered wrong) / total × 10, two decimals, never below 0. */
  nota_penalizada: number;
  /** correct / total × 100, rounded. */
  porcentaje: number;
  acertadas: PreguntaCorregida[];
  falladas: PreguntaCorregida[];
}

export const round2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;

/** The letter of an option: indice 1 → 'A' (spec §2). */
export function letterOf(indice: number): string {
  return String.fromCharCode(64 + indice);
}

function optionText(q: Pregunta, indice: number | null | undefined): string {
  if (indice === null || indice === undefined) return SIN_RESPONDER;
  const option = q.respuestas.find((r) => r.indice === indice);
  return option ? `${letterOf(indice)}. ${option.respuesta}` : SIN_RESPONDER;
}

/** Scores a test from the chosen answers; the server and the client run this same function. */
export function scoreTest(
  questions: readonly Pregunta[],
  respuestas: Respuestas,
  penalizacion: number,
): TestScore {
  const acertadas: PreguntaCorregida[] = [];
  const falladas: PreguntaCorregida[] = [];
  let enBlanco = 0;
  for (const q of questions) {
    const chosen = respuestas[String(q.id)];
    const corrected: PreguntaCorregida = {
      id: q.id,
      pregunta: q.pregunta,
      respuesta_usuario: optionText(q, chosen),
      correcta_indice: q.correcta_indice,
      respuesta_correcta: optionText(q, q.correcta_indice),
    };
    if (chosen === null || chosen === undefined) enBlanco += 1;
    if (chosen === q.correcta_indice) acertadas.push(corrected);
    else falladas.push(corrected);
  }
  const total = questions.length;
  const aciertos = acertadas.length;
  const respondidasMal = falladas.length - enBlanco;
  const nota = total === 0 ? 0 : round2((aciertos / total) * 10);
  const penalizada =
    total === 0
      ? 0
      : Math.max(0, round2(((aciertos - penalizacion * respondidasMal) / total) * 10));
  return {
    aciertos,
    fallos: falladas.length,
    en_blanco: enBlanco,
    nota,
    nota_penalizada: penalizada,
    porcentaje: total === 0 ? 0 : Math.round((aciertos / total) * 100),
    acertadas,
    falladas,
  };
}

/** A penalty as the fraction it is (1/3 → [1, 3]); null when no small fraction matches. */
export function penaltyFraction(penalizacion: number): [number, number] | null {
  for (let d = 1; d <= 12; d++) {
    const n = Math.round(penalizacion * d);
    if (Math.abs(penalizacion * d - n) < 1e-9) return [n, d];
  }
  return null;
}

/** How a test's answers stand: answered, blank (not answered) and marked, over `ids`. */
export function answerCounts(
  ids: readonly number[],
  respuestas: Respuestas,
  marcadas: readonly number[],
) {
  let respondidas = 0;
  for (const id of ids) {
    const chosen = respuestas[String(id)];
    if (chosen !== null && chosen !== undefined) respondidas += 1;
  }
  const marked = new Set(marcadas);
  return {
    total: ids.length,
    respondidas,
    en_blanco: ids.length - respondidas,
    marcadas: ids.filter((id) => marked.has(id)).length,
  };
}
