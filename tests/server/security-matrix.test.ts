// The access matrix: every endpoint (every route, and every action of the
// `action` endpoints) × anonymous, invitado, usuario, admin and SA × the caller's own object and
// another user's, with the expected status of each cell written in MATRIX below.
//
// Targets: `-` the call names no user and no object; `own` the caller's own object and id;
// `other` another user's object naming that user (`user_id` / `id_usuario`: allowed for admin
// and SA only, 403 for the rest, api.md); `foreign` another user's object without naming its
// owner (the server looks it up under the caller: 404, 'another user's summary is 404 too', or
// 403 where the documented rule is 'not allowed', comments). Anonymous callers act on the other
// user's object in every line. A usuario may not start a plan, so crear and
// generar-descripcion-plan are 403 for that level; the plans already theirs stay theirs (README,
// "Plans and levels").
//
// Each cell gets fresh objects, so cells never depend on each other. The list of routes the
// server registers is read through an onRoute hook: a route without a line here fails.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { studyPlanActionSchema } from '../../src/core/contract';
import { physicalAnyQuerySchema } from '../../src/core/contract/physical-marks';
import { PSYCHOTECHNIC_TEMAS } from '../../src/core/psychotechnics';
import { PUBLIC_API_ROUTES } from '../../server/plugins/auth';
import type { FakeStripe } from './fake-stripe';
import { startFakeStripe } from './fake-stripe';
import type { Json, TestServer } from './harness';
import { dbKinds, request, startTestServer } from './harness';
import type { CapturedRoute } from './security-capture';
import { routeKeys } from './security-capture';
import type { Account } from './security-helpers';
import { createAccount, expectSafe, multipart, problemWith, superAdmin } from './security-helpers';

const captured = vi.hoisted(() => [] as CapturedRoute[]);
vi.mock('fastify', async (original) =>
  (await import('./security-capture')).withRouteCapture(await original(), captured),
);

const ACTORS = ['anon', 'invitado', 'usuario', 'admin', 'SA'] as const;
type Actor = (typeof ACTORS)[number];
const TARGETS = ['-', 'own', 'other', 'foreign'] as const;
type Target = (typeof TARGETS)[number];

