import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { studyPlans } from '../../server/db/schema';
import { FINAL_STAGE, OTHER_TOPICS_STAGE } from '../../server/plans/study-stages';
import { todayInSpain } from '../../server/routes/study-plans';
import { buildStudyPlan } from '../../src/core/ai-local';
import { addDays } from '../../src/core/ai-local/dates';
import { AI_MSG, MSG, PLAN_MSG } from '../../src/core/contract';
import type { FakeOpenAi } from './fake-openai';
import { FAKE_ANSWERS, startFakeOpenAi } from './fake-openai';
import type { Json, TestServer } from './harness';
import { dbKinds, request, startTestServer, testConfig } from './harness';
import type { Session } from './quiz-helpers';
import { ENGLISH, loginSuperAdmin, registerUser, seededBank } from './quiz-helpers';

const NO_LIMITS = { ...testConfig().rateLimits, aiPerUserPerMinute: 10_000 };
const FREE_TOPIC = 'Tema escrito a mano: la Ley de Transparencia';

interface Etapa {
  id: number;
  titulo: string;
  descripcion: string;
  tareas: { id: number; titulo: string; completada: 0 | 1 }[];
}

function expectError(res: Json, status: number, error?: string) {
  expect(res.status).toBe(status);
  expect(res.body.success).toBe(false);
  if (error) expect(res.body.error).toBe(error);
  else expect(res.body.error).not.toMatch(ENGLISH);
}

/** Two sections of the seeded bank, and two topics of each. */
async function bankTopics(server: TestServer) {
  const { proceso, bank } = await seededBank(server);
  const bySection = new Map<string, string[]>();
  for (const q of bank) {
    const temas = bySection.get(q.seccion) ?? [];
    if (!temas.includes(q.tema)) bySection.set(q.seccion, [...temas, q.tema]);
  }
  const sections = [...bySection.entries()].filter(([, t]) => t.length >= 2).slice(0, 2);
  if (sections.length < 2)
    throw new Error('el banco sembrado necesita dos secciones con dos temas');
  return {
    procesoId: proceso.id,
    proceso: proceso.descripcion,
    secciones: sections.map(([s]) => s),
    temasBySection: sections.map(([, t]) => t.slice(0, 2)),
  };
}

