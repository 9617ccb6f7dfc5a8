import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  METODOS,
  buildStudyPlan,
  describePlan,
  explainAnswer,
  generateTechnique,
} from '../../src/core/ai-local';
import { AI_MSG, MSG, PLAN_MSG } from '../../src/core/contract';
import type { TestServer } from './harness';
import { dbKinds, request, startTestServer, testConfig, uniqueUser } from './harness';
import { FAKE_ANSWERS, startFakeOpenAi } from './fake-openai';
import type { FakeOpenAi } from './fake-openai';
import type { Session } from './quiz-helpers';
import { registerUser, seededBank } from './quiz-helpers';

// Zod's and Fastify's English defaults must never reach a user.
const ENGLISH = /\b(invalid|expected|required|received|must|unexpected|error)\b/i;
const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/ai');
const TITULO_PRELIMINAR = readFileSync(path.join(FIXTURES, 'titulo-preliminar.txt'), 'utf8');
const CORTES = readFileSync(path.join(FIXTURES, 'cortes-generales.txt'), 'utf8');
const NO_LIMITS = { ...testConfig().rateLimits, aiPerUserPerMinute: 10_000 };

const PROFESOR = {
  pregunta: 'Según la Constitución, ¿cuál es la forma política del Estado español?',
  respuestas: [
    { indice: 1, respuesta: 'La Monarquía absoluta' },
    { indice: 2, respuesta: 'La Monarquía constitucional' },
    { indice: 3, respuesta: 'La República federal' },
    { indice: 4, respuesta: 'La Monarquía parlamentaria' },
  ],
  correcta: 4,
  elegida: 2,
  fuente: 'Art. 1.3 CE',
  resumenes: [TITULO_PRELIMINAR],
};
const TECNICA = {
  resumen: CORTES.trim(),
  tema: 'Las Cortes Generales',
  seccion: 'Organización Pública',
  metodo: 'loci' as const,
};
const DESCRIPCION = {
  titulo: 'Plan de primavera',
  proceso: 'Auxiliar Administrativo del Estado',
  temas:
    'La Constitución, La Corona, Las Cortes Generales, El Gobierno, El Poder Judicial, La Unión Europea',
  fecha_inicio: '2026-03-02',
  fecha_fin: '2026-05-31',
};
const ENDPOINTS = {
  'profesor-virtual': { body: PROFESOR, required: ['pregunta', 'respuestas', 'correcta'] },
  'generar-tecnica': { body: TECNICA, required: ['resumen', 'metodo'] },
  'generar-descripcion-plan': {
    body: DESCRIPCION,
    required: ['titulo', 'proceso', 'temas', 'fecha_inicio', 'fecha_fin'],
  },
} as const;
type Endpoint = keyof typeof ENDPOINTS;
const NAMES = Object.keys(ENDPOINTS) as Endpoint[];

async function login(server: TestServer): Promise<string> {
  const res = await request(server, 'POST', '/api/auth.php', {
    body: { action: 'register', ...uniqueUser('ia') },
  });
  expect(res.status).toBe(201);
  return res.body.token as string;
}

function call(server: TestServer, name: string, body: unknown, token?: string) {
  return request(server, 'POST', `/api/functions/${name}`, { body, token });
}

function expectSpanishError(res: {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}) {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.body.success).toBe(false);
  expect(typeof res.body.error).toBe('string');
  expect(res.body.error).not.toMatch(ENGLISH);
  expect(res.headers.get('content-type')).toContain('application/json');
}

function badBodies(endpoint: Endpoint): { endpoint: Endpoint; name: string; body: unknown }[] {
  const { body, required } = ENDPOINTS[endpoint];
  const out: { endpoint: Endpoint; name: string; body: unknown }[] = [];
  for (const key of required) {
    const { [key]: _omitted, ...rest } = body as Record<string, unknown>;
    out.push({ endpoint, name: `${endpoint} without ${key}`, body: rest });
  }
  for (const key of Object.keys(body)) {
    out.push({
      endpoint,
      name: `${endpoint} with ${key} as an object`,
      body: { ...body, [key]: { a: 1 } },
    });
    out.push({ endpoint, name: `${endpoint} with ${key} as true`, body: { ...body, [key]: true } });
  }
  return out;
}

