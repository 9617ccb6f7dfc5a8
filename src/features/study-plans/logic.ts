// What the study-plan screens show, as pure functions: progress, state labels, the week's topic
// chips, links into the test screens and the creation form's rules (spec §2, §5, §9).
import { AI_MSG, planDatesError } from '@/core/contract';
import type { EstadoPlan } from '@/core/contract';
import { paths } from '@/config/paths';

/** Spec §2: the progress as a whole percent, 0 to 100 ('45.6' → 46; anything else → 0). */
export function roundProgress(progreso: string | number): number {
  const n = typeof progreso === 'number' ? progreso : Number(progreso);
  if (!Number.isFinite(n)) return 0;
  return Math.min(100, Math.max(0, Math.round(n)));
}

export const ESTADOS: readonly EstadoPlan[] = ['activo', 'completado', 'pausado'];

const ESTADO_LABELS: Record<EstadoPlan, string> = {
  activo: 'Activo',
  completado: 'Completado',
  pausado: 'Pausado',
};

/** The badge text of a state; an unknown state shows as it came. */
export function estadoLabel(estado: string): string {
  return (ESTADO_LABELS as Record<string, string>)[estado] ?? estado;
}

export function isEstado(value: string): value is EstadoPlan {
  return (ESTADOS as readonly string[]).includes(value);
}

export const MAX_CHIPS = 12;
export const CHIP_LENGTH = 50;

/** Spec §2: a chip shows at most 50 characters of its topic, then '…'. */
export function chipText(tema: string): string {
  const chars = [...tema.trim()];
  return chars.length <= CHIP_LENGTH ? chars.join('') : `${chars.slice(0, CHIP_LENGTH).join('')}…`;
}

/** Spec §2: at most 12 chips, the rest counted as '+N más'. */
export function weekChips(temas: readonly string[]): { chips: string[]; more: string | null } {
  const rest = temas.length - MAX_CHIPS;
  return {
    chips: temas.slice(0, MAX_CHIPS).map(chipText),
    more: rest > 0 ? `+${rest} más` : null,
  };
}

export type Modo = 'simulacion' | 'examen';

/** Spec §2: a plan links to /test (simulación) or /simulacro (examen) with its choice prefilled. */
export function testLink(
  modo: Modo,
  choice: { proceso: number | null; secciones: readonly string[]; temas: readonly string[] },
): string {
  const params = new URLSearchParams();
  if (choice.proceso !== null) params.set('proceso', String(choice.proceso));
  if (choice.secciones.length > 0) params.set('secciones', choice.secciones.join(','));
  if (choice.temas.length > 0) params.set('temas', choice.temas.join(','));
  params.set('modo', modo);
  return `${modo === 'examen' ? paths.mockExam : paths.test}?${params.toString()}`;
}

/** Today in the device's calendar, yyyy-MM-dd: the start date's default (spec §5). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface PlanForm {
  titulo: string;
  procesoId: number | null;
  temas: readonly string[];
  fechaInicio: string;
  fechaFin: string;
}

export const CREATE_MSG = {
  noUser: 'Usuario no autenticado',
  titleShort: AI_MSG.titleShort,
  required: AI_MSG.required,
  temas: AI_MSG.temas,
} as const;

function datesError(form: PlanForm): string | null {
  return planDatesError(form.fechaInicio || todayIso(), form.fechaFin);
}

/** Spec §5 for the AI description: a title of 5 or more characters, then what the AI needs. */
export function validateDescription(loggedIn: boolean, form: PlanForm): string | null {
  if (!loggedIn) return CREATE_MSG.noUser;
  if (form.titulo.trim().length < 5) return CREATE_MSG.titleShort;
  if (form.procesoId === null || !form.fechaFin) return CREATE_MSG.required;
  if (form.temas.length === 0) return CREATE_MSG.temas;
  return datesError(form);
}

/** Spec §5 for creating: title, process and end date, one topic, the end not before the start. */
export function validateCreate(loggedIn: boolean, form: PlanForm): string | null {
  if (!loggedIn) return CREATE_MSG.noUser;
  if (!form.titulo.trim() || form.procesoId === null || !form.fechaFin) return CREATE_MSG.required;
  if (form.temas.length === 0) return CREATE_MSG.temas;
  return datesError(form);
}
