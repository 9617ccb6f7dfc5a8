// The contract of processes, banks, tests, progress and history (api.md "Processes, banks, tests").
import { z } from './zod';

export const TIPOS_TEST = ['simulacion', 'examen'] as const;
export const tipoTestSchema = z.enum(TIPOS_TEST, {
  error: 'El tipo de test debe ser simulacion o examen',
});
export type TipoTest = z.infer<typeof tipoTestSchema>;

// In base.ts (no zod), so the scoring code and the local database do not pull zod in.
export { SIN_RESPONDER } from './base';

/**
 * The official minimum mark of a process's written test, over 10 with its penalty, and where it
 * is set (server/content/processes.ts). Null for a process whose mark is fixed call by call.
 */
export const notaMinimaSchema = z.object({ nota: z.number(), fuente: z.string() });
export type NotaMinima = z.infer<typeof notaMinimaSchema>;

export const procesoSchema = z.object({
  id: z.number().int(),
  descripcion: z.string(),
  foto: z.string().nullable(),
  penalizacion: z.number(),
  formato: z.object({ preguntas: z.number().int(), minutos: z.number().int() }).nullable(),
  /** An extra field (api.md allows them): older servers and kept copies read as null. */
  nota_minima: notaMinimaSchema.nullable().default(null),
});
export type Proceso = z.infer<typeof procesoSchema>;
export const procesosResponseSchema = z.array(procesoSchema);

export const opcionSchema = z.object({ indice: z.number().int(), respuesta: z.string() });
export type Opcion = z.infer<typeof opcionSchema>;

/** A question as a test shows it. */
export const preguntaSchema = z.object({
  id: z.number().int(),
  pregunta: z.string(),
  respuestas: z.array(opcionSchema),
  correcta_indice: z.number().int(),
});
export type Pregunta = z.infer<typeof preguntaSchema>;

/**
 * A question of a bank as stored offline, and as genera_test.php sends it: a test question plus
 * where it belongs, its source, its explanation and the figure it shows (api.md lists the first
 * four fields of a test question; the rest are extra fields an older client ignores). A bank kept
 * on a device before explanations existed reads them as null.
 */
export const bankQuestionSchema = preguntaSchema.extend({
  seccion: z.string(),
  tema: z.string(),
  fuente: z.string().nullable(),
  explicacion: z.string().nullable().default(null),
  imagen: z.string().nullable().default(null),
});
export type BankPregunta = z.infer<typeof bankQuestionSchema>;

/**
 * A question of a running test: api.md's four fields plus, when its source gave them, where it
 * belongs, its source, explanation and figure (genera_test.php and a kept bank give them).
 */
export type TestQuestion = Pregunta & Partial<Omit<BankPregunta, keyof Pregunta>>;

export const bancoResponseSchema = z.object({
  id_proceso: z.number().int(),
  version: z.number().int(),
  preguntas: z.array(bankQuestionSchema),
});
export type Banco = z.infer<typeof bancoResponseSchema>;

const idParam = (name: string) =>
  z.coerce
    .number({ error: `Falta el parámetro ${name}` })
    .int(`El parámetro ${name} no es válido`)
    .positive(`El parámetro ${name} no es válido`);

/** Comma-joined list parameter: 'a,b' → ['a','b'], trimmed, empty items dropped. */
const csvList = z
  .string()
  .max(10_000, 'La lista es demasiado larga')
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

export const auxiliaresQuerySchema = z.object({
  id_proceso: idParam('id_proceso'),
  seccion: z.string().max(300).optional(),
});
export const seccionesResponseSchema = z.object({
  success: z.literal(true),
  secciones: z.array(z.string()),
});
export const temasResponseSchema = z.object({
  success: z.literal(true),
  temas: z.array(z.string()),
});

export const MAX_PREGUNTAS_TEST = 500;

