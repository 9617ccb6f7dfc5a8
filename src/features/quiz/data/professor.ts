// What Profesor Virtual is asked about a question: the question, its options, the right and the
// chosen answer, and what the bank says of it — its id, source note, explanation and topic (a
// 'Psico - …' topic marks a psychotechnic item) — from the question itself (genera_test.php and
// the device bank carry them) or, failing that, from the process's bank kept here.
import type { BankPregunta, Pregunta } from '@/core/contract';
import { isPsicoTopic } from '@/core/quiz';
import { db } from '@/lib/db/db';
import type { AiResult, ExplainRequest } from '@/lib/ai';
import { explain } from '@/lib/ai';

type Notes = Partial<Pick<BankPregunta, 'fuente' | 'explicacion' | 'tema'>>;

export async function explainQuestion(question: Pregunta & Notes, elegida: number | null): Promise<AiResult<string>> {
  const kept: Notes | undefined = await db.questions.get(question.id).catch(() => undefined);
  const tema = question.tema ?? kept?.tema;
  const input: ExplainRequest = {
    id: question.id,
    pregunta: question.pregunta,
    respuestas: question.respuestas,
    correcta: question.correcta_indice,
    elegida,
    fuente: question.fuente ?? kept?.fuente ?? null,
    explicacion: question.explicacion ?? kept?.explicacion ?? null,
    ...(tema ? { tema: tema.slice(0, 300), psicotecnico: isPsicoTopic(tema) } : {}),
  };
  return explain(input);
}
