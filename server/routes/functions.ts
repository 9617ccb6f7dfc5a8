import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MSG,
  errorBodySchema,
  generarDescripcionPlanRequestSchema,
  generarDescripcionPlanResponseSchema,
  generarTecnicaRequestSchema,
  generarTecnicaResponseSchema,
  profesorVirtualRequestSchema,
  profesorVirtualResponseSchema,
} from '../../src/core/contract';
import { createAiProvider } from '../ai';
import type { AiProvider } from '../ai';
import { explainTask, planDescriptionTask, techniqueTask } from '../ai/tasks';
import type { ServerConfig } from '../config';
import { HttpError } from '../http-error';
import { requireUser } from '../plugins/auth';

export const DEFAULT_AI_PER_USER_PER_MINUTE = 20;

export interface FunctionsRoutesOptions {
  config: ServerConfig;
  /** Replaces the provider built from `config.ai`. */
  provider?: AiProvider;
}

const errors = { '4xx': errorBodySchema, '5xx': errorBodySchema };

/** POST /functions/<name>: the AI tools of api.md, for logged-in users, rate limited per user. */
export async function functionsRoutes(
  app: FastifyInstance,
  { config, provider }: FunctionsRoutesOptions,
) {
  const ai = provider ?? createAiProvider(config.ai, app.log);
  const perUser = app.createRateLimit({
    max: config.rateLimits.aiPerUserPerMinute ?? DEFAULT_AI_PER_USER_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `ai:${request.user?.id ?? request.ip}`,
  });
  // 401 comes before any look at the body; the quota is spent only by valid requests.
  const onRequest = async (request: FastifyRequest) => void requireUser(request);
  const preHandler = async (request: FastifyRequest) => {
    const result = await perUser(request);
    if (!result.isAllowed && result.isExceeded) throw new HttpError(429, MSG.rateLimited);
  };
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post('/functions/profesor-virtual', {
    schema: {
      body: profesorVirtualRequestSchema,
      response: { 200: profesorVirtualResponseSchema, ...errors },
    },
    onRequest,
    preHandler,
    handler: async (request) => {
      const { value, meta } = await ai.run(explainTask, request.body);
      return { success: true as const, explicacion: value, ...meta };
    },
  });

  typed.post('/functions/generar-tecnica', {
    schema: {
      body: generarTecnicaRequestSchema,
      response: { 200: generarTecnicaResponseSchema, ...errors },
    },
    onRequest,
    preHandler,
    handler: async (request) => {
      const { value, meta } = await ai.run(techniqueTask, request.body);
      return { tecnica: value, ...meta };
    },
  });

  typed.post('/functions/generar-descripcion-plan', {
    schema: {
      body: generarDescripcionPlanRequestSchema,
      response: { 200: generarDescripcionPlanResponseSchema, ...errors },
    },
    onRequest,
    preHandler,
    handler: async (request) => {
      const { value, meta } = await ai.run(planDescriptionTask, request.body);
      return { descripcion: value, ...meta };
    },
  });
}
