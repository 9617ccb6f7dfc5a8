export { SUMMARY_MAX_SHARE, SUMMARY_TARGET_SHARE, summarize } from './summary';
export type { NivelDetalle } from './summary';
export { BLANK, CLOZE_LEAD, generateCloze } from './cloze';
export { detectLaw, sourceNote } from './sources';
export type { ClozeOptions, GeneratedQuestion } from './cloze';
export {
  LOCI_MAX,
  LOCI_MIN,
  LOCI_ROUTE,
  METODOS,
  REVIEW_INTERVALS,
  generateTechnique,
} from './technique';
export type { Metodo, TechniqueInput } from './technique';
export {
  DEFAULT_DAILY_HOURS,
  REVIEW_OFFSETS_DAYS,
  buildStudyPlan,
  simulacroDayCount,
  studyDates,
} from './study-plan';
export type { StudyActivity, StudyPlan, StudyPlanInput, StudyWeek } from './study-plan';
export { MAX_TEMAS_DESCRIPCION, describePlan } from './plan-description';
export type { PlanDescriptionInput } from './plan-description';
export { buildPhysicalWeek, weekLoad, weekPhase } from './physical-week';
export type {
  Exercise,
  PhysicalWeek,
  PhysicalWeekInput,
  TrainingBlock,
  TrainingSession,
  WeekPhase,
} from './physical-week';
export { profileFor } from './physical-profiles';
export { explainAnswer, letterOf, relevantPassage } from './profesor';
export type { ExplainInput, ExplainOption } from './profesor';
export { isIsoDate, weeksInRange } from './dates';
export { parseText, splitSentences } from './text';
