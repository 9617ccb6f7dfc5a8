import { addDays, daysBetween, formatDateEs, weekBounds, weekdayOf, weeksInRange } from './dates';
import { joinEs } from './join-es';

export interface StudyPlanInput {
  fecha_inicio: string;
  fecha_fin: string;
  temas: string[];
  titulo?: string;
  proceso?: string;
  /** Study hours per day, Monday to Saturday. */
  horas_diarias?: number;
}

export type ActivityKind = 'nuevo' | 'repaso' | 'practica' | 'simulacro';

export interface StudyActivity {
  dia: string;
  fecha: string;
  duracion_horas: number;
  tema: string;
  actividad: string;
}

/** The spec's "AI weekly plan entry". */
export interface StudyWeek {
  semana: number;
  fecha_inicio: string;
  fecha_fin: string;
  temas_semana: string[];
  objetivos: string[];
  actividades: StudyActivity[];
  notas: string;
}

export interface StudyPlan {
  plan: StudyWeek[];
  resumen_ia: string;
}

export const DEFAULT_DAILY_HOURS = 2;
/** Spaced reviews after the last day of new study (spec §9: 1 day, 3 days, 1 week, 1 month). */
export const REVIEW_OFFSETS_DAYS = [1, 3, 7, 30] as const;
const REVIEW_LABELS: Record<number, string> = {
  1: '1 día',
  3: '3 días',
  7: '1 semana',
  30: '1 mes',
};
const REVIEW_HOURS = 0.5;
const NEW_MATERIAL_SHARE = 0.7;
const SIMULACRO_SHARE = 0.15;
const ALL_TOPICS = 'Todos los temas';

interface Planned {
  fecha: string;
  kind: ActivityKind;
  tema: string;
  detail: string;
}

/** Study days of the range: Monday to Saturday; Sunday rests unless the range has nothing else. */
export function studyDates(start: string, end: string): string[] {
  const all: string[] = [];
  for (let d = start; daysBetween(d, end) >= 0; d = addDays(d, 1)) all.push(d);
  const working = all.filter((d) => weekdayOf(d) !== 'domingo');
  return working.length > 0 ? working : all;
}

/** How many of the last study days are for mock exams: the last weeks of a long plan. */
export function simulacroDayCount(start: string, end: string, days: readonly string[]): number {
  const weeks = weeksInRange(start, end);
  if (weeks >= 4) {
    const simWeeks = Math.max(1, Math.round(weeks * SIMULACRO_SHARE));
    const from = weekBounds(start, end, weeks - simWeeks + 1).fecha_inicio;
    return days.filter((d) => daysBetween(from, d) >= 0).length;
  }
  return days.length >= 4 ? Math.max(1, Math.round(days.length * SIMULACRO_SHARE)) : 0;
}

function firstStudyDayFrom(days: readonly string[], date: string): string | undefined {
  return days.find((d) => daysBetween(date, d) >= 0);
}

/** New material first: topic i gets a block of consecutive days (or shares one when days are few). */
function newMaterial(temas: readonly string[], days: readonly string[]): Planned[] {
  const out: Planned[] = [];
  temas.forEach((tema, i) => {
    const from = Math.floor((i * days.length) / temas.length);
    const to = Math.max(from + 1, Math.floor(((i + 1) * days.length) / temas.length));
    const block = days.slice(from, to);
    block.forEach((fecha, k) => {
      const part = block.length > 1 ? ` (parte ${k + 1} de ${block.length})` : '';
      out.push({ fecha, kind: 'nuevo', tema, detail: part });
    });
  });
  return out;
}

function reviews(newItems: readonly Planned[], days: readonly string[]): Planned[] {
  const lastDay = new Map<string, string>();
  for (const item of newItems) lastDay.set(item.tema, item.fecha);
  const out: Planned[] = [];
  for (const [tema, last] of lastDay) {
    for (const offset of REVIEW_OFFSETS_DAYS) {
      const fecha = firstStudyDayFrom(days, addDays(last, offset));
      if (fecha) out.push({ fecha, kind: 'repaso', tema, detail: REVIEW_LABELS[offset] ?? '' });
    }
  }
  return out;
}

function simulacros(days: readonly string[]): Planned[] {
  return days.map((fecha, i) => ({
    fecha,
    kind: i % 2 === 0 ? ('simulacro' as const) : ('practica' as const),
    tema: ALL_TOPICS,
    detail: '',
  }));
}

function roundHours(h: number): number {
  return Math.max(0.25, Math.round(h * 4) / 4);
}

function describe(item: Planned): string {
  switch (item.kind) {
    case 'nuevo':
      return `Estudio de materia nueva${item.detail}: lectura, subrayado y resumen propio. Al terminar, repaso de 10 minutos.`;
    case 'repaso':
      return `Repaso espaciado (${item.detail}): recuerda sin mirar, comprueba con tu resumen y haz un test corto del tema.`;
    case 'simulacro':
      return 'Simulacro de examen completo en condiciones reales (modo examen, tiempo oficial).';
    case 'practica':
      return 'Corrección del último simulacro: analiza cada fallo y repasa los temas donde más fallas.';
  }
}