describe.each(dbKinds)('planes_estudio.php on %s', (kind) => {
  let server: TestServer;
  let user: Session;
  let topics: Awaited<ReturnType<typeof bankTopics>>;
  beforeAll(async () => {
    server = await startTestServer(kind, { rateLimits: NO_LIMITS });
    user = await registerUser(server);
    topics = await bankTopics(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const call = (
    body: Record<string, unknown>,
    session: Session = user,
    headers?: Record<string, string>,
  ) => request(server, 'POST', '/api/planes_estudio.php', { body, token: session.token, headers });
  const newPlan = (extra: Record<string, unknown> = {}) => ({
    action: 'crear',
    id_proceso: topics.procesoId,
    titulo: 'Plan de primavera',
    descripcion: 'Repasar la Constitución',
    fecha_inicio: '2026-03-02',
    fecha_fin: '2026-05-31',
    ...extra,
  });
  async function create(
    extra: Record<string, unknown> = {},
    session: Session = user,
  ): Promise<number> {
    const res = await call(newPlan(extra), session);
    expect(res.status).toBe(200);
    return res.body.id_plan as number;
  }
  const detalle = (id: number, session: Session = user) =>
    call({ action: 'detalle', id_plan: id }, session);

  it('makes one stage per section with one task per topic, others apart, and a final review', async () => {
    const [[a1, a2], [b1, b2]] = topics.temasBySection as [[string, string], [string, string]];
    // Sections chosen in reverse bank order: the stages follow the user's order.
    const secciones = [topics.secciones[1], topics.secciones[0]];
    const id = await create({ secciones, temas: [a1, b1, FREE_TOPIC, b2, a2] });
    const res = await detalle(id);
    expect(res.status).toBe(200);
    expect(res.body.plan).toMatchObject({
      id,
      titulo: 'Plan de primavera',
      fecha_inicio: '2026-03-02',
      fecha_fin: '2026-05-31',
      estado: 'activo',
      progreso: '0',
      tieneIA: false,
      total_sesiones: 0,
      resumen_ia: null,
      plan_ia: null,
      temas: [a1, b1, FREE_TOPIC, b2, a2],
    });
    const etapas = res.body.etapas as Etapa[];
    expect(etapas.map((e) => e.titulo)).toEqual([
      secciones[0],
      secciones[1],
      OTHER_TOPICS_STAGE,
      FINAL_STAGE,
    ]);
    expect(etapas.map((e) => e.tareas.map((t) => t.titulo))).toEqual([
      [b1, b2],
      [a1, a2],
      [FREE_TOPIC],
      ['Repaso general de todos los temas', 'Simulacro de examen completo'],
    ]);
    expect(etapas[0]?.descripcion).toBe(`${b1}, ${b2}`);
    expect(etapas.flatMap((e) => e.tareas).every((t) => t.completada === 0)).toBe(true);
  });

  it('ticks and unticks a task, with the progress rounded from the tasks', async () => {
    const temas = topics.temasBySection.flat();
    const id = await create({ temas });
    const tareas = ((await detalle(id)).body.etapas as Etapa[]).flatMap((e) => e.tareas);
    expect(tareas).toHaveLength(6);
    const mark = (t: { id: number }, completada: unknown) =>
      call({ action: 'marcar_tarea', id_tarea: t.id, completada });
    expect((await mark(tareas[0]!, 1)).body).toEqual({
      success: true,
      id_tarea: tareas[0]!.id,
      completada: 1,
      progreso: '17',
    });
    expect((await mark(tareas[1]!, '1')).body.progreso).toBe('33');
    expect((await mark(tareas[2]!, true)).body.progreso).toBe('50');
    // Unticking works: the spec's one-way bug is not kept.
    const undone = await mark(tareas[0]!, 0);
    expect(undone.body).toMatchObject({ completada: 0, progreso: '33' });
    expect((await mark(tareas[1]!, '0')).body.progreso).toBe('17');
    const after = await detalle(id);
    expect((after.body.plan as { progreso: string }).progreso).toBe('17');
    const flags = (after.body.etapas as Etapa[]).flatMap((e) => e.tareas).map((t) => t.completada);
    expect(flags).toEqual([0, 0, 1, 0, 0, 0]);
    expectError(await mark(tareas[0]!, 2), 400, PLAN_MSG.completada);
    expectError(await mark({ id: 99_999_999 }, 1), 404, PLAN_MSG.tareaNotFound);
  });

  it('lists the plans with their progress, newest first', async () => {
    const owner = await registerUser(server);
    const first = await create({ titulo: 'Primero', temas: [FREE_TOPIC] }, owner);
    const second = await create({ titulo: 'Segundo' }, owner);
    const res = await call({ action: 'listar', id_usuario: owner.userId }, owner);
    expect(res.body.success).toBe(true);
    const planes = res.body.planes as { id: number; progreso: string; titulo: string }[];
    expect(planes.map((p) => p.id)).toEqual([second, first]);
    expect(planes.every((p) => p.progreso === '0')).toBe(true);
  });

  it('updates title, description, dates and state, and refuses an end before the start', async () => {
    const id = await create();
    const ok = await call({
      action: 'actualizar',
      id_plan: id,
      titulo: 'Plan de verano',
      estado: 'pausado',
      fecha_fin: '2026-06-30',
    });
    expect(ok.body).toEqual({ success: true });
    expect((await detalle(id)).body.plan).toMatchObject({
      titulo: 'Plan de verano',
      estado: 'pausado',
      fecha_fin: '2026-06-30',
      descripcion: 'Repasar la Constitución',
    });
    for (const estado of ['completado', 'activo']) {
      await call({ action: 'actualizar', id_plan: id, estado });
      expect((await detalle(id)).body.plan).toMatchObject({ estado });
    }
    expectError(
      await call({ action: 'actualizar', id_plan: id, estado: 'terminado' }),
      400,
      PLAN_MSG.estado,
    );
    expectError(
      await call({ action: 'actualizar', id_plan: id, fecha_fin: '2026-01-01' }),
      400,
      AI_MSG.fechaOrden,
    );
    expectError(
      await call({
        action: 'actualizar',
        id_plan: id,
        fecha_inicio: '2026-04-01',
        fecha_fin: '2026-03-01',
      }),
      400,
      AI_MSG.fechaOrden,
    );
  });

  it('deletes a plan with its stages and tasks', async () => {
    const id = await create({ temas: [FREE_TOPIC] });
    expect((await call({ action: 'eliminar', id_plan: id })).body).toEqual({ success: true });
    expectError(await detalle(id), 404, PLAN_MSG.notFound);
    expectError(await call({ action: 'eliminar', id_plan: id }), 404, PLAN_MSG.notFound);
  });

  it("answers another user's plan and task with 404, and their id_usuario with 403", async () => {
    const owner = await registerUser(server);
    const other = await registerUser(server);
    const id = await create({ temas: [FREE_TOPIC] }, owner);
    const tarea = ((await detalle(id, owner)).body.etapas as Etapa[])[0]!.tareas[0]!;
    for (const body of [
      { action: 'detalle', id_plan: id },
      { action: 'actualizar', id_plan: id, titulo: 'Mío' },
      { action: 'eliminar', id_plan: id },
    ]) {
      expectError(await call(body, other), 404, PLAN_MSG.notFound);
    }
    expectError(
      await call({ action: 'marcar_tarea', id_tarea: tarea.id, completada: 1 }, other),
      404,
      PLAN_MSG.tareaNotFound,
    );
    expectError(
      await request(server, 'POST', '/api/plan_ia_personal.php', {
        body: { id_plan: id },
        token: other.token,
      }),
      404,
      PLAN_MSG.notFound,
    );
    expectError(
      await call({ action: 'listar', id_usuario: owner.userId }, other),
      403,
      MSG.forbidden,
    );
    const sa = await loginSuperAdmin(server);
    expect(
      (await call({ action: 'detalle', id_plan: id, id_usuario: owner.userId }, sa)).status,
    ).toBe(200);
    expect(((await detalle(id, owner)).body.plan as { titulo: string }).titulo).toBe(
      'Plan de primavera',
    );
  });

  it('starts today in Spain when no start date is given', async () => {
    const id = await create({ fecha_inicio: undefined, fecha_fin: addDays(todayInSpain(), 90) });
    expect(((await detalle(id)).body.plan as { fecha_inicio: string }).fecha_inicio).toBe(
      todayInSpain(),
    );
  });

  it('creates a plan in the state it is sent with, activo when none is sent', async () => {
    const pausado = await create({ estado: 'pausado' });
    expect((await detalle(pausado)).body.plan).toMatchObject({ estado: 'pausado' });
    expect((await detalle(await create())).body.plan).toMatchObject({ estado: 'activo' });
    expectError(await call(newPlan({ estado: 'borrado' })), 400, PLAN_MSG.estado);
  });

  it('creates a plan sent twice with the same uuid or Idempotency-Key once', async () => {
    const owner = await registerUser(server);
    const uuid = randomUUID();
    const a = await call(newPlan({ uuid, temas: [FREE_TOPIC] }), owner);
    const b = await call(newPlan({ uuid, temas: [FREE_TOPIC] }), owner);
    expect(b.body).toEqual(a.body);
    const key = randomUUID();
    const c = await call(newPlan(), owner, { 'idempotency-key': key });
    const d = await call(newPlan(), owner, { 'idempotency-key': key });
    expect(d.body).toEqual(c.body);
    expect(d.headers.get('idempotent-replayed')).toBe('true');
    const rows = await server.database.db
      .select({ n: count() })
      .from(studyPlans)
      .where(eq(studyPlans.userId, owner.userId));
    expect(rows[0]?.n).toBe(2);
  });

  it.each([
    { body: { fecha_fin: '2026-02-01' }, error: AI_MSG.fechaOrden },
    { body: { titulo: '' }, error: AI_MSG.required },
    { body: { titulo: undefined }, error: AI_MSG.required },
    { body: { fecha_fin: undefined }, error: AI_MSG.required },
    { body: { id_proceso: undefined }, error: AI_MSG.required },
    { body: { temas: [] }, error: AI_MSG.temas },
    { body: { temas: ' , ' }, error: AI_MSG.temas },
    { body: { fecha_fin: '2026-02-30' }, error: AI_MSG.fecha },
    { body: { fecha_fin: '2030-12-31' }, error: PLAN_MSG.tooLong },
    { body: { action: 'borrar' }, error: PLAN_MSG.action },
    { body: { action: undefined }, error: PLAN_MSG.action },
  ])('refuses to create with $error', async ({ body, error }) => {
    expectError(await call(newPlan(body)), 400, error);
  });

  it('answers wrong types and a huge body in Spanish, never 500', async () => {
    for (const bad of [
      { titulo: 5 },
      { temas: { a: 1 } },
      { id_proceso: 'x' },
      { descripcion: [1] },
      { uuid: 'no' },
    ]) {
      expectError(await call(newPlan(bad)), 400);
    }
    expectError(await call({ action: 'detalle', id_plan: 'abc' }), 400, PLAN_MSG.idPlan);
    expectError(await call({ action: 'marcar_tarea', completada: 1 }), 400, PLAN_MSG.idTarea);
    expectError(await call(newPlan({ descripcion: 'x'.repeat(1_100_000) })), 413, MSG.tooLarge);
    expectError(await call(newPlan({ id_proceso: 999_999 })), 404, 'Proceso no encontrado');
    expectError(
      await request(server, 'POST', '/api/planes_estudio.php', { body: { action: 'listar' } }),
      401,
      MSG.unauthorized,
    );
  });
});

describe.each(dbKinds)('plan_ia_personal.php with the local engine on %s', (kind) => {
  let server: TestServer;
  let user: Session;
  let topics: Awaited<ReturnType<typeof bankTopics>>;
  beforeAll(async () => {
    server = await startTestServer(kind, { rateLimits: NO_LIMITS });
    user = await registerUser(server);
    topics = await bankTopics(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('makes the weekly plan from the plan, stores it and shows it in the detail', async () => {
    const temas = topics.temasBySection.flat();
    const created = await request(server, 'POST', '/api/planes_estudio.php', {
      body: {
        action: 'crear',
        id_proceso: topics.procesoId,
        titulo: 'Plan IA',
        fecha_inicio: '2026-03-02',
        fecha_fin: '2026-04-26',
        temas,
      },
      token: user.token,
    });
    const id = created.body.id_plan as number;
    const res = await request(server, 'POST', '/api/plan_ia_personal.php', {
      body: { id_plan: id, id_usuario: user.userId },
      token: user.token,
    });
    expect(res.status).toBe(200);
    const expected = buildStudyPlan({
      fecha_inicio: '2026-03-02',
      fecha_fin: '2026-04-26',
      temas,
      titulo: 'Plan IA',
      proceso: topics.proceso,
    });
    expect(res.body).toEqual({
      success: true,
      plan_ia: { plan: expected.plan },
      resumen_ia: expected.resumen_ia,
      motor: 'local',
    });
    const covered = new Set(expected.plan.flatMap((w) => w.temas_semana));
    expect(temas.every((t) => covered.has(t))).toBe(true);

    const detail = await request(server, 'POST', '/api/planes_estudio.php', {
      body: { action: 'detalle', id_plan: id },
      token: user.token,
    });
    const sessions = expected.plan.reduce((n, w) => n + w.actividades.length, 0);
    expect(detail.body.plan).toMatchObject({
      tieneIA: true,
      total_sesiones: sessions,
      resumen_ia: expected.resumen_ia,
      motor: 'local',
      plan_ia: { plan: expected.plan },
    });
    expect(sessions).toBeGreaterThan(0);
  });

  it('asks for topics first, and for a plan that exists', async () => {
    const created = await request(server, 'POST', '/api/planes_estudio.php', {
      body: {
        action: 'crear',
        id_proceso: topics.procesoId,
        titulo: 'Sin temas',
        fecha_fin: addDays(todayInSpain(), 30),
      },
      token: user.token,
    });
    const call = (body: unknown) =>
      request(server, 'POST', '/api/plan_ia_personal.php', { body, token: user.token });
    expectError(await call({ id_plan: created.body.id_plan }), 400, AI_MSG.temas);
    expectError(await call({ id_plan: 99_999_999 }), 404, PLAN_MSG.notFound);
    expectError(await call({}), 400, PLAN_MSG.idPlan);
  });
});

describe.each(dbKinds)('plan_ia_personal.php with an OpenAI-compatible model on %s', (kind) => {
  const MODEL = 'modelo-falso';
  let fake: FakeOpenAi;
  let server: TestServer;
  let user: Session;
  let idPlan: number;
  let proceso: string;
  const temas = ['La Constitución', 'La Corona'];
  // The fake's answers are JSON objects of any shape; this file adds the study plan's.
  const answers = FAKE_ANSWERS as Record<string, unknown>;
  const modelPlan = {
    plan: [
      {
        semana: 1,
        fecha_inicio: '2026-03-02',
        fecha_fin: '2026-03-08',
        temas_semana: temas,
        objetivos: ['Leer los dos temas.'],
        actividades: [
          {
            dia: 'lunes',
            fecha: '2026-03-02',
            duracion_horas: 2,
            tema: 'La Constitución',
            actividad: 'Lectura',
          },
        ],
        notas: 'Semana del modelo.',
      },
    ],
    resumen_ia: 'Plan del modelo falso.',
  };
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    server = await startTestServer(kind, {
      rateLimits: NO_LIMITS,
      ai: { baseUrl: fake.baseUrl, apiKey: 'clave', model: MODEL, timeoutMs: 1_500 },
    });
    user = await registerUser(server);
    const seeded = (await seededBank(server)).proceso;
    const procesoId = seeded.id;
    proceso = seeded.descripcion;
    const created = await request(server, 'POST', '/api/planes_estudio.php', {
      body: {
        action: 'crear',
        id_proceso: procesoId,
        titulo: 'Plan',
        fecha_inicio: '2026-03-02',
        fecha_fin: '2026-03-08',
        temas,
      },
      token: user.token,
    });
    idPlan = created.body.id_plan as number;
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.mode = 'valid';
    fake.requests.length = 0;
  });

  const generate = () =>
    request(server, 'POST', '/api/plan_ia_personal.php', {
      body: { id_plan: idPlan },
      token: user.token,
    });

  it("stores the model's plan and names the model", async () => {
    answers.plan_estudio = modelPlan;
    const res = await generate();
    expect(res.body).toEqual({
      success: true,
      plan_ia: { plan: modelPlan.plan },
      resumen_ia: modelPlan.resumen_ia,
      motor: MODEL,
    });
    const prompt = fake.requests[0]?.body.messages?.find((m) => m.role === 'user')?.content ?? '';
    expect(prompt).toContain('Temas: La Constitución; La Corona');
  });

  it('falls back to the local plan when the model leaves a topic out', async () => {
    answers.plan_estudio = {
      ...modelPlan,
      plan: [{ ...modelPlan.plan[0], temas_semana: ['La Constitución'] }],
    };
    const res = await generate();
    expect(res.body).toMatchObject({
      success: true,
      motor: 'local',
      respaldo: { modelo: MODEL, motivo: 'esquema_no_valido' },
    });
    expect((res.body.plan_ia as { plan: unknown[] }).plan).toEqual(
      buildStudyPlan({
        fecha_inicio: '2026-03-02',
        fecha_fin: '2026-03-08',
        temas,
        titulo: 'Plan',
        proceso,
      }).plan,
    );
  });
});

// Spec §6 flags the plans "not for the usuario level" (README, plans and levels): a usuario starts
// no new plan (crear and the description written for a new plan answer 403 with the Spanish
// reason), but every plan made before the change of level stays theirs on every other call.
describe.each(dbKinds)('the plans are not for the usuario level, on %s', (kind) => {
  let server: TestServer;
  let sa: Session;
  let topics: Awaited<ReturnType<typeof bankTopics>>;
  beforeAll(async () => {
    server = await startTestServer(kind, { rateLimits: NO_LIMITS });
    sa = await loginSuperAdmin(server);
    topics = await bankTopics(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const post = (path: string, session: Session, body: Record<string, unknown>) =>
    request(server, 'POST', path, { body, token: session.token });
  const temas = () => topics.temasBySection[0]!;
  const crear = (session: Session) =>
    post('/api/planes_estudio.php', session, {
      action: 'crear',
      id_proceso: topics.procesoId,
      titulo: 'Plan por nivel',
      fecha_fin: addDays(todayInSpain(), 30),
      secciones: [topics.secciones[0]],
      temas: temas(),
    });
  /** Every plan endpoint and plan function, on a plan the session owns. */
  const calls = (session: Session, idPlan: number) => ({
    listar: () => post('/api/planes_estudio.php', session, { action: 'listar' }),
    detalle: () => post('/api/planes_estudio.php', session, { action: 'detalle', id_plan: idPlan }),
    crear: () => crear(session),
    actualizar: () =>
      post('/api/planes_estudio.php', session, {
        action: 'actualizar',
        id_plan: idPlan,
        estado: 'pausado',
      }),
    plan_ia_personal: () => post('/api/plan_ia_personal.php', session, { id_plan: idPlan }),
    'generar-descripcion-plan': () =>
      post('/api/functions/generar-descripcion-plan', session, {
        titulo: 'Plan por nivel',
        proceso: topics.proceso,
        temas: temas().join(', '),
        fecha_inicio: todayInSpain(),
        fecha_fin: addDays(todayInSpain(), 30),
      }),
    'generar-plan-estudio': () =>
      post('/api/functions/generar-plan-estudio', session, { id_plan: idPlan }),
  });

  /** A new account (invitado) with a plan of its own, then moved to `nivel` by the SA. */
  async function withPlan(nivel: 'usuario' | 'invitado' | 'admin') {
    const session = await registerUser(server);
    const created = await crear(session);
    expect(created.status).toBe(200);
    if (nivel !== 'invitado') {
      const res = await post('/api/usuarios.php', sa, {
        action: 'nivel',
        id: session.userId,
        nivel,
      });
      expect(res.body).toEqual({ success: true });
    }
    return { session, idPlan: created.body.id_plan as number };
  }

  const plansOf = async (userId: number) =>
    (
      await server.database.db
        .select({ n: count() })
        .from(studyPlans)
        .where(eq(studyPlans.userId, userId))
    )[0]?.n;

  /** The calls that start a new plan, which a usuario may not make. */
  const CREATION = new Set(['crear', 'generar-descripcion-plan']);

  it('lets a usuario use the plan they already have, and refuses them only a new one', async () => {
    const { session, idPlan } = await withPlan('usuario');
    for (const [name, call] of Object.entries(calls(session, idPlan))) {
      const res = await call();
      if (CREATION.has(name)) {
        expect(res.status, name).toBe(403);
        expect(res.body, name).toEqual({ success: false, error: PLAN_MSG.notForUsuario });
      } else {
        expect(res.status, name).toBe(200);
        expect(res.body.error, name).toBeUndefined();
      }
    }
    expect(await plansOf(session.userId)).toBe(1);
    const detail = await post('/api/planes_estudio.php', session, {
      action: 'detalle',
      id_plan: idPlan,
    });
    expect(detail.body.plan).toMatchObject({ estado: 'pausado', tieneIA: true });
    const res = await post('/api/planes_estudio.php', session, {
      action: 'eliminar',
      id_plan: idPlan,
    });
    expect(res.status).toBe(200);
    expect(await plansOf(session.userId)).toBe(0);
  });

  it.each(['invitado', 'admin', 'SA'] as const)(
    'answers 200 to %s on every plan call',
    async (nivel) => {
      const { session, idPlan } =
        nivel === 'SA'
          ? { session: sa, idPlan: (await crear(sa)).body.id_plan as number }
          : await withPlan(nivel);
      for (const [name, call] of Object.entries(calls(session, idPlan))) {
        const res = await call();
        expect(res.status, `${nivel} ${name}`).toBe(200);
        expect(res.body.error, `${nivel} ${name}`).toBeUndefined();
      }
      const detail = await post('/api/planes_estudio.php', session, {
        action: 'detalle',
        id_plan: idPlan,
      });
      expect(detail.body.plan).toMatchObject({ estado: 'pausado', tieneIA: true });
    },
  );

  it('lets a usuario moved back to invitado start plans again', async () => {
    const { session } = await withPlan('usuario');
    expectError(await crear(session), 403, PLAN_MSG.notForUsuario);
    await post('/api/usuarios.php', sa, { action: 'nivel', id: session.userId, nivel: 'invitado' });
    expect((await crear(session)).status).toBe(200);
    expect(await plansOf(session.userId)).toBe(2);
  });
});
