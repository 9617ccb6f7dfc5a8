import {
  describePlan,
  explainAnswer,
  generateCloze,
  generateTechnique,
  buildPhysicalWeek,
  buildStudyPlan,
  letterOf,
  relevantPassage,
  summarize,
  LOCI_MAX,
  LOCI_MIN,
  MAX_TEMAS_DESCRIPCION,
  REVIEW_INTERVALS,
} from '../../src/core/ai-local';
import type {
  ExplainInput,
  GeneratedQuestion,
  NivelDetalle,
  PhysicalWeek,
  PhysicalWeekInput,
  PlanDescriptionInput,
  StudyPlan,
  StudyPlanInput,
  TechniqueInput,
} from '../../src/core/ai-local';
import { weekBounds } from '../../src/core/ai-local/dates';
import { normalize } from '../../src/core/ai-local/text';
import {
  descripcionOutputSchema,
  explicacionOutputSchema,
  physicalWeekSchema,
  preguntasOutputSchema,
  resumenOutputSchema,
  studyPlanOutputSchema,
  tecnicaOutputSchema,
} from '../../src/core/contract';
import type { z } from '../../src/core/contract/zod';
import type { AiTask } from './provider';

const ROLE =
  'Eres el asistente de Opositor, una aplicación para preparar oposiciones en España. Escribes en español de España, claro y preciso, y no inventas datos: si el texto no lo dice, no lo afirmes.';
// Long texts are cut for the prompt; the local fallback always sees the whole text.
const PROMPT_TEXT_LIMIT = 40_000;
const REVIEWS = REVIEW_INTERVALS.map((r) => r.etiqueta).join(', ');

function clip(text: string): string {
  return text.length > PROMPT_TEXT_LIMIT ? `${text.slice(0, PROMPT_TEXT_LIMIT)}\n[…]` : text;
}

export const explainTask: AiTask<ExplainInput, z.output<typeof explicacionOutputSchema>, string> = {
  name: 'explicacion',
  instructions: `${ROLE} Actúas como Profesor Virtual: explica por qué la respuesta correcta es correcta y, si el alumno eligió otra, por qué esa no lo es. Empieza con «La respuesta correcta es la <letra>». Apóyate en la explicación de la pregunta y cita su fuente cuando se den; si no hay explicación, dilo con honestidad y no inventes razones: indica solo la opción correcta y, si la hay, la fuente que conviene repasar. En un ejercicio psicotécnico explica la regla que lo resuelve y nunca aconsejes memorizar la respuesta. Usa los fragmentos de los resúmenes del alumno cuando sean pertinentes. Escribe frases completas y gramaticales.`,
  schema: explicacionOutputSchema,
  prompt(input) {
    const lines = [`Pregunta: ${input.pregunta}`, 'Opciones:'];
    for (const r of input.respuestas) lines.push(`${letterOf(r.indice)}) ${r.respuesta}`);
    lines.push(`Respuesta correcta: ${letterOf(input.correcta)}`);
    lines.push(
      `Respuesta elegida: ${input.elegida === null ? 'ninguna' : letterOf(input.elegida)}`,
    );
    if (input.psicotecnico) lines.push('Tipo: ejercicio psicotécnico');
    if (input.fuente)
      lines.push(
        input.psicotecnico ? `Nota de la pregunta: ${input.fuente}` : `Fuente: ${input.fuente}`,
      );
    lines.push(
      input.explicacion
        ? `Explicación de la pregunta: ${input.explicacion}`
        : 'Explicación de la pregunta: no tiene',
    );
    const right = input.respuestas.find((r) => r.indice === input.correcta)?.respuesta ?? '';
    const passage = relevantPassage(input.resumenes ?? [], input.pregunta, right);
    if (passage) lines.push(`Fragmento del resumen del alumno: «${passage}»`);
    return lines.join('\n');
  },
  fromModel({ explicacion }, input) {
    // A psychotechnic answer is understood, never memorised: such advice is not used.
    if (input.psicotecnico && /memoriz/iu.test(explicacion)) return null;
    const letter = letterOf(input.correcta);
    // The letter must be named; a model that forgets gets the opening line added.
    return new RegExp(`\\b${letter}\\b`).test(explicacion)
      ? explicacion
      : `La respuesta correcta es la ${letter}.\n\n${explicacion}`;
  },
  local: explainAnswer,
};

