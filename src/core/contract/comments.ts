// The contract of comentarios.php (api.md "Comments"): comments on a question, listed with the
// author's name and level and whether the caller may edit or delete each one.
import { z } from './zod';
import { MSG } from './common';

export const COMMENT_MSG = {
  idPregunta: 'Falta el parámetro id_pregunta',
  required: 'Escribe un comentario',
  tooLong: 'El comentario no puede superar los 2.000 caracteres',
  id: 'Falta el identificador del comentario',
  action: 'Acción no válida',
  notFound: 'Comentario no encontrado',
  questionNotFound: 'Pregunta no encontrada',
  forbidden: 'Solo el autor o un administrador puede modificar este comentario',
} as const;

export const MAX_COMENTARIO = 2000;

const positiveId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message);

const comentarioText = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? COMMENT_MSG.required : MSG.invalidInput,
  })
  .trim()
  .min(1, COMMENT_MSG.required)
  .max(MAX_COMENTARIO, COMMENT_MSG.tooLong);

export const commentsQuerySchema = z.object({ id_pregunta: positiveId(COMMENT_MSG.idPregunta) });

export const comentarioSchema = z.object({
  id: z.number().int(),
  id_proceso: z.number().int(),
  id_usuario: z.number().int(),
  id_pregunta: z.number().int(),
  tipo: z.string(),
  comentario: z.string(),
  /** The author's name; null when it cannot be told (the client shows 'Usuario'). */
  username: z.string().nullable(),
  /** ISO date-time of writing. */
  fecha: z.string(),
  /** The author's level. */
  rol: z.string(),
  /** True when the caller may edit and delete it (its author, admin or SA). */
  puede_editar: z.boolean(),
});
export type Comentario = z.infer<typeof comentarioSchema>;

export const commentsResponseSchema = z.object({ comentarios: z.array(comentarioSchema) });

/** POST add. `id_proceso` is taken from the question; `rol` is accepted and ignored. */
export const addCommentSchema = z.object({
  id_proceso: z.coerce.number().int().positive().optional(),
  id_pregunta: positiveId(COMMENT_MSG.questionNotFound),
  id_usuario: z.coerce.number().int().positive().optional(),
  tipo: z
    .literal('pregunta', { error: 'El tipo de comentario debe ser "pregunta"' })
    .default('pregunta'),
  comentario: comentarioText,
  rol: z.string().optional(),
});

export const deleteCommentSchema = z.object({
  action: z.literal('delete', { error: COMMENT_MSG.action }),
  id: positiveId(COMMENT_MSG.id),
  rol: z.string().optional(),
});

export const editCommentSchema = z.object({
  id: positiveId(COMMENT_MSG.id),
  comentario: comentarioText,
  rol: z.string().optional(),
});

export const addCommentResponseSchema = z.object({
  success: z.literal(true),
  id: z.number().int(),
});
