// The official scales of the physical tests a physical plan's tipo_prueba leads to, with the
// text each comes from. Scoring is in src/core/plans/physical-scales.ts (shared with the
// device). Figures are written as the official tables give them; where a figure could not be
// confirmed it is NOT invented: the test is kept without a scale ('sin_escala'), or, where
// only the eliminating mark is known, as 'apto' with that mark and a note the user reads.
import type { Banda, EscalaFisica, PruebaFisica } from '../../src/core/plans/physical-scales';

const bands = (pairs: [number, number][]): Banda[] =>
  pairs.map(([puntos, limite]) => ({ puntos, limite }));

const noScale = (
  id: string,
  nombre: string,
  unidad: PruebaFisica['unidad'],
  mejor: PruebaFisica['mejor'],
): PruebaFisica => ({
  id,
  nombre,
  sexo: 'todos',
  unidad,
  mejor,
  decimales: unidad === 'repeticiones' ? 0 : 2,
  tipo: 'sin_escala',
  bandas: [],
  minimo: null,
  nota: 'Cada convocatoria fija su propia escala: compara tu marca con la de tus bases.',
});

/**
 * Policía Nacional, Escala Básica: circuito de agilidad, dominadas (hombres) or flexed-arm
 * hang (mujeres), 1.000 m; each scored 0-10 and 0 in any of them eliminates. Source: the
 * annex of physical tests of the Dirección General de la Policía's calls for the Escala
 * Básica (e.g. BOE of 29 August 2020, BOE-A-2020-10050), unchanged in later calls.
 * The 1.000 m points table between 1 and 10 could not be confirmed here: only its eliminating
 * mark (3'49" or more for men, 4'46" or more for women is 0 points) is used, as Apto/No apto.
 */
const POLICIA_NACIONAL: EscalaFisica = {
  id: 'policia-nacional',
  nombre: 'Policía Nacional (Escala Básica)',
  fuente:
    'Anexo de pruebas de aptitud física de las convocatorias de la Escala Básica de la Policía Nacional (Dirección General de la Policía; p. ej. BOE-A-2020-10050, BOE de 29 de agosto de 2020).',
  pruebas: [
    {
      id: 'pn-circuito-h',
      nombre: 'Circuito de agilidad',
      sexo: 'hombre',
      unidad: 'segundos',
      mejor: 'menor',
      decimales: 1,
      tipo: 'puntos',
      bandas: bands([
        [10, 8.2],
        [9, 8.8],
        [8, 9.3],
        [7, 9.7],
        [6, 10.1],
        [5, 10.5],
        [4, 10.9],
        [3, 11.2],
        [2, 11.4],
        [1, 11.6],
      ]),
      minimo: null,
      nota: null,
    },
    {
      id: 'pn-circuito-m',
      nombre: 'Circuito de agilidad',
      sexo: 'mujer',
      unidad: 'segundos',
      mejor: 'menor',
      decimales: 1,
      tipo: 'puntos',
      bandas: bands([
        [10, 9.3],
        [9, 9.8],
        [8, 10.3],
        [7, 10.8],
        [6, 11.2],
        [5, 11.6],
        [4, 12.0],
        [3, 12.3],
        [2, 12.5],
        [1, 12.7],
      ]),
      minimo: null,
      nota: null,
    },
    {
      id: 'pn-dominadas-h',
      nombre: 'Dominadas',
      sexo: 'hombre',
      unidad: 'repeticiones',
      mejor: 'mayor',
      decimales: 0,
      tipo: 'puntos',
      bandas: bands([
        [10, 17],
        [9, 16],
        [8, 15],
        [7, 14],
        [6, 12],
        [5, 10],
        [4, 8],
        [3, 7],
        [2, 6],
        [1, 5],
      ]),
      minimo: null,
      nota: null,
    },
    {
      id: 'pn-suspension-m',
      nombre: 'Suspensión en barra',
      sexo: 'mujer',
      unidad: 'segundos',
      mejor: 'mayor',
      decimales: 0,
      tipo: 'puntos',
      bandas: bands([
        [10, 95],
        [9, 86],
        [8, 78],
        [7, 70],
        [6, 63],
        [5, 57],
        [4, 52],
        [3, 46],
        [2, 41],
        [1, 36],
      ]),
      minimo: null,
      nota: null,
    },
    {
      id: 'pn-1000-h',
      nombre: 'Carrera de 1.000 m',
      sexo: 'hombre',
      unidad: 'segundos',
      mejor: 'menor',
      decimales: 0,
      tipo: 'apto',
      bandas: [],
      minimo: 228,
      nota: 'Solo se comprueba la marca eliminatoria (3:49 o más es 0 puntos); los puntos de 1 a 10 no están confirmados aquí.',
    },
    {
      id: 'pn-1000-m',
      nombre: 'Carrera de 1.000 m',
      sexo: 'mujer',
      unidad: 'segundos',
      mejor: 'menor',
      decimales: 0,
      tipo: 'apto',
      bandas: [],
      minimo: 285,
      nota: 'Solo se comprueba la marca eliminatoria (4:46 o más es 0 puntos); los puntos de 1 a 10 no están confirmados aquí.',
    },
  ],
};

