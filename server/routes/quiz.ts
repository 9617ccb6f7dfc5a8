import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import { sectionsOf, topicsOf } from '../../src/core/quiz';
import { rngFrom, sample } from '../../src/core/random';
import { bankEtag, jsonArrayOf } from '../banks/active-bank';
import type { ActiveBanks, BankBody } from '../banks/active-bank';
import type { HotRows } from '../cache/hot-rows';
import type { Db } from '../db';
import type { ProcessRow } from '../db/repositories/processes';
import { listProcesses, listTopicPairs } from '../db/repositories/processes';
import { HttpError } from '../http-error';
import { acceptedCoding, sendJsonBytes } from '../plugins/compression';
import { jsonSchemaSerializerCompiler } from '../plugins/json-serializer';
import { QUIZ_MSG } from '../quiz/messages';
import { errorSchemas } from './route-kit';

async function requireProceso(hotRows: Pick<HotRows, 'process'>, id: number): Promise<ProcessRow> {
  const proceso = await hotRows.process(id);
  if (!proceso) throw new HttpError(404, QUIZ_MSG.procesoNotFound);
  return proceso;
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

/** The stored form of a bank body the client prefers among brotli, gzip and plain. */
async function sendStoredBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: BankBody,
): Promise<FastifyReply> {
  const coding = acceptedCoding(request);
  // The bytes first: a compression that fails answers a plain error, never one labelled br or gzip.
  const bytes =
    coding === 'br' ? await body.br() : coding === 'gzip' ? await body.gzip() : body.identity;
  return sendJsonBytes(reply, bytes, coding);
}

export async function quizRoutes(
  app: FastifyInstance,
  { db, hotRows, banks }: { db: Db; hotRows: Pick<HotRows, 'process'>; banks: ActiveBanks },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/procesos.php',
    { schema: { response: { 200: procesosResponseSchema, ...errorSchemas } } },
    () => listProcesses(db),
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
      await requireProceso(hotRows, id_proceso);
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
      serializerCompiler: jsonSchemaSerializerCompiler,
    },
    async (request, reply) => {
      const { proceso_id, secciones, temas, numPreguntas, psicotecnico } = request.query;
      const bank = await banks.get(await requireProceso(hotRows, proceso_id));
      // pickQuestions's rule, over questions serialized once for this bank version by the
      // contract's schema (as the route's serializer would), whose eligible ones are kept per
      // configuration: the answer is a sample of those bytes put together.
      const picked = sample(
        bank.eligible({ secciones, temas, psicotecnico }),
        numPreguntas,
        rngFrom(Math.random),
      );
      // Plain bytes: the compression plugin compresses them as the client accepts.
      return sendJsonBytes(reply, jsonArrayOf(picked), null);
    },
  );

  typed.get(
    '/banco_preguntas.php',
    {
      schema: {
        querystring: bancoQuerySchema,
        response: { 200: bancoResponseSchema, 304: z.undefined(), ...errorSchemas },
      },
      serializerCompiler: jsonSchemaSerializerCompiler,
    },
    async (request, reply) => {
      // The version is read before the questions: a bank edited in between is sent under the
      // older tag, so the client simply fetches it again next time.
      const proceso = await requireProceso(hotRows, request.query.id_proceso);
      const etag = bankEtag(proceso);
      if (etagMatches(request.headers['if-none-match'], etag)) {
        revalidate(reply, etag);
        return reply.code(304).send();
      }
      const body = (await banks.get(proceso)).body();
      revalidate(reply, body.etag);
      return sendStoredBody(request, reply, body);
    },
  );
}
