// What Profesor Virtual may read of a bank question (table preguntas): its text, to check the
// id names the question asked about, its topic, source note and explanation.
import { eq } from 'drizzle-orm';
import { questions } from '../schema';
import type { Executor } from './executor';

export interface QuestionNotes {
  pregunta: string;
  tema: string;
  fuente: string | null;
  explicacion: string | null;
}

export async function findQuestionNotes(db: Executor, id: number): Promise<QuestionNotes | null> {
  const [row] = await db
    .select({
      pregunta: questions.pregunta,
      tema: questions.tema,
      fuente: questions.fuente,
      explicacion: questions.explicacion,
    })
    .from(questions)
    .where(eq(questions.id, id))
    .limit(1);
  return row ?? null;
}
