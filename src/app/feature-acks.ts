// Which feature records what an acknowledgement of each outbox kind changes on the device (a
// plan's, profile's, summary's or comment's server id). Each feature's data module, with its
// schemas, is loaded before the first entry of its kinds is sent, not at every start
// (src/lib/offline-start.ts).
import type { OutboxKind } from '@/lib/db/schema';
import type { AckWiring } from '@/lib/offline-start';

const physicalPlans: AckWiring = () =>
  import('@/features/physical-plans/data/physical-plans').then((m) => m.registerPhysicalPlanSync());

const studyPlans: AckWiring = () =>
  import('@/features/study-plans/data/study-plans').then((m) => m.registerStudyPlanSync());

export const FEATURE_ACKS: Partial<Record<OutboxKind, AckWiring>> = {
  'comment-add': () => import('@/features/quiz/data/comments').then((m) => m.registerCommentSync()),
  'personality-profile': () =>
    import('@/features/personality/data/profiles').then((m) => m.registerPersonalitySync()),
  'physical-plan-write': physicalPlans,
  'physical-progress': physicalPlans,
  'physical-mark': physicalPlans,
  'study-plan-create': studyPlans,
  'study-plan-write': studyPlans,
  'summary-create': () =>
    import('@/features/summaries/data/sync').then((m) => m.registerSummarySync()),
};
