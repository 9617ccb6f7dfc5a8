import { normalize } from './text';

/** An exercise whose volume and effort grow with the week's progress p (0 = lightest, 1 = peak). */
export interface ExerciseTemplate {
  nombre: string;
  series: [number, number];
  reps: string | ((p: number) => string);
  rpe: [number, number];
  tempo: string;
  descanso: string;
  notas: string;
  explicacion_neofita: string;
}

export interface BlockTemplate {
  tipo: string;
  descripcion: string;
  explicacion_neofita: string;
  ejercicios: ExerciseTemplate[];
}

export interface DayTemplate {
  foco: string;
  bloques: BlockTemplate[];
}

export interface PhysicalProfile {
  id: 'policia' | 'guardia-civil' | 'bombero' | 'militar' | 'general';
  nombre: string;
  pruebas: string;
  /** In priority order: a 3-session week uses the first three. */
  dias: DayTemplate[];
}

const minutes = (from: number, to: number) => (p: number) =>
  `${Math.round((from + (to - from) * p) / 5) * 5} min`;

const E = {
  dominadas: {
    nombre: 'Dominadas (asistidas con banda si aún no llegas)',
    series: [3, 6],
    reps: 'Máximo técnico dejando 1-2 en reserva',
    rpe: [7, 9],
    tempo: '2-0-1-1',
    descanso: '2 min',
    notas: 'Barbilla por encima de la barra y bajada completa; sin balanceo.',
    explicacion_neofita:
      'Cuélgate de una barra y sube el cuerpo hasta pasar la barbilla. Una banda elástica bajo los pies te ayuda al principio.',
  },
  suspension: {
    nombre: 'Suspensión en barra con brazos flexionados',
    series: [3, 5],
    reps: 'Máximo tiempo con la barbilla sobre la barra',
    rpe: [7, 9],
    tempo: 'Isométrico',
    descanso: '90 s',
    notas: 'Agarre en pronación y hombros activos; para cuando la barbilla baje de la barra.',
    explicacion_neofita:
      'Quédate colgado con los brazos doblados, como a mitad de una dominada, el máximo tiempo posible.',
  },
  flexiones: {
    nombre: 'Flexiones de brazos',
    series: [3, 5],
    reps: '10-20',
    rpe: [6, 8],
    tempo: '2-0-1-0',
    descanso: '60-90 s',
    notas: 'Cuerpo recto de cabeza a talones; el pecho casi toca el suelo.',
    explicacion_neofita:
      'Boca abajo, con las manos bajo los hombros, baja el pecho hacia el suelo y empuja para subir. Apoya las rodillas si lo necesitas.',
  },
  sentadilla: {
    nombre: 'Sentadilla goblet',
    series: [3, 5],
    reps: '8-10',
    rpe: [6, 8],
    tempo: '3-1-1-0',
    descanso: '90 s',
    notas: 'Talones apoyados y rodillas en la línea de los pies.',
    explicacion_neofita:
      'Sujeta una pesa pegada al pecho y siéntate hacia atrás como en una silla baja; luego levántate.',
  },
  pesoMuerto: {
    nombre: 'Peso muerto rumano con mancuernas',
    series: [3, 4],
    reps: '8',
    rpe: [6, 8],
    tempo: '3-0-1-0',
    descanso: '2 min',
    notas: 'Espalda neutra; la cadera va atrás y las rodillas apenas se doblan.',
    explicacion_neofita:
      'De pie con pesas en las manos, inclínate llevando el culo atrás con la espalda recta y vuelve a subir.',
  },
  pressBanca: {
    nombre: 'Press de banca',
    series: [3, 5],
    reps: '6-8',
    rpe: [6, 8.5],
    tempo: '2-1-1-0',
    descanso: '2 min',
    notas: 'Pies en el suelo y escápulas juntas; la barra baja hasta rozar el pecho.',
    explicacion_neofita:
      'Tumbado en un banco, baja la barra al pecho y empújala hacia arriba. Usa siempre a alguien que te ayude.',
  },
  plancha: {
    nombre: 'Plancha abdominal',
    series: [3, 4],
    reps: '30-45 s',
    rpe: [6, 7],
    tempo: 'Isométrico',
    descanso: '45 s',
    notas: 'Glúteos apretados y sin hundir la zona lumbar.',
    explicacion_neofita:
      'Apoya antebrazos y puntas de los pies y mantén el cuerpo recto como una tabla.',
  },
  trepa: {
    nombre: 'Trepa de cuerda (o remo invertido si no hay cuerda)',
    series: [3, 5],
    reps: '2-3 subidas',
    rpe: [7, 9],
    tempo: 'Controlado',
    descanso: '2-3 min',
    notas: 'Usa las piernas para pinzar la cuerda y ahorrar brazos.',
    explicacion_neofita:
      'Sube por una cuerda vertical agarrándote con manos y pies. Si no tienes cuerda, tira de tu cuerpo hacia una barra baja.',
  },
  salto: {
    nombre: 'Salto horizontal a pies juntos',
    series: [3, 5],
    reps: '5 saltos',
    rpe: [7, 8],
    tempo: 'Explosivo',
    descanso: '2 min',
    notas: 'Impulso con los brazos y caída amortiguada sin perder el equilibrio.',
    explicacion_neofita:
      'Con los pies juntos, salta hacia delante lo más lejos que puedas y aterriza flexionando las rodillas.',
  },
  carreraContinua: {
    nombre: 'Carrera continua',
    series: [1, 1],
    reps: minutes(20, 45),
    rpe: [5, 6],
    tempo: 'Ritmo cómodo: puedes hablar mientras corres',
    descanso: '—',
    notas: 'Terreno llano; si no puedes hablar, baja el ritmo.',
    explicacion_neofita: 'Corre sin parar a un ritmo que te permita mantener una conversación.',
  },
  series400: {
    nombre: 'Series de 400 m',
    series: [4, 8],
    reps: '400 m',
    rpe: [7, 9],
    tempo: 'Algo más rápido que el ritmo de tu prueba',
    descanso: '90 s trotando',
    notas: 'Todas las series al mismo ritmo; si la última es mucho más lenta, sobran series.',
    explicacion_neofita: 'Corre una vuelta de pista rápido, descansa trotando suave y repite.',
  },
  series1000: {
    nombre: 'Series de 1.000 m',
    series: [2, 5],
    reps: '1.000 m',
    rpe: [7, 9],
    tempo: 'Ritmo objetivo de la prueba',
    descanso: '3 min andando',
    notas: 'Apunta el tiempo de cada serie para ver tu progreso.',
    explicacion_neofita:
      'Corre 1 km al ritmo que quieres llevar el día del examen, descansa y repite.',
  },
  sprints: {
    nombre: 'Sprints de 50 m',
    series: [4, 8],
    reps: '50 m',
    rpe: [8, 9],
    tempo: 'Máxima velocidad',
    descanso: '2 min',
    notas: 'Salida desde parado, como en la prueba.',
    explicacion_neofita:
      'Corre 50 metros lo más rápido que puedas y descansa del todo antes de repetir.',
  },
  agilidad: {
    nombre: 'Circuito de agilidad',
    series: [4, 8],
    reps: '1 circuito',
    rpe: [8, 9],
    tempo: 'Máxima velocidad con técnica',
    descanso: '2-3 min',
    notas: 'Monta conos con el recorrido de tu convocatoria y ensaya los cambios de dirección.',
    explicacion_neofita:
      'Un recorrido con giros, vallas y cambios de dirección que se hace lo más rápido posible.',
  },
  natacion: {
    nombre: 'Natación a crol',
    series: [4, 10],
    reps: '50 m',
    rpe: [6, 8],
    tempo: 'Ritmo de prueba',
    descanso: '45 s',
    notas: 'Trabaja la salida y el viraje; respira cada 3 brazadas si puedes.',
    explicacion_neofita:
      'Nada 50 metros a crol (estilo libre) y descansa en el borde antes de repetir.',
  },
  navette: {
    nombre: 'Carrera de ida y vuelta (course navette)',
    series: [3, 6],
    reps: '2 min a ritmo de prueba',
    rpe: [7, 9],
    tempo: 'Ritmo creciente',
    descanso: '2 min',
    notas: 'Pisa la línea en cada giro y gira sobre el pie de fuera.',
    explicacion_neofita:
      'Corre entre dos líneas separadas 20 metros, girando en cada una, cada vez un poco más rápido.',
  },
} satisfies Record<string, ExerciseTemplate>;

