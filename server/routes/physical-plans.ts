// Physical plans: planes_fisicos.php?action= listar, obtener, crear, actualizar, eliminar,
// generar_semana (the AI week, 1-based) and avance (a week's done flag, 0-based). The plan id
// may come in the query or the body, as the spec's client sends it either way. Another user's
// plan is 404, exactly like one that does not exist.
//
// Beyond api.md (README): buscar_imagen_stock answers from the project's own illustrations
// (and Openverse when configured), served publicly under /api/ejercicios/{slug}.svg so an
// <img> can load them; marcas_listar, marca_guardar and marca_eliminar keep the user's marks in
// the official tests of the plan's tipo_prueba, each scored on its scale.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MSG,
  PLAN_MSG,
  avanceSchema,
  generarSemanaSchema,
  physicalPlanInputSchema,
  physicalPlanRefSchema,
  physicalResponseSchema,
} from '../../src/core/contract';
import type { PhysicalWeekResponse } from '../../src/core/contract';
import {
  MARK_MSG,
  buscarImagenSchema,
  marcaEliminarSchema,
  marcaGuardarSchema,
  physicalAnyQuerySchema,
  physicalExtraResponseSchema,
} from '../../src/core/contract/physical-marks';
import type { PhysicalAnyAction } from '../../src/core/contract/physical-marks';
import { z } from '../../src/core/contract/zod';
import { createAiProvider } from '../ai';
import { aiQuota, storedReplay } from '../ai/guards';
import { physicalWeekTask } from '../ai/tasks';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import { EXERCISE_ILLUSTRATIONS } from '../content/exercises';
import { escalaFor, pruebaOf } from '../content/escalas-fisicas';
import {
  deleteMark,
  deletePhysicalPlan,
  findPhysicalPlan,
  insertMark,
  listMarks,
  insertPhysicalPlan,
  listPhysicalPlans,
  physicalView,
  updatePhysicalPlan,
} from '../db/repositories/physical-plans';
import { HttpError } from '../http-error';
import { requirePlanCreation, resolveUserId } from '../plugins/auth';
import { sendWrite, withIdempotency } from '../plugins/idempotency';
import { ILLUSTRATIONS_ROUTE, createStockImageSearch } from '../plans/physical-images';
import { markView } from '../plans/physical-marks';
import { avanceFor, localPlanSummary, readPlanAi, totalWeeks } from '../plans/physical-weeks';
import { errorSchemas, loginFirst, parseBody } from './route-kit';

const ILLUSTRATIONS_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'content',
  'exercises',
);
const ILLUSTRATION_SLUGS = new Set(EXERCISE_ILLUSTRATIONS.map((i) => i.slug));

const ok = { status: 200, body: { success: true as const } };

/** The spec's method for each action, and the one a REST client would also try. */
const METHODS: Record<PhysicalAnyAction, readonly string[]> = {
  listar: ['GET'],
  obtener: ['GET'],
  crear: ['POST'],
  actualizar: ['PUT', 'POST'],
  eliminar: ['POST', 'DELETE'],
  generar_semana: ['POST'],
  avance: ['PUT', 'POST'],
  buscar_imagen_stock: ['POST'],
  marcas_listar: ['GET'],
  marca_guardar: ['POST'],
  marca_eliminar: ['POST', 'DELETE'],
};

type Query = z.output<typeof physicalAnyQuerySchema>;

function planIdOf(query: Query, body: { id_plan?: number | undefined }): number {
  const id = query.id_plan ?? body.id_plan;
  if (id === undefined) throw new HttpError(400, PLAN_MSG.idPlan);
  return id;
}

function notFound(): never {
  throw new HttpError(404, PLAN_MSG.physicalNotFound);
}

