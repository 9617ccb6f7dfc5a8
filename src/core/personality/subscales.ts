// What each IPF-B subscale is called and what its bands mean, as the user reads them in the
// profile and the printable report.
//
// The spec gives only the codes. The names chosen for them, with the letters they stand for:
//   EE  Estabilidad emocional        (Estabilidad Emocional)
//   AI  Autocontrol de impulsos      (Autocontrol de Impulsos)
//   TE  Tolerancia al estrés         (Tolerancia al Estrés)
//   DC  Disciplina y cumplimiento    (Disciplina y Cumplimiento de normas)
//   IR  Iniciativa y resolución      (Iniciativa y Resolución)
//   OS  Orientación al servicio      (Orientación al Servicio)
//   IP  Impresión positiva           (validity scale, not part of the profile)
// They cover what police, military and civil-service selection looks for: emotional balance,
// self-control, performance under pressure, rule-following, decisiveness and public service.
import type { SubscaleCode } from '../contract/personality';

export const BANDS = ['Bajo', 'Medio', 'Alto'] as const;
export type Band = (typeof BANDS)[number];

export interface SubscaleInfo {
  codigo: SubscaleCode;
  nombre: string;
  descripcion: string;
  interpretaciones: Readonly<Record<Band, string>>;
}

export const SUBSCALES: Readonly<Record<SubscaleCode, SubscaleInfo>> = {
  EE: {
    codigo: 'EE',
    nombre: 'Estabilidad emocional',
    descripcion:
      'Mide la serenidad con la que vives el día a día: la estabilidad de tu estado de ánimo, la tendencia a preocuparte y la rapidez con la que te recuperas de los contratiempos. En los cuerpos de seguridad y en la atención al público es la base para actuar con equilibrio y no trasladar las propias tensiones al trabajo.',
    interpretaciones: {
      Bajo: 'Tus respuestas describen un estado de ánimo cambiante y cierta tendencia a preocuparte más de lo necesario. Conviene que identifiques qué situaciones te alteran y que practiques formas de recuperar la calma (descanso, ejercicio, hablar de lo que te inquieta) antes de las pruebas y de la entrevista.',
      Medio:
        'Muestras una estabilidad emocional dentro de lo habitual: la mayor parte del tiempo mantienes el equilibrio, aunque algunas situaciones pueden afectarte más de la cuenta. Reconocer esos momentos te ayudará a gestionarlos mejor.',
      Alto: 'Te describes como una persona serena, de ánimo constante, que se recupera pronto de los reveses. Es un rasgo muy valorado en los procesos de selección; en la entrevista, apóyalo con ejemplos concretos.',
    },
  },
  AI: {
    codigo: 'AI',
    nombre: 'Autocontrol de impulsos',
    descripcion:
      'Valora la capacidad de pensar antes de actuar, de contener las reacciones ante una provocación y de no tomar decisiones en caliente. Es esencial en funciones de autoridad, donde una respuesta impulsiva puede agravar un conflicto o tener consecuencias disciplinarias.',
    interpretaciones: {
      Bajo: 'Tus respuestas indican que a veces reaccionas de forma impulsiva, sobre todo cuando algo te enfada. Entrenar una pausa antes de responder y anticipar las situaciones que te provocan te ayudará a mantener el control, una cualidad que los tribunales observan con atención.',
      Medio:
        'Tu autocontrol es adecuado en la mayoría de las situaciones, aunque en momentos de tensión puede costarte algo más contener tus reacciones. Conviene reforzarlo ante la provocación y el conflicto.',
      Alto: 'Te describes como una persona reflexiva que controla sus reacciones incluso cuando la provocan. Es una fortaleza clara para los puestos de autoridad y de trato con el público.',
    },
  },
  TE: {
    codigo: 'TE',
    nombre: 'Tolerancia al estrés',
    descripcion:
      'Refleja cómo rindes bajo presión: en emergencias, con plazos ajustados o con varias tareas urgentes a la vez. En los cuerpos de seguridad, las Fuerzas Armadas y muchos servicios públicos la presión forma parte del trabajo diario, y mantener la cabeza fría marca la diferencia.',
    interpretaciones: {
      Bajo: 'Tus respuestas sugieren que la presión y las urgencias te desbordan con facilidad. Practicar en condiciones parecidas a las reales (simulacros cronometrados, planificación de tareas) y cuidar el descanso puede ayudarte a ganar confianza.',
      Medio:
        'Toleras la presión de forma aceptable: respondes bien en la mayoría de las situaciones exigentes, aunque las más intensas pueden afectar a tu rendimiento. Exponerte a situaciones de presión controladas te ayudará a mejorar.',
      Alto: 'Te describes como una persona que mantiene la calma y el rendimiento en situaciones de crisis y con plazos ajustados. Es una cualidad muy adecuada para los puestos operativos y de emergencias.',
    },
  },
  DC: {
    codigo: 'DC',
    nombre: 'Disciplina y cumplimiento',
    descripcion:
      'Evalúa el respeto a las normas y a la cadena de mando, la constancia para terminar lo que se empieza y la responsabilidad con las propias obligaciones. Es un rasgo central en organizaciones jerarquizadas como la Policía, la Guardia Civil o las Fuerzas Armadas, y en cualquier puesto de la Administración.',
    interpretaciones: {
      Bajo: 'Tus respuestas reflejan cierta tendencia a aplazar tareas o a saltarte las normas que no compartes. En una organización jerarquizada esto se valora negativamente; trabajar la constancia y el respeto a los procedimientos es una buena inversión.',
      Medio:
        'Cumples las normas y tus obligaciones en la mayoría de los casos, con cierta flexibilidad cuando no las compartes o te resultan pesadas. Reforzar la constancia te ayudará en un entorno reglado.',
      Alto: 'Te describes como una persona disciplinada, constante y respetuosa con las normas y con las instrucciones recibidas. Encaja muy bien con el funcionamiento de los cuerpos jerarquizados.',
    },
  },
  IR: {
    codigo: 'IR',
    nombre: 'Iniciativa y resolución',
    descripcion:
      'Mide la disposición a tomar decisiones con rapidez, a actuar sin esperar instrucciones cuando la situación lo exige y a asumir responsabilidades. En el servicio, muchas situaciones obligan a decidir sobre la marcha y con información incompleta.',
    interpretaciones: {
      Bajo: 'Tus respuestas indican que prefieres que otras personas decidan y que te cuesta tomar la iniciativa. Practicar la toma de decisiones en situaciones sencillas y asumir pequeñas responsabilidades te ayudará a ganar seguridad.',
      Medio:
        'Tomas la iniciativa y decides con soltura en muchas situaciones, aunque en las más comprometidas puedes dudar o preferir que decidan otros. Es un nivel adecuado que puedes seguir desarrollando.',
      Alto: 'Te describes como una persona resolutiva, que toma decisiones con rapidez y asume responsabilidades. Es una fortaleza; cuida que la rapidez vaya siempre acompañada del respeto a los procedimientos.',
    },
  },
  OS: {
    codigo: 'OS',
    nombre: 'Orientación al servicio',
    descripcion:
      'Recoge el interés por ayudar a las personas, el trato respetuoso a cualquier ciudadano y la disposición a escuchar. Es la razón de ser del servicio público y un aspecto que los tribunales valoran en las entrevistas.',
    interpretaciones: {
      Bajo: 'Tus respuestas muestran poco interés por ayudar a los demás o cierta impaciencia con quien pide ayuda. Como el servicio a la ciudadanía es el centro de la función pública, conviene que reflexiones sobre este aspecto.',
      Medio:
        'Muestras una disposición a ayudar y un trato respetuoso dentro de lo habitual, aunque no siempre es tu prioridad. Es un nivel adecuado que puedes reforzar con experiencias de atención al público o de voluntariado.',
      Alto: 'Te describes como una persona con clara vocación de servicio, que disfruta ayudando y trata a todo el mundo con respeto. Es un rasgo muy coherente con la función pública.',
    },
  },
};