describe.each(dbKinds)('AI functions with the local engine on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind, { rateLimits: NO_LIMITS });
    token = await login(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('explains an answer as Profesor Virtual, naming the letters, with motor local', async () => {
    const res = await call(server, 'profesor-virtual', PROFESOR, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, motor: 'local' });
    expect(res.body.explicacion).toBe(explainAnswer(PROFESOR));
    expect(res.body.explicacion).toContain('La respuesta correcta es la D');
    expect(res.body.explicacion).toContain('Fuente: Art. 1.3 CE.');
    expect(res.body).not.toHaveProperty('respaldo');
  });

  it('accepts options as plain texts and the answers as letters', async () => {
    const res = await call(
      server,
      'profesor-virtual',
      {
        ...PROFESOR,
        respuestas: PROFESOR.respuestas.map((r) => r.respuesta),
        correcta: 'D',
        elegida: 'b',
      },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.explicacion).toBe(explainAnswer(PROFESOR));
  });

  it.each(METODOS)('generates a %s technique', async (metodo) => {
    const res = await call(server, 'generar-tecnica', { ...TECNICA, metodo }, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      tecnica: generateTechnique({ ...TECNICA, metodo }),
      motor: 'local',
    });
    expect(res.body.tecnica).toContain('10 minutos, 1 día, 3 días, 1 semana y 1 mes');
  });

  it('describes a plan from at most 5 of the joined topics', async () => {
    const res = await call(server, 'generar-descripcion-plan', DESCRIPCION, token);
    expect(res.status).toBe(200);
    expect(res.body.motor).toBe('local');
    const text = res.body.descripcion as string;
    expect(text).toContain('El Poder Judicial');
    expect(text).not.toContain('La Unión Europea');
    expect(text).toBe(
      describePlan({ ...DESCRIPCION, temas: DESCRIPCION.temas.split(',').map((t) => t.trim()) }),
    );
  });

  it('gives the same answer to the same request', async () => {
    for (const name of NAMES) {
      const first = await call(server, name, ENDPOINTS[name].body, token);
      const second = await call(server, name, ENDPOINTS[name].body, token);
      expect(second.body).toEqual(first.body);
    }
  });

  it.each(NAMES)('refuses %s without a session, or with a bad token, with 401', async (name) => {
    const anonymous = await call(server, name, ENDPOINTS[name].body);
    expect(anonymous).toMatchObject({
      status: 401,
      body: { success: false, error: MSG.unauthorized },
    });
    const forged = await call(server, name, ENDPOINTS[name].body, 'no-es-un-token');
    expect(forged.status).toBe(401);
    // No look at the body before the session: bad input without a token is still 401.
    expect((await call(server, name, { nada: 1 })).status).toBe(401);
  });

  it.each(NAMES.flatMap(badBodies))('$name → 4xx JSON in Spanish', async ({ endpoint, body }) => {
    expectSpanishError(await call(server, endpoint, body, token));
  });

  it.each(NAMES)('refuses a 1 MB body to %s with 413 in Spanish', async (name) => {
    const field = ENDPOINTS[name].required[0];
    const big = { ...ENDPOINTS[name].body, [field]: 'x'.repeat(1_100_000) };
    const res = await call(server, name, big, token);
    expect(res).toMatchObject({ status: 413, body: { success: false, error: MSG.tooLarge } });
  });

  it.each(NAMES)('refuses a body that is not a JSON object to %s', async (name) => {
    for (const rawBody of ['{"pregunta": ', '[1,2,3]', '"texto"', '']) {
      const res = await request(server, 'POST', `/api/functions/${name}`, { rawBody, token });
      expect(res.status).toBe(400);
      expectSpanishError(res);
    }
  });

  it('refuses a text over 100,000 characters that fits in the body limit', async () => {
    const res = await call(
      server,
      'generar-tecnica',
      { ...TECNICA, resumen: 'Frase. '.repeat(20_000) },
      token,
    );
    expect(res).toMatchObject({ status: 400, body: { success: false, error: AI_MSG.textTooLong } });
  });

  it.each([
    { name: 'generar-tecnica', body: { ...TECNICA, metodo: 'hipnosis' }, error: AI_MSG.metodo },
    {
      name: 'generar-tecnica',
      body: { ...TECNICA, resumen: '   ' },
      error: AI_MSG.resumenRequired,
    },
    {
      name: 'generar-descripcion-plan',
      body: { ...DESCRIPCION, titulo: 'Plan' },
      error: 'Escribe un título más descriptivo',
    },
    {
      name: 'generar-descripcion-plan',
      body: { ...DESCRIPCION, proceso: '' },
      error: 'Completa todos los campos requeridos',
    },
    {
      name: 'generar-descripcion-plan',
      body: { ...DESCRIPCION, temas: [] },
      error: 'Selecciona al menos un tema para el plan',
    },
    {
      name: 'generar-descripcion-plan',
      body: { ...DESCRIPCION, temas: ' , ' },
      error: 'Selecciona al menos un tema para el plan',
    },
    {
      name: 'generar-descripcion-plan',
      body: { ...DESCRIPCION, fecha_fin: '2026-02-30' },
      error: AI_MSG.fecha,
    },
    {
      name: 'generar-descripcion-plan',
      body: { ...DESCRIPCION, fecha_fin: '2026-01-01' },
      error: AI_MSG.fechaOrden,
    },
    {
      name: 'profesor-virtual',
      body: { ...PROFESOR, correcta: 7 },
      error: AI_MSG.correctaNoExiste,
    },
    {
      name: 'profesor-virtual',
      body: { ...PROFESOR, elegida: 'Z' },
      error: AI_MSG.elegidaNoExiste,
    },
    {
      name: 'profesor-virtual',
      body: { ...PROFESOR, respuestas: ['Solo una'] },
      error: AI_MSG.respuestas,
    },
    {
      name: 'profesor-virtual',
      body: { ...PROFESOR, pregunta: '' },
      error: AI_MSG.preguntaRequired,
    },
  ])('answers $name with "$error"', async ({ name, body, error }) => {
    const res = await call(server, name, body, token);
    expect(res).toMatchObject({ status: 400, body: { success: false, error } });
  });
});

