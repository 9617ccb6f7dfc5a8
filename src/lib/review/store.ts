// The review deck of each user on this device (Dexie `reviewCards`): one card per question the
// user got wrong, with its ts-fsrs schedule and a copy of the question, so a review test can be
// built with no network even if the process's bank is not kept. Local only: the schedule is
// personal practice data and every device keeps its own.
import type { Pregunta } from '@/core/contract';
import { db } from '../db/db';
import type { ReviewCardRecord } from '../db/schema';
import type { StoredCard } from './schedule';
import { REVIEW_TEST_MAX, dueCards } from './due';
import { afterAnswer, toStored } from './schedule';
import { createEmptyCard } from 'ts-fsrs';

export { REVIEW_TEST_MAX, REVIEW_TEST_PATH, dueCount } from './due';

interface DeckCard extends ReviewCardRecord {
  card: StoredCard;
  question: Pregunta;
}

/** One answer for the deck: the question, its process, the option chosen (null: unanswered). */
export interface DeckAnswer {
  question: Pregunta;
  idProceso: number;
  chosen: number | null;
}

/** Updates the schedule of a question after the user answered it (null: unanswered). */
export async function recordAnswer(
  userId: number,
  idProceso: number,
  question: Pregunta,
  chosen: number | null,
  now: number = Date.now(),
): Promise<void> {
  await recordAnswers(userId, [{ question, idProceso, chosen }], now);
}

/**
 * The schedules after a whole test's answers (an examen's, known at its end), in one
 * transaction: one read and one write for the lot, not one transaction a question.
 */
export async function recordAnswers(
  userId: number,
  answers: readonly DeckAnswer[],
  now: number = Date.now(),
): Promise<void> {
  if (answers.length === 0) return;
  await db.transaction('rw', db.reviewCards, async () => {
    const existing = (await db.reviewCards.bulkGet(
      answers.map((a) => [userId, a.question.id] as [number, number]),
    )) as (DeckCard | undefined)[];
    const records: DeckCard[] = [];
    answers.forEach(({ question, idProceso, chosen }, i) => {
      const before = existing[i];
      const card = afterAnswer(
        before?.card ?? null,
        chosen === null ? null : chosen === question.correcta_indice,
        now,
      );
      if (!card) return;
      const { id, pregunta, respuestas, correcta_indice } = question;
      records.push({
        userId,
        questionId: id,
        idProceso: before?.idProceso ?? idProceso,
        due: card.due,
        card,
        updatedAt: now,
        question: { id, pregunta, respuestas, correcta_indice },
      });
    });
    await db.reviewCards.bulkPut(records);
  });
}

/**
 * 'Repasar falladas' on a test's results: its wrong and blank questions enter the deck as new
 * cards due now; one already in the deck keeps its schedule (an answer has just reviewed it).
 */
export async function queueForReview(
  userId: number,
  entries: readonly { question: Pregunta; idProceso: number }[],
  now: number = Date.now(),
): Promise<void> {
  await db.transaction('rw', db.reviewCards, async () => {
    const existing = await db.reviewCards.bulkGet(
      entries.map((e) => [userId, e.question.id] as [number, number]),
    );
    const fresh = entries
      .filter((_, i) => existing[i] === undefined)
      .map(({ question, idProceso }): DeckCard => {
        const card = toStored(createEmptyCard(new Date(now)));
        const { id, pregunta, respuestas, correcta_indice } = question;
        return {
          userId,
          questionId: id,
          idProceso,
          due: card.due,
          card,
          updatedAt: now,
          question: { id, pregunta, respuestas, correcta_indice },
        };
      });
    await db.reviewCards.bulkPut(fresh);
  });
}

export interface ReviewTest {
  questions: Pregunta[];
  /** The process each question belongs to (a review may mix processes). */
  procesoOf: Record<number, number>;
}

/**
 * The due questions, the longest overdue first, at most `limit`; each as the kept bank has it
 * now (a corrected question shows corrected), else as it was when it was failed.
 */
export async function dueReviewTest(
  userId: number,
  limit = REVIEW_TEST_MAX,
  now: number = Date.now(),
): Promise<ReviewTest> {
  const cards = (await dueCards(userId, now).limit(limit).toArray()) as DeckCard[];
  const fresh = await db.questions.bulkGet(cards.map((c) => c.questionId));
  const procesoOf: Record<number, number> = {};
  const questions = cards.map((c, i) => {
    procesoOf[c.questionId] = c.idProceso;
    const kept = fresh[i];
    if (!kept) return c.question;
    const { id, pregunta, respuestas, correcta_indice } = kept;
    return { id, pregunta, respuestas, correcta_indice };
  });
  return { questions, procesoOf };
}
