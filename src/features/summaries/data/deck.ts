// 'Repasar tarjetas': the cards of a summary's technique reviewed with the same ts-fsrs
// scheduler as 'Repasar falladas'. A card is new (due at once) until first reviewed; then
// 'La sabía' is Good and 'No la sabía' is Again. The schedules live with the summary on the
// device (see store.ts), keyed by the card's question, so editing an answer keeps its schedule.
import { createEmptyCard } from 'ts-fsrs';
import { afterAnswer, toStored } from '@/lib/review/schedule';
import type { StoredCard } from '@/lib/review/schedule';
import type { Flashcard } from './flashcards';
import { parseFlashcards } from './flashcards';

export type Schedules = Record<string, StoredCard>;

export interface DeckCard extends Flashcard {
  due: number;
  isNew: boolean;
}

export interface Deck {
  cards: DeckCard[];
  /** Due now, the longest overdue first (new cards in the technique's order). */
  due: DeckCard[];
  /** When the next card not yet due will be; null when none is waiting. */
  nextDue: number | null;
}

export function deckOf(tecnica: string | null, schedules: Schedules, now: number): Deck {
  const cards = parseFlashcards(tecnica ?? '').map((card) => {
    const stored = schedules[card.id];
    return { ...card, due: stored?.due ?? now, isNew: stored === undefined };
  });
  const due = cards.filter((c) => c.due <= now).sort((a, b) => a.due - b.due);
  const later = cards.filter((c) => c.due > now).map((c) => c.due);
  return { cards, due, nextDue: later.length > 0 ? Math.min(...later) : null };
}

/** The card's schedule after one review (a new card starts as ts-fsrs's empty card). */
export function reviewCard(stored: StoredCard | undefined, knew: boolean, now: number): StoredCard {
  const current = stored ?? toStored(createEmptyCard(new Date(now)));
  return afterAnswer(current, knew, now) ?? current;
}

/** The schedules after a review, dropping those of cards no longer in the technique. */
export function afterReview(
  tecnica: string | null,
  schedules: Schedules,
  id: string,
  knew: boolean,
  now: number,
): Schedules {
  const ids = new Set(parseFlashcards(tecnica ?? '').map((c) => c.id));
  const next: Schedules = {};
  for (const [key, card] of Object.entries(schedules)) if (ids.has(key)) next[key] = card;
  if (ids.has(id)) next[id] = reviewCard(schedules[id], knew, now);
  return next;
}
