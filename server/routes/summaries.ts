// Summaries (api.md "Summaries"): a user's summaries and their memorisation techniques, text
// extraction from uploaded files, and creating a summary, by the AI ('largo') or as written
// ('corto'). Another user's summary is 404, exactly like one that does not exist.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MAX_UPLOAD_BYTES,
  MSG,
  SUMMARY_MSG,
  detalleResumenQuerySchema,
  detalleResumenResponseSchema,
  extraerTextoResponseSchema,
  generarResumenResponseSchema,
  generarResumenSchema,
  guardarTecnicaSchema,
  listarResumenesQuerySchema,
  listarResumenesResponseSchema,
  successSchema,
  tecnicaQuerySchema,
  tecnicaResponseSchema,
} from '../../src/core/contract';
import type {
  AiMeta,
  GenerarResumenRequest,
  GenerarResumenResponse,
} from '../../src/core/contract';
import { createAiProvider } from '../ai';
import { aiQuota, storedReplay } from '../ai/guards';
import { readFilePart } from '../uploads/read-part';
import { summaryTask } from '../ai/tasks';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import { findProcess } from '../db/repositories/processes';
import {
  findSummary,
  findSummaryByUuid,
  insertSummary,
  listSummaries,
  saveTechnique,
  toSummary,
} from '../db/repositories/summaries';
import { HttpError } from '../http-error';
import { resolveUserId } from '../plugins/auth';
import { sendWrite, withIdempotency } from '../plugins/idempotency';
import { QUIZ_MSG } from '../quiz/messages';
import type { FilePool } from '../uploads/pool';
import { errorSchemas, loginFirst } from './route-kit';

/** Extraction is CPU work (in a file worker): a user gets this many a minute. */
export const EXTRACTIONS_PER_USER_PER_MINUTE = 30;
const FILE_NAME_MAX = 255;

/** The name as the user knows it: no folders, no control characters, at most 255 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/\p{Cc}/gu, '').trim();
  return clean === '' ? 'archivo' : clean.slice(0, FILE_NAME_MAX);
}

/**
 * The upload's bytes; 413 past 20 MB or for a second file (every part is read, so one sent
 * after the first is seen), 400 for a form without the `archivo` file.
 */
async function readUpload(request: FastifyRequest): Promise<{ buffer: Buffer; filename: string }> {
  if (!request.isMultipart()) throw new HttpError(415, SUMMARY_MSG.multipart);
  let upload: { buffer: Buffer; filename: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (upload) throw new HttpError(413, MSG.tooLarge);
      if (part.fieldname !== 'archivo') throw new HttpError(400, SUMMARY_MSG.fileMissing);
      const buffer = await readFilePart(request, part, MAX_UPLOAD_BYTES);
      if (!buffer) throw new HttpError(413, SUMMARY_MSG.fileSize);
      upload = { buffer, filename: part.filename };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, SUMMARY_MSG.fileSize);
    // More files, fields or parts than the form has: too large, not malformed.
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new HttpError(413, MSG.tooLarge);
    throw new HttpError(400, SUMMARY_MSG.uploadInvalid);
  }
  if (!upload) throw new HttpError(400, SUMMARY_MSG.fileMissing);
  return upload;
}

interface Written {
  resumen: string;
  motor: string | null;
  meta: Omit<AiMeta, 'motor'>;
}