const METHOD_GUIDE: Record<TechniqueInput['metodo'], string> = {
  feynman:
    'Técnica Feynman: la idea central en una frase, la explicación con palabras sencillas, los conceptos clave y las lagunas que comprobar.',
  loci: `Método Loci: entre ${LOCI_MIN} y ${LOCI_MAX} ideas clave, cada una colocada en una estación de un recorrido por una casa, con una imagen mental para cada una.`,
  mapa: 'Mapa mental: el tema en el centro, ramas por apartados y las ideas clave como hojas, en forma de esquema jerárquico con sangrías.',
  preguntas: 'Preguntas de autoevaluación con su respuesta, sacadas solo del texto.',
};

export const techniqueTask: AiTask<TechniqueInput, z.output<typeof tecnicaOutputSchema>, string> = {
  name: 'tecnica',
  instructions: `${ROLE} Creas técnicas de memorización a partir del resumen de un alumno, en texto plano listo para un editor. Termina siempre con los repasos espaciados: ${REVIEWS}.`,
  schema: tecnicaOutputSchema,
  prompt: (input) =>
    [
      `Método: ${METHOD_GUIDE[input.metodo]}`,
      `Tema: ${input.tema}`,
      `Sección: ${input.seccion ?? ''}`,
      'Resumen:',
      clip(input.resumen),
    ].join('\n'),
  fromModel: ({ tecnica }) => tecnica,
  local: generateTechnique,
};

export const planDescriptionTask: AiTask<
  PlanDescriptionInput,
  z.output<typeof descripcionOutputSchema>,
  string
> = {
  name: 'descripcion_plan',
  instructions: `${ROLE} Escribes la descripción breve (de 2 a 4 frases) de un plan de estudio a partir de su título, el proceso selectivo, sus temas y sus fechas.`,
  schema: descripcionOutputSchema,
  prompt: (input) =>
    [
      `Título: ${input.titulo}`,
      `Proceso: ${input.proceso}`,
      `Temas: ${input.temas.slice(0, MAX_TEMAS_DESCRIPCION).join(', ')}`,
      `Fechas: del ${input.fecha_inicio} al ${input.fecha_fin}`,
    ].join('\n'),
  fromModel: ({ descripcion }) => descripcion,
  local: describePlan,
};

export interface SummaryInput {
  texto: string;
  nivel_detalle: NivelDetalle;
}

export const summaryTask: AiTask<SummaryInput, z.output<typeof resumenOutputSchema>, string> = {
  name: 'resumen',
  instructions: `${ROLE} Resumes textos de estudio: conserva los títulos y apartados, las cifras, los plazos y las mayorías exactas, y reduce el texto a entre un cuarto y un tercio de su extensión.`,
  schema: resumenOutputSchema,
  prompt: (input) => `Resume este texto:\n${clip(input.texto)}`,
  fromModel: ({ resumen }) => resumen,
  local: (input) => summarize(input.texto, input.nivel_detalle),
  localOnly: (input) => input.nivel_detalle === 'corto',
};

export interface QuestionsInput {
  texto: string;
  cantidad: number;
  semilla?: string;
  /** The law or article the text comes from, when the SA gave it. */
  fuente?: string | null;
}

export const questionsTask: AiTask<
  QuestionsInput,
  z.output<typeof preguntasOutputSchema>,
  GeneratedQuestion[]
