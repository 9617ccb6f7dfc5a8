import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_MSG,
  EXPLICACIONES_OMITIDAS_HEADER,
  MSG,
  exportarQuerySchema,
  generarPreguntasRequestSchema,
  generarPreguntasResponseSchema,
  generarPsicotecnicosRequestSchema,
  generarPsicotecnicosResponseSchema,
  importarFieldsSchema,
  importarResponseSchema,
} from '../../src/core/contract';
import type { ImportarResponse } from '../../src/core/contract';
import { BANK_FORMAT_INFO, droppedExplanations, serializeBank } from '../../src/core/formats';
import type { BankFormat } from '../../src/core/formats';
import { PSYCHOTECHNIC_TEMAS } from '../../src/core/psychotechnics';
import { createAiProvider } from '../ai';
import type { AiProvider } from '../ai';
import { questionsTask } from '../ai/tasks';
import { freshQuestions, generatePsychotechnics, psychotechnicTopic } from '../banks/generate';
import { importQuestions, insertQuestions, toBankQuestion } from '../banks/import';
import type { BankRow } from '../banks/import';
import type { ServerConfig } from '../config';
import { STARTER_PROCESSES } from '../content/processes';
import type { Db } from '../db';
import type { Executor } from '../db/repositories/executor';
import {
  existingTexts,
  findOrCreateProceso,
  findProcesoByName,
  findProcesoRef,
  listBankQuestions,
  topicSummaries,
} from '../db/repositories/banks';
import type { ProcesoRef } from '../db/repositories/banks';
import { draftIds } from '../db/repositories/revision';
import { HttpError } from '../http-error';
import { requireLevel, requireUser } from '../plugins/auth';
import type { FilePool } from '../uploads/pool';
import { readFilePart } from '../uploads/read-part';
import { errorSchemas } from './route-kit';

export interface GeneratorsRoutesOptions {
  db: Db;
  config: ServerConfig;
  /** Bank files are parsed in a file worker. */
  files: FilePool;
  /** Replaces the provider built from `config.ai`. */
  provider?: AiProvider;
}

export const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** The destination as a request names it: an existing process by id, or a name (free-text mode). */
interface Destino {
  id_proceso?: number;
  proceso?: string;
}

/** The existing process named by id (404 when missing), or the one with that name if any. */
async function findDestino(db: Executor, destino: Destino): Promise<ProcesoRef | null> {
  if (destino.id_proceso !== undefined) {
    const proceso = await findProcesoRef(db, destino.id_proceso);
    if (!proceso) throw new HttpError(404, ADMIN_MSG.procesoNoExiste);
    return proceso;
  }
  return destino.proceso ? findProcesoByName(db, destino.proceso) : null;
}

/** Inside the write: the process, created from its name when it does not exist yet. */
async function destinoFor(
  tx: Executor,
  found: ProcesoRef | null,
  destino: Destino,
): Promise<ProcesoRef> {
  return found ?? findOrCreateProceso(tx, destino.proceso ?? '');
}

/**
 * Stores generated questions as drafts 'pendiente de revisión' (revision.ts): no test, bank or
 * device sees them until the SA publishes them, so the bank's version does not change yet.
 */
async function addDrafts(
  db: Db,
  found: ProcesoRef | null,
  destino: Destino,
  questions: readonly BankRow[],
) {
  return db.transaction(async (tx) => {
    const proceso = await destinoFor(tx, found, destino);
    await insertQuestions(tx, proceso.id, questions, { pendienteRevision: true });
    const first = questions[0];
    const ids = first
      ? await draftIds(
          tx,
          proceso.id,
          first,
          questions.map((q) => q.pregunta),
        )
      : [];
    return { id: proceso.id, ids };
  });
}