/**
 * Guardia Civil (cabos y guardias): the tests are Apto/No apto. The minimum marks could not be
 * confirmed against the current call here, so no minimum is applied: the marks are logged
 * and charted, and the user compares them with the call's bases.
 */
const GUARDIA_CIVIL: EscalaFisica = {
  id: 'guardia-civil',
  nombre: 'Guardia Civil (cabos y guardias)',
  fuente:
    'Convocatoria anual de ingreso en los centros docentes de formación para la incorporación a la Escala de Cabos y Guardias (pruebas de Apto/No apto).',
  pruebas: [
    noScale('gc-velocidad', 'Prueba de velocidad', 'segundos', 'menor'),
    noScale('gc-2000', 'Carrera de 2.000 m', 'segundos', 'menor'),
    noScale('gc-extensiones', 'Extensiones de brazos', 'repeticiones', 'mayor'),
    noScale('gc-natacion', 'Soltura acuática (50 m)', 'segundos', 'menor'),
  ],
};

/** Firefighters: every city, province or region calls its own tests and scales. */
const BOMBEROS: EscalaFisica = {
  id: 'bomberos',
  nombre: 'Bomberos',
  fuente:
    'No hay escala nacional: cada ayuntamiento, consorcio o comunidad publica sus pruebas y baremos en las bases de su convocatoria.',
  pruebas: [
    noScale('bo-natacion', 'Natación (50 m)', 'segundos', 'menor'),
    noScale('bo-trepa', 'Trepa de cuerda', 'segundos', 'menor'),
    noScale('bo-dominadas', 'Dominadas', 'repeticiones', 'mayor'),
    noScale('bo-press', 'Press de banca', 'repeticiones', 'mayor'),
    noScale('bo-100', 'Carrera de 100 m', 'segundos', 'menor'),
    noScale('bo-1000', 'Carrera de 1.000 m', 'segundos', 'menor'),
  ],
};

/**
 * Fuerzas Armadas (tropa y marinería): Apto/No apto marks by sex and age group; those figures
 * could not be confirmed here, so none is applied.
 */
const FUERZAS_ARMADAS: EscalaFisica = {
  id: 'fuerzas-armadas',
  nombre: 'Fuerzas Armadas (tropa y marinería)',
  fuente:
    'Pruebas de aptitud física de los procesos de selección para militar de tropa y marinería (Ministerio de Defensa), con marcas por sexo y edad.',
  pruebas: [
    noScale('fa-salto', 'Salto horizontal a pies juntos', 'metros', 'mayor'),
    noScale('fa-flexiones', 'Flexo-extensiones de brazos', 'repeticiones', 'mayor'),
    noScale('fa-navette', 'Course navette (periodos)', 'repeticiones', 'mayor'),
  ],
};

const GENERAL: EscalaFisica = {
  id: 'general',
  nombre: 'Preparación física general',
  fuente: 'Sin escala oficial: marcas de seguimiento personal.',
  pruebas: [
    noScale('ge-1000', 'Carrera de 1.000 m', 'segundos', 'menor'),
    noScale('ge-flexiones', 'Flexiones', 'repeticiones', 'mayor'),
    noScale('ge-dominadas', 'Dominadas', 'repeticiones', 'mayor'),
  ],
};

export const ESCALAS_FISICAS: EscalaFisica[] = [
  POLICIA_NACIONAL,
  GUARDIA_CIVIL,
  BOMBEROS,
  FUERZAS_ARMADAS,
  GENERAL,
];

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The scale for a plan's tipo_prueba (free text). Local and regional police are not the Policía Nacional. */
export function escalaFor(tipoPrueba: string): EscalaFisica {
  const t = fold(tipoPrueba);
  const id = t.includes('guardia civil')
    ? 'guardia-civil'
    : /polic|cnp/.test(t) && !/local|municipal|autonom|ertzain|mossos|foral|portuari/.test(t)
      ? 'policia-nacional'
      : /bomber|extincion|salvamento/.test(t)
        ? 'bomberos'
        : /milit|ejercito|fuerzas armadas|armada|tropa|marineria|soldad/.test(t)
          ? 'fuerzas-armadas'
          : 'general';
  return ESCALAS_FISICAS.find((e) => e.id === id) ?? GENERAL;
}

export function pruebaOf(escala: EscalaFisica, id: string): PruebaFisica | null {
  return escala.pruebas.find((p) => p.id === id) ?? null;
}
