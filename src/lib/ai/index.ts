export { LOCAL_LABEL, OFFLINE_LABEL, labelOf, withLocalFallback } from './fallback';
export type { AiResult } from './fallback';
export { explain, summary, summaryResponseSchema, technique } from './tools';
export type { ExplainRequest, SummaryRequest, SummaryValue, TechniqueRequest } from './tools';
