import { weekBounds, weeksInRange } from './dates';
import type {
  BlockTemplate,
  DayTemplate,
  ExerciseTemplate,
  PhysicalProfile,
} from './physical-profiles';
import { profileFor } from './physical-profiles';

export interface PhysicalWeekInput {
  tipo_prueba: string;
  /** The plan's dates (yyyy-MM-dd); the week's own dates are derived from them. */
  fecha_inicio: string;
  fecha_fin: string;
  /** 1-based week number. */
  semana: number;
}

export interface Exercise {
  nombre: string;
  series: number;
  reps: string;
  rpe: number;
  tempo: string;
  descanso: string;
  notas: string;
  explicacion_neofita: string;
}

export interface TrainingBlock {
  tipo: string;
  descripcion: string;
  explicacion_neofita: string;
  ejercicios: Exercise[];
}

export interface TrainingSession {
  dia: string;
  bloques: TrainingBlock[];
}

/** The spec's physical-plan Week. */
export interface PhysicalWeek {
  titulo: string;
  fecha_inicio: string;
  fecha_fin: string;
  resumen: string;
  glosario: { termino: string; significado: string }[];
  sesiones: TrainingSession[];
}

export interface WeekPhase {
  fase: string;
  /** 0 = lightest week, 1 = peak week. */
  progreso: number;
  taper: boolean;
  sesiones: number;
}

const SESSION_DAYS: Record<number, string[]> = {
  3: ['lunes', 'miércoles', 'viernes'],
  4: ['lunes', 'martes', 'jueves', 'sábado'],
  5: ['lunes', 'martes', 'miércoles', 'viernes', 'sábado'],
};
// A taper keeps some intensity and cuts volume: fewer series, effort a notch below the peak.
const TAPER_PROGRESS = [0.35, 0.15];
const SINGLE_TAPER_PROGRESS = 0.25;

function taperWeeks(total: number): number {
  if (total >= 8) return 2;
  return total >= 3 ? 1 : 0;
}

/** Where a week sits in the plan: load rises through the build weeks and drops in the taper. */
export function weekPhase(semana: number, totalWeeks: number): WeekPhase {
  const week = Math.min(Math.max(1, semana), totalWeeks);
  const taper = taperWeeks(totalWeeks);
  const build = totalWeeks - taper;
  if (week > build) {
    const k = week - build - 1;
    const progreso =
      taper === 1 ? SINGLE_TAPER_PROGRESS : (TAPER_PROGRESS[k] ?? SINGLE_TAPER_PROGRESS);
    return { fase: 'Puesta a punto', progreso, taper: true, sesiones: 3 };
  }
  const progreso = build <= 1 ? 0.5 : (week - 1) / (build - 1);
  const fase = progreso < 1 / 3 ? 'Base' : progreso < 2 / 3 ? 'Desarrollo' : 'Específica';
  const sesiones = progreso < 1 / 3 ? 3 : progreso < 2 / 3 ? 4 : 5;
  return { fase, progreso, taper: false, sesiones };
}

function lerp([from, to]: [number, number], p: number): number {
  return from + (to - from) * p;
}

function exercise(t: ExerciseTemplate, phase: WeekPhase): Exercise {
  const volume = phase.progreso;
  const effort = phase.taper ? 0.6 : phase.progreso;
  return {
    nombre: t.nombre,
    series: Math.max(1, Math.round(lerp(t.series, volume))),
    reps: typeof t.reps === 'string' ? t.reps : t.reps(volume),
    rpe: Math.round(lerp(t.rpe, effort) * 2) / 2,
    tempo: t.tempo,
    descanso: t.descanso,
    notas: t.notas,
    explicacion_neofita: t.explicacion_neofita,
  };
}

const WARM_UP: BlockTemplate = {
  tipo: 'Calentamiento',
  descripcion: 'Movilidad articular y activación progresiva.',
  explicacion_neofita:
    'Prepara músculos y articulaciones para el esfuerzo y reduce el riesgo de lesión.',
  ejercicios: [
    {
      nombre: 'Movilidad articular y trote suave',
      series: [1, 1],
      reps: '10 min',
      rpe: [3, 4],
      tempo: 'Suave',
      descanso: '—',
      notas: 'Tobillos, rodillas, cadera, hombros y cuello; después trote muy suave.',
      explicacion_neofita:
        'Mueve cada articulación en círculos y trota despacio hasta notar calor en el cuerpo.',
    },
  ],
};

const COOL_DOWN: BlockTemplate = {
  tipo: 'Vuelta a la calma',
  descripcion: 'Estiramientos suaves y respiración.',
  explicacion_neofita: 'Baja las pulsaciones poco a poco para recuperarte mejor.',
  ejercicios: [
    {
      nombre: 'Estiramientos suaves',
      series: [1, 1],
      reps: '5-8 min',
      rpe: [2, 2],
      tempo: 'Lento, sin rebotes',
      descanso: '—',
      notas: '20-30 s por músculo, sin dolor.',
      explicacion_neofita: 'Estira cada músculo trabajado hasta notar tensión suave, nunca dolor.',
    },
  ],
};

