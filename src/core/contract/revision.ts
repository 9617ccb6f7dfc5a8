// The review of generated questions (beyond api.md, README): what the SA generators make is a
// draft, 'pendiente de revisión', until the SA publishes, edits or discards it on
// `revision_preguntas.php`. Only published questions reach tests, banks and devices.
import { MSG } from './common';
import { preguntaCorreccionSchema } from './admin';
import { z } from './zod';

export const REVISION_MSG = {
  accion: 'Acción no válida: elige publicar, editar o descartar',
  ids: 'Indica qué preguntas (entre 1 y 500)',
  noPendiente: 'La pregunta no existe o ya no está pendiente de revisión',
  sinFuente: (n: number) =>
    n === 1
      ? 'Una de las preguntas no tiene fuente: añádela antes de publicarla'
      : `${n} de las preguntas no tienen fuente: añádela antes de publicarlas`,
  explicacionLarga: 'La explicación no puede superar los 5.000 caracteres',
} as const;

export const REVISION_MAX_IDS = 500;
/** Most drafts one list shows; the SA narrows by process to see the rest. */
export const REVISION_LIST_LIMIT = 500;

export const revisionQuerySchema = z.object({
  id_proceso: z.coerce
    .number({ error: MSG.invalidInput })
    .int(MSG.invalidInput)
    .positive(MSG.invalidInput)
    .optional(),
});

const idsSchema = z
  .array(z.number({ error: REVISION_MSG.ids }).int(REVISION_MSG.ids).positive(REVISION_MSG.ids), {
    error: REVISION_MSG.ids,
  })
  .min(1, REVISION_MSG.ids)
  .max(REVISION_MAX_IDS, REVISION_MSG.ids);

export const revisionPostSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('publicar'), ids: idsSchema }),
    z.object({ action: z.literal('descartar'), ids: idsSchema }),
    z.object({
      action: z.literal('editar'),
      id: z.number({ error: REVISION_MSG.ids }).int(REVISION_MSG.ids).positive(REVISION_MSG.ids),
      pregunta: preguntaCorreccionSchema.safeExtend({
        explicacion: z
          .string({ error: MSG.invalidInput })
          .trim()
          .max(5_000, REVISION_MSG.explicacionLarga)
          .nullable()
          .optional(),
      }),
    }),
  ],
  { error: REVISION_MSG.accion },
);
export type RevisionPost = z.infer<typeof revisionPostSchema>;
export type PreguntaEdicion = Extract<RevisionPost, { action: 'editar' }>['pregunta'];

export const pendienteSchema = z.object({
  id: z.number().int(),
  id_proceso: z.number().int(),
  proceso: z.string(),
  seccion: z.string(),
  tema: z.string(),
  pregunta: z.string(),
  respuestas: z.array(z.object({ indice: z.number().int(), respuesta: z.string() })),
  correcta_indice: z.number().int(),
  fuente: z.string().nullable(),
  explicacion: z.string().nullable(),
  imagen: z.string().nullable(),
  fecha: z.string(),
});
export type Pendiente = z.infer<typeof pendienteSchema>;

export const revisionListResponseSchema = z.object({
  success: z.literal(true),
  preguntas: z.array(pendienteSchema),
  /** Drafts in all (the list shows at most REVISION_LIST_LIMIT). */
  total: z.number().int(),
});
export const revisionWriteResponseSchema = z.object({
  success: z.literal(true),
  publicadas: z.number().int().optional(),
  descartadas: z.number().int().optional(),
});
