import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildPhysicalWeek } from '../../src/core/ai-local';
import { AI_MSG, MSG, PLAN_MSG } from '../../src/core/contract';
import { MARK_MSG } from '../../src/core/contract/physical-marks';
import { EXERCISE_ILLUSTRATIONS, ILLUSTRATION_CREDIT } from '../../server/content/exercises';
import type { FakeOpenAi } from './fake-openai';
import { FAKE_ANSWERS, startFakeOpenAi } from './fake-openai';
import type { Json, TestServer } from './harness';
import { dbKinds, request, setLevel, startTestServer, testConfig } from './harness';
import type { Session } from './quiz-helpers';
import { ENGLISH, registerUser } from './quiz-helpers';

const NO_LIMITS = { ...testConfig().rateLimits, aiPerUserPerMinute: 10_000 };
const URL = '/api/planes_fisicos.php';
/** 2026-03-02 to 2026-04-26: 56 days, 8 weeks. */
const PLAN = {
  titulo: 'Preparación Policía',
  tipo_prueba: 'Policía Nacional',
  descripcion: 'Circuito, dominadas y 1.000 m',
  fecha_inicio: '2026-03-02',
  fecha_fin: '2026-04-26',
};
const WEEKS = 8;

function expectError(res: Json, status: number, error?: string) {
  expect(res.status).toBe(status);
  expect(res.body.success).toBe(false);
  if (error) expect(res.body.error).toBe(error);
  else expect(res.body.error).not.toMatch(ENGLISH);
}

interface Detail {
  plan: Record<string, unknown>;
  plan_ia: { plan: (Record<string, unknown> | null)[]; resumen: string | null };
  avance: boolean[];
  ia_avance_ratio: number;
}