export const generaTestQuerySchema = z.object({
  proceso_id: idParam('proceso_id'),
  secciones: csvList,
  temas: csvList,
  numPreguntas: z.coerce
    .number({ error: 'Número de preguntas inválido' })
    .int('Número de preguntas inválido')
    .min(1, 'Número de preguntas inválido')
    .max(MAX_PREGUNTAS_TEST, `Como máximo ${MAX_PREGUNTAS_TEST} preguntas por test`),
  /** 'true' applies the psychotechnic topic rule; otherwise psico topics are left out. */
  psicotecnico: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const generaTestResponseSchema = z.array(bankQuestionSchema);

export const bancoQuerySchema = z.object({ id_proceso: idParam('id_proceso') });

/** Question id (as a string) → chosen `indice`, or null when unanswered. */
export const respuestasSchema = z.record(
  z.string().regex(/^\d{1,9}$/, 'Identificador de pregunta no válido'),
  z.number().int().min(1).max(26).nullable(),
);
export type Respuestas = z.infer<typeof respuestasSchema>;

export const preguntaCorregidaSchema = z.object({
  id: z.number().int(),
  pregunta: z.string(),
  respuesta_usuario: z.string(),
  correcta_indice: z.number().int(),
  respuesta_correcta: z.string(),
});
export type PreguntaCorregida = z.infer<typeof preguntaCorregidaSchema>;

const isoDate = z.iso.datetime({ offset: true, error: 'Fecha no válida' });

/** The finished test the client sends; the server recomputes every score from `respuestas`. */
export const finishedTestInputSchema = z.object({
  /**
   * Made by the client when the test finished; the same test synced twice is stored once.
   * Optional (api.md): without it the server gives the test one, and a resend is a new test.
   */
  uuid: z.uuid({ error: 'Identificador del test no válido' }).optional(),
  id_proceso: z.number().int().positive(),
  tipo_test: tipoTestSchema,
  psicotecnico: z.boolean().default(false),
  secciones: z.string().max(10_000),
  temas: z.string().max(10_000),
  num_preguntas: z.number().int().min(1).max(MAX_PREGUNTAS_TEST),
  tiempo: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  tiempo_restante: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600),
  respuestas: respuestasSchema,
  /** Optional (api.md): without them the test ended when it arrived and began the time it used before. */
  fecha_inicio: isoDate.optional(),
  fecha_finalizacion: isoDate.optional(),
  /** Optional, ignored: the server recomputes them. Accepted so the spec's record fits. */
  aciertos: z.number().optional(),
  fallos: z.number().optional(),
  nota: z.number().optional(),
  user_id: z.number().optional(),
});

export const saveFinishedResponseSchema = z.object({
  success: z.literal(true),
  id: z.number().int(),
});

export const historyItemSchema = z.object({
  id: z.number().int(),
  uuid: z.string().nullable(),
  id_proceso: z.number().int(),
  tipo_test: tipoTestSchema,
  psicotecnico: z.boolean(),
  estado: z.string(),
  fecha_inicio: z.string(),
  fecha_finalizacion: z.string().nullable(),
  descripcion: z.string().nullable(),
  temas: z.string(),
  secciones: z.string(),
  aciertos: z.number().int(),
  fallos: z.number().int(),
  en_blanco: z.number().int(),
  num_preguntas: z.number().int(),
  nota: z.number().nullable(),
  nota_penalizada: z.number().nullable(),
  tiempo: z.number().int(),
  tiempo_restante: z.number().int(),
  acertadas: z.array(preguntaCorregidaSchema),
  falladas: z.array(preguntaCorregidaSchema),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;
export const historyResponseSchema = z.array(historyItemSchema);

export const historyQuerySchema = z.object({
  user_id: z.coerce.number().int().positive().optional(),
  tipo_test: tipoTestSchema.optional(),
  desde: z.iso.date({ error: 'Fecha "desde" no válida' }).optional(),
  hasta: z.iso.date({ error: 'Fecha "hasta" no válida' }).optional(),
  q: z.string().max(200).optional(),
});

/** test_progreso.php is form-encoded (spec §7): every field arrives as a string. */
export const progressFormSchema = z.object({
  action: z.enum(['guardar', 'recuperar', 'eliminar'], { error: 'Acción no válida' }),
  user_id: z.coerce.number().int().positive().optional(),
  // Long when many topics are chosen; the server indexes it through a hash, so any length fits.
  test_key: z.string().min(1, 'Falta test_key').max(25_000, 'test_key demasiado larga'),
  actual: z.coerce.number().int().min(0).optional(),
  respuestas: z.string().max(200_000).optional(),
  tiempo_restante: z.coerce.number().int().min(0).optional(),
  preguntas: z.string().max(100_000).optional(),
  updated_at: z.coerce.number().int().positive().optional(),
  /** Beyond api.md: the ids of the questions marked 'Marcar para revisar' (JSON). */
  marcadas: z.string().max(100_000).optional(),
});

export const savedProgressSchema = z.object({
  actual: z.number().int().min(0),
  respuestas: respuestasSchema,
  tiempo_restante: z.number().int().min(0),
  preguntas: z.array(z.number().int()),
  updated_at: z.number().int(),
  /** Beyond api.md: the marked questions' ids (an older server answers none). */
  marcadas: z.array(z.number().int()).default([]),
});
export type SavedProgress = z.infer<typeof savedProgressSchema>;
export const recoverProgressResponseSchema = z.object({
  success: z.literal(true),
  progreso: savedProgressSchema.nullable(),
});