/** One day's activities with hours: reviews first (short), the rest of the day for new material. */
function dayActivities(fecha: string, items: Planned[], hours: number): StudyActivity[] {
  const dia = weekdayOf(fecha);
  const reviewItems = items.filter((i) => i.kind === 'repaso');
  const main = items.filter((i) => i.kind !== 'repaso');
  const reviewHours = Math.min(hours / 2, reviewItems.length * REVIEW_HOURS);
  const perReview = reviewItems.length > 0 ? reviewHours / reviewItems.length : 0;
  const rest = hours - reviewHours;
  const filler: Planned[] =
    main.length === 0
      ? [
          {
            fecha,
            kind: 'practica',
            tema: reviewItems.map((r) => r.tema).join(', ') || ALL_TOPICS,
            detail: '',
          },
        ]
      : [];
  const mainItems = [...main, ...filler];
  const activities = [
    ...reviewItems.map((item) => ({ item, h: perReview })),
    ...mainItems.map((item) => ({ item, h: rest / mainItems.length })),
  ];
  return activities.map(({ item, h }) => ({
    dia,
    fecha,
    duracion_horas: roundHours(h),
    tema: item.tema,
    actividad:
      item.kind === 'practica' && main.length === 0
        ? 'Test de práctica de los temas repasados hoy y de los ya estudiados.'
        : describe(item),
  }));
}

function uniq(items: readonly string[]): string[] {
  return [...new Set(items)];
}

function weekObjectives(items: readonly Planned[], temas: readonly string[]): string[] {
  const nuevos = uniq(items.filter((i) => i.kind === 'nuevo').map((i) => i.tema));
  const repasos = uniq(items.filter((i) => i.kind === 'repaso').map((i) => i.tema));
  const sims = items.filter((i) => i.kind === 'simulacro').length;
  const out: string[] = [];
  if (nuevos.length > 0) out.push(`Estudiar por primera vez: ${joinEs(nuevos)}.`);
  if (repasos.length > 0) out.push(`Repasar sin mirar: ${joinEs(repasos)}.`);
  if (sims > 0)
    out.push(
      `Hacer ${sims} ${sims === 1 ? 'simulacro' : 'simulacros'} de ${temas.length} temas y corregir cada fallo.`,
    );
  return out.length > 0 ? out : ['Consolidar lo estudiado con tests de práctica.'];
}

function weekNotes(items: readonly Planned[]): string {
  if (items.some((i) => i.kind === 'simulacro')) {
    return 'Fase de simulacros: practica el examen completo con el tiempo oficial; no empieces materia nueva.';
  }
  if (items.some((i) => i.kind === 'nuevo')) {
    return 'Fase de materia nueva: al terminar cada sesión dedica 10 minutos a repasar lo estudiado; los repasos de temas anteriores van primero.';
  }
  return 'Semana de consolidación: repasos espaciados y tests de práctica de los temas ya estudiados.';
}

function weekTopics(items: readonly Planned[], temas: readonly string[]): string[] {
  const named = items.flatMap((i) => (i.tema === ALL_TOPICS ? temas : [i.tema]));
  return uniq(named);
}

function summaryText(
  input: StudyPlanInput,
  temas: string[],
  days: string[],
  simCount: number,
  hours: number,
): string {
  const weeks = weeksInRange(input.fecha_inicio, input.fecha_fin);
  const parts = [
    `Plan de ${weeks} ${weeks === 1 ? 'semana' : 'semanas'} (del ${formatDateEs(input.fecha_inicio)} al ${formatDateEs(input.fecha_fin)}) para ${temas.length} ${temas.length === 1 ? 'tema' : 'temas'}${input.proceso ? ` de ${input.proceso}` : ''}.`,
    'Primero la materia nueva, tema a tema; después repasos espaciados a 1 día, 3 días, 1 semana y 1 mes.',
  ];
  const firstSim = days[days.length - simCount];
  if (simCount > 0 && firstSim)
    parts.push(`Desde el ${formatDateEs(firstSim)}, simulacros de examen y corrección de errores.`);
  parts.push(`Dedicación prevista: ${hours} horas al día de lunes a sábado.`);
  return parts.join(' ');
}

/**
 * The AI weekly study plan: every topic studied as new material before the end date, spaced
 * reviews after it, and the last weeks for mock exams. Deterministic: no randomness at all.
 */
export function buildStudyPlan(input: StudyPlanInput): StudyPlan {
  const temas = uniq(input.temas.map((t) => t.trim()).filter(Boolean));
  const hours = input.horas_diarias ?? DEFAULT_DAILY_HOURS;
  const days = studyDates(input.fecha_inicio, input.fecha_fin);
  const simCount =
    temas.length > 0 ? simulacroDayCount(input.fecha_inicio, input.fecha_fin, days) : 0;
  const contentDays = days.slice(0, days.length - simCount);
  const newDays = contentDays.slice(
    0,
    Math.max(1, Math.ceil(contentDays.length * NEW_MATERIAL_SHARE)),
  );
  const fresh = newMaterial(temas, newDays.length > 0 ? newDays : days.slice(0, 1));
  const planned = [
    ...fresh,
    ...reviews(fresh, days),
    ...simulacros(days.slice(days.length - simCount)),
  ];
  const byDay = new Map<string, Planned[]>();
  for (const p of planned) byDay.set(p.fecha, [...(byDay.get(p.fecha) ?? []), p]);

  const plan: StudyWeek[] = [];
  const weeks = weeksInRange(input.fecha_inicio, input.fecha_fin);
  for (let n = 1; n <= weeks; n++) {
    const bounds = weekBounds(input.fecha_inicio, input.fecha_fin, n);
    const inWeek = days.filter(
      (d) => daysBetween(bounds.fecha_inicio, d) >= 0 && daysBetween(d, bounds.fecha_fin) >= 0,
    );
    const items = inWeek.flatMap((d) => byDay.get(d) ?? []);
    const activities = inWeek.flatMap((d) =>
      byDay.has(d) || fresh.length > 0 ? dayActivities(d, byDay.get(d) ?? [], hours) : [],
    );
    plan.push({
      semana: n,
      ...bounds,
      temas_semana: weekTopics(items, temas),
      objetivos: weekObjectives(items, temas),
      actividades: activities,
      notas: weekNotes(items),
    });
  }
  return { plan, resumen_ia: summaryText(input, temas, days, simCount, hours) };
}