export async function summariesRoutes(
  app: FastifyInstance,
  { db, config, files }: { db: Db; config: ServerConfig; files: FilePool },
) {
  const ai = createAiProvider(config.ai, app.log);
  const quota = aiQuota(app, config);
  const uploads = app.createRateLimit({
    max: EXTRACTIONS_PER_USER_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `extraer:${request.user?.id ?? request.ip}`,
  });
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 12,
      headerPairs: 100,
    },
  });
  const typed = app.withTypeProvider<ZodTypeProvider>();

  /** The user's summary, or 404 'Resumen no encontrado' (also when it is someone else's). */
  async function ownSummary(
    request: FastifyRequest,
    id: number,
    idUsuario?: number | string | null,
  ) {
    const row = await findSummary(db, resolveUserId(request, idUsuario), id);
    if (!row) throw new HttpError(404, SUMMARY_MSG.notFound);
    return row;
  }

  /** The summary's text: the AI's for 'largo' (spending the AI quota), the user's own for 'corto'. */
  async function write(request: FastifyRequest, body: GenerarResumenRequest): Promise<Written> {
    if (body.nivel_detalle === 'corto')
      return { resumen: body.texto.trim(), motor: null, meta: {} };
    await quota(request);
    const { value, meta } = await ai.run(summaryTask, {
      texto: body.texto,
      nivel_detalle: 'largo',
    });
    const { motor, ...rest } = meta;
    return { resumen: value, motor, meta: rest };
  }

  typed.get(
    '/listar_resumenes.php',
    {
      onRequest: loginFirst,
      schema: {
        querystring: listarResumenesQuerySchema,
        response: { 200: listarResumenesResponseSchema, ...errorSchemas },
      },
    },
    async (request) => ({
      success: true as const,
      resumenes: await listSummaries(db, resolveUserId(request, request.query.id_usuario)),
    }),
  );

  typed.get(
    '/detalle_resumen.php',
    {
      onRequest: loginFirst,
      schema: {
        querystring: detalleResumenQuerySchema,
        response: { 200: detalleResumenResponseSchema, ...errorSchemas },
      },
    },
    async (request) => ({
      success: true as const,
      resumen: toSummary(await ownSummary(request, request.query.id)),
    }),
  );

  typed.get(
    '/tecnica_resumen.php',
    {
      onRequest: loginFirst,
      schema: {
        querystring: tecnicaQuerySchema,
        response: { 200: tecnicaResponseSchema, ...errorSchemas },
      },
    },
    async (request) => {
      const row = await ownSummary(request, request.query.resumen_id);
      return { success: true as const, tecnica: row.tecnica };
    },
  );

  typed.post(
    '/tecnica_resumen.php',
    {
      onRequest: loginFirst,
      schema: { body: guardarTecnicaSchema, response: { 200: successSchema, ...errorSchemas } },
    },
    async (request, reply) => {
      const { resumen_id, tecnica, id_usuario } = request.body;
      const userId = resolveUserId(request, id_usuario);
      const result = await withIdempotency(request, db, async (tx) => {
        if (!(await saveTechnique(tx, userId, resumen_id, tecnica)))
          throw new HttpError(404, SUMMARY_MSG.notFound);
        return { status: 200, body: { success: true as const } };
      });
      return sendWrite(reply, result);
    },
  );

  typed.post(
    '/extraer_texto.php',
    {
      onRequest: loginFirst,
      preHandler: async (request) => {
        const result = await uploads(request);
        if (!result.isAllowed && result.isExceeded)
          throw new HttpError(429, SUMMARY_MSG.tooManyUploads);
      },
      schema: { response: { 200: extraerTextoResponseSchema, ...errorSchemas } },
    },
    async (request) => {
      const { buffer, filename } = await readUpload(request);
      const size = buffer.length;
      // The bytes move to a file worker: `buffer` is not readable after this.
      const extracted = await files.extract(buffer);
      return {
        success: true as const,
        texto: extracted.texto,
        archivo_nombre: cleanFileName(filename),
        archivo_tamano: size,
        archivo_tipo: extracted.mime,
        truncado: extracted.truncado,
      };
    },
  );

  typed.post(
    '/generar_resumen.php',
    {
      onRequest: loginFirst,
      schema: {
        body: generarResumenSchema,
        response: { 200: generarResumenResponseSchema, ...errorSchemas },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const userId = resolveUserId(request, body.id_usuario);
      const replay = await storedReplay<GenerarResumenResponse>(request, db);
      if (replay) return sendWrite(reply, replay);
      const idProceso = body.id_proceso ?? null;
      if (idProceso !== null && !(await findProcess(db, idProceso)))
        throw new HttpError(404, QUIZ_MSG.procesoNotFound);
      // A summary already stored under this uuid is answered as it is: the AI does not run again.
      const known = body.uuid ? await findSummaryByUuid(db, userId, body.uuid) : null;
      const written = known ? null : await write(request, body);
      const result = await withIdempotency(request, db, async (tx) => {
        const saved =
          known !== null || written === null
            ? { row: known, created: false }
            : await insertSummary(tx, {
                uuid: body.uuid ?? null,
                userId,
                idProceso,
                tema: body.tema,
                seccion: body.seccion,
                resumen: written.resumen,
                archivoNombre: body.archivo_nombre ?? null,
                archivoTamano: body.archivo_tamano ?? null,
                archivoTipo: body.archivo_tipo ?? null,
                motor: written.motor,
              });
        const { row, created } = saved;
        if (!row) throw new HttpError(404, SUMMARY_MSG.notFound);
        const response: GenerarResumenResponse = {
          success: true,
          resumen: row.resumen,
          id: row.id,
          uuid: row.uuid,
          // The model's fallback notice belongs to the answer that made the summary, not a repeat.
          ...(created && written ? written.meta : {}),
          motor: row.motor,
        };
        return { status: 200, body: response };
      });
      return sendWrite(reply, result);
    },
  );
}
