// Study plans: planes_estudio.php (listar, crear, detalle, actualizar, eliminar, marcar_tarea)
// and plan_ia_personal.php (the AI weekly plan). A plan, stage or task of another user is 404,
// exactly like one that does not exist.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PLAN_MSG,
  planDatesError,
  planIaPersonalResponseSchema,
  planIaPersonalSchema,
  studyPlanActionSchema,
  studyPlanResponseSchema,
} from '../../src/core/contract';
import type { PlanIaPersonalResponse, StudyPlanAction } from '../../src/core/contract';
import { createAiProvider } from '../ai';
import { aiQuota, storedReplay } from '../ai/guards';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import {
  deleteStudyPlan,
  findStudyPlanByUuid,
  findStudyPlanRow,
  insertStages,
  insertStudyPlan,
  listStages,
  listStudyPlans,
  planProgress,
  setTaskDone,
  studyPlanWithProgress,
  updateStudyPlan,
} from '../db/repositories/study-plans';
import { findProcess, listTopicPairs } from '../db/repositories/processes';
import { HttpError } from '../http-error';
import { requirePlanCreation, resolveUserId } from '../plugins/auth';
import { sendWrite, withIdempotency } from '../plugins/idempotency';
import { generateStudyPlan, storeStudyPlan } from '../plans/study-ai';
import { buildStages } from '../plans/study-stages';
import { QUIZ_MSG } from '../quiz/messages';
import { errorSchemas, loginFirst } from './route-kit';

const ok = { status: 200, body: { success: true as const } };
export const PLAN_TIME_ZONE = 'Europe/Madrid';

/** Today's date in Spain, yyyy-MM-dd: a plan's start when none is given (spec §5). */
export function todayInSpain(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: PLAN_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function checkDates(fechaInicio: string, fechaFin: string): void {
  const error = planDatesError(fechaInicio, fechaFin);
  if (error) throw new HttpError(400, error);
}

type Action<A extends StudyPlanAction['action']> = Extract<StudyPlanAction, { action: A }>;

export async function studyPlansRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: ServerConfig },
) {
  const ai = createAiProvider(config.ai, app.log);
  const quota = aiQuota(app, config);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  async function detalle(userId: number, idPlan: number) {
    const row = await findStudyPlanRow(db, userId, idPlan);
    if (!row) throw new HttpError(404, PLAN_MSG.notFound);
    return {
      success: true as const,
      plan: await studyPlanWithProgress(db, row),
      etapas: await listStages(db, row.id),
    };
  }

  async function crear(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    body: Action<'crear'>,
  ) {
    const fechaInicio = body.fecha_inicio ?? todayInSpain();
    checkDates(fechaInicio, body.fecha_fin);
    if (!(await findProcess(db, body.id_proceso)))
      throw new HttpError(404, QUIZ_MSG.procesoNotFound);
    const result = await withIdempotency(request, db, async (tx) => {
      const created = (id: number) => ({
        status: 200,
        body: { success: true as const, id_plan: id, uuid: body.uuid ?? null },
      });
      const known = body.uuid ? await findStudyPlanByUuid(tx, userId, body.uuid) : null;
      if (known) return created(known.id);
      const temas = body.temas ?? [];
      const secciones = body.secciones ?? [];
      const id = await insertStudyPlan(tx, {
        uuid: body.uuid ?? null,
        userId,
        idProceso: body.id_proceso,
        titulo: body.titulo,
        descripcion: body.descripcion,
        fechaInicio,
        fechaFin: body.fecha_fin,
        secciones,
        temas,
        estado: body.estado ?? 'activo',
      });
      if (id === null) throw new HttpError(409, PLAN_MSG.uuid);
      if (temas.length > 0)
        await insertStages(
          tx,
          id,
          buildStages(temas, secciones, await listTopicPairs(tx, body.id_proceso)),
        );
      return created(id);
    });
    return sendWrite(reply, result);
  }

  async function actualizar(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    body: Action<'actualizar'>,
  ) {
    const result = await withIdempotency(request, db, async (tx) => {
      const row = await findStudyPlanRow(tx, userId, body.id_plan, { forUpdate: true });
      if (!row) throw new HttpError(404, PLAN_MSG.notFound);
      const fechaInicio = body.fecha_inicio ?? row.fechaInicio;
      const fechaFin = body.fecha_fin ?? row.fechaFin;
      checkDates(fechaInicio, fechaFin);
      await updateStudyPlan(tx, userId, row.id, {
        titulo: body.titulo,
        descripcion: body.descripcion,
        fechaInicio,
        fechaFin,
        estado: body.estado,
      });
      return ok;
    });
    return sendWrite(reply, result);
  }

  async function eliminar(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    idPlan: number,
  ) {
    const result = await withIdempotency(request, db, async (tx) => {
      if (!(await deleteStudyPlan(tx, userId, idPlan))) throw new HttpError(404, PLAN_MSG.notFound);
      return ok;
    });
    return sendWrite(reply, result);
  }

  // The spec's client only ever sent 'completada: 1'; here 1 and 0 both land, so a task unticks.
  async function marcarTarea(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    body: Action<'marcar_tarea'>,
  ) {
    const result = await withIdempotency(request, db, async (tx) => {
      const idPlan = await setTaskDone(tx, userId, body.id_tarea, body.completada);
      if (idPlan === null) throw new HttpError(404, PLAN_MSG.tareaNotFound);
      return {
        status: 200,
        body: {
          success: true as const,
          id_tarea: body.id_tarea,
          completada: body.completada ? (1 as const) : (0 as const),
          progreso: await planProgress(tx, idPlan),
        },
      };
    });
    return sendWrite(reply, result);
  }

  typed.post(
    '/planes_estudio.php',
    {
      onRequest: loginFirst,
      schema: {
        body: studyPlanActionSchema,
        response: { 200: studyPlanResponseSchema, ...errorSchemas },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const userId = resolveUserId(request, body.id_usuario);
      switch (body.action) {
        case 'listar':
          return { success: true as const, planes: await listStudyPlans(db, userId) };
        case 'detalle':
          return detalle(userId, body.id_plan);
        case 'crear':
          requirePlanCreation(request);
          return crear(request, reply, userId, body);
        case 'actualizar':
          return actualizar(request, reply, userId, body);
        case 'eliminar':
          return eliminar(request, reply, userId, body.id_plan);
        case 'marcar_tarea':
          return marcarTarea(request, reply, userId, body);
      }
    },
  );

  typed.post(
    '/plan_ia_personal.php',
    {
      onRequest: loginFirst,
      schema: {
        body: planIaPersonalSchema,
        response: { 200: planIaPersonalResponseSchema, ...errorSchemas },
      },
    },
    async (request, reply) => {
      const input = {
        userId: resolveUserId(request, request.body.id_usuario),
        idPlan: request.body.id_plan,
      };
      const replay = await storedReplay<PlanIaPersonalResponse>(request, db);
      if (replay) return sendWrite(reply, replay);
      const generated = await generateStudyPlan(request, db, ai, quota, input);
      const result = await withIdempotency(request, db, async (tx) => {
        await storeStudyPlan(tx, input, generated);
        return {
          status: 200,
          body: {
            success: true as const,
            plan_ia: { plan: generated.plan },
            resumen_ia: generated.resumen_ia,
            ...generated.meta,
          },
        };
      });
      return sendWrite(reply, result);
    },
  );
}
