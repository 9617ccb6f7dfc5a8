// What the physical-plan screens show and check, as pure functions: the dialog's rules (spec
// §5), dates (dd/MM/yyyy and the calendar's yyyy-MM-dd), a week's title and an exercise's line
// (spec §2), where a stock image is (spec §7) and what a typed mark is worth.
import { isIsoDate } from '@/core/ai-local/dates';
import { formatDate, formatDecimal } from '@/lib/format';
import { MARK_MSG } from '@/core/contract/physical-marks';
import type { StockImage } from '@/core/contract/physical-marks';
import type { PhysicalWeekData } from '@/core/contract/plans';
import { PLAN_MSG, planDatesError } from '@/core/contract/plans';
import type { PruebaFisica } from '@/core/plans/physical-scales';
import { parseMark } from '@/core/plans/physical-scales';
import type { PhysicalForm, PlanId } from './data/physical-plans';

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd of a day on this device's calendar. */
export const isoOfDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The local midnight of a yyyy-MM-dd day, for the calendar. */
export function dateOfIso(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

export const todayIso = () => isoOfDate(new Date());

// ---------------------------------------------------------------- the dialog

export type PlanField = keyof PhysicalForm;
export type PlanErrors = Partial<Record<PlanField, string>>;

export const EMPTY_FORM: PhysicalForm = {
  titulo: '',
  tipo_prueba: '',
  descripcion: '',
  fecha_inicio: '',
  fecha_fin: '',
};

export function trimForm(form: PhysicalForm): PhysicalForm {
  return {
    ...form,
    titulo: form.titulo.trim(),
    tipo_prueba: form.tipo_prueba.trim(),
    descripcion: form.descripcion.trim(),
  };
}

/** Spec §5: the four required fields, trimmed; and (ours) the end not before the start. */
export function validatePlan(form: PhysicalForm): PlanErrors {
  const errors: PlanErrors = {};
  if (!form.titulo.trim()) errors.titulo = PLAN_MSG.titulo;
  if (!form.tipo_prueba.trim()) errors.tipo_prueba = PLAN_MSG.tipoPrueba;
  if (!form.fecha_inicio) errors.fecha_inicio = PLAN_MSG.fechaInicio;
  if (!form.fecha_fin) errors.fecha_fin = PLAN_MSG.fechaFin;
  if (form.fecha_inicio && form.fecha_fin) {
    const error = planDatesError(form.fecha_inicio, form.fecha_fin);
    if (error) errors.fecha_fin = error;
  }
  return errors;
}

// ---------------------------------------------------------------- the detail

/** The plan id in /planes-fisicos/{id}: a number, or the 'local-…' id of a plan made offline. */
export function planIdFrom(param: string | undefined): PlanId {
  if (param && /^\d{1,10}$/.test(param)) return Number(param);
  return param ?? '';
}

type Exercise = PhysicalWeekData['sesiones'][number]['bloques'][number]['ejercicios'][number];

/** Series, Reps, RPE, Tempo, Descanso joined by ' · ' (spec §2); a half RPE the Spanish way, '7,5'. */
export function exerciseLine(e: Exercise): string {
  return [
    `Series: ${e.series}`,
    `Reps: ${e.reps}`,
    `RPE: ${formatDecimal(e.rpe)}`,
    `Tempo: ${e.tempo}`,
    `Descanso: ${e.descanso}`,
  ].join(' · ');
}

/** The week's title or 'Semana N', with its dates; 'Semana N (sin generar)' before generation. */
export function weekTitle(n: number, week: PhysicalWeekData | null): string {
  if (!week) return `Semana ${n} (sin generar)`;
  const dates = `${formatDate(week.fecha_inicio)} - ${formatDate(week.fecha_fin)}`;
  return `${week.titulo.trim() || `Semana ${n}`} (${dates})`;
}

/**
 * Spec §7: a path under /api/ is rebased onto this client's API base; an absolute http(s) URL
 * is kept; anything else is not shown.
 */
export function imageSrc(item: StockImage, apiBase: string): string | null {
  if (item.media_url && /^https?:\/\//.test(item.media_url)) return item.media_url;
  const path = item.path ?? item.media_url ?? '';
  if (path.startsWith('/api/')) return `${apiBase.replace(/\/$/, '')}${path.slice('/api'.length)}`;
  return /^https?:\/\//.test(path) ? path : null;
}

// ---------------------------------------------------------------- marks

export type MarkCheck =
  { ok: true; valor: number } | { ok: false; field: 'prueba' | 'valor' | 'fecha'; message: string };

/** The mark form's rules, in order: a test chosen, a mark its unit reads, a real date. */
export function checkMark(
  prueba: PruebaFisica | undefined,
  valor: string,
  fecha: string,
): MarkCheck {
  if (!prueba) return { ok: false, field: 'prueba', message: MARK_MSG.prueba };
  const value = parseMark(prueba.unidad, valor);
  if (value === null) return { ok: false, field: 'valor', message: MARK_MSG.valor };
  if (!isIsoDate(fecha)) return { ok: false, field: 'fecha', message: MARK_MSG.fecha };
  return { ok: true, valor: value };
}
