import { isIsoDate } from '../ai-local/dates';
import { METODOS } from '../ai-local/technique';
import { z } from './zod';
import { MSG, requiredString } from './common';

export * from './ai-output';

export const AI_MSG = {
  preguntaRequired: 'Falta el enunciado de la pregunta',
  preguntaTooLong: 'El enunciado no puede superar los 5.000 caracteres',
  respuestas: 'La pregunta debe tener entre 2 y 10 respuestas',
  respuestaTooLong: 'Cada respuesta puede tener como máximo 2.000 caracteres',
  indicesRepetidos: 'Hay dos respuestas con el mismo índice',
  correcta: 'Indica cuál es la respuesta correcta (su índice o su letra)',
  correctaNoExiste: 'La respuesta correcta no está entre las opciones',
  elegida: 'La respuesta elegida debe ser un índice o una letra',
  elegidaNoExiste: 'La respuesta elegida no está entre las opciones',
  fuenteTooLong: 'La fuente no puede superar los 500 caracteres',
  explicacionTooLong: 'La explicación no puede superar los 5.000 caracteres',
  resumenes: 'Se admiten como máximo 20 resúmenes',
  resumenRequired: 'Escribe el contenido del resumen para generar la técnica',
  textTooLong: 'El texto no puede superar los 100.000 caracteres',
  fieldTooLong: 'Un campo de texto supera los 300 caracteres',
  metodo: 'Método no válido: elige feynman, loci, mapa o preguntas',
  // The spec's own messages for the study-plan form.
  titleShort: 'Escribe un título más descriptivo',
  required: 'Completa todos los campos requeridos',
  temas: 'Selecciona al menos un tema para el plan',
  fecha: 'Fecha no válida: usa el formato aaaa-mm-dd',
  fechaOrden: 'La fecha de fin no puede ser anterior a la de inicio',
} as const;

/** Longest text an AI tool accepts (a long summary); the 1 MB body limit stops anything bigger. */
export const AI_MAX_TEXT = 100_000;
const MAX_OPTIONS = 10;
const SHORT = 300;

const shortText = z.string({ error: MSG.invalidInput }).trim().max(SHORT, AI_MSG.fieldTooLong);
const isoDate = (message: string) => requiredString(message).refine(isIsoDate, AI_MSG.fecha);

/** An option's `indice` (1 = A) given as a number, a numeric string or a letter. */
function indiceSchema(message: string) {
  return z.union(
    [
      z.number().int().min(1).max(26),
      z
        .string()
        .trim()
        .regex(/^([A-Za-z]|\d{1,2})$/)
        .transform((v) => (/^\d+$/.test(v) ? Number(v) : v.toUpperCase().charCodeAt(0) - 64))
        .pipe(z.number().int().min(1).max(26)),
    ],
    { error: message },
  );
}

const optionSchema = z.object({
  indice: z
    .number({ error: MSG.invalidInput })
    .int(MSG.invalidInput)
    .min(1, MSG.invalidInput)
    .max(26, MSG.invalidInput),
  respuesta: z.string({ error: MSG.invalidInput }).max(2000, AI_MSG.respuestaTooLong),
});

// The runner sends {indice, respuesta}; a plain list of texts is lettered in order.
const respuestasSchema = z
  .array(
    z.union([optionSchema, z.string().max(2000, AI_MSG.respuestaTooLong)], {
      error: MSG.invalidInput,
    }),
    {
      error: AI_MSG.respuestas,
    },
  )
  .min(2, AI_MSG.respuestas)
  .max(MAX_OPTIONS, AI_MSG.respuestas)
  .transform((list) =>
    list.map((r, i) => (typeof r === 'string' ? { indice: i + 1, respuesta: r } : r)),
  )
  .refine(
    (list) => new Set(list.map((r) => r.indice)).size === list.length,
    AI_MSG.indicesRepetidos,
  );

