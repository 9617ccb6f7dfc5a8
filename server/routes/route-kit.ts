// What every route file shares: the schema of error answers, the guard that asks for a session
// before the body is read, and the reading of a body against one of the shapes an `?action=`
// route accepts.
import type { FastifyRequest } from 'fastify';
import { MSG, errorBodySchema } from '../../src/core/contract';
import type { z } from '../../src/core/contract/zod';
import { HttpError } from '../http-error';
import { requireUser } from '../plugins/auth';

/** Every 4xx and 5xx answer is `{ success: false, error }` (api.md). */
export const errorSchemas = { '4xx': errorBodySchema, '5xx': errorBodySchema };

/** onRequest guard: 401 before the body is read when there is no session. */
export const loginFirst = async (request: FastifyRequest) => void requireUser(request);

/** The body read as `schema`; 400 with the first Spanish message (or `fallback`) when it is not. */
export function parseBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  fallback: string = MSG.invalidInput,
): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? fallback);
  return result.data;
}