// prettier-ignore
const MATRIX = `
endpoint                                            | target  | anon | invitado | usuario | admin | SA
GET /api/health                                     | -       | 200  | 200      | 200     | 200   | 200
GET /api/config.php                                 | -       | 200  | 200      | 200     | 200   | 200
POST /api/auth.php login                            | -       | 200  | 200      | 200     | 200   | 200
POST /api/auth.php register                         | -       | 201  | 201      | 201     | 201   | 201
POST /api/auth.php refresh_token                    | -       | 200  | 200      | 200     | 200   | 200
POST /api/auth.php logout                           | -       | 200  | 200      | 200     | 200   | 200
POST /api/auth.php recover                          | -       | 200  | 200      | 200     | 200   | 200
POST /api/auth.php reset_password                   | -       | 200  | 200      | 200     | 200   | 200
POST /api/auth.php profile                          | own     | 401  | 200      | 200     | 200   | 200
POST /api/auth.php profile                          | other   | 401  | 403      | 403     | 200   | 200
POST /api/auth.php ?                                | -       | 400  | 400      | 400     | 400   | 400
GET /api/generar_personalidad.php                   | -       | 200  | 200      | 200     | 200   | 200
POST /api/perfiles_personalidad.php                 | -       | 401  | 200      | 200     | 200   | 200
GET /api/perfiles_personalidad.php                  | own     | 401  | 200      | 200     | 200   | 200
GET /api/perfiles_personalidad.php                  | other   | 401  | 403      | 403     | 200   | 200
POST /api/functions/profesor-virtual                | -       | 401  | 200      | 200     | 200   | 200
POST /api/functions/generar-tecnica                 | -       | 401  | 200      | 200     | 200   | 200
POST /api/functions/generar-descripcion-plan        | -       | 401  | 200      | 403     | 200   | 200
POST /api/functions/generar-plan-estudio            | own     | 401  | 200      | 200     | 200   | 200
POST /api/functions/generar-plan-estudio            | other   | 401  | 403      | 403     | 200   | 200
POST /api/functions/generar-plan-estudio            | foreign | 401  | 404      | 404     | 404   | 404
POST /api/functions/create-donation-payment         | -       | 401  | 200      | 200     | 200   | 200
POST /api/stripe_webhook.php                        | -       | 200  | 200      | 200     | 200   | 200
POST /api/stripe_webhook.php [bad signature]        | -       | 400  | 400      | 400     | 400   | 400
GET /api/procesos.php                               | -       | 200  | 200      | 200     | 200   | 200
GET /api/preguntas_auxiliares.php                   | -       | 200  | 200      | 200     | 200   | 200
GET /api/genera_test.php                            | -       | 200  | 200      | 200     | 200   | 200
GET /api/banco_preguntas.php                        | -       | 200  | 200      | 200     | 200   | 200
POST /api/test_progreso.php guardar                 | own     | 401  | 200      | 200     | 200   | 200
POST /api/test_progreso.php guardar                 | other   | 401  | 403      | 403     | 200   | 200
POST /api/test_progreso.php recuperar               | own     | 401  | 200      | 200     | 200   | 200
POST /api/test_progreso.php recuperar               | other   | 401  | 403      | 403     | 200   | 200
POST /api/test_progreso.php eliminar                | own     | 401  | 200      | 200     | 200   | 200
POST /api/test_progreso.php eliminar                | other   | 401  | 403      | 403     | 200   | 200
POST /api/test_progreso.php ?                       | -       | 401  | 400      | 400     | 400   | 400
POST /api/guardar_tests_realizados.php              | own     | 401  | 200      | 200     | 200   | 200
POST /api/guardar_tests_realizados.php              | other   | 401  | 403      | 403     | 200   | 200
GET /api/historial_tests.php                        | own     | 401  | 200      | 200     | 200   | 200
GET /api/historial_tests.php                        | other   | 401  | 403      | 403     | 200   | 200
GET /api/estadisticas_usuario.php                   | own     | 401  | 200      | 200     | 200   | 200
GET /api/estadisticas_usuario.php                   | other   | 401  | 403      | 403     | 200   | 200
GET /api/ultimos_procesos.php                       | own     | 401  | 200      | 200     | 200   | 200
GET /api/ultimos_procesos.php                       | other   | 401  | 403      | 403     | 200   | 200
GET /api/ranking_usuarios.php                       | own     | 401  | 200      | 200     | 200   | 200
GET /api/ranking_usuarios.php                       | other   | 401  | 403      | 403     | 200   | 200
GET /api/estadisticas_temas.php                     | own     | 401  | 200      | 200     | 200   | 200
GET /api/estadisticas_temas.php                     | other   | 401  | 403      | 403     | 200   | 200
GET /api/noticias.php                               | -       | 200  | 200      | 200     | 200   | 200
GET /api/ultimas_oposiciones.php                    | -       | 200  | 200      | 200     | 200   | 200
POST /api/actualizar_perfil.php                     | -       | 401  | 200      | 200     | 200   | 200
POST /api/eliminar_usuario.php                      | own     | 401  | 200      | 200     | 200   | 200
POST /api/eliminar_usuario.php                      | other   | 401  | 403      | 403     | 200   | 200
POST /api/eliminar_usuario.php [an SA]              | other   | 401  | 403      | 403     | 403   | 200
GET /api/exportar_mis_datos.php                     | own     | 401  | 200      | 200     | 200   | 200
GET /api/exportar_mis_datos.php                     | other   | 401  | 403      | 403     | 200   | 200
GET /api/comentarios.php                            | -       | 401  | 200      | 200     | 200   | 200
POST /api/comentarios.php                           | own     | 401  | 201      | 201     | 201   | 201
POST /api/comentarios.php                           | other   | 401  | 403      | 403     | 201   | 201
POST /api/comentarios.php delete                    | own     | 401  | 200      | 200     | 200   | 200
POST /api/comentarios.php delete                    | foreign | 401  | 403      | 403     | 200   | 200
POST /api/comentarios.php ?                         | -       | 401  | 400      | 400     | 400   | 400
PUT /api/comentarios.php                            | own     | 401  | 200      | 200     | 200   | 200
PUT /api/comentarios.php                            | foreign | 401  | 403      | 403     | 200   | 200
GET /api/incidencias.php                            | -       | 401  | 403      | 403     | 403   | 200
POST /api/incidencias.php crear                     | -       | 401  | 200      | 200     | 200   | 200
POST /api/incidencias.php resolver                  | -       | 401  | 403      | 403     | 403   | 200
POST /api/incidencias.php ?                         | -       | 401  | 400      | 400     | 400   | 400
POST /api/generar_preguntas.php                     | -       | 401  | 403      | 403     | 403   | 200
POST /api/generar_psicotecnicos.php                 | -       | 401  | 403      | 403     | 403   | 200
POST /api/importar_preguntas.php                    | -       | 401  | 403      | 403     | 403   | 200
GET /api/exportar_preguntas.php                     | -       | 401  | 403      | 403     | 403   | 200
GET /api/revision_preguntas.php                     | -       | 401  | 403      | 403     | 403   | 200
POST /api/revision_preguntas.php publicar           | -       | 401  | 403      | 403     | 403   | 200
POST /api/revision_preguntas.php editar             | -       | 401  | 403      | 403     | 403   | 200
POST /api/revision_preguntas.php descartar          | -       | 401  | 403      | 403     | 403   | 200
GET /api/usuarios.php                               | -       | 401  | 403      | 403     | 403   | 200
POST /api/usuarios.php nivel                        | other   | 401  | 403      | 403     | 403   | 200
POST /api/usuarios.php ?                            | -       | 401  | 403      | 403     | 403   | 400
GET /api/listar_resumenes.php                       | own     | 401  | 200      | 200     | 200   | 200
GET /api/listar_resumenes.php                       | other   | 401  | 403      | 403     | 200   | 200
GET /api/detalle_resumen.php                        | own     | 401  | 200      | 200     | 200   | 200
GET /api/detalle_resumen.php                        | foreign | 401  | 404      | 404     | 404   | 404
GET /api/tecnica_resumen.php                        | own     | 401  | 200      | 200     | 200   | 200
GET /api/tecnica_resumen.php                        | foreign | 401  | 404      | 404     | 404   | 404
POST /api/tecnica_resumen.php                       | own     | 401  | 200      | 200     | 200   | 200
POST /api/tecnica_resumen.php                       | other   | 401  | 403      | 403     | 200   | 200
POST /api/tecnica_resumen.php                       | foreign | 401  | 404      | 404     | 404   | 404
POST /api/extraer_texto.php                         | -       | 401  | 200      | 200     | 200   | 200
POST /api/generar_resumen.php                       | own     | 401  | 200      | 200     | 200   | 200
POST /api/generar_resumen.php                       | other   | 401  | 403      | 403     | 200   | 200
POST /api/planes_estudio.php listar                 | own     | 401  | 200      | 200     | 200   | 200
POST /api/planes_estudio.php listar                 | other   | 401  | 403      | 403     | 200   | 200
POST /api/planes_estudio.php crear                  | own     | 401  | 200      | 403     | 200   | 200
POST /api/planes_estudio.php crear                  | other   | 401  | 403      | 403     | 200   | 200
POST /api/planes_estudio.php detalle                | own     | 401  | 200      | 200     | 200   | 200
POST /api/planes_estudio.php detalle                | other   | 401  | 403      | 403     | 200   | 200
POST /api/planes_estudio.php detalle                | foreign | 401  | 404      | 404     | 404   | 404
POST /api/planes_estudio.php actualizar             | own     | 401  | 200      | 200     | 200   | 200
POST /api/planes_estudio.php actualizar             | other   | 401  | 403      | 403     | 200   | 200
POST /api/planes_estudio.php actualizar             | foreign | 401  | 404      | 404     | 404   | 404
POST /api/planes_estudio.php eliminar               | own     | 401  | 200      | 200     | 200   | 200
POST /api/planes_estudio.php eliminar               | other   | 401  | 403      | 403     | 200   | 200
POST /api/planes_estudio.php eliminar               | foreign | 401  | 404      | 404     | 404   | 404
POST /api/planes_estudio.php marcar_tarea           | own     | 401  | 200      | 200     | 200   | 200
POST /api/planes_estudio.php marcar_tarea           | other   | 401  | 403      | 403     | 200   | 200
POST /api/planes_estudio.php marcar_tarea           | foreign | 401  | 404      | 404     | 404   | 404
POST /api/planes_estudio.php ?                      | -       | 401  | 400      | 400     | 400   | 400
POST /api/plan_ia_personal.php                      | own     | 401  | 200      | 200     | 200   | 200
POST /api/plan_ia_personal.php                      | other   | 401  | 403      | 403     | 200   | 200
POST /api/plan_ia_personal.php                      | foreign | 401  | 404      | 404     | 404   | 404
GET /api/planes_fisicos.php listar                  | own     | 401  | 200      | 200     | 200   | 200
GET /api/planes_fisicos.php listar                  | other   | 401  | 403      | 403     | 200   | 200
GET /api/planes_fisicos.php obtener                 | own     | 401  | 200      | 200     | 200   | 200
GET /api/planes_fisicos.php obtener                 | other   | 401  | 403      | 403     | 200   | 200
GET /api/planes_fisicos.php obtener                 | foreign | 401  | 404      | 404     | 404   | 404
POST /api/planes_fisicos.php crear                  | own     | 401  | 200      | 403     | 200   | 200
POST /api/planes_fisicos.php crear                  | other   | 401  | 403      | 403     | 200   | 200
PUT /api/planes_fisicos.php actualizar              | own     | 401  | 200      | 200     | 200   | 200
PUT /api/planes_fisicos.php actualizar              | other   | 401  | 403      | 403     | 200   | 200
PUT /api/planes_fisicos.php actualizar              | foreign | 401  | 404      | 404     | 404   | 404
POST /api/planes_fisicos.php eliminar               | own     | 401  | 200      | 200     | 200   | 200
POST /api/planes_fisicos.php eliminar               | other   | 401  | 403      | 403     | 200   | 200
POST /api/planes_fisicos.php eliminar               | foreign | 401  | 404      | 404     | 404   | 404
DELETE /api/planes_fisicos.php eliminar             | own     | 401  | 200      | 200     | 200   | 200
DELETE /api/planes_fisicos.php eliminar             | foreign | 401  | 404      | 404     | 404   | 404
POST /api/planes_fisicos.php generar_semana         | own     | 401  | 200      | 200     | 200   | 200
POST /api/planes_fisicos.php generar_semana         | other   | 401  | 403      | 403     | 200   | 200
POST /api/planes_fisicos.php generar_semana         | foreign | 401  | 404      | 404     | 404   | 404
PUT /api/planes_fisicos.php avance                  | own     | 401  | 200      | 200     | 200   | 200
PUT /api/planes_fisicos.php avance                  | other   | 401  | 403      | 403     | 200   | 200
PUT /api/planes_fisicos.php avance                  | foreign | 401  | 404      | 404     | 404   | 404
POST /api/planes_fisicos.php buscar_imagen_stock   | -       | 401  | 200      | 200     | 200   | 200
POST /api/sincronizar.php                           | -       | 401  | 200      | 200     | 200   | 200
GET /api/planes_fisicos.php marcas_listar           | own     | 401  | 200      | 200     | 200   | 200
GET /api/planes_fisicos.php marcas_listar           | other   | 401  | 403      | 403     | 200   | 200
GET /api/planes_fisicos.php marcas_listar           | foreign | 401  | 404      | 404     | 404   | 404
POST /api/planes_fisicos.php marca_guardar          | own     | 401  | 200      | 200     | 200   | 200
POST /api/planes_fisicos.php marca_guardar          | other   | 401  | 403      | 403     | 200   | 200
POST /api/planes_fisicos.php marca_guardar          | foreign | 401  | 404      | 404     | 404   | 404
POST /api/planes_fisicos.php marca_eliminar         | own     | 401  | 200      | 200     | 200   | 200
POST /api/planes_fisicos.php marca_eliminar         | other   | 401  | 403      | 403     | 200   | 200
POST /api/planes_fisicos.php marca_eliminar         | foreign | 401  | 404      | 404     | 404   | 404
DELETE /api/planes_fisicos.php marca_eliminar       | own     | 401  | 200      | 200     | 200   | 200
DELETE /api/planes_fisicos.php marca_eliminar       | foreign | 401  | 404      | 404     | 404   | 404
GET /api/ejercicios/:file                           | -       | 200  | 200      | 200     | 200   | 200
GET /api/ejercicios/:file [unknown]                 | -       | 404  | 404      | 404     | 404   | 404
GET /api/planes_fisicos.php crear [wrong method]    | -       | 401  | 405      | 405     | 405   | 405
POST /api/planes_fisicos.php ?                      | -       | 401  | 400      | 400     | 400   | 400
`;