function block(t: BlockTemplate, phase: WeekPhase): TrainingBlock {
  return {
    tipo: t.tipo,
    descripcion: t.descripcion,
    explicacion_neofita: t.explicacion_neofita,
    ejercicios: t.ejercicios.map((e) => exercise(e, phase)),
  };
}

function session(dia: string, day: DayTemplate, phase: WeekPhase): TrainingSession {
  return { dia, bloques: [WARM_UP, ...day.bloques, COOL_DOWN].map((b) => block(b, phase)) };
}

const GLOSSARY: Record<string, string> = {
  RPE: 'Esfuerzo percibido del 1 al 10: 5 es cómodo, 8 es duro pero te quedan 2 repeticiones, 10 es el máximo.',
  Tempo:
    'Segundos de cada fase: bajar-pausa-subir-pausa. "3-1-1-0" es bajar en 3 s, parar 1 s y subir en 1 s.',
  Serie: 'Bloque de repeticiones seguidas antes de descansar.',
  Repeticiones: 'Veces que haces el movimiento dentro de una serie (Reps).',
  Descanso: 'Pausa entre series para recuperar.',
  Periodización: 'Organizar el entrenamiento por fases para llegar al examen en tu mejor forma.',
  'Puesta a punto':
    'Últimas semanas con menos volumen para llegar descansado y rápido a las pruebas (en inglés, tapering).',
  Isométrico: 'Mantener una postura sin movimiento, como en la plancha.',
  Intervalos: 'Tramos rápidos separados por descansos, para correr más rápido durante más tiempo.',
  'Circuito de agilidad': 'Recorrido con giros y obstáculos que se hace a la máxima velocidad.',
};

function glossary(sesiones: TrainingSession[], phase: WeekPhase) {
  const exercises = sesiones.flatMap((s) => s.bloques).flatMap((b) => b.ejercicios);
  const names = exercises.map((e) => e.nombre.toLowerCase());
  const terms = ['RPE', 'Tempo', 'Serie', 'Repeticiones', 'Descanso', 'Periodización'];
  if (phase.taper) terms.push('Puesta a punto');
  if (exercises.some((e) => e.tempo === 'Isométrico')) terms.push('Isométrico');
  if (names.some((n) => n.startsWith('series de') || n.startsWith('sprints')))
    terms.push('Intervalos');
  if (names.includes('circuito de agilidad')) terms.push('Circuito de agilidad');
  return terms.map((termino) => ({ termino, significado: GLOSSARY[termino] ?? '' }));
}

function summary(
  profile: PhysicalProfile,
  phase: WeekPhase,
  semana: number,
  total: number,
  foco: string[],
): string {
  const trend = phase.taper
    ? 'Se reduce el volumen para llegar descansado a las pruebas, sin perder intensidad.'
    : 'La carga sube poco a poco respecto a la semana anterior.';
  return [
    `Semana ${semana} de ${total}, fase ${phase.fase.toLowerCase()}, orientada a ${profile.nombre}: ${phase.sesiones} sesiones (${foco.join(', ').toLowerCase()}).`,
    trend,
    `Pruebas habituales: ${profile.pruebas}. Comprueba las pruebas y las marcas exactas en las bases de tu convocatoria.`,
    'Si notas dolor articular o mareo, para y consulta con un profesional sanitario.',
  ].join(' ');
}

/**
 * One week of a physical plan, periodised for the plan's `tipo_prueba`: sessions, blocks and
 * exercises whose volume and effort rise over the weeks and taper before the end date.
 */
export function buildPhysicalWeek(input: PhysicalWeekInput): PhysicalWeek {
  const total = weeksInRange(input.fecha_inicio, input.fecha_fin);
  const profile = profileFor(input.tipo_prueba);
  const phase = weekPhase(input.semana, total);
  const days = profile.dias.slice(0, phase.sesiones);
  const sesiones = days.map((day, i) =>
    session(SESSION_DAYS[phase.sesiones]?.[i] ?? 'lunes', day, phase),
  );
  return {
    titulo: `Semana ${input.semana} · ${phase.fase}`,
    ...weekBounds(input.fecha_inicio, input.fecha_fin, input.semana),
    resumen: summary(
      profile,
      phase,
      input.semana,
      total,
      days.map((d) => d.foco),
    ),
    glosario: glossary(sesiones, phase),
    sesiones,
  };
}

/** Training load of a week: the sum of series × RPE of all its exercises. */
export function weekLoad(week: Pick<PhysicalWeek, 'sesiones'>): number {
  return week.sesiones
    .flatMap((s) => s.bloques)
    .flatMap((b) => b.ejercicios)
    .reduce((sum, e) => sum + e.series * e.rpe, 0);
}
