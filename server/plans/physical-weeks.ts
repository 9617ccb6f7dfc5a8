// The plan-week rules live in src/core/plans/physical-weeks.ts, shared with the device; the
// local 'Resumen IA' is the server's alone.
import { profileFor, weeksInRange } from '../../src/core/ai-local';

export {
  avanceFor,
  avanceRatio,
  generatedWeeks,
  progressPercent,
  readPlanAi,
  totalWeeks,
} from '../../src/core/plans/physical-weeks';
export type { StoredPhysicalAi } from '../../src/core/plans/physical-weeks';

/** The plan's 'Resumen IA' when no model wrote one: its length, target tests and how load moves. */
export function localPlanSummary(
  tipoPrueba: string,
  fechaInicio: string,
  fechaFin: string,
): string {
  const profile = profileFor(tipoPrueba);
  const weeks = weeksInRange(fechaInicio, fechaFin);
  return [
    `Plan de ${weeks} ${weeks === 1 ? 'semana' : 'semanas'} orientado a ${profile.nombre}.`,
    `Pruebas habituales: ${profile.pruebas}.`,
    'La carga sube semana a semana y baja en la puesta a punto final para llegar descansado a las pruebas.',
  ].join(' ');
}
