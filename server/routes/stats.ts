// estadisticas_usuario.php, ultimos_procesos.php, ranking_usuarios.php and
// estadisticas_temas.php. A user_id must be the token's user unless the caller is admin or SA.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  rankingQuerySchema,
  rankingResponseSchema,
  statsQuerySchema,
  topicStatsQuerySchema,
  topicStatsResponseSchema,
  ultimosProcesosQuerySchema,
  ultimosProcesosResponseSchema,
  userStatsSchema,
} from '../../src/core/contract';
import type { Db } from '../db';
import { ranking } from '../db/repositories/ranking';
import { recentProcesses, topicStats, userStats } from '../db/repositories/stats';
import { resolveUserId } from '../plugins/auth';
import { errorSchemas, loginFirst } from './route-kit';

export async function statsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/estadisticas_usuario.php',
    {
      onRequest: loginFirst,
      schema: {
        querystring: statsQuerySchema,
        response: { 200: userStatsSchema, ...errorSchemas },
      },
    },
    async (request) => {
      const { user_id, tipo_test } = request.query;
      return userStats(db, resolveUserId(request, user_id), tipo_test);
    },
  );

  typed.get(
    '/ultimos_procesos.php',
    {
      onRequest: loginFirst,
      schema: {
        querystring: ultimosProcesosQuerySchema,
        response: { 200: ultimosProcesosResponseSchema, ...errorSchemas },
      },
    },
    async (request) => recentProcesses(db, resolveUserId(request, request.query.user_id)),
  );

  typed.get(
    '/ranking_usuarios.php',
    {
      onRequest: loginFirst,
      schema: {
        querystring: rankingQuerySchema,
        response: { 200: rankingResponseSchema, ...errorSchemas },
      },
    },
    async (request) => {
      const { user_id, id_proceso, tipo_test, limit } = request.query;
      return ranking(
        db,
        { idProceso: id_proceso, tipoTest: tipo_test },
        limit,
        resolveUserId(request, user_id),
      );
    },
  );

  typed.get(
    '/estadisticas_temas.php',
    {
      onRequest: loginFirst,
      schema: {
        querystring: topicStatsQuerySchema,
        response: { 200: topicStatsResponseSchema, ...errorSchemas },
      },
    },
    async (request) => {
      const { user_id, tipo_test } = request.query;
      return topicStats(db, resolveUserId(request, user_id), tipo_test);
    },
  );
}
