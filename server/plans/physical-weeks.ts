// The plan-week rules live in src/core/plans/physical-weeks.ts, shared with the device.
export {
  avanceFor,
  avanceRatio,
  generatedWeeks,
  localPlanSummary,
  progressPercent,
  readPlanAi,
  totalWeeks,
} from '../../src/core/plans/physical-weeks';
export type { StoredPhysicalAi } from '../../src/core/plans/physical-weeks';