describe.each(dbKinds)('AI functions rate limit on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { rateLimits: { ...NO_LIMITS, aiPerUserPerMinute: 3 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 429 in Spanish after the per-user limit, and only for that user', async () => {
    const token = await login(server);
    const statuses: number[] = [];
    let last: Record<string, unknown> = {};
    for (const name of [...NAMES, 'profesor-virtual'] as Endpoint[]) {
      const res = await call(server, name, ENDPOINTS[name].body, token);
      statuses.push(res.status);
      last = res.body;
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last).toEqual({ success: false, error: MSG.rateLimited });
    const other = await call(server, 'generar-tecnica', TECNICA, await login(server));
    expect(other.status).toBe(200);
  });

  it('does not spend the quota on bad input', async () => {
    const token = await login(server);
    for (let i = 0; i < 5; i++)
      expect((await call(server, 'generar-tecnica', { metodo: 'loci' }, token)).status).toBe(400);
    expect((await call(server, 'generar-tecnica', TECNICA, token)).status).toBe(200);
  });
});

describe.each(dbKinds)('AI functions with an OpenAI-compatible model on %s', (kind) => {
  const MODEL = 'modelo-falso';
  let fake: FakeOpenAi;
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    server = await startTestServer(kind, {
      rateLimits: NO_LIMITS,
      ai: { baseUrl: fake.baseUrl, apiKey: 'clave-de-prueba', model: MODEL, timeoutMs: 1_500 },
    });
    token = await login(server);
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.mode = 'valid';
    fake.requests.length = 0;
  });

  it('asks the model for structured JSON and answers with it, naming the model', async () => {
    const res = await call(server, 'profesor-virtual', PROFESOR, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      explicacion: FAKE_ANSWERS.explicacion?.explicacion,
      motor: MODEL,
    });
    const sent = fake.requests[0];
    expect(sent?.authorization).toBe('Bearer clave-de-prueba');
    expect(sent?.body.model).toBe(MODEL);
    expect(sent?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'explicacion' },
    });
    const prompt = sent?.body.messages?.find((m) => m.role === 'user')?.content ?? '';
    expect(prompt).toContain(PROFESOR.pregunta);
    expect(prompt).toContain('Respuesta correcta: D');
    expect(prompt).toContain('Fuente: Art. 1.3 CE');
  });

  it('uses the model for techniques and plan descriptions too', async () => {
    const tecnica = await call(server, 'generar-tecnica', TECNICA, token);
    expect(tecnica.body).toEqual({ tecnica: FAKE_ANSWERS.tecnica?.tecnica, motor: MODEL });
    const descripcion = await call(server, 'generar-descripcion-plan', DESCRIPCION, token);
    expect(descripcion.body).toEqual({
      descripcion: FAKE_ANSWERS.descripcion_plan?.descripcion,
      motor: MODEL,
    });
  });

  it('accepts JSON wrapped in a markdown fence', async () => {
    fake.mode = 'fenced';
    const res = await call(server, 'generar-tecnica', TECNICA, token);
    expect(res.body).toMatchObject({ tecnica: FAKE_ANSWERS.tecnica?.tecnica, motor: MODEL });
  });

  it('adds the right letter when the model forgets to name it', async () => {
    fake.mode = 'no-letter';
    const res = await call(server, 'profesor-virtual', PROFESOR, token);
    expect(res.body.motor).toBe(MODEL);
    expect(String(res.body.explicacion).startsWith('La respuesta correcta es la D.')).toBe(true);
  });

  it.each([
    { mode: 'malformed', motivo: 'json_no_valido', aviso: 'no es JSON válido' },
    { mode: 'schema', motivo: 'esquema_no_valido', aviso: 'no tenía el formato esperado' },
    { mode: 'timeout', motivo: 'tiempo_agotado', aviso: 'no respondió a tiempo' },
    { mode: 'error', motivo: 'error', aviso: 'No se pudo contactar' },
  ] as const)(
    'falls back to the local engine on $mode and says so',
    async ({ mode, motivo, aviso }) => {
      fake.mode = mode;
      const started = Date.now();
      const res = await call(server, 'profesor-virtual', PROFESOR, token);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        explicacion: explainAnswer(PROFESOR),
        motor: 'local',
        respaldo: { modelo: MODEL, motivo },
      });
      expect(res.body.aviso).toContain(MODEL);
      expect(res.body.aviso).toContain(aviso);
      expect(res.body.aviso).toContain('se ha usado el motor local');
      expect(fake.requests).toHaveLength(1);
    },
  );

  it('falls back for every function, not only Profesor Virtual', async () => {
    fake.mode = 'schema';
    const tecnica = await call(server, 'generar-tecnica', TECNICA, token);
    expect(tecnica.body).toMatchObject({ tecnica: generateTechnique(TECNICA), motor: 'local' });
    const descripcion = await call(server, 'generar-descripcion-plan', DESCRIPCION, token);
    expect(descripcion.body).toMatchObject({
      motor: 'local',
      respaldo: { motivo: 'esquema_no_valido' },
    });
  });

  it('never calls the model for bad input', async () => {
    const res = await call(server, 'profesor-virtual', { ...PROFESOR, correcta: 9 }, token);
    expect(res.status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });
});

