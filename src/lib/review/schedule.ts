// The spaced-repetition rule of 'Repasar falladas', on ts-fsrs (FSRS-6, no fuzz so the same
// answers give the same dates). A question enters the deck the first time the user gets it
// wrong, as a new card due at once; from then on every answer to it, in any test, is a review:
// right is Good, wrong is Again. A card is due when its `due` date has come.
import { Rating, createEmptyCard, fsrs } from 'ts-fsrs';
import type { Card, Grade } from 'ts-fsrs';

const scheduler = fsrs({ enable_fuzz: false });

/** A ts-fsrs card with its dates as epoch milliseconds, as Dexie keeps it. */
export interface StoredCard {
  due: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: number | null;
}

export function toStored(card: Card): StoredCard {
  return {
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: card.last_review ? card.last_review.getTime() : null,
  };
}

export function fromStored(stored: StoredCard): Card {
  return {
    ...stored,
    due: new Date(stored.due),
    last_review: stored.last_review === null ? undefined : new Date(stored.last_review),
  };
}

/**
 * The schedule after an answer: a first wrong answer makes a new card due now; a later answer
 * reviews the card (Good when right, Again when wrong). Null when nothing changes: a right
 * answer to a question that was never failed, or no answer at all (time ran out).
 */
export function afterAnswer(
  existing: StoredCard | null,
  correct: boolean | null,
  now: number,
): StoredCard | null {
  if (correct === null) return null;
  if (existing === null) return correct ? null : toStored(createEmptyCard(new Date(now)));
  const grade: Grade = correct ? Rating.Good : Rating.Again;
  return toStored(scheduler.next(fromStored(existing), new Date(now), grade).card);
}
