import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueReports, questions, processes } from '../../server/db/schema';
import { ADMIN_MSG, MSG } from '../../src/core/contract';
import { isPsicoTopic } from '../../src/core/quiz';
import type { TestServer } from './harness';
import { dbKinds, request, setLevel, startTestServer } from './harness';
import type { BankRow, Session } from './quiz-helpers';
import { loginSuperAdmin, registerUser, seededBank } from './quiz-helpers';

describe.each(dbKinds)('incidencias.php on %s', (kind) => {
  let server: TestServer;
  let sa: Session;
  let procesoId: number;
  let bank: BankRow[];

  beforeAll(async () => {
    server = await startTestServer(kind);
    sa = await loginSuperAdmin(server);
    const seeded = await seededBank(server);
    procesoId = seeded.proceso.id;
    bank = seeded.bank.filter((q) => !isPsicoTopic(q.tema));
  });
  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.database.db;
  const reportQ = (token: string | undefined, body: unknown, headers?: Record<string, string>) =>
    request(server, 'POST', '/api/incidencias.php', { token, body, headers });
  const list = (token: string | undefined, query = '') =>
    request(server, 'GET', `/api/incidencias.php${query}`, { token });
  const resolve = (token: string | undefined, body: Record<string, unknown>) =>
    request(server, 'POST', '/api/incidencias.php', {
      token,
      body: { action: 'resolver', ...body },
    });
  async function withLevel(nivel: 'admin' | 'usuario' | 'invitado'): Promise<Session> {
    const session = await registerUser(server);
    await setLevel(server, session.userId, nivel);
    return session;
  }
  const bankVersion = async () =>
    (
      await db()
        .select({ v: processes.bankVersion })
        .from(processes)
        .where(eq(processes.id, procesoId))
    )[0]?.v ?? 0;
  const openCount = async (idPregunta: number) =>
    (
      await db()
        .select({ n: count() })
        .from(issueReports)
        .where(and(eq(issueReports.idPregunta, idPregunta), eq(issueReports.estado, 'abierta')))
    )[0]?.n ?? 0;

  /** Every question of the topic a test of that topic can draw. */
  async function testIds(q: BankRow): Promise<number[]> {
    const params = new URLSearchParams({
      proceso_id: String(procesoId),
      secciones: q.seccion,
      temas: q.tema,
      numPreguntas: '500',
    });
    const res = await request(server, 'GET', `/api/genera_test.php?${params}`, { token: sa.token });
    expect(res.status).toBe(200);
    return (res.body as unknown as { id: number }[]).map((p) => p.id);
  }
  async function bankIds(): Promise<number[]> {
    const res = await request(server, 'GET', `/api/banco_preguntas.php?id_proceso=${procesoId}`, {
      token: sa.token,
    });
    expect(res.status).toBe(200);
    return (res.body.preguntas as { id: number }[]).map((p) => p.id);
  }
  /** A new user of that level reports the question. */
  async function reportBy(nivel: 'admin' | 'usuario' | 'invitado', q: BankRow) {
    const user = await withLevel(nivel);
    const res = await reportQ(user.token, {
      id_pregunta: q.id,
      motivo: `La respuesta correcta está mal (${nivel})`,
    });
    expect(res.status).toBe(200);
  }
  const question = (i: number) => {
    const q = bank[i];
    if (!q) throw new Error(`no hay pregunta ${i}`);
    return q;
  };

  it('lets any logged-in user report a question, once while it is open', async () => {
    const user = await registerUser(server);
    const res = await reportQ(user.token, {
      id_pregunta: question(0).id,
      motivo: '  La opción B también es correcta  ',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, id: expect.any(Number) });
    const [row] = await db()
      .select()
      .from(issueReports)
      .where(eq(issueReports.id, res.body.id as number));
    expect(row).toMatchObject({
      idPregunta: question(0).id,
      userId: user.userId,
      motivo: 'La opción B también es correcta',
      estado: 'abierta',
    });

    const again = await reportQ(user.token, { id_pregunta: question(0).id, motivo: 'Otra vez' });
    expect(again).toMatchObject({
      status: 409,
      body: { success: false, error: ADMIN_MSG.yaReportada },
    });
  });

  it('applies a repeated Idempotency-Key once', async () => {
    const user = await registerUser(server);
    const headers = { 'idempotency-key': randomUUID() };
    const body = { id_pregunta: question(1).id, motivo: 'Falta una tilde' };
    const first = await reportQ(user.token, body, headers);
    const second = await reportQ(user.token, body, headers);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await openCount(question(1).id)).toBe(1);
  });

  it('answers bad reports in Spanish, and anonymous callers with 401', async () => {
    const user = await registerUser(server);
    expect(await reportQ(undefined, { id_pregunta: question(0).id, motivo: 'x' })).toMatchObject({
      status: 401,
      body: { success: false, error: MSG.unauthorized },
    });
    expect(await reportQ(user.token, { id_pregunta: question(0).id, motivo: '   ' })).toMatchObject(
      {
        status: 400,
        body: { error: ADMIN_MSG.motivoRequerido },
      },
    );
    expect(await reportQ(user.token, { id_pregunta: question(0).id })).toMatchObject({
      status: 400,
      body: { error: ADMIN_MSG.motivoRequerido },
    });
    expect(
      await reportQ(user.token, { id_pregunta: 9_999_999, motivo: 'No existe' }),
    ).toMatchObject({
      status: 404,
      body: { error: ADMIN_MSG.preguntaNoExiste },
    });
    expect(await reportQ(user.token, { action: 'borrar', id: 1 })).toMatchObject({
      status: 400,
      body: { error: ADMIN_MSG.accion },
    });
  });

  it('shows the open reports to the SA only', async () => {
    expect((await list(undefined)).status).toBe(401);
    for (const nivel of ['admin', 'usuario', 'invitado'] as const) {
      const res = await list((await withLevel(nivel)).token, '?estado=abierta');
      expect(res).toMatchObject({ status: 403, body: { success: false, error: MSG.forbidden } });
    }
    const res = await list(sa.token, '?estado=abierta');
    expect(res.status).toBe(200);
    const items = res.body.incidencias as Record<string, unknown>[];
    const item = items.find((i) => i.id_pregunta === question(0).id);
    expect(item).toMatchObject({
      id: expect.any(Number),
      pregunta: question(0).pregunta,
      motivo: 'La opción B también es correcta',
      username: expect.any(String),
      fecha: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      estado: 'abierta',
      id_proceso: procesoId,
      proceso: 'Auxiliar Administrativo del Estado',
      respuestas: question(0).respuestas,
      correcta_indice: question(0).correctaIndice,
      activa: true,
      abiertas: 1,
    });
  });

  it('leaves a question with 3 open reports out of genera_test and banco_preguntas until it is reviewed', async () => {
    const q = question(2);
    await reportBy('invitado', q);
    await reportBy('usuario', q);
    // Two different reporters are not enough.
    expect(await testIds(q)).toContain(q.id);
    expect(await bankIds()).toContain(q.id);
    await reportBy('admin', q);
    expect(await testIds(q)).not.toContain(q.id);
    expect(await bankIds()).not.toContain(q.id);
    // A fourth report changes nothing more.
    const version = await bankVersion();
    await reportBy('usuario', q);
    expect(await testIds(q)).not.toContain(q.id);
    expect(await bankVersion()).toBe(version);
  });

  it('bumps the bank version when the third reporter puts a question under review', async () => {
    const q = question(3);
    const before = await bankVersion();
    for (let i = 0; i < 2; i++)
      await reportQ((await registerUser(server)).token, {
        id_pregunta: q.id,
        motivo: `Error ${i}`,
      });
    expect(await bankVersion()).toBe(before);
    await reportQ((await registerUser(server)).token, { id_pregunta: q.id, motivo: 'Error 3' });
    expect(await bankVersion()).toBe(before + 1);
    expect(await bankIds()).not.toContain(q.id);
  });

  it('lets only the SA resolve, fixing the question and closing all its open reports', async () => {
    const q = question(2);
    const open = (await list(sa.token)).body.incidencias as { id: number; id_pregunta: number }[];
    const reportId = open.find((i) => i.id_pregunta === q.id)?.id ?? 0;
    for (const nivel of ['admin', 'usuario'] as const) {
      const res = await resolve((await withLevel(nivel)).token, { id: reportId });
      expect(res).toMatchObject({ status: 403, body: { error: MSG.forbidden } });
    }
    const wrong = await resolve(sa.token, { id: reportId, pregunta: { correcta_indice: 9 } });
    expect(wrong).toMatchObject({
      status: 400,
      body: { error: 'La respuesta correcta no está entre las opciones' },
    });
    expect(await openCount(q.id)).toBe(4);

    const before = await bankVersion();
    const fixed = {
      pregunta: `${q.pregunta} (corregida)`,
      respuestas: [
        { indice: 1, respuesta: 'Primera' },
        { indice: 2, respuesta: 'Segunda' },
        { indice: 3, respuesta: 'Tercera' },
      ],
      correcta_indice: 3,
      fuente: 'Art. 1 CE',
    };
    const res = await resolve(sa.token, { id: reportId, pregunta: fixed });
    expect(res).toMatchObject({ status: 200, body: { success: true, resueltas: 4 } });
    expect(await openCount(q.id)).toBe(0);
    const [row] = await db().select().from(questions).where(eq(questions.id, q.id));
    expect(row).toMatchObject({
      pregunta: fixed.pregunta,
      respuestas: fixed.respuestas,
      correctaIndice: 3,
      fuente: 'Art. 1 CE',
      activa: true,
    });
    expect(await bankVersion()).toBe(before + 1);
    // Reviewed: back in tests and in the offline bank.
    expect(await testIds({ ...q })).toContain(q.id);
    expect(await bankIds()).toContain(q.id);
    // Resolved already.
    expect(await resolve(sa.token, { id: reportId })).toMatchObject({
      status: 409,
      body: { error: ADMIN_MSG.incidenciaResuelta },
    });
    const resolved = (await list(sa.token, '?estado=resuelta')).body.incidencias as {
      id: number;
      estado: string;
    }[];
    expect(resolved.find((i) => i.id === reportId)?.estado).toBe('resuelta');
  });

  it('retires a question with activa=false, keeping it out of tests for good', async () => {
    const q = question(3);
    const open = (await list(sa.token)).body.incidencias as { id: number; id_pregunta: number }[];
    const reportId = open.find((i) => i.id_pregunta === q.id)?.id ?? 0;
    const res = await resolve(sa.token, { id: reportId, pregunta: { activa: false } });
    expect(res).toMatchObject({ status: 200, body: { success: true, resueltas: 3 } });
    const [row] = await db().select().from(questions).where(eq(questions.id, q.id));
    expect(row).toMatchObject({ activa: false, pregunta: q.pregunta });
    expect(await testIds(q)).not.toContain(q.id);
    expect(await bankIds()).not.toContain(q.id);
  });

  it('closes a report without changes when the question was right', async () => {
    const q = question(0);
    const open = (await list(sa.token)).body.incidencias as { id: number; id_pregunta: number }[];
    const reportId = open.find((i) => i.id_pregunta === q.id)?.id ?? 0;
    const res = await resolve(sa.token, { id: reportId });
    expect(res).toMatchObject({ status: 200, body: { success: true, resueltas: 1 } });
    const [row] = await db().select().from(questions).where(eq(questions.id, q.id));
    expect(row).toMatchObject({ pregunta: q.pregunta, respuestas: q.respuestas, activa: true });
  });

  it('validates a correction: repeated options and an unknown report', async () => {
    const user = await registerUser(server);
    const created = await reportQ(user.token, {
      id_pregunta: question(4).id,
      motivo: 'Opciones repetidas',
    });
    const repeated = await resolve(sa.token, {
      id: created.body.id,
      pregunta: {
        respuestas: [
          { indice: 1, respuesta: 'Sí' },
          { indice: 2, respuesta: 'sí' },
        ],
        correcta_indice: 1,
      },
    });
    expect(repeated).toMatchObject({ status: 400, body: { error: 'Hay opciones repetidas' } });
    expect(await resolve(sa.token, { id: 9_999_999 })).toMatchObject({
      status: 404,
      body: { error: ADMIN_MSG.incidenciaNoExiste },
    });
  });
});