/** The text to generate from: the one sent, else the caller's own summaries of the topic. */
async function sourceText(
  db: Db,
  userId: number,
  proceso: ProcesoRef | null,
  tema: string,
  texto: string,
) {
  if (texto.trim() !== '') return { texto, origen: 'texto' as const };
  const summaries = await topicSummaries(db, userId, proceso?.id ?? null, tema);
  if (summaries.length === 0) throw new HttpError(400, ADMIN_MSG.sinTexto);
  return { texto: summaries.join('\n\n'), origen: 'resumenes' as const };
}

interface Upload {
  fields: Record<string, string>;
  file: { nombre: string; contenido: Buffer } | null;
}

/** The multipart form: the file in `archivo`, the rest as text fields. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(415, ADMIN_MSG.noMultipart);
  const upload: Upload = { fields: {}, file: null };
  try {
    // fieldSize is in bytes: room for the longest name (300 characters) of four bytes each.
    const parts = request.parts({
      limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10, fieldSize: 4_096 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const contenido = await readFilePart(request, part, MAX_FILE_BYTES);
        if (!contenido) throw new HttpError(413, ADMIN_MSG.archivoGrande);
        // A part sent with `filename=""` comes without a name (undefined, whatever its type says).
        if (part.fieldname === 'archivo') upload.file = { nombre: part.filename ?? '', contenido };
      } else {
        // busboy cuts a longer value short without failing: never import a truncated name.
        if (part.valueTruncated) throw new HttpError(413, MSG.tooLarge);
        upload.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, ADMIN_MSG.archivoGrande);
    // A second file, more fields or parts than the form has: too large, not malformed.
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new HttpError(413, MSG.tooLarge);
    // Any other failure here is the form itself (cut short, a broken boundary): the client's.
    request.log.info({ err: error }, 'multipart no válido');
    throw new HttpError(400, MSG.invalidInput);
  }
  return upload;
}

function fileName(proceso: ProcesoRef, formato: BankFormat, tema?: string): string {
  const topic = tema
    ? `-${tema
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}`
    : '';
  return `${proceso.slug}${topic}${BANK_FORMAT_INFO[formato].extension}`;
}

/**
 * SA tools over the question banks (api.md "Generators"): generated test and psychotechnic
 * questions (stored as drafts for review), and bank files in and out. Everyone else gets 403
 * (401 without a session), before any look at the body. Every change to what a bank offers bumps
 * the process's bank version.
 */