describe.each(dbKinds)('AI functions on the user own data on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { rateLimits: NO_LIMITS });
  });
  afterAll(async () => {
    await server?.close();
  });

  const { resumenes: _sent, ...question } = PROFESOR;
  const saveSummary = (session: Session, tema: string, texto: string) =>
    request(server, 'POST', '/api/generar_resumen.php', {
      body: { tema, texto, nivel_detalle: 'corto' },
      token: session.token,
    });
  const explain = (session: Session, body: Record<string, unknown>) =>
    call(server, 'profesor-virtual', { ...question, ...body }, session.token);

  it("Profesor Virtual cites the user's own summary on the question's topic", async () => {
    const user = await registerUser(server);
    expect((await saveSummary(user, 'Título Preliminar', TITULO_PRELIMINAR)).status).toBe(200);
    await saveSummary(user, 'Las Cortes Generales', CORTES);
    const res = await explain(user, { tema: ' título preliminar ' });
    expect(res.status).toBe(200);
    const expected = explainAnswer({ ...question, resumenes: [TITULO_PRELIMINAR] });
    expect(res.body.explicacion).toBe(expected);
    expect(expected).toContain('En tu resumen: «');
    expect(expected).toContain('Monarquía parlamentaria');
  });

  it("never cites another user's summaries, nor one on another topic", async () => {
    const owner = await registerUser(server);
    await saveSummary(owner, 'Título Preliminar', TITULO_PRELIMINAR);
    const other = await registerUser(server);
    const bare = explainAnswer({ ...question, resumenes: [] });
    expect((await explain(other, { tema: 'Título Preliminar' })).body.explicacion).toBe(bare);
    expect(bare).not.toContain('En tu resumen');
    const offTopic = await registerUser(server);
    await saveSummary(offTopic, 'La Corona', TITULO_PRELIMINAR);
    expect((await explain(offTopic, { tema: 'Título Preliminar' })).body.explicacion).toBe(bare);
    // Without a topic, any of the user's summaries may hold the passage.
    const anyTopic = await explain(offTopic, {});
    expect(anyTopic.body.explicacion).toContain('En tu resumen: «');
  });

  describe('generar-plan-estudio', () => {
    let procesoId: number;
    let proceso: string;
    beforeAll(async () => {
      ({
        proceso: { id: procesoId, descripcion: proceso },
      } = await seededBank(server));
    });

    async function planWithoutTopics(session: Session): Promise<number> {
      const res = await request(server, 'POST', '/api/planes_estudio.php', {
        body: {
          action: 'crear',
          id_proceso: procesoId,
          titulo: 'Plan de primavera',
          fecha_inicio: '2026-03-02',
          fecha_fin: '2026-05-31',
        },
        token: session.token,
      });
      expect(res.status).toBe(200);
      return res.body.id_plan as number;
    }
    const temas = ['La Constitución', 'La Corona', 'Las Cortes Generales'];
    const body = (idPlan: number) => ({
      id_plan: idPlan,
      titulo: 'Plan de primavera',
      descripcion: 'Descripción',
      fechas: { inicio: '2026-03-02', fin: '2026-05-31' },
      proceso,
      secciones: ['Organización Pública'],
      temas,
    });
    const detail = (session: Session, idPlan: number) =>
      request(server, 'POST', '/api/planes_estudio.php', {
        body: { action: 'detalle', id_plan: idPlan },
        token: session.token,
      });

    it('stores the weekly plan and gives a plan created without topics its stages', async () => {
      const user = await registerUser(server);
      const idPlan = await planWithoutTopics(user);
      expect((await detail(user, idPlan)).body.etapas).toEqual([]);
      const res = await call(server, 'generar-plan-estudio', body(idPlan), user.token);
      expect(res.status).toBe(200);
      const expected = buildStudyPlan({
        fecha_inicio: '2026-03-02',
        fecha_fin: '2026-05-31',
        temas,
        titulo: 'Plan de primavera',
        proceso,
      });
      const sessions = expected.plan.reduce((n, w) => n + w.actividades.length, 0);
      expect(res.body).toEqual({
        success: true,
        id_plan: idPlan,
        total_sesiones: sessions,
        motor: 'local',
      });
      const after = await detail(user, idPlan);
      expect(after.body.plan).toMatchObject({
        tieneIA: true,
        total_sesiones: sessions,
        resumen_ia: expected.resumen_ia,
        temas,
        secciones: ['Organización Pública'],
        plan_ia: { plan: expected.plan },
      });
      const etapas = after.body.etapas as { tareas: { titulo: string }[] }[];
      expect(etapas.flatMap((e) => e.tareas.map((t) => t.titulo))).toEqual(
        expect.arrayContaining(temas),
      );
      // A second generation keeps the stages and the ticks the user made.
      await call(server, 'generar-plan-estudio', body(idPlan), user.token);
      expect((await detail(user, idPlan)).body.etapas).toEqual(after.body.etapas);
    });

    it('replays a repeated Idempotency-Key', async () => {
      const user = await registerUser(server);
      const idPlan = await planWithoutTopics(user);
      const headers = { 'idempotency-key': randomUUID() };
      const send = () =>
        request(server, 'POST', '/api/functions/generar-plan-estudio', {
          body: body(idPlan),
          token: user.token,
          headers,
        });
      const first = await send();
      const again = await send();
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
    });

    it("answers another user's plan with 404 and bad input with 400 in Spanish", async () => {
      const owner = await registerUser(server);
      const idPlan = await planWithoutTopics(owner);
      const other = await registerUser(server);
      const stranger = await call(server, 'generar-plan-estudio', body(idPlan), other.token);
      expect(stranger).toMatchObject({
        status: 404,
        body: { success: false, error: PLAN_MSG.notFound },
      });
      const noTopics = await call(server, 'generar-plan-estudio', { id_plan: idPlan }, owner.token);
      expect(noTopics).toMatchObject({ status: 400, body: { error: AI_MSG.temas } });
      for (const bad of [
        { ...body(idPlan), id_plan: undefined },
        { ...body(idPlan), temas: [] },
        { ...body(idPlan), temas: 5 },
      ]) {
        expectSpanishError(await call(server, 'generar-plan-estudio', bad, owner.token));
      }
      expect((await call(server, 'generar-plan-estudio', body(idPlan))).status).toBe(401);
      expect((await detail(owner, idPlan)).body.plan).toMatchObject({ tieneIA: false });
    });
  });
});
