import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '../../src/core/contract/zod';
import {
  auxiliaresQuerySchema,
  bancoQuerySchema,
  bancoResponseSchema,
  generaTestQuerySchema,
  generaTestResponseSchema,
  procesosResponseSchema,
  seccionesResponseSchema,
  temasResponseSchema,
} from '../../src/core/contract';
import { generateTest, sectionsOf, topicsOf } from '../../src/core/quiz';
import { rngFrom } from '../../src/core/random';
import type { Db } from '../db';
import type { ProcesoRow } from '../db/repositories/procesos';
import {
  findProceso,
  listActiveQuestions,
  listProcesos,
  listTopicPairs,
} from '../db/repositories/procesos';
import { HttpError } from '../http-error';
import { QUIZ_MSG } from '../quiz/messages';
import { errorSchemas } from './route-kit';

async function requireProceso(db: Db, id: number): Promise<ProcesoRow> {
  const proceso = await findProceso(db, id);
  if (!proceso) throw new HttpError(404, QUIZ_MSG.procesoNotFound);
  return proceso;
}

export function bankEtag(proceso: Pick<ProcesoRow, 'id' | 'bankVersion'>): string {
  return `"bank-${proceso.id}-v${proceso.bankVersion}"`;
}

/** True when an If-None-Match header (a list, weak tags or `*`) matches the ETag. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** The bank may be stored by the client, but must be revalidated on every use. */
function revalidate(reply: FastifyReply, etag: string): void {
  reply.header('etag', etag).header('cache-control', 'no-cache');
}

export async function quizRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/procesos.php',
    { schema: { response: { 200: procesosResponseSchema, ...errorSchemas } } },
    () => listProcesos(db),
  );

  typed.get(
    '/preguntas_auxiliares.php',
    {
      schema: {
        querystring: auxiliaresQuerySchema,
        response: { 200: z.union([temasResponseSchema, seccionesResponseSchema]), ...errorSchemas },
      },
    },
    async (request) => {
      const { id_proceso, seccion } = request.query;
      await requireProceso(db, id_proceso);
      const pairs = await listTopicPairs(db, id_proceso);
      if (seccion !== undefined) return { success: true as const, temas: topicsOf(pairs, seccion) };
      return { success: true as const, secciones: sectionsOf(pairs) };
    },
  );

  typed.get(
    '/genera_test.php',
    {
      schema: {
        querystring: generaTestQuerySchema,
        response: { 200: generaTestResponseSchema, ...errorSchemas },
      },
    },
    async (request) => {
      const { proceso_id, secciones, temas, numPreguntas, psicotecnico } = request.query;
      await requireProceso(db, proceso_id);
      const bank = await listActiveQuestions(db, proceso_id, { secciones, temas });
      return generateTest(
        bank,
        { secciones, temas, numPreguntas, psicotecnico },
        rngFrom(Math.random),
      );
    },
  );

  typed.get(
    '/banco_preguntas.php',
    {
      schema: {
        querystring: bancoQuerySchema,
        response: { 200: bancoResponseSchema, 304: z.undefined(), ...errorSchemas },
      },
    },
    async (request, reply) => {
      // The version is read before the questions: a bank edited in between is sent under the
      // older tag, so the client simply fetches it again next time.
      const proceso = await requireProceso(db, request.query.id_proceso);
      const etag = bankEtag(proceso);
      revalidate(reply, etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const preguntas = await listActiveQuestions(db, proceso.id);
      return { id_proceso: proceso.id, version: proceso.bankVersion, preguntas };
    },
  );
}