export async function physicalPlansRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: ServerConfig },
) {
  const ai = createAiProvider(config.ai, app.log);
  const quota = aiQuota(app, config);
  const images = createStockImageSearch(config.openverse, app.log);

  // The illustrations are public: an <img> sends no bearer token, and they are the project's own.
  app.get<{ Params: { file: string } }>(`${ILLUSTRATIONS_ROUTE}/:file`, async (request, reply) => {
    const slug = /^([a-z0-9-]+)\.svg$/.exec(request.params.file)?.[1];
    if (!slug || !ILLUSTRATION_SLUGS.has(slug)) throw new HttpError(404, MSG.notFound);
    const svg = await readFile(path.join(ILLUSTRATIONS_DIR, `${slug}.svg`), 'utf8');
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(svg);
  });

  async function marcasListar(request: FastifyRequest, query: Query) {
    const userId = resolveUserId(request, query.id_usuario);
    const plan = (await findPhysicalPlan(db, userId, planIdOf(query, {}))) ?? notFound();
    const escala = escalaFor(plan.tipoPrueba);
    const rows = await listMarks(db, userId, plan.id);
    return { success: true as const, escala, marcas: rows.map((r) => markView(escala, r)) };
  }

  async function marcaGuardar(request: FastifyRequest, reply: FastifyReply, query: Query) {
    const body = parseBody(marcaGuardarSchema, request.body ?? {}, PLAN_MSG.action);
    const userId = resolveUserId(request, body.id_usuario ?? query.id_usuario);
    const idPlan = planIdOf(query, body);
    const result = await withIdempotency(request, db, async (tx) => {
      const plan = (await findPhysicalPlan(tx, userId, idPlan)) ?? notFound();
      const escala = escalaFor(plan.tipoPrueba);
      const prueba = pruebaOf(escala, body.prueba);
      if (!prueba) throw new HttpError(400, MARK_MSG.pruebaPlan);
      const row = await insertMark(tx, {
        uuid: body.uuid ?? null,
        userId,
        planId: plan.id,
        prueba: prueba.id,
        sexo: prueba.sexo,
        valor: body.valor,
        fecha: body.fecha,
      });
      return { status: 200, body: { success: true as const, marca: markView(escala, row) } };
    });
    return sendWrite(reply, result);
  }

  async function marcaEliminar(request: FastifyRequest, reply: FastifyReply, query: Query) {
    const body = parseBody(marcaEliminarSchema, request.body ?? {}, PLAN_MSG.action);
    const userId = resolveUserId(request, body.id_usuario ?? query.id_usuario);
    const idPlan = planIdOf(query, body);
    const result = await withIdempotency(request, db, async (tx) => {
      if (!(await findPhysicalPlan(tx, userId, idPlan))) notFound();
      if (!(await deleteMark(tx, userId, idPlan, body.id)))
        throw new HttpError(404, MARK_MSG.marcaNotFound);
      return ok;
    });
    return sendWrite(reply, result);
  }

  async function buscarImagen(request: FastifyRequest) {
    const body = parseBody(buscarImagenSchema, request.body ?? {}, PLAN_MSG.action);
    return {
      success: true as const,
      items: await images.search(body.q, body.bloque, body.limit),
    };
  }

  async function crear(request: FastifyRequest, reply: FastifyReply, query: Query) {
    const body = parseBody(physicalPlanInputSchema, request.body ?? {}, PLAN_MSG.action);
    const userId = resolveUserId(request, body.id_usuario ?? query.id_usuario);
    const result = await withIdempotency(request, db, async (tx) => {
      const row = await insertPhysicalPlan(tx, {
        uuid: body.uuid ?? null,
        userId,
        titulo: body.titulo,
        tipoPrueba: body.tipo_prueba,
        descripcion: body.descripcion,
        fechaInicio: body.fecha_inicio,
        fechaFin: body.fecha_fin,
        planIa: { plan: [], resumen: null },
        avance: [],
      });
      return { status: 200, body: { success: true as const, id: row.id, uuid: row.uuid } };
    });
    return sendWrite(reply, result);
  }

  async function actualizar(request: FastifyRequest, reply: FastifyReply, query: Query) {
    const body = parseBody(physicalPlanInputSchema, request.body ?? {}, PLAN_MSG.action);
    const userId = resolveUserId(request, body.id_usuario ?? query.id_usuario);
    const idPlan = planIdOf(query, body);
    const result = await withIdempotency(request, db, async (tx) => {
      const row = await updatePhysicalPlan(tx, userId, idPlan, {
        titulo: body.titulo,
        tipoPrueba: body.tipo_prueba,
        descripcion: body.descripcion,
        fechaInicio: body.fecha_inicio,
        fechaFin: body.fecha_fin,
      });
      return row ? ok : notFound();
    });
    return sendWrite(reply, result);
  }

  async function eliminar(request: FastifyRequest, reply: FastifyReply, query: Query) {
    const body = parseBody(physicalPlanRefSchema, request.body ?? {}, PLAN_MSG.action);
    const userId = resolveUserId(request, body.id_usuario ?? query.id_usuario);
    const idPlan = planIdOf(query, body);
    const result = await withIdempotency(request, db, async (tx) =>
      (await deletePhysicalPlan(tx, userId, idPlan)) ? ok : notFound(),
    );
    return sendWrite(reply, result);
  }

  async function generarSemana(request: FastifyRequest, reply: FastifyReply, query: Query) {
    const body = parseBody(generarSemanaSchema, request.body ?? {}, PLAN_MSG.action);
    const userId = resolveUserId(request, body.id_usuario ?? query.id_usuario);
    const idPlan = planIdOf(query, body);
    const replay = await storedReplay<PhysicalWeekResponse>(request, db);
    if (replay) return sendWrite(reply, replay);
    const plan = (await findPhysicalPlan(db, userId, idPlan)) ?? notFound();
    if (body.semana > physicalView(plan).plan.semanas) throw new HttpError(400, PLAN_MSG.semana);
    // The model runs before the write's transaction, so a slow one holds no database lock.
    await quota(request);
    const { value: week, meta } = await ai.run(physicalWeekTask, {
      tipo_prueba: plan.tipoPrueba,
      fecha_inicio: plan.fechaInicio,
      fecha_fin: plan.fechaFin,
      semana: body.semana,
    });
    const result = await withIdempotency(request, db, async (tx) => {
      const current =
        (await findPhysicalPlan(tx, userId, idPlan, { forUpdate: true })) ?? notFound();
      const stored = readPlanAi(current.planIa);
      const weeks: (typeof stored.plan)[number][] = [...stored.plan];
      while (weeks.length < body.semana) weeks.push(null);
      weeks[body.semana - 1] = week;
      const planIa = {
        plan: weeks,
        resumen:
          stored.resumen ??
          localPlanSummary(current.tipoPrueba, current.fechaInicio, current.fechaFin),
      };
      const total = totalWeeks(current.fechaInicio, current.fechaFin, planIa);
      const updated =
        (await updatePhysicalPlan(tx, userId, idPlan, {
          planIa,
          avance: avanceFor(current.avance, total),
          motor: meta.motor,
        })) ?? notFound();
      const view = physicalView(updated);
      const response: PhysicalWeekResponse = {
        success: true,
        semana: body.semana,
        plan_semana: week,
        plan_ia: view.plan_ia,
        avance: view.avance,
        ia_avance_ratio: view.ia_avance_ratio,
        ...meta,
      };
      return { status: 200, body: response };
    });
    return sendWrite(reply, result);
  }

  async function avance(request: FastifyRequest, reply: FastifyReply, query: Query) {
    const body = parseBody(avanceSchema, request.body ?? {}, PLAN_MSG.action);
    const userId = resolveUserId(request, body.id_usuario ?? query.id_usuario);
    const idPlan = planIdOf(query, body);
    const result = await withIdempotency(request, db, async (tx) => {
      const row = (await findPhysicalPlan(tx, userId, idPlan, { forUpdate: true })) ?? notFound();
      const flags = [...physicalView(row).avance];
      if (body.semana >= flags.length) throw new HttpError(400, PLAN_MSG.semana);
      flags[body.semana] = body.realizado;
      const view = physicalView(
        (await updatePhysicalPlan(tx, userId, idPlan, { avance: flags })) ?? notFound(),
      );
      return {
        status: 200,
        body: {
          success: true as const,
          avance: view.avance,
          ia_avance_ratio: view.ia_avance_ratio,
        },
      };
    });
    return sendWrite(reply, result);
  }

  app.withTypeProvider<ZodTypeProvider>().route({
    method: ['GET', 'POST', 'PUT', 'DELETE'],
    url: '/planes_fisicos.php',
    onRequest: loginFirst,
    schema: {
      querystring: physicalAnyQuerySchema,
      response: {
        // The extra shapes first: the plain {success} at the end of the other union would strip them.
        200: z.union([physicalExtraResponseSchema, physicalResponseSchema]),
        ...errorSchemas,
      },
    },
    handler: async (request, reply) => {
      const query = request.query;
      if (!METHODS[query.action].includes(request.method))
        throw new HttpError(405, PLAN_MSG.method);
      switch (query.action) {
        case 'listar':
          return {
            success: true as const,
            planes: await listPhysicalPlans(db, resolveUserId(request, query.id_usuario)),
          };
        case 'obtener': {
          const row = await findPhysicalPlan(
            db,
            resolveUserId(request, query.id_usuario),
            planIdOf(query, {}),
          );
          return { success: true as const, ...physicalView(row ?? notFound()) };
        }
        case 'crear':
          requirePlanCreation(request);
          return crear(request, reply, query);
        case 'actualizar':
          return actualizar(request, reply, query);
        case 'eliminar':
          return eliminar(request, reply, query);
        case 'generar_semana':
          return generarSemana(request, reply, query);
        case 'avance':
          return avance(request, reply, query);
        case 'buscar_imagen_stock':
          return buscarImagen(request);
        case 'marcas_listar':
          return marcasListar(request, query);
        case 'marca_guardar':
          return marcaGuardar(request, reply, query);
        case 'marca_eliminar':
          return marcaEliminar(request, reply, query);
      }
    },
  });
}
