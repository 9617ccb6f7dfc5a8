// What Profesor Virtual is asked about a question: the question, its options, the right and the
// chosen answer, and what the bank says of it — its id, source note, explanation and topic (a
// 'Psico - …' topic marks a psychotechnic item) — from the question itself (genera_test.php and
// the device bank carry them) or, failing that, from the process's bank kept here. With the
// options shuffled on screen they are numbered as shown, so the letters it names are the letters
// the user sees.
import type { BankPregunta, Opcion, Pregunta } from '@/core/contract';
import { isPsicoTopic } from '@/core/quiz';
import { db } from '@/lib/db/db';
import type { AiResult, ExplainRequest } from '@/lib/ai';
import { explain } from '@/lib/ai';

/** The question with its options renumbered in the order `shown` (1 for the first on screen). */
export function asShown(question: Pregunta, elegida: number | null, shown: readonly Opcion[]) {
  const place = (indice: number | null) =>
    indice === null ? null : shown.findIndex((o) => o.indice === indice) + 1 || null;
  return {
    respuestas: shown.map((o, i) => ({ indice: i + 1, respuesta: o.respuesta })),
    correcta: place(question.correcta_indice) ?? question.correcta_indice,
    elegida: place(elegida),
  };
}

type Notes = Partial<Pick<BankPregunta, 'fuente' | 'explicacion' | 'tema'>>;

export async function explainQuestion(
  question: Pregunta & Notes,
  elegida: number | null,
  shown?: readonly Opcion[],
): Promise<AiResult<string>> {
  const kept: Notes | undefined = await db.questions.get(question.id).catch(() => undefined);
  const tema = question.tema ?? kept?.tema;
  const options = shown
    ? asShown(question, elegida, shown)
    : { respuestas: question.respuestas, correcta: question.correcta_indice, elegida };
  const input: ExplainRequest = {
    id: question.id,
    pregunta: question.pregunta,
    ...options,
    fuente: question.fuente ?? kept?.fuente ?? null,
    explicacion: question.explicacion ?? kept?.explicacion ?? null,
    ...(tema ? { tema: tema.slice(0, 300), psicotecnico: isPsicoTopic(tema) } : {}),
  };
  return explain(input);
}
