import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  REVISION_MSG,
  revisionListResponseSchema,
  revisionPostSchema,
  revisionQuerySchema,
  revisionWriteResponseSchema,
} from '../../src/core/contract';
import type { PreguntaEdicion, RevisionPost } from '../../src/core/contract';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import type { Tx } from '../db/repositories/executor';
import {
  discardPending,
  findPending,
  listPending,
  publishPending,
  updatePending,
} from '../db/repositories/revision';
import { HttpError } from '../http-error';
import { requireLevel } from '../plugins/auth';
import { sendWrite, withIdempotency } from '../plugins/idempotency';
import type { WriteResult } from '../plugins/idempotency';
import { errorSchemas } from './route-kit';

type Written = WriteResult<{ success: true; publicadas?: number; descartadas?: number }>;

/** Every id must be a draft: a published or discarded one is a 404, and nothing changes. */
async function draftsOf(tx: Tx, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const found = await findPending(tx, unique);
  if (found.length !== unique.length) throw new HttpError(404, REVISION_MSG.noPendiente);
  return found;
}

async function publish(tx: Tx, ids: readonly number[]): Promise<Written> {
  const drafts = await draftsOf(tx, ids);
  const withoutSource = drafts.filter((d) => !d.fuente?.trim()).length;
  if (withoutSource > 0) throw new HttpError(400, REVISION_MSG.sinFuente(withoutSource));
  // The banks of these processes now offer more: the database bumps their versions (migration
  // 0013), so every server's copy and every offline copy is fetched again.
  const publicadas = await publishPending(tx, ids);
  return { status: 200, body: { success: true, publicadas } };
}

async function discard(tx: Tx, ids: readonly number[]): Promise<Written> {
  await draftsOf(tx, ids);
  return { status: 200, body: { success: true, descartadas: await discardPending(tx, ids) } };
}

async function edit(tx: Tx, id: number, fix: PreguntaEdicion): Promise<Written> {
  const [draft] = await draftsOf(tx, [id]);
  if (!draft) throw new HttpError(404, REVISION_MSG.noPendiente);
  const respuestas = (fix.respuestas ?? draft.respuestas).toSorted((a, b) => a.indice - b.indice);
  const correctaIndice = fix.correcta_indice ?? draft.correctaIndice;
  if (!respuestas.some((r) => r.indice === correctaIndice))
    throw new HttpError(400, 'La respuesta correcta no está entre las opciones');
  await updatePending(tx, id, {
    pregunta: fix.pregunta ?? draft.pregunta,
    respuestas,
    correctaIndice,
    fuente: fix.fuente === undefined ? draft.fuente : fix.fuente || null,
    explicacion: fix.explicacion === undefined ? draft.explicacion : fix.explicacion || null,
  });
  return { status: 200, body: { success: true } };
}

function apply(tx: Tx, body: RevisionPost): Promise<Written> {
  if (body.action === 'publicar') return publish(tx, body.ids);
  if (body.action === 'descartar') return discard(tx, body.ids);
  return edit(tx, body.id, body.pregunta);
}

/**
 * `revision_preguntas.php` (SA only, beyond api.md): the questions the generators made, as
 * drafts, to publish, edit or discard. Publishing needs a source and bumps the bank's version.
 */
export async function revisionRoutes(
  app: FastifyInstance,
  { db }: { db: Db; config: ServerConfig },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = async (request: Parameters<typeof requireLevel>[0]) =>
    void requireLevel(request, 'SA');

  typed.get('/revision_preguntas.php', {
    schema: {
      querystring: revisionQuerySchema,
      response: { 200: revisionListResponseSchema, ...errorSchemas },
    },
    onRequest,
    handler: async (request) => ({
      success: true as const,
      ...(await listPending(db, request.query.id_proceso)),
    }),
  });

  typed.post('/revision_preguntas.php', {
    schema: {
      body: revisionPostSchema,
      response: { 200: revisionWriteResponseSchema, ...errorSchemas },
    },
    onRequest,
    handler: async (request, reply) =>
      sendWrite(reply, await withIdempotency(request, db, (tx) => apply(tx, request.body))),
  });
}