const fuerza = (descripcion: string, ejercicios: ExerciseTemplate[]): BlockTemplate => ({
  tipo: 'Fuerza',
  descripcion,
  explicacion_neofita:
    'Ejercicios con tu peso o con cargas para hacer los músculos más fuertes. La técnica va antes que el peso.',
  ejercicios,
});
const resistencia = (descripcion: string, ejercicios: ExerciseTemplate[]): BlockTemplate => ({
  tipo: 'Resistencia',
  descripcion,
  explicacion_neofita: 'Trabajo para aguantar más tiempo corriendo o nadando sin agotarte.',
  ejercicios,
});
const especifico = (descripcion: string, ejercicios: ExerciseTemplate[]): BlockTemplate => ({
  tipo: 'Específico de la prueba',
  descripcion,
  explicacion_neofita:
    'Ensayos de las pruebas del examen, para que el día de la prueba nada te resulte nuevo.',
  ejercicios,
});

const PROFILES: PhysicalProfile[] = [
  {
    id: 'policia',
    nombre: 'Policía Nacional',
    pruebas: 'circuito de agilidad, dominadas (o suspensión en barra) y carrera de 1.000 m',
    dias: [
      {
        foco: 'Fuerza de tren superior',
        bloques: [
          fuerza('Tracción y empuje para las dominadas o la suspensión.', [
            E.dominadas,
            E.suspension,
            E.flexiones,
            E.plancha,
          ]),
        ],
      },
      {
        foco: 'Carrera de 1.000 m',
        bloques: [resistencia('Ritmo de prueba en series.', [E.series400, E.series1000])],
      },
      {
        foco: 'Agilidad y velocidad',
        bloques: [especifico('Circuito de agilidad y salidas rápidas.', [E.agilidad, E.sprints])],
      },
      {
        foco: 'Resistencia aeróbica',
        bloques: [
          resistencia('Base aeróbica para recuperar mejor entre series.', [E.carreraContinua]),
        ],
      },
      {
        foco: 'Fuerza general',
        bloques: [
          fuerza('Piernas y tronco fuertes para correr y cambiar de dirección.', [
            E.sentadilla,
            E.pesoMuerto,
            E.plancha,
          ]),
        ],
      },
    ],
  },
  {
    id: 'guardia-civil',
    nombre: 'Guardia Civil',
    pruebas: 'velocidad, carrera de 2.000 m, extensiones de brazos y soltura acuática (natación)',
    dias: [
      {
        foco: 'Carrera de 2.000 m',
        bloques: [resistencia('Ritmo de prueba en series largas.', [E.series1000, E.series400])],
      },
      {
        foco: 'Extensiones de brazos',
        bloques: [
          fuerza('Empuje y tronco para las flexiones.', [E.flexiones, E.pressBanca, E.plancha]),
        ],
      },
      {
        foco: 'Natación y velocidad',
        bloques: [
          especifico('Natación a ritmo de prueba y salidas de velocidad.', [E.natacion, E.sprints]),
        ],
      },
      {
        foco: 'Resistencia aeróbica',
        bloques: [resistencia('Base aeróbica.', [E.carreraContinua])],
      },
      {
        foco: 'Fuerza general',
        bloques: [fuerza('Piernas y cadena posterior.', [E.sentadilla, E.pesoMuerto])],
      },
    ],
  },
  {
    id: 'bombero',
    nombre: 'Bombero',
    pruebas:
      'natación, trepa de cuerda, dominadas, press de banca y carreras de velocidad y de resistencia',
    dias: [
      {
        foco: 'Fuerza máxima',
        bloques: [
          fuerza('Press de banca y tracciones pesadas.', [E.pressBanca, E.dominadas, E.pesoMuerto]),
        ],
      },
      {
        foco: 'Natación',
        bloques: [especifico('Series de natación a ritmo de prueba.', [E.natacion])],
      },
      {
        foco: 'Trepa y tronco',
        bloques: [especifico('Trepa de cuerda y estabilidad.', [E.trepa, E.suspension, E.plancha])],
      },
      {
        foco: 'Carrera',
        bloques: [resistencia('Velocidad y resistencia en carrera.', [E.sprints, E.series1000])],
      },
      {
        foco: 'Resistencia aeróbica',
        bloques: [resistencia('Base aeróbica.', [E.carreraContinua])],
      },
    ],
  },
  {
    id: 'militar',
    nombre: 'Fuerzas Armadas',
    pruebas:
      'salto horizontal a pies juntos, flexo-extensiones de brazos y una prueba de resistencia (course navette o carrera)',
    dias: [
      {
        foco: 'Potencia de piernas',
        bloques: [fuerza('Saltos y fuerza de piernas.', [E.salto, E.sentadilla])],
      },
      {
        foco: 'Resistencia',
        bloques: [especifico('Ensayo de la prueba de resistencia.', [E.navette])],
      },
      {
        foco: 'Tren superior',
        bloques: [fuerza('Flexo-extensiones de brazos y tronco.', [E.flexiones, E.plancha])],
      },
      {
        foco: 'Resistencia aeróbica',
        bloques: [resistencia('Base aeróbica.', [E.carreraContinua])],
      },
      { foco: 'Intervalos', bloques: [resistencia('Series para subir el ritmo.', [E.series400])] },
    ],
  },
  {
    id: 'general',
    nombre: 'preparación física general',
    pruebas: 'fuerza, resistencia y agilidad',
    dias: [
      {
        foco: 'Fuerza general',
        bloques: [fuerza('Todo el cuerpo.', [E.sentadilla, E.flexiones, E.pesoMuerto, E.plancha])],
      },
      {
        foco: 'Resistencia aeróbica',
        bloques: [resistencia('Base aeróbica.', [E.carreraContinua])],
      },
      {
        foco: 'Velocidad y agilidad',
        bloques: [especifico('Cambios de ritmo y de dirección.', [E.sprints, E.agilidad])],
      },
      { foco: 'Intervalos', bloques: [resistencia('Series para subir el ritmo.', [E.series400])] },
      {
        foco: 'Fuerza de tracción',
        bloques: [fuerza('Espalda y agarre.', [E.dominadas, E.suspension])],
      },
    ],
  },
];

/** The profile for a plan's `tipo_prueba` (free text): police, Guardia Civil, firefighter, military or general. */
export function profileFor(tipoPrueba: string): PhysicalProfile {
  const t = normalize(tipoPrueba);
  const id: PhysicalProfile['id'] = t.includes('guardia civil')
    ? 'guardia-civil'
    : /polic/.test(t)
      ? 'policia'
      : /bomber/.test(t)
        ? 'bombero'
        : /milit|ejercito|fuerzas armadas|armada|tropa|marineria|soldad/.test(t)
          ? 'militar'
          : 'general';
  return PROFILES.find((p) => p.id === id) as PhysicalProfile;
}
