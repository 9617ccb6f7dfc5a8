// The statistics screen's rules (spec §5 "Achievements" and §9 "Statistics"): precision and its
// colour, the time bands, the achievements and the recommendations. Thresholds apply to the
// figures as the screen shows them (precision and average time rounded to whole numbers), so
// what the user reads never contradicts the badge next to it.
import type { UserStats } from '../contract';

export const PRECISION_ALTA = 80;
export const PRECISION_MEDIA = 60;
export const TIEMPO_IDEAL_S = 20;
export const TIEMPO_ACEPTABLE_S = 30;
export const TIEMPO_EXCELENTE_S = 25;
export const LOGRO_PRINCIPIANTE_PREGUNTAS = 10;
export const LOGRO_PRECISION_MIN_PREGUNTAS = 5;
export const LOGRO_RACHA = 3;

/** Questions answered in total: right plus wrong (blank ones count as wrong). */
export function totalPreguntas(stats: Pick<UserStats, 'total_aciertos' | 'total_fallos'>): number {
  return stats.total_aciertos + stats.total_fallos;
}

/** Right answers as a whole percentage of all questions; 0 with none. */
export function precision(aciertos: number, fallos: number): number {
  const total = aciertos + fallos;
  return total === 0 ? 0 : Math.round((aciertos / total) * 100);
}

export type Tone = 'verde' | 'amarillo' | 'rojo';

/** 80 or more green, 60 or more yellow, otherwise red. */
export function precisionTone(percent: number): Tone {
  if (percent >= PRECISION_ALTA) return 'verde';
  if (percent >= PRECISION_MEDIA) return 'amarillo';
  return 'rojo';
}

/** Average seconds per question as shown: whole seconds. */
export function averageSeconds(tiempoPromedio: number): number {
  return Math.round(tiempoPromedio);
}

export type TimeBand = 'ideal' | 'aceptable' | 'mejorable';

export const TIME_BANDS: { band: TimeBand; label: string; range: string }[] = [
  { band: 'ideal', label: 'Ideal', range: 'Hasta 20 s' },
  { band: 'aceptable', label: 'Aceptable', range: '21-30 s' },
  { band: 'mejorable', label: 'Necesita mejorar', range: 'Más de 30 s' },
];

/** The band of a whole number of seconds; null when there is no time yet (0). */
export function timeBand(seconds: number): TimeBand | null {
  if (seconds <= 0) return null;
  if (seconds <= TIEMPO_IDEAL_S) return 'ideal';
  if (seconds <= TIEMPO_ACEPTABLE_S) return 'aceptable';
  return 'mejorable';
}

/** What the screen shows of the figures, rounded as it shows them. */
export interface ShownStats {
  preguntas: number;
  precision: number;
  segundos: number;
  racha: number;
}

export function shownStats(stats: UserStats): ShownStats {
  return {
    preguntas: totalPreguntas(stats),
    precision: precision(stats.total_aciertos, stats.total_fallos),
    segundos: averageSeconds(stats.tiempo_promedio),
    racha: stats.racha_perfecta,
  };
}

export interface Logro {
  id: 'principiante' | 'precision-master' | 'en-racha';
  titulo: string;
  descripcion: string;
  conseguido: boolean;
}

export function logros(s: ShownStats): Logro[] {
  return [
    {
      id: 'principiante',
      titulo: 'Principiante',
      descripcion: `Responde ${LOGRO_PRINCIPIANTE_PREGUNTAS} preguntas o más`,
      conseguido: s.preguntas >= LOGRO_PRINCIPIANTE_PREGUNTAS,
    },
    {
      id: 'precision-master',
      titulo: 'Precision Master',
      descripcion: `Alcanza una precisión del ${PRECISION_ALTA}% con al menos ${LOGRO_PRECISION_MIN_PREGUNTAS} preguntas`,
      conseguido: s.precision >= PRECISION_ALTA && s.preguntas >= LOGRO_PRECISION_MIN_PREGUNTAS,
    },
    {
      id: 'en-racha',
      titulo: 'En Racha',
      descripcion: `Encadena ${LOGRO_RACHA} tests perfectos seguidos`,
      conseguido: s.racha >= LOGRO_RACHA,
    },
  ];
}

export interface Recomendacion {
  id: 'precision' | 'velocidad' | 'excelente' | 'general';
  titulo: string;
  texto: string;
}

export function recomendaciones(s: ShownStats): Recomendacion[] {
  const list: Recomendacion[] = [];
  if (s.precision < PRECISION_MEDIA) {
    list.push({
      id: 'precision',
      titulo: 'Mejora tu precisión',
      texto:
        'Repasa los temas en los que más fallas antes de hacer tests nuevos y lee con calma cada enunciado.',
    });
  }
  if (s.segundos > TIEMPO_ACEPTABLE_S) {
    list.push({
      id: 'velocidad',
      titulo: 'Gana velocidad',
      texto:
        'Dedicas más de 30 segundos por pregunta: practica con simulacros cronometrados para agilizar tus respuestas.',
    });
  }
  if (s.precision >= PRECISION_ALTA && s.segundos <= TIEMPO_EXCELENTE_S) {
    list.push({
      id: 'excelente',
      titulo: '¡Excelente rendimiento!',
      texto:
        'Aciertas mucho y respondes rápido. Prueba con simulacros en modo examen para consolidarlo.',
    });
  }
  list.push({
    id: 'general',
    titulo: 'Consejo general',
    texto:
      'Estudia un poco cada día y haz tests con regularidad: la constancia es la clave para aprobar.',
  });
  return list;
}

/** Nota media with two decimals, or '-' when it is 0 (spec §2). */
export function notaMediaText(nota: number, format: (n: number) => string): string {
  return nota === 0 ? '-' : format(nota);
}

/** Tiempo Promedio in whole seconds, or '-' when it is 0 (spec §2). */
export function tiempoPromedioText(tiempoPromedio: number): string {
  const s = averageSeconds(tiempoPromedio);
  return s === 0 ? '-' : `${s}s`;
}