export const POSITIVE_IMPRESSION_SCALE = {
  codigo: 'IP',
  nombre: 'Impresión positiva',
  descripcion:
    'Afirmaciones que casi nadie puede suscribir con sinceridad, como no haber mentido nunca. Una media muy alta en ellas sugiere que se ha intentado dar una imagen demasiado favorable.',
} as const;

/** What each point of the answer scale means, shown beside the statements. */
export const LIKERT_LABELS: Readonly<Record<1 | 2 | 3 | 4 | 5, string>> = {
  1: 'Totalmente en desacuerdo',
  2: 'En desacuerdo',
  3: 'Ni de acuerdo ni en desacuerdo',
  4: 'De acuerdo',
  5: 'Totalmente de acuerdo',
};

export interface AlertText {
  titulo: string;
  texto: string;
}

export const ALERT_TEXTS = {
  inconsistenciaAlta: (pares: number): AlertText => ({
    titulo: 'Inconsistencia alta',
    texto: `Has respondido de forma muy distinta a ${pares} pares de afirmaciones casi equivalentes. Revisa tus respuestas: el perfil puede no reflejarte con fidelidad.`,
  }),
  inconsistenciaLimite: (pares: number): AlertText => ({
    titulo: 'Inconsistencia en el límite',
    texto: `Has respondido de forma muy distinta a ${pares} pares de afirmaciones casi equivalentes. El perfil es orientativo; conviene responder con más atención.`,
  }),
  deseabilidad: (): AlertText => ({
    titulo: 'Posible deseabilidad social',
    texto:
      'Has mostrado mucho acuerdo con afirmaciones que casi nadie puede suscribir con sinceridad, como no haber mentido nunca. Es posible que hayas intentado dar una imagen demasiado favorable; en una evaluación real esto resta credibilidad al perfil. Responde con naturalidad.',
  }),
} as const;