interface Line {
  label: string;
  /** 'METHOD /url' of the route. */
  route: string;
  target: Target;
  expected: Record<Actor, number>;
}

function parseMatrix(text: string): Line[] {
  const rows = text
    .trim()
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()));
  const [header, ...body] = rows;
  expect(header?.slice(2)).toEqual([...ACTORS]);
  return body.map(([label = '', target = '', ...statuses]) => {
    expect(TARGETS as readonly string[]).toContain(target);
    expect(statuses).toHaveLength(ACTORS.length);
    const [method = '', url = ''] = label.split(' ');
    return {
      label,
      route: `${method} ${url}`,
      target: target as Target,
      expected: Object.fromEntries(ACTORS.map((a, i) => [a, Number(statuses[i])])) as Record<
        Actor,
        number
      >,
    };
  });
}

const LINES = parseMatrix(MATRIX);

/** One request: JSON body, form body (test_progreso.php), raw body or multipart. */
interface Call {
  method: string;
  path: string;
  body?: unknown;
  form?: Record<string, string | number>;
  raw?: { body: string; headers: Record<string, string> };
  multipart?: Parameters<typeof multipart>[2];
}

interface Fixtures {
  server: TestServer;
  /** The seeded super-admin, who prepares other users' objects (admin and SA may, api.md). */
  helper: Account;
  accounts: Record<Exclude<Actor, 'anon'>, Account>;
  victim: Account;
  procesoId: number;
  questionIds: number[];
  personality: { version: string | number; items: { id: number }[] };
  stripe: FakeStripe;
  webhookSecret: string;
}

interface Cell {
  fx: Fixtures;
  actor: Actor;
  /** Null for anonymous. */
  caller: Account | null;
  /** Whose object the call is about: the caller for `own` and `-`, else the victim. */
  owner: Account;
  target: Target;
  /** The user id to send, when the target names one (own and other). */
  uid: number | undefined;
}

let counter = 0;
const next = () => ++counter;

async function as(fx: Fixtures, who: Account, call: Call): Promise<Json> {
  return send(fx.server, who.token, call);
}

