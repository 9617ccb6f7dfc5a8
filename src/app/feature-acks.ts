// Which feature records what an acknowledgement of each outbox kind changes on the device (a
// plan's, profile's, summary's or comment's server id), and declares which fields of its kinds
// may name a local id. Each feature's data module, with its
// schemas, is loaded before the first entry of its kinds is sent, not at every start
// (src/lib/offline-start.ts).
import type { OutboxKind } from '@/lib/db/schema';
import type { AckWiring } from '@/lib/offline-start';

const physicalPlans: AckWiring = () =>
  import('@/features/physical-plans/data/physical-plans').then((m) => m.registerPhysicalPlanSync());

const studyPlans: AckWiring = () =>
  import('@/features/study-plans/data/study-plans').then((m) => m.registerStudyPlanSync());

const summaries: AckWiring = () =>
  import('@/features/summaries/data/sync').then((m) => m.registerSummarySync());

const comments: AckWiring = () =>
  import('@/features/quiz/data/comments').then((m) => m.registerCommentSync());

export const FEATURE_ACKS: Partial<Record<OutboxKind, AckWiring>> = {
  'comment-add': comments,
  // No acknowledgement of their own, but they may name a comment's local id, which the module
  // declares how to rewrite (src/lib/sync/local-ids.ts).
  'comment-edit': comments,
  'comment-delete': comments,
  'personality-profile': () =>
    import('@/features/personality/data/profiles').then((m) => m.registerPersonalitySync()),
  'physical-plan-write': physicalPlans,
  'physical-progress': physicalPlans,
  'physical-mark': physicalPlans,
  'study-plan-create': studyPlans,
  'study-plan-write': studyPlans,
  'summary-create': summaries,
  // It may name its summary's local id, which the module declares how to rewrite.
  'summary-technique': summaries,
};
