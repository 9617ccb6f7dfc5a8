export {
  REVIEW_TEST_MAX,
  REVIEW_TEST_PATH,
  dueCount,
  dueReviewTest,
  queueForReview,
  recordAnswer,
  recordAnswers,
} from './store';
export type { ReviewTest } from './store';
export { afterAnswer, fromStored, toStored } from './schedule';
export type { StoredCard } from './schedule';
export { useDueReviewCount } from './use-due-count';