export const profesorVirtualRequestSchema = z
  .object({
    pregunta: requiredString(AI_MSG.preguntaRequired)
      .trim()
      .min(1, AI_MSG.preguntaRequired)
      .max(5000, AI_MSG.preguntaTooLong),
    respuestas: respuestasSchema,
    correcta: indiceSchema(AI_MSG.correcta),
    elegida: indiceSchema(AI_MSG.elegida).nullable().default(null),
    fuente: z
      .string({ error: MSG.invalidInput })
      .trim()
      .max(500, AI_MSG.fuenteTooLong)
      .nullable()
      .default(null),
    tema: shortText.optional(),
    /** Beyond api.md, optional: the bank question's id, explanation and whether it is a psychotechnic item. */
    id: z
      .number({ error: MSG.invalidInput })
      .int(MSG.invalidInput)
      .positive(MSG.invalidInput)
      .optional(),
    explicacion: z
      .string({ error: MSG.invalidInput })
      .trim()
      .max(5000, AI_MSG.explicacionTooLong)
      .nullable()
      .default(null),
    psicotecnico: z.boolean({ error: MSG.invalidInput }).optional(),
    resumenes: z
      .array(z.string({ error: MSG.invalidInput }).max(AI_MAX_TEXT, AI_MSG.textTooLong), {
        error: MSG.invalidInput,
      })
      .max(20, AI_MSG.resumenes)
      .default([]),
  })
  .superRefine((body, ctx) => {
    const indices = new Set(body.respuestas.map((r) => r.indice));
    if (!indices.has(body.correcta))
      ctx.addIssue({ code: 'custom', path: ['correcta'], message: AI_MSG.correctaNoExiste });
    if (body.elegida !== null && !indices.has(body.elegida)) {
      ctx.addIssue({ code: 'custom', path: ['elegida'], message: AI_MSG.elegidaNoExiste });
    }
  });
export type ProfesorVirtualRequest = z.output<typeof profesorVirtualRequestSchema>;

export const generarTecnicaRequestSchema = z.object({
  resumen: requiredString(AI_MSG.resumenRequired)
    .trim()
    .min(1, AI_MSG.resumenRequired)
    .max(AI_MAX_TEXT, AI_MSG.textTooLong),
  tema: shortText.default(''),
  seccion: shortText.default(''),
  metodo: z.enum(METODOS, { error: AI_MSG.metodo }),
});

// The spec sends the topics "as up to 5 joined"; a list is accepted too.
const temasSchema = z
  .union(
    [z.array(shortText).max(500, AI_MSG.fieldTooLong), z.string().max(5000, AI_MSG.fieldTooLong)],
    {
      error: AI_MSG.temas,
    },
  )
  .transform((v) => (typeof v === 'string' ? v.split(',') : v).map((t) => t.trim()).filter(Boolean))
  .refine((list) => list.length > 0, AI_MSG.temas);

export const generarDescripcionPlanRequestSchema = z
  .object({
    titulo: requiredString(AI_MSG.required)
      .trim()
      .min(1, AI_MSG.required)
      .min(5, AI_MSG.titleShort)
      .max(200, AI_MSG.fieldTooLong),
    proceso: requiredString(AI_MSG.required)
      .trim()
      .min(1, AI_MSG.required)
      .max(SHORT, AI_MSG.fieldTooLong),
    temas: temasSchema,
    fecha_inicio: isoDate(AI_MSG.required),
    fecha_fin: isoDate(AI_MSG.required),
  })
  .refine((b) => b.fecha_fin >= b.fecha_inicio, {
    path: ['fecha_fin'],
    message: AI_MSG.fechaOrden,
  });

export const AI_FALLBACK_REASONS = [
  'tiempo_agotado',
  'json_no_valido',
  'esquema_no_valido',
  'error',
] as const;
export type AiFallbackReason = (typeof AI_FALLBACK_REASONS)[number];

/** Which engine answered; on a fallback, which model failed, why, and a message for the user. */
export const aiMetaShape = {
  motor: z.string(),
  aviso: z.string().optional(),
  respaldo: z.object({ modelo: z.string(), motivo: z.enum(AI_FALLBACK_REASONS) }).optional(),
};
export const aiMetaSchema = z.object(aiMetaShape);
export type AiMeta = z.infer<typeof aiMetaSchema>;

export const profesorVirtualResponseSchema = z.object({
  success: z.literal(true),
  explicacion: z.string(),
  ...aiMetaShape,
});
export const generarTecnicaResponseSchema = z.object({ tecnica: z.string(), ...aiMetaShape });
export const generarDescripcionPlanResponseSchema = z.object({
  descripcion: z.string(),
  ...aiMetaShape,
});