export async function generatorsRoutes(
  app: FastifyInstance,
  { db, config, files, provider }: GeneratorsRoutesOptions,
) {
  const ai = provider ?? createAiProvider(config.ai, app.log);
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const onRequest = async (request: FastifyRequest) => void requireLevel(request, 'SA');
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post('/generar_preguntas.php', {
    schema: {
      body: generarPreguntasRequestSchema,
      response: { 200: generarPreguntasResponseSchema, ...errorSchemas },
    },
    onRequest,
    handler: async (request) => {
      const { seccion, tema, num_preguntas, texto, fuente } = request.body;
      const found = await findDestino(db, request.body);
      const source = await sourceText(db, requireUser(request).id, found, tema, texto);
      const existing = found ? await existingTexts(db, found.id, seccion, tema) : new Set<string>();
      const { value, meta } = await ai.run(questionsTask, {
        texto: source.texto,
        cantidad: num_preguntas,
        semilla: String(Date.now()),
        fuente: fuente ?? null,
      });
      // A question the model left without a source takes the one the SA gave for the text.
      const sourced = value.map((q) => ({ ...q, fuente: q.fuente?.trim() || fuente || null }));
      const questions = freshQuestions(sourced, { seccion, tema }, existing, num_preguntas);
      if (questions.length === 0) throw new HttpError(422, ADMIN_MSG.textoSinPreguntas);
      const { id, ids } = await addDrafts(db, found, request.body, questions);
      return {
        ok: true as const,
        preguntas: questions.length,
        id_proceso: id,
        origen: source.origen,
        motor: meta.motor,
        ...(meta.aviso ? { aviso: meta.aviso } : {}),
        pendiente_revision: true as const,
        ids,
      };
    },
  });

  typed.post('/generar_psicotecnicos.php', {
    schema: {
      body: generarPsicotecnicosRequestSchema,
      response: { 200: generarPsicotecnicosResponseSchema, ...errorSchemas },
    },
    onRequest,
    handler: async (request) => {
      const { seccion, num_preguntas } = request.body;
      const tema = psychotechnicTopic(request.body.tema);
      if (!tema)
        throw new HttpError(
          400,
          ADMIN_MSG.temaSinGenerador(request.body.tema, PSYCHOTECHNIC_TEMAS),
        );
      const found = await findDestino(db, request.body);
      const existing = found ? await existingTexts(db, found.id, seccion, tema) : new Set<string>();
      // A starter process gets the option count of its exam (three in Policía Nacional).
      const opciones = STARTER_PROCESSES.find((p) => p.slug === found?.slug)?.opciones;
      const questions = generatePsychotechnics(tema, num_preguntas, seccion, existing, opciones);
      if (questions.length === 0) throw new HttpError(422, ADMIN_MSG.psicoSinNuevas);
      const { id, ids } = await addDrafts(db, found, request.body, questions);
      return {
        ok: true as const,
        preguntas: questions.length,
        id_proceso: id,
        tema,
        pendiente_revision: true as const,
        ids,
      };
    },
  });

  typed.post('/importar_preguntas.php', {
    schema: { response: { 200: importarResponseSchema, ...errorSchemas } },
    onRequest,
    handler: async (request): Promise<ImportarResponse> => {
      const upload = await readUpload(request);
      const parsed = importarFieldsSchema.safeParse(upload.fields);
      if (!parsed.success)
        throw new HttpError(400, parsed.error.issues[0]?.message ?? MSG.invalidInput);
      const fields = parsed.data;
      if (!upload.file) throw new HttpError(400, ADMIN_MSG.archivoRequerido);
      const found = await findDestino(db, fields);
      const read = await files.readBank({
        ...upload.file,
        formato: fields.formato as BankFormat | undefined,
        seccion: fields.seccion,
        tema: fields.tema,
      });
      const none = { nuevas: 0, actualizadas: 0, sin_cambios: 0, formato: read.formato };
      if (read.rechazadas.length > 0) {
        // All or nothing: one bad item and the file is refused, with every reason at once.
        return {
          ok: false,
          preguntas: 0,
          ...none,
          rechazadas: read.rechazadas,
          id_proceso: found?.id ?? null,
          error: ADMIN_MSG.importRechazado(read.rechazadas.length),
        };
      }
      return db.transaction(async (tx) => {
        const proceso = await destinoFor(tx, found, fields);
        const counts = await importQuestions(tx, proceso.id, read.preguntas);
        return {
          ok: true,
          preguntas: read.preguntas.length,
          nuevas: counts.nuevas,
          actualizadas: counts.actualizadas,
          sin_cambios: counts.sinCambios,
          rechazadas: [],
          formato: read.formato,
          id_proceso: proceso.id,
        };
      });
    },
  });

  typed.get('/exportar_preguntas.php', {
    schema: { querystring: exportarQuerySchema },
    onRequest,
    handler: async (request, reply) => {
      const { id_proceso, seccion, tema } = request.query;
      const formato = request.query.formato as BankFormat;
      const proceso = await findDestino(db, { id_proceso });
      if (!proceso) throw new HttpError(404, ADMIN_MSG.procesoNoExiste);
      const rows = await listBankQuestions(db, proceso.id, { seccion, tema, soloActivas: true });
      if (rows.length === 0) throw new HttpError(404, ADMIN_MSG.bancoVacio);
      const name = fileName(proceso, formato, tema);
      const questions = rows.map(toBankQuestion);
      if (!BANK_FORMAT_INFO[formato].explicaciones) {
        reply.header(
          EXPLICACIONES_OMITIDAS_HEADER,
          String(droppedExplanations(formato, questions)),
        );
      }
      return reply
        .type(BANK_FORMAT_INFO[formato].mimeType)
        .header(
          'content-disposition',
          `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(serializeBank(formato, questions));
    },
  });
}
