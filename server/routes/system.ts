import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { configResponseSchema, healthResponseSchema } from '../../src/core/contract';
import type { ServerConfig } from '../config';
import type { Database } from '../db';

export async function systemRoutes(
  app: FastifyInstance,
  { database, config }: { database: Database; config: ServerConfig },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/health',
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (_req, reply) => {
      const db = await database.ping();
      return reply.status(db ? 200 : 503).send({ ok: db, db });
    },
  );
  typed.get('/config.php', { schema: { response: { 200: configResponseSchema } } }, async () => ({
    bizum_telefono: config.bizumPhone,
    pago_tarjeta: config.stripe.secretKey !== null,
    ia: { motor: config.aiModel ?? 'local' },
  }));
}
