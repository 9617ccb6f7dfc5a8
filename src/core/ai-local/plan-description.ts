import { formatDateEs, weeksInRange } from './dates';
import { joinEs } from './join-es';
import { simulacroDayCount, studyDates } from './study-plan';
import { REVIEW_INTERVALS } from './technique';

export interface PlanDescriptionInput {
  titulo: string;
  proceso: string;
  temas: string[];
  fecha_inicio: string;
  fecha_fin: string;
}

/** The spec's limit: at most 5 topics go into the description. */
export const MAX_TEMAS_DESCRIPCION = 5;

/** A short description of a study plan from its title, process, first topics and dates. */
export function describePlan(input: PlanDescriptionInput): string {
  const temas = input.temas
    .map((t) => t.trim())
    .filter(Boolean)
    .slice(0, MAX_TEMAS_DESCRIPCION);
  const weeks = weeksInRange(input.fecha_inicio, input.fecha_fin);
  const span = `${weeks} ${weeks === 1 ? 'semana' : 'semanas'}, del ${formatDateEs(input.fecha_inicio)} al ${formatDateEs(input.fecha_fin)}`;
  const reviews = joinEs(REVIEW_INTERVALS.slice(1).map((r) => r.etiqueta));
  const parts = [`Plan «${input.titulo.trim()}» para preparar ${input.proceso.trim()}: ${span}.`];
  if (temas.length > 0) parts.push(`Temas: ${joinEs(temas)}.`);
  parts.push(
    `Cada tema se estudia primero como materia nueva y después se repasa a intervalos crecientes (${reviews}).`,
  );
  const simDays = simulacroDayCount(
    input.fecha_inicio,
    input.fecha_fin,
    studyDates(input.fecha_inicio, input.fecha_fin),
  );
  if (weeks >= 4)
    parts.push('Las últimas semanas se reservan para simulacros de examen en condiciones reales.');
  else if (simDays > 0)
    parts.push('Los últimos días se reservan para simulacros y la corrección de los errores.');
  return parts.join(' ');
}
