// What the dashboard and the history need of the review deck: how many cards are due, and the
// path of the review test. Kept apart from the scheduler so those screens do not download
// ts-fsrs (kept out of the initial JavaScript budget).
import { db } from '../db/db';
import { paths } from '@/config/paths';

/** The review test: 'Repasar falladas' starts the test page with this query. */
export const REVIEW_TEST_PATH = `${paths.test}?repaso=1`;
/** At most this many due questions in one review test (the configurator's default). */
export const REVIEW_TEST_MAX = 50;

/** The user's cards due at `now`, the longest overdue first. */
export function dueCards(userId: number, now: number) {
  return db.reviewCards
    .where('[userId+due]')
    .between([userId, -Infinity], [userId, now], true, true);
}

/** How many of the user's questions are due for review now. */
export function dueCount(userId: number, now: number = Date.now()): Promise<number> {
  return dueCards(userId, now).count();
}
