import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  finishedTestInputSchema,
  historyQuerySchema,
  historyResponseSchema,
  saveFinishedResponseSchema,
} from '../../src/core/contract';
import type { Db } from '../db';
import { listHistory } from '../db/repositories/finished-tests';
import { resolveUserId } from '../plugins/auth';
import { sendWrite, withIdempotency } from '../plugins/idempotency';
import { saveFinishedTest } from '../quiz/finished-tests';
import type { KeptBanks } from '../quiz/finished-tests';
import { errorSchemas, loginFirst } from './route-kit';

export async function resultsRoutes(
  app: FastifyInstance,
  { db, keptBanks }: { db: Db; keptBanks: KeptBanks },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/guardar_tests_realizados.php',
    {
      onRequest: loginFirst,
      schema: {
        body: finishedTestInputSchema,
        response: { 200: saveFinishedResponseSchema, ...errorSchemas },
      },
    },
    async (request, reply) => {
      const userId = resolveUserId(request, request.body.user_id);
      const kept = await keptBanks(request.body.id_proceso);
      return sendWrite(
        reply,
        await withIdempotency(request, db, (tx) =>
          saveFinishedTest(tx, kept, userId, request.body),
        ),
      );
    },
  );

  typed.get(
    '/historial_tests.php',
    {
      onRequest: loginFirst,
      schema: {
        querystring: historyQuerySchema,
        response: { 200: historyResponseSchema, ...errorSchemas },
      },
    },
    async (request) => {
      const { user_id, tipo_test, desde, hasta, q } = request.query;
      return listHistory(db, resolveUserId(request, user_id), {
        tipoTest: tipo_test,
        desde,
        hasta,
        q,
      });
    },
  );
}
