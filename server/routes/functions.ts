import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  generarDescripcionPlanRequestSchema,
  generarDescripcionPlanResponseSchema,
  generarPlanEstudioRequestSchema,
  generarPlanEstudioResponseSchema,
  generarTecnicaRequestSchema,
  generarTecnicaResponseSchema,
  profesorVirtualRequestSchema,
  profesorVirtualResponseSchema,
} from '../../src/core/contract';
import type { GenerarPlanEstudioResponse, ProfesorVirtualRequest } from '../../src/core/contract';
import { isPsicoTopic } from '../../src/core/quiz/psico';
import { createAiProvider } from '../ai';
import type { AiProvider } from '../ai';
import { aiQuota, storedReplay } from '../ai/guards';
import { explainTask, planDescriptionTask, techniqueTask } from '../ai/tasks';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import { findQuestionNotes } from '../db/repositories/question-notes';
import { summaryTexts } from '../db/repositories/summaries';
import { requirePlanCreation, requireUser, resolveUserId } from '../plugins/auth';
import { sendWrite, withIdempotency } from '../plugins/idempotency';
import { generateStudyPlan, storeStudyPlan } from '../plans/study-ai';
import { errorSchemas, loginFirst } from './route-kit';

export { DEFAULT_AI_PER_USER_PER_MINUTE } from '../ai/guards';

export interface FunctionsRoutesOptions {
  config: ServerConfig;
  db: Db;
  /** Replaces the provider built from `config.ai`. */
  provider?: AiProvider;
}

/** Profesor Virtual reads at most this much of the user's own summaries. */
const PROFESOR_SUMMARIES = { maxCount: 20, maxChars: 200_000 };
const MAX_RESUMENES = 20;

/**
 * The question as the bank has it: with the `id` of a bank question (the same text), the
 * source, explanation and topic the request left out come from the bank, so an older client or
 * a bank kept on a device before explanations still gets them. A 'Psico - …' topic marks a
 * psychotechnic item.
 */
async function withBankNotes(
  db: Db,
  body: ProfesorVirtualRequest,
): Promise<ProfesorVirtualRequest> {
  const found = body.id === undefined ? null : await findQuestionNotes(db, body.id);
  const notes = found && found.pregunta.trim() === body.pregunta.trim() ? found : null;
  const tema = body.tema ?? notes?.tema;
  return {
    ...body,
    fuente: body.fuente ?? notes?.fuente ?? null,
    explicacion: body.explicacion ?? notes?.explicacion ?? null,
    ...(tema ? { tema: tema.slice(0, 300) } : {}),
    psicotecnico: body.psicotecnico ?? (tema ? isPsicoTopic(tema) : false),
  };
}

/** POST /functions/<name>: the AI tools of api.md, for logged-in users, rate limited per user. */
export async function functionsRoutes(
  app: FastifyInstance,
  { config, db, provider }: FunctionsRoutesOptions,
) {
  const ai = provider ?? createAiProvider(config.ai, app.log);
  const quota = aiQuota(app, config);
  // 401 comes before any look at the body; the quota is spent only by valid requests.
  // The plan description is written for a plan being created, which a usuario may not start;
  // the weekly plan of a plan already theirs is theirs too (README, plans and levels).
  const creationOnRequest = async (request: FastifyRequest) => void requirePlanCreation(request);
  const preHandler = quota;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post('/functions/profesor-virtual', {
    schema: {
      body: profesorVirtualRequestSchema,
      response: { 200: profesorVirtualResponseSchema, ...errorSchemas },
    },
    onRequest: loginFirst,
    preHandler,
    handler: async (request) => {
      const question = await withBankNotes(db, request.body);
      // The engine cites the most relevant passage of the user's own summaries on the topic
      // (any of their summaries when no topic is given), before any the client sent.
      const own = await summaryTexts(
        db,
        requireUser(request).id,
        question.tema,
        PROFESOR_SUMMARIES,
      );
      const resumenes = [...own, ...request.body.resumenes].slice(0, MAX_RESUMENES);
      const { value, meta } = await ai.run(explainTask, { ...question, resumenes });
      return { success: true as const, explicacion: value, ...meta };
    },
  });

  typed.post('/functions/generar-tecnica', {
    schema: {
      body: generarTecnicaRequestSchema,
      response: { 200: generarTecnicaResponseSchema, ...errorSchemas },
    },
    onRequest: loginFirst,
    preHandler,
    handler: async (request) => {
      const { value, meta } = await ai.run(techniqueTask, request.body);
      return { tecnica: value, ...meta };
    },
  });

  typed.post('/functions/generar-descripcion-plan', {
    schema: {
      body: generarDescripcionPlanRequestSchema,
      response: { 200: generarDescripcionPlanResponseSchema, ...errorSchemas },
    },
    onRequest: creationOnRequest,
    preHandler,
    handler: async (request) => {
      const { value, meta } = await ai.run(planDescriptionTask, request.body);
      return { descripcion: value, ...meta };
    },
  });

  // The AI step of creating a study plan (spec §4: create, then generate, then open): the
  // weekly plan is made from the stored plan's dates and topics and stored on it, and a plan
  // created without topics gets its stages and tasks from the ones sent here. A write, so it
  // takes an Idempotency-Key; the quota is spent inside, only when the model is really asked.
  typed.post('/functions/generar-plan-estudio', {
    schema: {
      body: generarPlanEstudioRequestSchema,
      response: { 200: generarPlanEstudioResponseSchema, ...errorSchemas },
    },
    onRequest: loginFirst,
    handler: async (request, reply) => {
      const body = request.body;
      const input = {
        userId: resolveUserId(request, body.id_usuario),
        idPlan: body.id_plan,
        temas: body.temas,
        secciones: body.secciones,
        proceso: body.proceso,
      };
      const replay = await storedReplay<GenerarPlanEstudioResponse>(request, db);
      if (replay) return sendWrite(reply, replay);
      const generated = await generateStudyPlan(request, db, ai, quota, input);
      const result = await withIdempotency(request, db, async (tx) => {
        await storeStudyPlan(tx, input, generated);
        const response: GenerarPlanEstudioResponse = {
          success: true,
          id_plan: input.idPlan,
          total_sesiones: generated.plan.reduce((sum, w) => sum + w.actividades.length, 0),
          ...generated.meta,
        };
        return { status: 200, body: response };
      });
      return sendWrite(reply, result);
    },
  });
}
