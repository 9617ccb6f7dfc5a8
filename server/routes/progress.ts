import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '../../src/core/contract/zod';
import {
  progressFormSchema,
  recoverProgressResponseSchema,
  savedProgressSchema,
  successSchema,
} from '../../src/core/contract';
import type { Db } from '../db';
import type { Tx } from '../db/repositories/executor';
import type { ProgressSave } from '../db/repositories/test-progress';
import { deleteProgress, findProgress, saveProgress } from '../db/repositories/test-progress';
import { HttpError } from '../http-error';
import { resolveUserId } from '../plugins/auth';
import { sendWrite, withIdempotency } from '../plugins/idempotency';
import { QUIZ_MSG } from '../quiz/messages';
import { errorSchemas, loginFirst } from './route-kit';

type ProgressForm = z.output<typeof progressFormSchema>;

const done = { status: 200, body: { success: true as const } };

/** A form field holding JSON, checked against its schema; 400 with `message` otherwise. */
function jsonField<S extends z.ZodType>(text: string, schema: S, message: string): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, message);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, message);
  return parsed.data;
}

function toSave(userId: number, form: ProgressForm): ProgressSave {
  const { actual, respuestas, tiempo_restante, preguntas } = form;
  if (
    actual === undefined ||
    respuestas === undefined ||
    tiempo_restante === undefined ||
    preguntas === undefined
  ) {
    throw new HttpError(400, QUIZ_MSG.progressIncomplete);
  }
  return {
    userId,
    testKey: form.test_key,
    actual,
    respuestas: jsonField(
      respuestas,
      savedProgressSchema.shape.respuestas,
      QUIZ_MSG.progressRespuestas,
    ),
    tiempoRestante: tiempo_restante,
    preguntas: jsonField(
      preguntas,
      savedProgressSchema.shape.preguntas,
      QUIZ_MSG.progressPreguntas,
    ),
    updatedAt: form.updated_at ?? Date.now(),
    // Optional: an older client sends no marks.
    marcadas:
      form.marcadas === undefined
        ? []
        : jsonField(form.marcadas, savedProgressSchema.shape.marcadas, QUIZ_MSG.progressMarcadas),
  };
}

export async function progressRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/test_progreso.php',
    {
      onRequest: loginFirst,
      schema: {
        body: progressFormSchema,
        // Most specific first: zod unions take the first match and strip unknown keys.
        response: { 200: z.union([recoverProgressResponseSchema, successSchema]), ...errorSchemas },
      },
    },
    async (request, reply) => {
      const form = request.body;
      const userId = resolveUserId(request, form.user_id);
      switch (form.action) {
        case 'recuperar':
          return {
            success: true as const,
            progreso: await findProgress(db, userId, form.test_key),
          };
        case 'guardar': {
          const save = toSave(userId, form);
          return sendWrite(
            reply,
            await withIdempotency(request, db, (tx) => saveProgress(tx, save).then(() => done)),
          );
        }
        case 'eliminar': {
          const remove = (tx: Tx) =>
            deleteProgress(tx, userId, form.test_key, form.updated_at).then(() => done);
          return sendWrite(reply, await withIdempotency(request, db, remove));
        }
      }
    },
  );
}
