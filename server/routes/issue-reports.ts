import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_MSG,
  REPORTES_PARA_RETIRAR,
  incidenciasPostSchema,
  incidenciasQuerySchema,
  incidenciasResponseSchema,
  crearIncidenciaSchema,
  resolverIncidenciaSchema,
} from '../../src/core/contract';
import type { PreguntaCorreccion } from '../../src/core/contract';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import { bumpBankVersion } from '../db/repositories/banks';
import type { Tx } from '../db/repositories/executor';
import {
  findQuestion,
  findQuestionProcess,
  findReport,
  hasOpenReport,
  insertReport,
  listReports,
  openReporters,
  resolveReportsOf,
  updateQuestion,
} from '../db/repositories/issue-reports';
import { HttpError } from '../http-error';
import { requireLevel, requireUser } from '../plugins/auth';
import { sendWrite, withIdempotency } from '../plugins/idempotency';
import type { WriteResult } from '../plugins/idempotency';
import { errorSchemas, loginFirst, parseBody } from './route-kit';

async function report(
  tx: Tx,
  userId: number,
  { id_pregunta, motivo }: { id_pregunta: number; motivo: string },
): Promise<WriteResult<{ success: true; id: number }>> {
  const question = await findQuestionProcess(tx, id_pregunta);
  if (!question) throw new HttpError(404, ADMIN_MSG.preguntaNoExiste);
  if (await hasOpenReport(tx, id_pregunta, userId)) throw new HttpError(409, ADMIN_MSG.yaReportada);
  const id = await insertReport(tx, { idPregunta: id_pregunta, userId, motivo });
  // The report that puts the question under review changes what the bank offers.
  if ((await openReporters(tx, id_pregunta)) === REPORTES_PARA_RETIRAR)
    await bumpBankVersion(tx, question.idProceso);
  return { status: 200, body: { success: true, id } };
}

/** Applies a correction: the question as it will be stored, or 400 when it would be unusable. */
async function correct(tx: Tx, idPregunta: number, fix: PreguntaCorreccion) {
  const question = await findQuestion(tx, idPregunta);
  if (!question) throw new HttpError(404, ADMIN_MSG.preguntaNoExiste);
  const respuestas = (fix.respuestas ?? question.respuestas).toSorted(
    (a, b) => a.indice - b.indice,
  );
  const correctaIndice = fix.correcta_indice ?? question.correctaIndice;
  if (!respuestas.some((r) => r.indice === correctaIndice))
    throw new HttpError(400, 'La respuesta correcta no está entre las opciones');
  await updateQuestion(tx, idPregunta, {
    pregunta: fix.pregunta ?? question.pregunta,
    respuestas,
    correctaIndice,
    fuente: fix.fuente === undefined ? question.fuente : fix.fuente || null,
    activa: fix.activa ?? question.activa,
  });
  return question.idProceso;
}

async function resolve(
  tx: Tx,
  userId: number,
  { id, pregunta }: { id: number; pregunta?: PreguntaCorreccion },
): Promise<WriteResult<{ success: true; resueltas: number }>> {
  const found = await findReport(tx, id);
  if (!found) throw new HttpError(404, ADMIN_MSG.incidenciaNoExiste);
  if (found.estado !== 'abierta') throw new HttpError(409, ADMIN_MSG.incidenciaResuelta);
  const question = await findQuestion(tx, found.idPregunta);
  if (!question) throw new HttpError(404, ADMIN_MSG.preguntaNoExiste);
  const resueltas = await resolveReportsOf(tx, found.idPregunta, userId);
  // Fixed, retired, or back in tests after review: every copy must refresh. A correction
  // changes the question, which bumps the version in the database (migration 0013).
  if (pregunta) await correct(tx, found.idPregunta, pregunta);
  else await bumpBankVersion(tx, question.idProceso);
  return { status: 200, body: { success: true, resueltas } };
}

/**
 * Question quality (api.md): any logged-in user reports a wrong question; the SA lists the
 * reports and resolves them by fixing the question, retiring it, or leaving it as it is.
 */
export async function issueReportRoutes(
  app: FastifyInstance,
  { db }: { db: Db; config: ServerConfig },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/incidencias.php', {
    schema: {
      querystring: incidenciasQuerySchema,
      response: { 200: incidenciasResponseSchema, ...errorSchemas },
    },
    onRequest: async (request) => void requireLevel(request, 'SA'),
    handler: async (request) => ({
      success: true as const,
      incidencias: await listReports(db, request.query.estado),
    }),
  });

  typed.post('/incidencias.php', {
    schema: { body: incidenciasPostSchema, response: errorSchemas },
    onRequest: loginFirst,
    handler: async (request, reply) => {
      const user = requireUser(request);
      if (request.body.action === 'resolver') {
        requireLevel(request, 'SA');
        const body = parseBody(resolverIncidenciaSchema, request.body);
        return sendWrite(
          reply,
          await withIdempotency(request, db, (tx) => resolve(tx, user.id, body)),
        );
      }
      const body = parseBody(crearIncidenciaSchema, request.body);
      return sendWrite(
        reply,
        await withIdempotency(request, db, (tx) => report(tx, user.id, body)),
      );
    },
  });
}
