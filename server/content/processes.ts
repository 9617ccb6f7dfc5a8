/**
 * The processes seeded on first start, each with its bank in GIFT files under
 * content/banks/<slug>/ and its official programme under content/programas/<slug>.ts.
 */
export interface StarterProcess {
  slug: string;
  descripcion: string;
  /** Every question of the starter bank has a ref starting with it ('AAE-0001'). */
  refPrefix: string;
  /** Options per question in the real exam (the bank follows it). */
  opciones: 3 | 4;
  /** The fraction of a right answer that a wrong one costs (api.md). */
  penalizacion: number;
  /** The official exam: how many questions, in how many minutes ('Formato oficial'). */
  formato: { preguntas: number; minutos: number } | null;
  /**
   * The official minimum mark of the written test, over 10 and with the penalty, when the
   * process's rules fix one; null when it is set call by call (then the results screen shows
   * none rather than an invented one). `fuente` is shown beside it.
   */
  notaMinima: { nota: number; fuente: string } | null;
}

/** Seeded in this order; a process whose slug already exists is left as it is. */
export const STARTER_PROCESSES: readonly StarterProcess[] = [
  {
    slug: 'auxiliar-administrativo-estado',
    descripcion: 'Auxiliar Administrativo del Estado',
    refPrefix: 'AAE-',
    opciones: 4,
    penalizacion: 1 / 3,
    // Turno libre, Resolución de la SEFP de 20-1-2023 (BOE-A-2023-2175): ejercicio único de 60 (30 del bloque I + 30 psicotécnicas) y 50 (bloque II) preguntas en 90 minutos.
    formato: { preguntas: 110, minutos: 90 },
    // No fixed mark: the Comisión Permanente de Selección sets the minimum of each call's exercise.
    notaMinima: null,
  },
  {
    slug: 'administrativo-estado',
    descripcion: 'Administrativo del Estado',
    refPrefix: 'ADE-',
    opciones: 4,
    penalizacion: 1 / 3,
    // Turno libre, Resolución de la SEFP de 20-1-2023 (BOE-A-2023-2175): ejercicio único de 70 preguntas y un supuesto práctico de 20, en 100 minutos.
    formato: { preguntas: 90, minutos: 100 },
    // No fixed mark: the Comisión Permanente de Selección sets the minimum of each call's exercise.
    notaMinima: null,
  },
  {
    slug: 'policia-nacional-escala-basica',
    descripcion: 'Policía Nacional – Escala Básica',
    refPrefix: 'PNB-',
    opciones: 3,
    // Three options: a wrong answer costs E/(n − 1) = 1/2 of a right one.
    penalizacion: 1 / 2,
    // Convocatoria de la Dirección General de la Policía (BOE, 2024; bases de la Orden INT/632/2024): prueba de conocimientos de 100 preguntas de tres opciones en 50 minutos, nota [A − E/(n − 1)]·10/P.
    formato: { preguntas: 100, minutos: 50 },
    // Orden INT/632/2024 (BOE of 28-6-2024), as the División de Formación y Perfeccionamiento
    // restated it on 10-2-2025: the knowledge test needs at least 3 points out of 10, and then
    // only the best 1.5 candidates per place go on, so the real cut-off of a call is higher.
    notaMinima: {
      nota: 3,
      fuente:
        'Orden INT/632/2024 (prueba de conocimientos: mínimo de 3 puntos sobre 10; después solo siguen las 1,5 mejores personas aspirantes por plaza)',
    },
  },
  {
    slug: 'guardia-civil-cabos-guardias',
    descripcion: 'Guardia Civil – Cabos y Guardias',
    refPrefix: 'GCC-',
    opciones: 4,
    penalizacion: 1 / 3,
    // Convocatoria de la Dirección General de la Guardia Civil (BOE, 2025): 100 preguntas de conocimientos; los 140 minutos son los de toda la prueba teórico-práctica (también ortografía, gramática e inglés), que no da tiempo aparte a los conocimientos.
    formato: { preguntas: 100, minutos: 140 },
    // No fixed mark: each call's tribunal sets the minimum, and the places decide the cut-off.
    notaMinima: null,
  },
];
