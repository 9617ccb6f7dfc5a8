export { ALPHABET_NOTE, SPANISH_ALPHABET } from './alphabet';
export {
  PSYCHOTECHNIC_GENERATORS,
  PSYCHOTECHNIC_TEMAS,
  generatePsychotechnicTest,
} from './registry';
export type { PsychotechnicTestRequest } from './registry';
export { SECCION_PSICOTECNICOS } from './types';
export type {
  GeneratedOption,
  GeneratedQuestion,
  OptionCount,
  PsychotechnicGenerator,
} from './types';
