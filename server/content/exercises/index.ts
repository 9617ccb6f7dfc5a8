// The project's own exercise illustrations (SVG line drawings made for Opositor by
// scripts/draw-exercises.ts, one file per slug in this folder), with the Spanish names and synonyms that
// buscar_imagen_stock matches an exercise's name against (accents and case ignored).

export const ILLUSTRATION_CREDIT = 'Opositor (ilustración propia)';

export interface ExerciseIllustration {
  slug: string;
  titulo: string;
  /** Names and synonyms, in Spanish (accents optional). The longest one found in a query wins. */
  sinonimos: string[];
  /** Block types (as the weeks name them) this exercise belongs to; a tie-breaker only. */
  bloques: string[];
}

const FUERZA = 'fuerza';
const RESISTENCIA = 'resistencia';
const ESPECIFICO = 'especifico';
const MOVILIDAD = 'movilidad';

export const EXERCISE_ILLUSTRATIONS: ExerciseIllustration[] = [
  {
    slug: 'flexiones',
    titulo: 'Flexiones de brazos',
    sinonimos: [
      'flexiones',
      'flexion de brazos',
      'flexo-extensiones',
      'flexoextensiones',
      'extensiones de brazos',
      'push up',
      'pushup',
    ],
    bloques: [FUERZA, ESPECIFICO],
  },
  {
    slug: 'dominadas',
    titulo: 'Dominadas',
    sinonimos: [
      'dominadas',
      'dominada',
      'pull up',
      'traccion en barra',
      'flexiones en barra',
      'flexiones de brazos en suspension',
    ],
    bloques: [FUERZA, ESPECIFICO],
  },
  {
    slug: 'suspension-barra',
    titulo: 'Suspensión en barra con brazos flexionados',
    sinonimos: ['suspension en barra', 'suspension', 'colgado en barra', 'isometrico en barra'],
    bloques: [FUERZA, ESPECIFICO],
  },
  {
    slug: 'sentadilla',
    titulo: 'Sentadilla',
    sinonimos: ['sentadilla', 'sentadillas', 'squat', 'goblet'],
    bloques: [FUERZA],
  },
  {
    slug: 'zancada',
    titulo: 'Zancada',
    sinonimos: ['zancada', 'zancadas', 'lunge', 'estocada', 'estocadas'],
    bloques: [FUERZA],
  },
  {
    slug: 'plancha',
    titulo: 'Plancha abdominal',
    sinonimos: ['plancha abdominal', 'plancha', 'plank', 'core'],
    bloques: [FUERZA],
  },
  {
    slug: 'burpee',
    titulo: 'Burpee',
    sinonimos: ['burpee', 'burpees'],
    bloques: [FUERZA, RESISTENCIA],
  },
  {
    slug: 'abdominales',
    titulo: 'Abdominales (encogimientos)',
    sinonimos: ['abdominales', 'abdominal', 'crunch', 'encogimientos'],
    bloques: [FUERZA],
  },
  {
    slug: 'carrera-continua',
    titulo: 'Carrera continua',
    sinonimos: [
      'carrera continua',
      'carrera',
      'correr',
      'rodaje',
      'trote',
      'series de 1.000',
      'series de 400',
      '1.000 m',
      '2.000 m',
      '1000 m',
      '2000 m',
      'fartlek',
      'resistencia aerobica',
    ],
    bloques: [RESISTENCIA],
  },
  {
    slug: 'sprint',
    titulo: 'Sprint',
    sinonimos: [
      'sprints',
      'sprint',
      'velocidad',
      'series de 50',
      'series de 60',
      '50 m',
      '60 m',
      '100 m',
      'aceleraciones',
      'salidas',
    ],
    bloques: [RESISTENCIA, ESPECIFICO],
  },
  {
    slug: 'salto-vertical',
    titulo: 'Salto vertical',
    sinonimos: ['salto vertical', 'detente vertical', 'detente'],
    bloques: [ESPECIFICO, FUERZA],
  },
  {
    slug: 'salto-horizontal',
    titulo: 'Salto horizontal a pies juntos',
    sinonimos: ['salto horizontal', 'salto de longitud', 'pies juntos', 'salto a pies juntos'],
    bloques: [ESPECIFICO, FUERZA],
  },
  {
    slug: 'press-banca',
    titulo: 'Press de banca',
    sinonimos: ['press de banca', 'press banca', 'banca', 'press en banco'],
    bloques: [FUERZA, ESPECIFICO],
  },
  {
    slug: 'remo-barra',
    titulo: 'Remo con barra',
    sinonimos: ['remo con barra', 'remo con mancuerna', 'remo inclinado', 'remo'],
    bloques: [FUERZA],
  },
  {
    slug: 'balon-medicinal',
    titulo: 'Lanzamiento de balón medicinal',
    sinonimos: [
      'lanzamiento de balon medicinal',
      'balon medicinal',
      'lanzamiento de balon',
      'lanzamiento',
    ],
    bloques: [ESPECIFICO, FUERZA],
  },
  {
    slug: 'circuito-agilidad',
    titulo: 'Circuito de agilidad',
    sinonimos: [
      'circuito de agilidad',
      'agilidad',
      'circuito',
      'conos',
      'cambios de direccion',
      'destreza',
    ],
    bloques: [ESPECIFICO],
  },
  {
    slug: 'natacion',
    titulo: 'Natación a crol',
    sinonimos: ['natacion', 'nadar', 'crol', 'soltura acuatica', 'piscina', 'nado', 'estilo libre'],
    bloques: [ESPECIFICO, RESISTENCIA],
  },
  {
    slug: 'trepa-cuerda',
    titulo: 'Trepa de cuerda',
    sinonimos: ['trepa de cuerda', 'trepa', 'subida de cuerda', 'cuerda lisa'],
    bloques: [ESPECIFICO, FUERZA],
  },
  {
    slug: 'peso-muerto',
    titulo: 'Peso muerto',
    sinonimos: ['peso muerto', 'deadlift', 'rumano'],
    bloques: [FUERZA],
  },
  {
    slug: 'press-militar',
    titulo: 'Press militar',
    sinonimos: ['press militar', 'press de hombros', 'press por encima de la cabeza', 'hombros'],
    bloques: [FUERZA],
  },
  {
    slug: 'fondos-paralelas',
    titulo: 'Fondos en paralelas',
    sinonimos: ['fondos en paralelas', 'fondos', 'paralelas', 'dips'],
    bloques: [FUERZA],
  },
  {
    slug: 'comba',
    titulo: 'Saltar a la comba',
    sinonimos: ['comba', 'saltar a la comba', 'cuerda de saltar', 'saltos a la comba'],
    bloques: [RESISTENCIA],
  },
  {
    slug: 'escaladores',
    titulo: 'Escaladores',
    sinonimos: ['escaladores', 'escalador', 'mountain climbers', 'mountain climber'],
    bloques: [FUERZA, RESISTENCIA],
  },
  {
    slug: 'puente-gluteo',
    titulo: 'Puente de glúteo',
    sinonimos: ['puente de gluteo', 'puente', 'hip thrust', 'gluteo', 'gluteos'],
    bloques: [FUERZA],
  },
  {
    slug: 'estiramiento',
    titulo: 'Estiramiento de isquiotibiales',
    sinonimos: [
      'estiramiento',
      'estiramientos',
      'isquiotibiales',
      'flexibilidad',
      'vuelta a la calma',
    ],
    bloques: [MOVILIDAD],
  },
  {
    slug: 'estiramiento-cuadriceps',
    titulo: 'Estiramiento de cuádriceps',
    sinonimos: ['estiramiento de cuadriceps', 'cuadriceps', 'movilidad'],
    bloques: [MOVILIDAD],
  },
  {
    slug: 'bicicleta',
    titulo: 'Bicicleta',
    sinonimos: ['bicicleta', 'bici', 'ciclismo', 'spinning', 'bicicleta estatica'],
    bloques: [RESISTENCIA],
  },
  {
    slug: 'course-navette',
    titulo: 'Course navette (ida y vuelta)',
    sinonimos: ['course navette', 'navette', 'ida y vuelta', 'lanzadera', 'test de leger'],
    bloques: [ESPECIFICO, RESISTENCIA],
  },
  {
    slug: 'salto-cajon',
    titulo: 'Salto al cajón',
    sinonimos: ['salto al cajon', 'cajon', 'box jump', 'pliometria', 'pliometricos', 'step'],
    bloques: [FUERZA, ESPECIFICO],
  },
  {
    slug: 'saltos-tijera',
    titulo: 'Saltos de tijera',
    sinonimos: ['saltos de tijera', 'jumping jacks', 'tijeras', 'calentamiento'],
    bloques: [RESISTENCIA, MOVILIDAD],
  },
  {
    slug: 'curl-biceps',
    titulo: 'Curl de bíceps',
    sinonimos: ['curl de biceps', 'curl', 'biceps'],
    bloques: [FUERZA],
  },
  {
    slug: 'plancha-lateral',
    titulo: 'Plancha lateral',
    sinonimos: ['plancha lateral', 'side plank', 'oblicuos'],
    bloques: [FUERZA],
  },
  {
    slug: 'vallas',
    titulo: 'Paso de vallas',
    sinonimos: ['vallas', 'valla', 'obstaculos', 'saltar vallas'],
    bloques: [ESPECIFICO],
  },
  {
    slug: 'remo-invertido',
    titulo: 'Remo invertido',
    sinonimos: ['remo invertido', 'dominadas australianas', 'remo en barra baja', 'australian'],
    bloques: [FUERZA],
  },
  {
    slug: 'caminar',
    titulo: 'Marcha rápida',
    sinonimos: ['marcha rapida', 'caminar', 'andar', 'marcha', 'paseo'],
    bloques: [RESISTENCIA],
  },
];
