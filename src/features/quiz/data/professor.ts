// What Profesor Virtual is asked about a question: the question, its options, the right and the
// chosen answer, and — when the process's bank is kept here — its source note and topic.
import type { Pregunta } from '@/core/contract';
import { db } from '@/lib/db/db';
import type { AiResult, ExplainRequest } from '@/lib/ai';
import { explain } from '@/lib/ai';

export async function explainQuestion(question: Pregunta, elegida: number | null): Promise<AiResult<string>> {
  const kept = await db.questions.get(question.id).catch(() => undefined);
  const input: ExplainRequest = {
    pregunta: question.pregunta,
    respuestas: question.respuestas,
    correcta: question.correcta_indice,
    elegida,
    fuente: kept?.fuente ?? null,
    ...(kept?.tema ? { tema: kept.tema.slice(0, 300) } : {}),
  };
  return explain(input);
}