> = {
  name: 'preguntas',
  instructions: `${ROLE} Redactas preguntas tipo test de oposición a partir de un texto: cuatro opciones, exactamente una correcta y comprobable en el texto, distractores verosímiles del mismo tipo que la correcta (una cifra cercana en la misma unidad, otro órgano del mismo tipo), sin opciones repetidas y sin distractores que también puedan ser correctos. Pregunta por lo que un examen pregunta: cifras con su unidad, plazos, mayorías, órganos y términos jurídicos. "indice" empieza en 1; "fuente" es el artículo y la norma de los que sale la pregunta, escritos como 'Art. 66.1 CE' o 'Art. 21.3 Ley 39/2015'.`,
  schema: preguntasOutputSchema,
  prompt: (input) =>
    [
      `Redacta ${input.cantidad} preguntas de este texto.`,
      input.fuente ? `El texto procede de: ${input.fuente}.` : '',
      clip(input.texto),
    ]
      .filter(Boolean)
      .join('\n'),
  fromModel: ({ preguntas }, input) => preguntas.slice(0, input.cantidad),
  local: (input) =>
    generateCloze(input.texto, {
      cantidad: input.cantidad,
      semilla: input.semilla,
      fuente: input.fuente,
    }),
};

function coversEveryTopic(plan: StudyPlan, input: StudyPlanInput): boolean {
  const seen = new Set(plan.plan.flatMap((w) => w.temas_semana.map((t) => normalize(t.trim()))));
  const inRange = plan.plan.every(
    (w) => w.fecha_inicio >= input.fecha_inicio && w.fecha_fin <= input.fecha_fin,
  );
  return inRange && input.temas.every((t) => seen.has(normalize(t.trim())));
}

export const studyPlanTask: AiTask<
  StudyPlanInput,
  z.output<typeof studyPlanOutputSchema>,
  StudyPlan
> = {
  name: 'plan_estudio',
  instructions: `${ROLE} Planificas el estudio semana a semana entre dos fechas: primero la materia nueva, luego repasos espaciados (${REVIEWS}) y las últimas semanas para simulacros. Todos los temas deben aparecer antes de la fecha de fin. "resumen_ia" resume el plan en pocas frases.`,
  schema: studyPlanOutputSchema,
  prompt: (input) =>
    [
      input.titulo ? `Plan: ${input.titulo}` : '',
      input.proceso ? `Proceso: ${input.proceso}` : '',
      `Fechas: del ${input.fecha_inicio} al ${input.fecha_fin}`,
      `Horas al día: ${input.horas_diarias ?? 2}`,
      `Temas: ${input.temas.join('; ')}`,
    ]
      .filter(Boolean)
      .join('\n'),
  // A plan that leaves a topic out, or runs past the dates, is not usable.
  fromModel: (output, input) => (coversEveryTopic(output, input) ? output : null),
  local: buildStudyPlan,
};

export const physicalWeekTask: AiTask<
  PhysicalWeekInput,
  z.output<typeof physicalWeekSchema>,
  PhysicalWeek
> = {
  name: 'semana_fisica',
  instructions: `${ROLE} Eres preparador físico de oposiciones. Diseñas una semana de entrenamiento periodizada para el tipo de prueba indicado: la carga sube semana a semana y baja en la puesta a punto final. Cada ejercicio lleva series, repeticiones, RPE (1-10), tempo, descanso, notas y una explicación para principiantes; añade un glosario.`,
  schema: physicalWeekSchema,
  prompt: (input) =>
    [
      `Tipo de prueba: ${input.tipo_prueba}`,
      `Plan: del ${input.fecha_inicio} al ${input.fecha_fin}`,
      `Semana: ${input.semana}`,
    ].join('\n'),
  // The week's dates are ours to fix, not the model's.
  fromModel: (output, input) => ({
    ...output,
    ...weekBounds(input.fecha_inicio, input.fecha_fin, input.semana),
  }),
  local: buildPhysicalWeek,
};
