import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  finishedTestInputSchema,
  historyQuerySchema,
  historyResponseSchema,
  saveFinishedResponseSchema,
} from '../../src/core/contract';
import type { Db } from '../db';
import type { Tx } from '../db/repositories/executor';
import { insertFinishedTests, listHistory } from '../db/repositories/finished-tests';
import type { FinishedTestRow } from '../db/repositories/finished-tests';
import { resolveUserId } from '../plugins/auth';
import { idempotentBatches, sendWrite, withIdempotency } from '../plugins/idempotency';
import { keptFinishedTest, saveFinishedTest, savedTest } from '../quiz/finished-tests';
import type { KeptBanks, SavedTest } from '../quiz/finished-tests';
import { errorSchemas, loginFirst } from './route-kit';

export async function resultsRoutes(
  app: FastifyInstance,
  { db, keptBanks, batchWrites }: { db: Db; keptBanks: KeptBanks; batchWrites: boolean },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const saveTogether = idempotentBatches<FinishedTestRow, SavedTest>(db, async (tx, rows) =>
    (await insertFinishedTests(tx, rows)).map(savedTest),
  );

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
      const alone = (tx: Tx) => saveFinishedTest(tx, kept, userId, request.body);
      const applied = batchWrites
        ? await saveTogether({
            request,
            row: () => keptFinishedTest(kept, userId, request.body),
            alone,
          })
        : await withIdempotency(request, db, alone);
      return sendWrite(reply, applied);
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
