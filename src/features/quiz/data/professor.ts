// What Profesor Virtual is asked about a question: the question, its options, the right and the
// chosen answer, and — when the process's bank is kept here — its source note and topic. With
// the options shuffled on screen they are numbered as shown, so the letters it names are the
// letters the user sees.
import type { Opcion, Pregunta } from '@/core/contract';
import { db } from '@/lib/db/db';
import type { AiResult, ExplainRequest } from '@/lib/ai';
import { explain } from '@/lib/ai';

/** The question with its options renumbered in the order `shown` (1 for the first on screen). */
export function asShown(question: Pregunta, elegida: number | null, shown: readonly Opcion[]) {
  const place = (indice: number | null) => (indice === null ? null : shown.findIndex((o) => o.indice === indice) + 1 || null);
  return {
    respuestas: shown.map((o, i) => ({ indice: i + 1, respuesta: o.respuesta })),
    correcta: place(question.correcta_indice) ?? question.correcta_indice,
    elegida: place(elegida),
  };
}

export async function explainQuestion(question: Pregunta, elegida: number | null, shown?: readonly Opcion[]): Promise<AiResult<string>> {
  const kept = await db.questions.get(question.id).catch(() => undefined);
  const options = shown
    ? asShown(question, elegida, shown)
    : { respuestas: question.respuestas, correcta: question.correcta_indice, elegida };
  const input: ExplainRequest = {
    pregunta: question.pregunta,
    ...options,
    fuente: kept?.fuente ?? null,
    ...(kept?.tema ? { tema: kept.tema.slice(0, 300) } : {}),
  };
  return explain(input);
}