describe.each(dbKinds)('planes_fisicos.php with the local engine on %s', (kind) => {
  let server: TestServer;
  let user: Session;
  beforeAll(async () => {
    server = await startTestServer(kind, { rateLimits: NO_LIMITS });
    user = await registerUser(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const act = (
    method: string,
    action: string,
    options: {
      body?: unknown;
      query?: string;
      session?: Session;
      headers?: Record<string, string>;
    } = {},
  ) =>
    request(server, method, `${URL}?action=${action}${options.query ?? ''}`, {
      body: options.body,
      token: (options.session ?? user).token,
      headers: options.headers,
    });
  async function create(
    session: Session = user,
    extra: Record<string, unknown> = {},
  ): Promise<number> {
    const res = await act('POST', 'crear', {
      body: { ...PLAN, id_usuario: session.userId, ...extra },
      session,
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    return res.body.id as number;
  }
  const obtener = async (id: number, session: Session = user) => {
    const res = await act('GET', 'obtener', {
      query: `&id_plan=${id}&id_usuario=${session.userId}`,
      session,
    });
    expect(res.status).toBe(200);
    return res.body as unknown as Detail;
  };
  const generar = (id: number, semana: unknown, session: Session = user) =>
    act('POST', 'generar_semana', { body: { id_plan: id, semana, fast: false }, session });
  const avance = (id: number, semana: unknown, realizado: unknown) =>
    act('PUT', 'avance', { body: { id_plan: id, id_usuario: user.userId, semana, realizado } });

  it('creates a plan and shows it empty: ceil(days / 7) weeks, none generated, none done', async () => {
    const id = await create();
    const detail = await obtener(id);
    expect(detail.plan).toMatchObject({
      id,
      ...PLAN,
      semanas: WEEKS,
      semanas_generadas: 0,
      ia_avance_ratio: 0,
    });
    expect(detail.plan_ia).toEqual({ plan: [], resumen: null });
    expect(detail.avance).toEqual(Array(WEEKS).fill(false));
    expect(detail.ia_avance_ratio).toBe(0);
    const list = await act('GET', 'listar', { query: `&id_usuario=${user.userId}` });
    expect((list.body.planes as { id: number }[]).some((p) => p.id === id)).toBe(true);
  });

  it('generates a week with the local engine and keeps it in plan_ia.plan[semana - 1]', async () => {
    const id = await create();
    const res = await generar(id, 1);
    expect(res.status).toBe(200);
    const expected = buildPhysicalWeek({ ...PLAN, semana: 1 });
    expect(res.body).toMatchObject({
      success: true,
      semana: 1,
      motor: 'local',
      plan_semana: expected,
    });
    const third = await generar(id, 3);
    expect(third.body.plan_semana).toEqual(buildPhysicalWeek({ ...PLAN, semana: 3 }));
    const detail = await obtener(id);
    expect(detail.plan_ia.plan).toEqual([
      expected,
      null,
      buildPhysicalWeek({ ...PLAN, semana: 3 }),
    ]);
    expect(detail.plan_ia.resumen).toContain('Policía Nacional');
    expect(detail.plan).toMatchObject({ semanas: WEEKS, semanas_generadas: 2, motor: 'local' });
    // Regenerating replaces the week in place.
    await generar(id, 1);
    expect((await obtener(id)).plan_ia.plan).toHaveLength(3);
  });

  it('refuses a week outside the plan', async () => {
    const id = await create();
    for (const semana of [0, WEEKS + 1, -1, 1.5])
      expectError(await generar(id, semana), 400, PLAN_MSG.semana);
    expectError(await generar(id, 'dos'), 400, PLAN_MSG.semana);
    expect((await generar(id, WEEKS)).status).toBe(200);
  });

  it('marks weeks done and pending (0-based) and answers the whole avance array', async () => {
    const id = await create();
    const done = await avance(id, 0, true);
    expect(done.body).toEqual({
      success: true,
      avance: [true, ...Array(WEEKS - 1).fill(false)],
      ia_avance_ratio: 1 / WEEKS,
    });
    await avance(id, 7, true);
    expect((await obtener(id)).ia_avance_ratio).toBe(2 / WEEKS);
    const undone = await avance(id, 0, false);
    expect(undone.body.avance).toEqual([...Array(WEEKS - 1).fill(false), true]);
    expectError(await avance(id, WEEKS, true), 400, PLAN_MSG.semana);
    expectError(await avance(id, 0, 'sí'), 400, PLAN_MSG.realizado);
    const list = await act('GET', 'listar');
    const plan = (list.body.planes as { id: number; ia_avance_ratio: number }[]).find(
      (p) => p.id === id,
    );
    expect(plan?.ia_avance_ratio).toBe(1 / WEEKS);
  });

  it('updates a plan (id in the query, PUT) and keeps generated weeks when the dates shrink', async () => {
    const id = await create();
    await generar(id, 4);
    const res = await act('PUT', 'actualizar', {
      query: `&id_plan=${id}`,
      body: { ...PLAN, titulo: 'Nuevo título', tipo_prueba: 'Bombero', fecha_fin: '2026-03-15' },
    });
    expect(res.body).toEqual({ success: true });
    const detail = await obtener(id);
    expect(detail.plan).toMatchObject({
      titulo: 'Nuevo título',
      tipo_prueba: 'Bombero',
      fecha_fin: '2026-03-15',
    });
    // Weeks = max(generated, ceil(days / 7)) = max(4, 2).
    expect(detail.plan.semanas).toBe(4);
    expect(detail.avance).toHaveLength(4);
  });

  it('deletes a plan', async () => {
    const id = await create();
    expect(
      (await act('POST', 'eliminar', { body: { id_plan: id, id_usuario: user.userId } })).body,
    ).toEqual({ success: true });
    expectError(
      await act('GET', 'obtener', { query: `&id_plan=${id}` }),
      404,
      PLAN_MSG.physicalNotFound,
    );
    expectError(
      await act('POST', 'eliminar', { body: { id_plan: id } }),
      404,
      PLAN_MSG.physicalNotFound,
    );
  });

  it("answers another user's plan with 404 on every action, and their id_usuario with 403", async () => {
    const owner = await registerUser(server);
    const id = await create(owner);
    const other = await registerUser(server);
    const attempts = [
      act('GET', 'obtener', { query: `&id_plan=${id}`, session: other }),
      act('PUT', 'actualizar', { query: `&id_plan=${id}`, body: PLAN, session: other }),
      act('POST', 'eliminar', { body: { id_plan: id }, session: other }),
      generar(id, 1, other),
      act('PUT', 'avance', { body: { id_plan: id, semana: 0, realizado: true }, session: other }),
    ];
    for (const res of await Promise.all(attempts)) expectError(res, 404, PLAN_MSG.physicalNotFound);
    expectError(
      await act('GET', 'listar', { query: `&id_usuario=${owner.userId}`, session: other }),
      403,
      MSG.forbidden,
    );
    expect((await obtener(id, owner)).plan_ia.plan).toEqual([]);
  });

  it('creates a plan sent twice with the same uuid or Idempotency-Key once', async () => {
    const owner = await registerUser(server);
    const uuid = randomUUID();
    const a = await create(owner, { uuid });
    const b = await create(owner, { uuid });
    expect(b).toBe(a);
    const key = randomUUID();
    const send = () =>
      act('POST', 'crear', { body: PLAN, session: owner, headers: { 'idempotency-key': key } });
    const c = await send();
    const d = await send();
    expect(d.body).toEqual(c.body);
    expect(d.headers.get('idempotent-replayed')).toBe('true');
    const list = await act('GET', 'listar', { session: owner });
    expect(list.body.planes).toHaveLength(2);
  });

  it.each([
    { body: { titulo: '  ' }, error: PLAN_MSG.titulo },
    { body: { titulo: undefined }, error: PLAN_MSG.titulo },
    { body: { tipo_prueba: '' }, error: PLAN_MSG.tipoPrueba },
    { body: { fecha_inicio: undefined }, error: PLAN_MSG.fechaInicio },
    { body: { fecha_fin: '' }, error: PLAN_MSG.fechaFin },
    { body: { fecha_fin: '2026-03-01' }, error: AI_MSG.fechaOrden },
    { body: { fecha_inicio: '02/03/2026' }, error: AI_MSG.fecha },
    { body: { titulo: 7 }, error: undefined },
    { body: { descripcion: { a: 1 } }, error: undefined },
  ])('refuses to create with $error', async ({ body, error }) => {
    expectError(await act('POST', 'crear', { body: { ...PLAN, ...body } }), 400, error);
  });

  it('answers unknown actions, wrong methods and bad ids in Spanish, never 500', async () => {
    expectError(await act('POST', 'volar'), 400, PLAN_MSG.action);
    expectError(await request(server, 'GET', URL, { token: user.token }), 400, PLAN_MSG.action);
    expectError(await act('GET', 'crear'), 405, PLAN_MSG.method);
    expectError(await act('DELETE', 'generar_semana'), 405, PLAN_MSG.method);
    expectError(await act('GET', 'obtener'), 400, PLAN_MSG.idPlan);
    expectError(await act('GET', 'obtener', { query: '&id_plan=abc' }), 400, PLAN_MSG.idPlan);
    expectError(await act('POST', 'generar_semana', { body: { semana: 1 } }), 400, PLAN_MSG.idPlan);
    expectError(
      await act('POST', 'crear', { body: { ...PLAN, descripcion: 'x'.repeat(1_100_000) } }),
      413,
      MSG.tooLarge,
    );
    expectError(await request(server, 'GET', `${URL}?action=listar`), 401, MSG.unauthorized);
  });
});

describe.each(dbKinds)(
  'planes_fisicos.php generar_semana with an OpenAI-compatible model on %s',
  (kind) => {
    const MODEL = 'modelo-falso';
    let fake: FakeOpenAi;
    let server: TestServer;
    let user: Session;
    let id: number;
    const modelWeek = {
      titulo: 'Semana del modelo',
      // Dates the model gets wrong: the server sets the week's own.
      fecha_inicio: '2020-01-01',
      fecha_fin: '2020-01-07',
      resumen: 'Semana de base.',
      glosario: [{ termino: 'RPE', significado: 'Esfuerzo percibido.' }],
      sesiones: [
        {
          dia: 'lunes',
          bloques: [
            {
              tipo: 'Fuerza',
              descripcion: 'Tren superior.',
              explicacion_neofita: 'Trabaja brazos y espalda.',
              ejercicios: [
                {
                  nombre: 'Dominadas',
                  series: 4,
                  reps: '5',
                  rpe: 7,
                  tempo: '2-0-1-0',
                  descanso: '2 min',
                  notas: 'Sin balanceo.',
                  explicacion_neofita: 'Sube hasta pasar la barbilla de la barra.',
                },
              ],
            },
          ],
        },
      ],
    };
    beforeAll(async () => {
      (FAKE_ANSWERS as Record<string, unknown>).semana_fisica = modelWeek;
      fake = await startFakeOpenAi();
      server = await startTestServer(kind, {
        rateLimits: NO_LIMITS,
        ai: { baseUrl: fake.baseUrl, apiKey: 'clave', model: MODEL, timeoutMs: 1_500 },
      });
      user = await registerUser(server);
      const created = await request(server, 'POST', `${URL}?action=crear`, {
        body: PLAN,
        token: user.token,
      });
      id = created.body.id as number;
    });
    afterAll(async () => {
      await server?.close();
      await fake?.close();
    });
    beforeEach(() => {
      fake.mode = 'valid';
      fake.requests.length = 0;
    });

    const generar = (semana: number) =>
      request(server, 'POST', `${URL}?action=generar_semana`, {
        body: { id_plan: id, semana },
        token: user.token,
      });

    it("stores the model's week with the week's own dates and names the model", async () => {
      const res = await generar(2);
      expect(res.status).toBe(200);
      const week = { ...modelWeek, fecha_inicio: '2026-03-09', fecha_fin: '2026-03-15' };
      expect(res.body).toMatchObject({ success: true, semana: 2, motor: MODEL, plan_semana: week });
      const prompt = fake.requests[0]?.body.messages?.find((m) => m.role === 'user')?.content ?? '';
      expect(prompt).toContain('Tipo de prueba: Policía Nacional');
      expect(prompt).toContain('Semana: 2');
      const detail = await request(server, 'GET', `${URL}?action=obtener&id_plan=${id}`, {
        token: user.token,
      });
      expect((detail.body.plan_ia as Detail['plan_ia']).plan).toEqual([null, week]);
      expect((detail.body.plan as { motor: string }).motor).toBe(MODEL);
    });

    it.each(['schema', 'malformed', 'timeout'] as const)(
      'falls back to the local week on %s and says so',
      async (mode) => {
        fake.mode = mode;
        const res = await generar(3);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({
          success: true,
          motor: 'local',
          plan_semana: buildPhysicalWeek({ ...PLAN, semana: 3 }),
          respaldo: { modelo: MODEL },
        });
        expect(res.body.aviso).toContain('se ha usado el motor local');
      },
    );
  },
);

describe.each(dbKinds)('planes_fisicos.php images, marks and levels on %s', (kind) => {
  let server: TestServer;
  let user: Session;
  beforeAll(async () => {
    server = await startTestServer(kind, { rateLimits: NO_LIMITS });
    user = await registerUser(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const act = (
    method: string,
    action: string,
    body?: unknown,
    session: Session = user,
    query = '',
  ) => request(server, method, `${URL}?action=${action}${query}`, { body, token: session.token });
  const create = async (session: Session = user, tipo = 'Policía Nacional') => {
    const res = await act('POST', 'crear', { ...PLAN, tipo_prueba: tipo }, session);
    expect(res.status).toBe(200);
    return res.body.id as number;
  };
  const buscar = (body: unknown, session: Session = user) =>
    act('POST', 'buscar_imagen_stock', body, session);
  type Item = { path?: string; media_url?: string; credit: string; titulo?: string };
  const itemsOf = (res: Json) => res.body.items as Item[];

  // Plans and levels (README): a usuario starts no new plan, but the plans made before the
  // change of level stay theirs on every action.
  it('a usuario keeps using their own plan and gets 403 with the reason only on crear', async () => {
    const plain = await registerUser(server);
    const id = await create(plain);
    await setLevel(server, plain.userId, 'usuario');
    const listed = await act('GET', 'listar', undefined, plain);
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).toContain(PLAN.titulo);
    const own = [
      act('GET', 'obtener', undefined, plain, `&id_plan=${id}`),
      act('POST', 'buscar_imagen_stock', { q: 'dominadas' }, plain),
      act('GET', 'marcas_listar', undefined, plain, `&id_plan=${id}`),
      act('PUT', 'avance', { id_plan: id, semana: 0, realizado: true }, plain),
    ];
    for (const res of await Promise.all(own)) expect(res.status).toBe(200);
    expectError(await act('POST', 'crear', PLAN, plain), 403, PLAN_MSG.notForUsuario);
    for (const nivel of ['admin', 'invitado'] as const) {
      await setLevel(server, plain.userId, nivel);
      expect((await act('POST', 'crear', PLAN, plain)).status).toBe(200);
    }
  });

  it('finds up to 4 of the own illustrations by name, accents and case ignored, credited', async () => {
    const res = await buscar({
      q: 'Dominadas (asistidas con banda si aún no llegas)',
      bloque: 'Fuerza',
      limit: 4,
    });
    expect(res.status).toBe(200);
    const items = itemsOf(res);
    expect(items[0]).toEqual({
      path: '/api/ejercicios/dominadas.svg',
      credit: ILLUSTRATION_CREDIT,
      titulo: 'Dominadas',
    });
    expect(items.length).toBeLessThanOrEqual(4);
    const natacion = itemsOf(
      await buscar({ q: 'NATACION a CROL', bloque: 'Específico de la prueba', limit: 4 }),
    );
    expect(natacion[0]?.path).toBe('/api/ejercicios/natacion.svg');
    const trepa = itemsOf(
      await buscar({ q: 'Trepa de cuerda (o remo invertido si no hay cuerda)', limit: 4 }),
    );
    expect(trepa.map((i) => i.path)).toEqual([
      '/api/ejercicios/trepa-cuerda.svg',
      '/api/ejercicios/remo-invertido.svg',
      '/api/ejercicios/remo-barra.svg',
    ]);
    // Never more than 4, whatever the limit asked.
    const many = itemsOf(
      await buscar({
        q: 'carrera continua, sprints, flexiones, sentadilla y plancha lateral',
        limit: 40,
      }),
    );
    expect(many).toHaveLength(4);
    expect(itemsOf(await buscar({ q: 'ajedrez' }))).toEqual([]);
  });

  it('serves every illustration of the library (at least 30) as SVG, without a token', async () => {
    expect(EXERCISE_ILLUSTRATIONS.length).toBeGreaterThanOrEqual(30);
    for (const item of EXERCISE_ILLUSTRATIONS) {
      const res = await fetch(`${server.url}/api/ejercicios/${item.slug}.svg`);
      expect(res.status, item.slug).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
      const svg = await res.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).toContain(`<title>${item.titulo}</title>`);
    }
    expect((await fetch(`${server.url}/api/ejercicios/no-existe.svg`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/ejercicios/..%2Fescalas-fisicas.ts`)).status).toBe(404);
  });

  it('refuses a search without a name in Spanish', async () => {
    expectError(await buscar({ bloque: 'Fuerza' }), 400, MARK_MSG.q);
    expectError(await buscar({ q: '   ' }), 400, MARK_MSG.q);
    expectError(await buscar({ q: 'x', limit: 'muchas' }), 400, MSG.invalidInput);
    expectError(await act('GET', 'buscar_imagen_stock'), 405, PLAN_MSG.method);
  });

  it('logs marks, scores them on the official scale and lists them oldest first', async () => {
    const id = await create();
    const save = (body: Record<string, unknown>) =>
      act('POST', 'marca_guardar', { id_plan: id, ...body });
    const a = await save({ prueba: 'pn-circuito-h', valor: 9.5, fecha: '2026-03-10' });
    expect(a.status).toBe(200);
    expect(a.body.marca).toMatchObject({
      prueba: 'pn-circuito-h',
      valor: 9.5,
      puntos: 7,
      apto: true,
      etiqueta: '7 puntos',
    });
    await save({ prueba: 'pn-dominadas-h', valor: 4, fecha: '2026-03-09' });
    await save({ prueba: 'pn-1000-h', valor: 221, fecha: '2026-03-12' });
    await save({ prueba: 'pn-suspension-m', valor: 95, fecha: '2026-03-12' });
    const list = await act('GET', 'marcas_listar', undefined, user, `&id_plan=${id}`);
    expect(list.status).toBe(200);
    expect((list.body.escala as { id: string }).id).toBe('policia-nacional');
    expect(list.body.marcas).toMatchObject([
      {
        prueba: 'pn-dominadas-h',
        fecha: '2026-03-09',
        puntos: 0,
        apto: false,
        etiqueta: '0 puntos (eliminatorio)',
      },
      { prueba: 'pn-circuito-h', fecha: '2026-03-10', puntos: 7 },
      { prueba: 'pn-1000-h', puntos: null, apto: true, etiqueta: 'Apto' },
      { prueba: 'pn-suspension-m', puntos: 10 },
    ]);
  });

  it('stores a mark sent twice with the same uuid once, and deletes it', async () => {
    const id = await create();
    const uuid = randomUUID();
    const body = { id_plan: id, uuid, prueba: 'pn-dominadas-h', valor: 12, fecha: '2026-03-11' };
    const first = await act('POST', 'marca_guardar', body);
    const again = await act('POST', 'marca_guardar', body);
    expect((again.body.marca as { id: number }).id).toBe((first.body.marca as { id: number }).id);
    const markId = (first.body.marca as { id: number }).id;
    expect((await act('POST', 'marca_eliminar', { id_plan: id, id: markId })).body).toEqual({
      success: true,
    });
    expectError(
      await act('POST', 'marca_eliminar', { id_plan: id, id: markId }),
      404,
      MARK_MSG.marcaNotFound,
    );
    const list = await act('GET', 'marcas_listar', undefined, user, `&id_plan=${id}`);
    expect(list.body.marcas).toEqual([]);
  });

  it.each([
    { body: { prueba: 'gc-2000' }, error: MARK_MSG.pruebaPlan },
    { body: { prueba: undefined }, error: MARK_MSG.prueba },
    { body: { valor: 0 }, error: MARK_MSG.valor },
    { body: { valor: -3 }, error: MARK_MSG.valor },
    { body: { valor: '9,5' }, error: MARK_MSG.valor },
    { body: { valor: 1e9 }, error: MARK_MSG.valor },
    { body: { fecha: '10/03/2026' }, error: MARK_MSG.fecha },
    { body: { fecha: '2026-02-30' }, error: MARK_MSG.fecha },
    { body: { uuid: 'no-es-uuid' }, error: MARK_MSG.uuid },
    { body: { id_plan: 'abc' }, error: PLAN_MSG.idPlan },
  ])('refuses a mark with $error', async ({ body, error }) => {
    const id = await create();
    const res = await act('POST', 'marca_guardar', {
      id_plan: id,
      prueba: 'pn-circuito-h',
      valor: 9.5,
      fecha: '2026-03-10',
      ...body,
    });
    expectError(res, 400, error);
  });

  it("answers another user's plan and marks with 404, and their id_usuario with 403", async () => {
    const owner = await registerUser(server);
    const id = await create(owner);
    const saved = await act(
      'POST',
      'marca_guardar',
      { id_plan: id, prueba: 'pn-dominadas-h', valor: 10, fecha: '2026-03-10' },
      owner,
    );
    const markId = (saved.body.marca as { id: number }).id;
    const other = await registerUser(server);
    expectError(
      await act('GET', 'marcas_listar', undefined, other, `&id_plan=${id}`),
      404,
      PLAN_MSG.physicalNotFound,
    );
    expectError(
      await act(
        'POST',
        'marca_guardar',
        { id_plan: id, prueba: 'pn-dominadas-h', valor: 20, fecha: '2026-03-10' },
        other,
      ),
      404,
      PLAN_MSG.physicalNotFound,
    );
    expectError(
      await act('POST', 'marca_eliminar', { id_plan: id, id: markId }, other),
      404,
      PLAN_MSG.physicalNotFound,
    );
    // Their own plan does not reach someone else's mark either.
    const own = await create(other);
    expectError(
      await act('POST', 'marca_eliminar', { id_plan: own, id: markId }, other),
      404,
      MARK_MSG.marcaNotFound,
    );
    expectError(
      await act(
        'GET',
        'marcas_listar',
        undefined,
        other,
        `&id_plan=${id}&id_usuario=${owner.userId}`,
      ),
      403,
      MSG.forbidden,
    );
    const list = await act('GET', 'marcas_listar', undefined, owner, `&id_plan=${id}`);
    expect(list.body.marcas).toHaveLength(1);
  });

  it('a plan of another kind of test lists that scale; firefighters have no single one', async () => {
    const id = await create(user, 'Bombero Ayuntamiento de Madrid');
    const list = await act('GET', 'marcas_listar', undefined, user, `&id_plan=${id}`);
    expect((list.body.escala as { id: string }).id).toBe('bomberos');
    const saved = await act('POST', 'marca_guardar', {
      id_plan: id,
      prueba: 'bo-natacion',
      valor: 38.4,
      fecha: '2026-03-10',
    });
    expect(saved.body.marca).toMatchObject({
      puntos: null,
      apto: null,
      etiqueta: 'Sin escala oficial única',
    });
  });
});

describe.each(dbKinds)('buscar_imagen_stock with Openverse configured on %s', (kind) => {
  let server: TestServer;
  let user: Session;
  let calls: string[];
  let fakeUrl: string;
  let failing = false;
  const fake = createServer((req, res) => {
    calls.push(req.url ?? '');
    if (failing) {
      res.writeHead(503).end();
      return;
    }
    const q = new globalThis.URL(req.url ?? '/', 'http://x').searchParams;
    const n = Number(q.get('page_size'));
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        results: [
          ...Array.from({ length: n }, (_, i) => ({
            url: `https://images.example/${i}.jpg`,
            title: `Foto ${i}`,
            creator: 'Ana',
            license: 'by',
            license_version: '2.0',
          })),
          { url: 'javascript:alert(1)', title: 'mala' },
        ],
      }),
    );
  });
  beforeAll(async () => {
    calls = [];
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
    server = await startTestServer(kind, {
      rateLimits: NO_LIMITS,
      openverse: { url: fakeUrl, timeoutMs: 2_000 },
    });
    user = await registerUser(server);
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => fake.close(resolve));
  });
  const buscar = (q: string) =>
    request(server, 'POST', `${URL}?action=buscar_imagen_stock`, {
      body: { q, bloque: 'Fuerza', limit: 4 },
      token: user.token,
    });

  it('fills the places the own library leaves, and caches the provider answer', async () => {
    const first = await buscar('dominadas lastradas');
    const items = first.body.items as { path?: string; media_url?: string; credit: string }[];
    expect(items).toHaveLength(4);
    expect(items[0]).toMatchObject({
      path: '/api/ejercicios/dominadas.svg',
      credit: ILLUSTRATION_CREDIT,
    });
    expect(items.slice(1)).toEqual([
      {
        media_url: 'https://images.example/0.jpg',
        credit: 'Foto 0 de Ana (BY 2.0, Openverse)',
        titulo: 'Foto 0',
      },
      {
        media_url: 'https://images.example/1.jpg',
        credit: 'Foto 1 de Ana (BY 2.0, Openverse)',
        titulo: 'Foto 1',
      },
      {
        media_url: 'https://images.example/2.jpg',
        credit: 'Foto 2 de Ana (BY 2.0, Openverse)',
        titulo: 'Foto 2',
      },
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('/v1/images/?q=dominadas+lastradas&page_size=3');
    const again = await buscar('Dominadas lastradas');
    expect(again.body.items).toEqual(items);
    expect(calls).toHaveLength(1);
  });

  it('answers from the own library alone when the provider fails, or is not needed', async () => {
    failing = true;
    const res = await buscar('zancadas con salto');
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      { path: '/api/ejercicios/zancada.svg', credit: ILLUSTRATION_CREDIT, titulo: 'Zancada' },
    ]);
    calls.length = 0;
    const four = await buscar('carrera, sprints, flexiones y sentadilla');
    expect(four.body.items).toHaveLength(4);
    expect(calls).toHaveLength(0);
    failing = false;
  });
});