async function send(server: TestServer, token: string | undefined, call: Call): Promise<Json> {
  if (call.multipart) return multipart(server, call.path, { ...call.multipart, token });
  if (call.form) {
    const rawBody = new URLSearchParams(
      Object.entries(call.form).map(([k, v]) => [k, String(v)]),
    ).toString();
    return request(server, call.method, call.path, {
      token,
      rawBody,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
  if (call.raw)
    return request(server, call.method, call.path, {
      token,
      rawBody: call.raw.body,
      headers: call.raw.headers,
    });
  return request(server, call.method, call.path, { token, body: call.body });
}

function ok(res: Json, what: string): Record<string, unknown> {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A call as one entry of a sincronizar.php batch (JSON or form body, own Idempotency-Key). */
function batchEntry(call: Call) {
  if (call.multipart || call.raw) throw new Error(`${call.path} no se envía en un lote`);
  return {
    idempotency_key: randomUUID(),
    metodo: call.method,
    ruta: call.path.replace(/^\/api\//, ''),
    cuerpo: call.form
      ? Object.fromEntries(Object.entries(call.form).map(([k, v]) => [k, String(v)]))
      : call.body,
    formulario: call.form !== undefined,
  };
}

// ------------------------------------------------------------------ objects, made fresh per cell

async function summaryOf(fx: Fixtures, owner: Account): Promise<number> {
  const res = await as(fx, fx.helper, {
    method: 'POST',
    path: '/api/generar_resumen.php',
    body: {
      id_usuario: owner.id,
      tema: 'Tema',
      seccion: 'Sección',
      texto: 'Texto del resumen.',
      nivel_detalle: 'corto',
    },
  });
  return ok(res, 'resumen').id as number;
}

async function studyPlanOf(fx: Fixtures, owner: Account): Promise<{ id: number; tarea: number }> {
  const created = ok(
    await as(fx, fx.helper, {
      method: 'POST',
      path: '/api/planes_estudio.php',
      body: {
        action: 'crear',
        id_usuario: owner.id,
        id_proceso: fx.procesoId,
        titulo: 'Plan de prueba',
        fecha_inicio: '2026-01-05',
        fecha_fin: '2026-03-01',
        temas: ['La Constitución Española de 1978'],
      },
    }),
    'plan de estudio',
  );
  const id = created.id_plan as number;
  const detail = ok(
    await as(fx, fx.helper, {
      method: 'POST',
      path: '/api/planes_estudio.php',
      body: { action: 'detalle', id_plan: id, id_usuario: owner.id },
    }),
    'detalle',
  );
  const etapas = detail.etapas as { tareas: { id: number }[] }[];
  const tarea = etapas.flatMap((e) => e.tareas)[0]?.id;
  if (tarea === undefined) throw new Error('plan sin tareas');
  return { id, tarea };
}

const PHYSICAL = {
  titulo: 'Plan físico',
  tipo_prueba: 'Policía Nacional',
  fecha_inicio: '2026-01-05',
  fecha_fin: '2026-03-01',
};

async function physicalPlanOf(fx: Fixtures, owner: Account): Promise<number> {
  const res = await as(fx, fx.helper, {
    method: 'POST',
    path: '/api/planes_fisicos.php?action=crear',
    body: { ...PHYSICAL, id_usuario: owner.id },
  });
  return ok(res, 'plan físico').id as number;
}

async function commentOf(fx: Fixtures, owner: Account): Promise<number> {
  const res = await as(fx, fx.helper, {
    method: 'POST',
    path: '/api/comentarios.php',
    body: { id_pregunta: fx.questionIds[0], comentario: 'Un comentario', id_usuario: owner.id },
  });
  return ok(res, 'comentario').id as number;
}

async function refreshTokenOf(fx: Fixtures, owner: Account): Promise<string> {
  const res = await request(fx.server, 'POST', '/api/auth.php', {
    body: { action: 'login', email: owner.email, password: owner.password, remember: false },
  });
  return ok(res, 'login').refresh_token as string;
}

/** Fresh psychotechnic drafts made by the SA, for the review lines. */
async function drafts(fx: Fixtures): Promise<number[]> {
  const made = await as(fx, fx.helper, {
    method: 'POST',
    path: '/api/generar_psicotecnicos.php',
    body: {
      id_proceso: fx.procesoId,
      seccion: 'Psicotécnicos',
      tema: PSYCHOTECHNIC_TEMAS[0],
      num_preguntas: 1,
    },
  });
  return ok(made, 'borradores').ids as number[];
}

const question = (fx: Fixtures) => fx.questionIds[next() % fx.questionIds.length] as number;

// ------------------------------------------------------------------ how each line is called

type Builder = (cell: Cell) => Call | Promise<Call>;
const get =
  (path: string): Builder =>
  () => ({ method: 'GET', path });
const withUid = (cell: Cell, key: string) => (cell.uid === undefined ? {} : { [key]: cell.uid });
const query = (cell: Cell, key: string) => (cell.uid === undefined ? '' : `${key}=${cell.uid}`);

const studyAction =
  (
    action: string,
    extra: (cell: Cell, plan: { id: number; tarea: number }) => Record<string, unknown>,
  ): Builder =>
  async (cell) => {
    const plan = await studyPlanOf(cell.fx, cell.owner);
    return {
      method: 'POST',
      path: '/api/planes_estudio.php',
      body: { action, ...withUid(cell, 'id_usuario'), ...extra(cell, plan) },
    };
  };

const physicalAction =
  (method: string, action: string, extra: Record<string, unknown> = {}): Builder =>
  async (cell) => {
    const id = await physicalPlanOf(cell.fx, cell.owner);
    if (method === 'GET')
      return {
        method,
        path: `/api/planes_fisicos.php?action=${action}&id_plan=${id}&${query(cell, 'id_usuario')}`,
      };
    return {
      method,
      path: `/api/planes_fisicos.php?action=${action}`,
      body: { id_plan: id, ...withUid(cell, 'id_usuario'), ...extra },
    };
  };

/** A mark in an official test of the plan's tipo_prueba (Policía Nacional). */
const MARK = { prueba: 'pn-circuito-h', valor: 9.5, fecha: '2026-03-10' };

const markAction =
  (method: string): Builder =>
  async (cell) => {
    const idPlan = await physicalPlanOf(cell.fx, cell.owner);
    const saved = ok(
      await as(cell.fx, cell.fx.helper, {
        method: 'POST',
        path: '/api/planes_fisicos.php?action=marca_guardar',
        body: { id_plan: idPlan, id_usuario: cell.owner.id, ...MARK },
      }),
      'marca',
    );
    return {
      method,
      path: '/api/planes_fisicos.php?action=marca_eliminar',
      body: {
        id_plan: idPlan,
        id: (saved.marca as { id: number }).id,
        ...withUid(cell, 'id_usuario'),
      },
    };
  };

const progress =
  (action: string): Builder =>
  (cell) => ({
    method: 'POST',
    path: '/api/test_progreso.php',
    form: {
      action,
      ...withUid(cell, 'user_id'),
      test_key: '1_a_b_10',
      actual: 0,
      respuestas: '{}',
      tiempo_restante: 60,
      preguntas: '[]',
      updated_at: Date.now(),
    },
  });

const userGet =
  (path: string, key = 'user_id'): Builder =>
  (cell) => ({ method: 'GET', path: `${path}?${query(cell, key)}` });

function webhookCall(fx: Fixtures, signed: boolean): Call {
  const payload = JSON.stringify({
    id: `evt_${next()}`,
    object: 'event',
    type: 'checkout.session.expired',
    data: { object: { id: 'cs_test_none', object: 'checkout.session' } },
  });
  const signature = signed
    ? new Stripe('sk_test_matrix').webhooks.generateTestHeaderString({
        payload,
        secret: fx.webhookSecret,
      })
    : 't=1,v1=00';
  return {
    method: 'POST',
    path: '/api/stripe_webhook.php',
    raw: {
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    },
  };
}

const GIFT = `::SEC-1::¿Cuántos días tiene una semana?{
=Siete
~Cinco
~Diez
}
`;

const BUILDERS: Record<string, Builder> = {
  'GET /api/health': get('/api/health'),
  'GET /api/config.php': get('/api/config.php'),
  'POST /api/auth.php login': (c) => ({
    method: 'POST',
    path: '/api/auth.php',
    body: { action: 'login', email: c.owner.email, password: c.owner.password, remember: false },
  }),
  'POST /api/auth.php register': () => ({
    method: 'POST',
    path: '/api/auth.php',
    body: {
      action: 'register',
      username: `nuevo${next()}x`,
      email: `nuevo${next()}@example.com`,
      password: 'secreto-123',
    },
  }),
  'POST /api/auth.php refresh_token': async (c) => ({
    method: 'POST',
    path: '/api/auth.php',
    body: { action: 'refresh_token', refresh_token: await refreshTokenOf(c.fx, c.owner) },
  }),
  'POST /api/auth.php logout': async (c) => ({
    method: 'POST',
    path: '/api/auth.php',
    body: { action: 'logout', refresh_token: await refreshTokenOf(c.fx, c.owner) },
  }),
  'POST /api/auth.php recover': (c) => ({
    method: 'POST',
    path: '/api/auth.php',
    body: { action: 'recover', email: c.owner.email },
  }),
  'POST /api/auth.php reset_password': async (c) => {
    ok(
      await request(c.fx.server, 'POST', '/api/auth.php', {
        body: { action: 'recover', email: c.owner.email },
      }),
      'recover',
    );
    await c.fx.server.settled();
    const mail = c.fx.server.mails.at(-1);
    if (mail?.email !== c.owner.email) throw new Error('sin correo de recuperación');
    return {
      method: 'POST',
      path: '/api/auth.php',
      body: { action: 'reset_password', token: mail.token, password: c.owner.password },
    };
  },
  'POST /api/auth.php profile': (c) => ({
    method: 'POST',
    path: '/api/auth.php',
    body: { action: 'profile', id: c.owner.id },
  }),
  'POST /api/auth.php ?': () => ({
    method: 'POST',
    path: '/api/auth.php',
    body: { action: 'borrar_todo' },
  }),
  'GET /api/generar_personalidad.php': get('/api/generar_personalidad.php'),
  'POST /api/perfiles_personalidad.php': (c) => ({
    method: 'POST',
    path: '/api/perfiles_personalidad.php',
    body: {
      uuid: randomUUID(),
      version: c.fx.personality.version,
      respuestas: Object.fromEntries(c.fx.personality.items.map((item) => [String(item.id), 3])),
      fecha: '2026-11-21T10:00:00Z',
    },
  }),
  'GET /api/perfiles_personalidad.php': userGet('/api/perfiles_personalidad.php'),
  'POST /api/functions/profesor-virtual': () => ({
    method: 'POST',
    path: '/api/functions/profesor-virtual',
    body: {
      pregunta: '¿Capital de España?',
      respuestas: ['Madrid', 'Sevilla'],
      correcta: 1,
      elegida: 2,
    },
  }),
  'POST /api/functions/generar-tecnica': () => ({
    method: 'POST',
    path: '/api/functions/generar-tecnica',
    body: {
      resumen: 'La Constitución se aprobó en 1978.',
      tema: 'CE',
      seccion: 'S',
      metodo: 'feynman',
    },
  }),
  'POST /api/functions/generar-descripcion-plan': () => ({
    method: 'POST',
    path: '/api/functions/generar-descripcion-plan',
    body: {
      titulo: 'Plan de primavera',
      proceso: 'Auxiliar',
      temas: ['CE'],
      fecha_inicio: '2026-01-05',
      fecha_fin: '2026-03-01',
    },
  }),
  'POST /api/functions/generar-plan-estudio': async (c) => {
    const plan = await studyPlanOf(c.fx, c.owner);
    return {
      method: 'POST',
      path: '/api/functions/generar-plan-estudio',
      body: { id_plan: plan.id, ...withUid(c, 'id_usuario') },
    };
  },
  'POST /api/functions/create-donation-payment': () => ({
    method: 'POST',
    path: '/api/functions/create-donation-payment',
    body: { amount: 5 },
  }),
  'POST /api/stripe_webhook.php': (c) => webhookCall(c.fx, true),
  'POST /api/stripe_webhook.php [bad signature]': (c) => webhookCall(c.fx, false),
  'GET /api/procesos.php': get('/api/procesos.php'),
  'GET /api/preguntas_auxiliares.php': (c) => ({
    method: 'GET',
    path: `/api/preguntas_auxiliares.php?id_proceso=${c.fx.procesoId}`,
  }),
  'GET /api/genera_test.php': (c) => ({
    method: 'GET',
    path: `/api/genera_test.php?proceso_id=${c.fx.procesoId}&secciones=&temas=&numPreguntas=5`,
  }),
  'GET /api/banco_preguntas.php': (c) => ({
    method: 'GET',
    path: `/api/banco_preguntas.php?id_proceso=${c.fx.procesoId}`,
  }),
  'POST /api/test_progreso.php guardar': progress('guardar'),
  'POST /api/test_progreso.php recuperar': progress('recuperar'),
  'POST /api/test_progreso.php eliminar': progress('eliminar'),
  'POST /api/test_progreso.php ?': () => ({
    method: 'POST',
    path: '/api/test_progreso.php',
    form: { action: 'borrar', test_key: 'k' },
  }),
  'POST /api/guardar_tests_realizados.php': (c) => {
    const id = question(c.fx);
    return {
      method: 'POST',
      path: '/api/guardar_tests_realizados.php',
      body: {
        uuid: randomUUID(),
        ...withUid(c, 'user_id'),
        id_proceso: c.fx.procesoId,
        tipo_test: 'simulacion',
        psicotecnico: false,
        secciones: 'Organización Pública',
        temas: 'La Constitución Española de 1978',
        num_preguntas: 1,
        tiempo: 30,
        tiempo_restante: 600,
        respuestas: { [String(id)]: 1 },
        fecha_inicio: '2026-11-21T10:00:00Z',
        fecha_finalizacion: '2026-11-21T10:20:00Z',
      },
    };
  },
  'GET /api/historial_tests.php': userGet('/api/historial_tests.php'),
  'GET /api/estadisticas_usuario.php': userGet('/api/estadisticas_usuario.php'),
  'GET /api/ultimos_procesos.php': userGet('/api/ultimos_procesos.php'),
  'GET /api/ranking_usuarios.php': userGet('/api/ranking_usuarios.php'),
  'GET /api/estadisticas_temas.php': userGet('/api/estadisticas_temas.php'),
  'GET /api/noticias.php': get('/api/noticias.php'),
  'GET /api/ultimas_oposiciones.php': get('/api/ultimas_oposiciones.php'),
  'POST /api/actualizar_perfil.php': (c) => ({
    method: 'POST',
    path: '/api/actualizar_perfil.php',
    body: { nombre: 'Nombre Nuevo', password_actual: c.caller?.password ?? c.owner.password },
  }),
  'POST /api/eliminar_usuario.php': async (c) => {
    // Deleting an account is for good: fresh accounts, of the caller's level for `own`.
    const { server } = c.fx;
    if (c.target === 'own' && c.caller) {
      const self = await createAccount(server, c.caller.nivel, 'borrable');
      c.caller = self;
      return { method: 'POST', path: '/api/eliminar_usuario.php', body: { user_id: self.id } };
    }
    const victim = await createAccount(server, 'invitado', 'victima');
    return { method: 'POST', path: '/api/eliminar_usuario.php', body: { user_id: victim.id } };
  },
  'POST /api/eliminar_usuario.php [an SA]': async (c) => {
    const victim = await createAccount(c.fx.server, 'SA', 'savictima');
    return { method: 'POST', path: '/api/eliminar_usuario.php', body: { user_id: victim.id } };
  },
  'GET /api/exportar_mis_datos.php': userGet('/api/exportar_mis_datos.php'),
  'GET /api/comentarios.php': (c) => ({
    method: 'GET',
    path: `/api/comentarios.php?id_pregunta=${c.fx.questionIds[0]}`,
  }),
  'POST /api/comentarios.php': (c) => ({
    method: 'POST',
    path: '/api/comentarios.php',
    body: {
      id_pregunta: c.fx.questionIds[0],
      comentario: 'Muy buena pregunta',
      ...withUid(c, 'id_usuario'),
    },
  }),
  'POST /api/comentarios.php delete': async (c) => ({
    method: 'POST',
    path: '/api/comentarios.php',
    body: { action: 'delete', id: await commentOf(c.fx, c.owner), rol: 'SA' },
  }),
  'POST /api/comentarios.php ?': () => ({
    method: 'POST',
    path: '/api/comentarios.php',
    body: { action: 'borrar_todo', id: 1 },
  }),
  'PUT /api/comentarios.php': async (c) => ({
    method: 'PUT',
    path: '/api/comentarios.php',
    body: { id: await commentOf(c.fx, c.owner), comentario: 'Editado', rol: 'SA' },
  }),
  'GET /api/incidencias.php': get('/api/incidencias.php?estado=abierta'),
  'POST /api/sincronizar.php': () => ({
    method: 'POST',
    path: '/api/sincronizar.php',
    body: {
      entradas: [
        batchEntry({ method: 'POST', path: '/api/incidencias.php', body: { action: 'nada' } }),
      ],
    },
  }),
  'POST /api/incidencias.php crear': (c) => ({
    method: 'POST',
    path: '/api/incidencias.php',
    body: { id_pregunta: question(c.fx), motivo: 'La respuesta correcta es otra' },
  }),
  'POST /api/incidencias.php resolver': async (c) => {
    const report = await as(c.fx, c.fx.victim, {
      method: 'POST',
      path: '/api/incidencias.php',
      body: { id_pregunta: question(c.fx), motivo: 'Enunciado ambiguo' },
    });
    return {
      method: 'POST',
      path: '/api/incidencias.php',
      body: { action: 'resolver', id: ok(report, 'incidencia').id },
    };
  },
  'POST /api/incidencias.php ?': () => ({
    method: 'POST',
    path: '/api/incidencias.php',
    body: { action: 'borrar_todo' },
  }),
  'POST /api/generar_preguntas.php': (c) => ({
    method: 'POST',
    path: '/api/generar_preguntas.php',
    body: {
      id_proceso: c.fx.procesoId,
      seccion: 'Seguridad',
      tema: `Tema generado ${next()}`,
      num_preguntas: 1,
      texto:
        'Las Cortes Generales representan al pueblo español y están formadas por el Congreso de los Diputados y el Senado. ' +
        'El Congreso se compone de un mínimo de 300 y un máximo de 400 Diputados, elegidos por sufragio universal.',
    },
  }),
  'GET /api/revision_preguntas.php': get('/api/revision_preguntas.php'),
  'POST /api/revision_preguntas.php publicar': async (c) => ({
    method: 'POST',
    path: '/api/revision_preguntas.php',
    body: { action: 'publicar', ids: await drafts(c.fx) },
  }),
  'POST /api/revision_preguntas.php editar': async (c) => ({
    method: 'POST',
    path: '/api/revision_preguntas.php',
    body: { action: 'editar', id: (await drafts(c.fx))[0], pregunta: { fuente: 'Art. 68 CE' } },
  }),
  'POST /api/revision_preguntas.php descartar': async (c) => ({
    method: 'POST',
    path: '/api/revision_preguntas.php',
    body: { action: 'descartar', ids: await drafts(c.fx) },
  }),
  'POST /api/generar_psicotecnicos.php': (c) => ({
    method: 'POST',
    path: '/api/generar_psicotecnicos.php',
    body: {
      id_proceso: c.fx.procesoId,
      seccion: 'Psicotécnicos',
      tema: PSYCHOTECHNIC_TEMAS[0],
      num_preguntas: 1,
    },
  }),
  'POST /api/importar_preguntas.php': (c) => ({
    method: 'POST',
    path: '/api/importar_preguntas.php',
    multipart: {
      fields: { id_proceso: String(c.fx.procesoId), seccion: 'Seguridad', tema: 'Importadas' },
      file: { name: 'banco.gift', bytes: GIFT, type: 'text/plain' },
    },
  }),
  'GET /api/exportar_preguntas.php': (c) => ({
    method: 'GET',
    path: `/api/exportar_preguntas.php?id_proceso=${c.fx.procesoId}&formato=gift`,
  }),
  'GET /api/usuarios.php': get('/api/usuarios.php?q=sec'),
  'POST /api/usuarios.php nivel': (c) => ({
    method: 'POST',
    path: '/api/usuarios.php',
    body: { action: 'nivel', id: c.owner.id, nivel: 'invitado' },
  }),
  'POST /api/usuarios.php ?': (c) => ({
    method: 'POST',
    path: '/api/usuarios.php',
    body: { action: 'borrar', id: c.fx.victim.id },
  }),
  'GET /api/listar_resumenes.php': userGet('/api/listar_resumenes.php', 'id_usuario'),
  'GET /api/detalle_resumen.php': async (c) => ({
    method: 'GET',
    path: `/api/detalle_resumen.php?id=${await summaryOf(c.fx, c.owner)}`,
  }),
  'GET /api/tecnica_resumen.php': async (c) => ({
    method: 'GET',
    path: `/api/tecnica_resumen.php?resumen_id=${await summaryOf(c.fx, c.owner)}`,
  }),
  'POST /api/tecnica_resumen.php': async (c) => ({
    method: 'POST',
    path: '/api/tecnica_resumen.php',
    body: {
      resumen_id: await summaryOf(c.fx, c.owner),
      tecnica: 'Mi técnica',
      ...withUid(c, 'id_usuario'),
    },
  }),
  'POST /api/extraer_texto.php': () => ({
    method: 'POST',
    path: '/api/extraer_texto.php',
    multipart: {
      file: { name: 'apuntes.txt', bytes: 'Apuntes del tema uno.', type: 'text/plain' },
    },
  }),
  'POST /api/generar_resumen.php': (c) => ({
    method: 'POST',
    path: '/api/generar_resumen.php',
    body: {
      ...withUid(c, 'id_usuario'),
      tema: 'Tema',
      seccion: 'S',
      texto: 'Mi resumen.',
      nivel_detalle: 'corto',
    },
  }),
  'POST /api/planes_estudio.php listar': (c) => ({
    method: 'POST',
    path: '/api/planes_estudio.php',
    body: { action: 'listar', ...withUid(c, 'id_usuario') },
  }),
  'POST /api/planes_estudio.php crear': (c) => ({
    method: 'POST',
    path: '/api/planes_estudio.php',
    body: {
      action: 'crear',
      ...withUid(c, 'id_usuario'),
      id_proceso: c.fx.procesoId,
      titulo: 'Mi plan',
      fecha_inicio: '2026-01-05',
      fecha_fin: '2026-03-01',
    },
  }),
  'POST /api/planes_estudio.php detalle': studyAction('detalle', (_c, plan) => ({
    id_plan: plan.id,
  })),
  'POST /api/planes_estudio.php actualizar': studyAction('actualizar', (_c, plan) => ({
    id_plan: plan.id,
    titulo: 'Nuevo título',
  })),
  'POST /api/planes_estudio.php eliminar': studyAction('eliminar', (_c, plan) => ({
    id_plan: plan.id,
  })),
  'POST /api/planes_estudio.php marcar_tarea': studyAction('marcar_tarea', (_c, plan) => ({
    id_tarea: plan.tarea,
    completada: 1,
  })),
  'POST /api/planes_estudio.php ?': () => ({
    method: 'POST',
    path: '/api/planes_estudio.php',
    body: { action: 'borrar_todo' },
  }),
  'POST /api/plan_ia_personal.php': async (c) => {
    const plan = await studyPlanOf(c.fx, c.owner);
    return {
      method: 'POST',
      path: '/api/plan_ia_personal.php',
      body: { id_plan: plan.id, ...withUid(c, 'id_usuario') },
    };
  },
  'GET /api/planes_fisicos.php listar': (c) => ({
    method: 'GET',
    path: `/api/planes_fisicos.php?action=listar&${query(c, 'id_usuario')}`,
  }),
  'GET /api/planes_fisicos.php obtener': physicalAction('GET', 'obtener'),
  'POST /api/planes_fisicos.php crear': (c) => ({
    method: 'POST',
    path: '/api/planes_fisicos.php?action=crear',
    body: { ...PHYSICAL, ...withUid(c, 'id_usuario') },
  }),
  'PUT /api/planes_fisicos.php actualizar': physicalAction('PUT', 'actualizar', {
    ...PHYSICAL,
    titulo: 'Otro título',
  }),
  'POST /api/planes_fisicos.php eliminar': physicalAction('POST', 'eliminar'),
  'DELETE /api/planes_fisicos.php eliminar': physicalAction('DELETE', 'eliminar'),
  'POST /api/planes_fisicos.php generar_semana': physicalAction('POST', 'generar_semana', {
    semana: 1,
    fast: false,
  }),
  'PUT /api/planes_fisicos.php avance': physicalAction('PUT', 'avance', {
    semana: 0,
    realizado: true,
  }),
  'POST /api/planes_fisicos.php buscar_imagen_stock': () => ({
    method: 'POST',
    path: '/api/planes_fisicos.php?action=buscar_imagen_stock',
    body: { q: 'Flexiones', bloque: 'fuerza', limit: 4 },
  }),
  'GET /api/planes_fisicos.php marcas_listar': physicalAction('GET', 'marcas_listar'),
  'POST /api/planes_fisicos.php marca_guardar': physicalAction('POST', 'marca_guardar', MARK),
  'POST /api/planes_fisicos.php marca_eliminar': markAction('POST'),
  'DELETE /api/planes_fisicos.php marca_eliminar': markAction('DELETE'),
  'GET /api/ejercicios/:file': async (c) => {
    const found = ok(
      await as(c.fx, c.fx.helper, {
        method: 'POST',
        path: '/api/planes_fisicos.php?action=buscar_imagen_stock',
        body: { q: 'Flexiones' },
      }),
      'buscar_imagen_stock',
    );
    const item = (found.items as { path?: string }[]).find((i) =>
      i.path?.startsWith('/api/ejercicios/'),
    );
    if (!item?.path) throw new Error('sin ilustración');
    return { method: 'GET', path: item.path };
  },
  'GET /api/ejercicios/:file [unknown]': () => ({
    method: 'GET',
    path: '/api/ejercicios/..%2F..%2Fpackage.json',
  }),
  'GET /api/planes_fisicos.php crear [wrong method]': () => ({
    method: 'GET',
    path: '/api/planes_fisicos.php?action=crear',
  }),
  'POST /api/planes_fisicos.php ?': () => ({
    method: 'POST',
    path: '/api/planes_fisicos.php?action=borrar_todo',
    body: {},
  }),
};

/** The actions of the `action` endpoints as the contract lists them; new ones get the generic rule. */
const CONTRACT_ACTIONS: {
  route: string;
  methods: string[];
  actions: readonly string[];
  call: (action: string, method: string) => Call;
}[] = [
  {
    route: '/api/planes_fisicos.php',
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    actions: physicalAnyQuerySchema.shape.action.options,
    call: (action, method) => ({
      method,
      path: `/api/planes_fisicos.php?action=${action}`,
      ...(method === 'GET' ? {} : { body: {} }),
    }),
  },
  {
    route: '/api/planes_estudio.php',
    methods: ['POST'],
    actions: studyPlanActionSchema.options.map((option) => option.shape.action.value),
    call: (action) => ({ method: 'POST', path: '/api/planes_estudio.php', body: { action } }),
  },
];

function cellsOf(line: Line, fx: Fixtures): Cell[] {
  return ACTORS.map((actor) => {
    const caller = actor === 'anon' ? null : fx.accounts[actor];
    const owner = line.target === 'own' || line.target === '-' ? (caller ?? fx.victim) : fx.victim;
    const uid = line.target === 'own' || line.target === 'other' ? owner.id : undefined;
    return { fx, actor, caller, owner, target: line.target, uid };
  });
}

describe.each(dbKinds)('security matrix on %s', (kind) => {
  let fx: Fixtures;

  beforeAll(async () => {
    captured.length = 0;
    const stripe = await startFakeStripe();
    const webhookSecret = 'whsec_matrix_secret';
    const server = await startTestServer(kind, {
      stripe: { secretKey: 'sk_test_matrix', webhookSecret, apiUrl: stripe.url },
      rateLimits: {
        authPerIpPerMinute: 100_000,
        authPerEmailPer15Min: 100_000,
        aiPerUserPerMinute: 100_000,
        loginFailures: { freePerEmailIp: 100_000, freePerIp: 100_000 },
      },
    });
    const helper = await superAdmin(server);
    const accounts = {
      invitado: await createAccount(server, 'invitado', 'inv'),
      usuario: await createAccount(server, 'usuario', 'usu'),
      admin: await createAccount(server, 'admin', 'adm'),
      SA: helper,
    };
    const victim = await createAccount(server, 'invitado', 'victim');
    const bank = await request(server, 'GET', '/api/banco_preguntas.php?id_proceso=1');
    const procesoId = bank.body.id_proceso as number;
    const questionIds = (bank.body.preguntas as { id: number }[]).map((q) => q.id);
    const personality = (await request(server, 'GET', '/api/generar_personalidad.php'))
      .body as Fixtures['personality'];
    fx = {
      server,
      helper,
      accounts,
      victim,
      procesoId,
      questionIds,
      personality,
      stripe,
      webhookSecret,
    };
  });
  afterAll(async () => {
    await fx?.server.close();
    await fx?.stripe.close();
  });

  it('has one line per registered route, and every line names a registered route', () => {
    const registered = routeKeys(captured);
    const inMatrix = [...new Set(LINES.map((l) => l.route))].sort();
    expect(inMatrix).toEqual(registered);
    expect(Object.keys(BUILDERS).sort()).toEqual([...new Set(LINES.map((l) => l.label))].sort());
  });

  it.each(LINES.map((line) => [`${line.label} (${line.target})`, line] as const))(
    '%s',
    async (_name, line) => {
      const builder = BUILDERS[line.label];
      if (!builder) throw new Error(`sin petición para ${line.label}`);
      const actual: Record<string, number> = {};
      const problems: string[] = [];
      for (const cell of cellsOf(line, fx)) {
        const call = await builder(cell);
        const res = await send(fx.server, cell.caller?.token, call);
        actual[cell.actor] = res.status;
        const problem = problemWith(res);
        if (problem) problems.push(`${cell.actor}: ${problem}`);
      }
      expect(actual).toEqual(line.expected);
      expect(problems).toEqual([]);
    },
  );

  // sincronizar.php runs each entry as the caller, through the same route: a write naming
  // another user's object gets, inside the batch, the status it gets alone (403, 404 or, for
  // admin and SA, 200). Each side gets its own fresh objects.
  it.each(
    LINES.filter(
      (l) =>
        (l.target === 'other' || l.target === 'foreign') &&
        !l.route.startsWith('GET ') &&
        !l.label.includes('[') &&
        // A public route (auth.php) is never run from a batch: its entry is refused with 400.
        !PUBLIC_API_ROUTES.has(l.route.split(' ')[1] ?? ''),
    ).map((line) => [`${line.label} (${line.target})`, line] as const),
  )('through sincronizar.php, %s answers as alone', async (_name, line) => {
    const builder = BUILDERS[line.label];
    if (!builder) throw new Error(`sin petición para ${line.label}`);
    for (const cell of cellsOf(line, fx)) {
      if (!cell.caller) continue;
      const alone = await builder(cell);
      if (alone.multipart || alone.raw) continue;
      const direct = await send(fx.server, cell.caller.token, alone);
      const batch = await send(fx.server, cell.caller.token, {
        method: 'POST',
        path: '/api/sincronizar.php',
        body: { entradas: [batchEntry(await builder(cell))] },
      });
      expect(batch.status, `${cell.actor}: el lote`).toBe(200);
      const [result] = batch.body.resultados as { status: number; cuerpo: unknown }[];
      expect(result?.status, `${cell.actor}: ${JSON.stringify(result?.cuerpo)}`).toBe(
        direct.status,
      );
      expect(result?.status).toBe(line.expected[cell.actor]);
    }
  });

  // An action the contract gains later (another engineer's work) is covered without a new line:
  // anonymous 401, and for every level no 5xx and a Spanish error if refused (a usuario's 403 on
  // starting a plan is in the lines above).
  it.each(
    CONTRACT_ACTIONS.flatMap((e) => e.actions.map((action) => [e.route, action, e] as const)),
  )(
    'every contract action of %s, here %s, follows the generic rule',
    async (route, action, endpoint) => {
      for (const method of endpoint.methods) {
        const call = endpoint.call(action, method);
        const anon = await send(fx.server, undefined, call);
        expect(anon.status, `${method} ${route} ${action} anónimo`).toBe(401);
        expectSafe(anon);
        for (const actor of ['invitado', 'usuario', 'admin', 'SA'] as const) {
          const res = await send(fx.server, fx.accounts[actor].token, call);
          expect(res.status, `${method} ${route} ${action} ${actor}`).not.toBe(401);
          expect(problemWith(res), `${method} ${route} ${action} ${actor}`).toBeNull();
        }
      }
    },
  );
});
