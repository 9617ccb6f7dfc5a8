import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, processes, finishedTests } from '../../server/db/schema';
import type { TestServer } from './harness';
import { dbKinds, request, startTestServer, updateProcess, writeByHand } from './harness';
import type { BankRow, Session } from './quiz-helpers';
import {
  ENGLISH,
  finishedTest,
  registerUser,
  saveFinished,
  seededTestBank,
  wrongOption,
} from './quiz-helpers';

describe.each(dbKinds)('guardar_tests_realizados.php on %s', (kind) => {
  let server: TestServer;
  let user: Session;
  let procesoId: number;
  let bank: BankRow[];
  beforeAll(async () => {
    server = await startTestServer(kind);
    user = await registerUser(server);
    ({ procesoId, bank } = await seededTestBank(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  const history = (session: Session) =>
    request(server, 'GET', '/api/historial_tests.php', { token: session.token });
  const rowsOf = async (userId: number) =>
    (
      await server.database.db
        .select({ n: count() })
        .from(finishedTests)
        .where(eq(finishedTests.userId, userId))
    )[0]?.n;

  /** 3 right, 2 wrong, 1 unanswered. */
  function mixedAnswers() {
    const qs = bank.slice(0, 6);
    const respuestas: Record<string, number | null> = {};
    qs.forEach((q, i) => {
      respuestas[String(q.id)] = i < 3 ? q.correctaIndice : i < 5 ? wrongOption(q) : null;
    });
    return { qs, respuestas };
  }

  it('recomputes every score on the server and ignores what the client claims', async () => {
    const owner = await registerUser(server);
    const { qs, respuestas } = mixedAnswers();
    const body = finishedTest({
      idProceso: procesoId,
      respuestas,
      extra: { aciertos: 6, fallos: 0, nota: 10 },
    });
    const res = await saveFinished(server, body, owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, id: expect.any(Number) });

    const [item] = (await history(owner)).body as unknown as Record<string, unknown>[];
    expect(item).toMatchObject({
      id: res.body.id,
      uuid: body.uuid,
      id_proceso: procesoId,
      tipo_test: 'simulacion',
      estado: 'finalizado',
      descripcion: 'Auxiliar Administrativo del Estado',
      aciertos: 3,
      fallos: 3,
      en_blanco: 1,
      num_preguntas: 6,
      nota: 5,
      // Penalty 1/3 for each of the two answered wrong ones, none for the blank one.
      nota_penalizada: 3.89,
      fecha_inicio: '2026-11-21T10:00:00.000Z',
      fecha_finalizacion: '2026-11-21T10:20:00.000Z',
    });
    const acertadas = item?.acertadas as { id: number }[];
    const falladas = item?.falladas as {
      id: number;
      respuesta_usuario: string;
      respuesta_correcta: string;
    }[];
    expect(acertadas.map((q) => q.id)).toEqual(qs.slice(0, 3).map((q) => q.id));
    expect(falladas.map((q) => q.id)).toEqual(qs.slice(3).map((q) => q.id));
    expect(falladas[2]?.respuesta_usuario).toBe('Sin responder');
    const wrong = qs[3];
    expect(falladas[0]?.respuesta_usuario).toBe(
      `${String.fromCharCode(64 + wrongOption(wrong as BankRow))}. ${wrong?.respuestas.find((r) => r.indice === wrongOption(wrong as BankRow))?.respuesta}`,
    );
  });

  it('never takes the penalised nota below zero', async () => {
    const owner = await registerUser(server);
    const respuestas = Object.fromEntries(
      bank.slice(0, 4).map((q) => [String(q.id), wrongOption(q)]),
    );
    await saveFinished(server, finishedTest({ idProceso: procesoId, respuestas }), owner.token);
    const [item] = (await history(owner)).body as unknown as Record<string, unknown>[];
    expect(item).toMatchObject({
      aciertos: 0,
      fallos: 4,
      en_blanco: 0,
      nota: 0,
      nota_penalizada: 0,
    });
  });

  it('applies no penalty when the process has none', async () => {
    await updateProcess(server, procesoId, { penalizacion: 0 });
    try {
      const owner = await registerUser(server);
      const { respuestas } = mixedAnswers();
      await saveFinished(server, finishedTest({ idProceso: procesoId, respuestas }), owner.token);
      const [item] = (await history(owner)).body as unknown as Record<string, unknown>[];
      expect(item).toMatchObject({ nota: 5, nota_penalizada: 5 });
    } finally {
      await updateProcess(server, procesoId, { penalizacion: 1 / 3 });
    }
  });

  it('refuses a question of another process', async () => {
    const [other] = await server.database.db
      .insert(processes)
      .values({ slug: `otro-${kind}`, descripcion: 'Otro proceso' })
      .returning({ id: processes.id });
    const [foreign] = await server.database.db
      .insert(questions)
      .values({
        idProceso: other?.id ?? 0,
        seccion: 'S',
        tema: 'T',
        pregunta: '¿Ajena?',
        respuestas: [
          { indice: 1, respuesta: 'Sí' },
          { indice: 2, respuesta: 'No' },
        ],
        correctaIndice: 1,
      })
      .returning({ id: questions.id });
    const respuestas = { [String(bank[0]?.id)]: 1, [String(foreign?.id)]: 1 };
    const res = await saveFinished(
      server,
      finishedTest({ idProceso: procesoId, respuestas }),
      user.token,
    );
    expect(res).toMatchObject({
      status: 400,
      body: { success: false, error: 'La respuesta incluye preguntas que no son de este proceso' },
    });
    const missing = await saveFinished(
      server,
      finishedTest({ idProceso: procesoId, respuestas: { '999999999': 1 } }),
      user.token,
    );
    expect(missing.status).toBe(400);
  });

  it('accepts a retired question of the same process', async () => {
    const retired = bank[10] as BankRow;
    const bankOf = { table: 'procesos', id: procesoId } as const;
    await writeByHand(server, bankOf, (db) =>
      db.update(questions).set({ activa: false }).where(eq(questions.id, retired.id)),
    );
    try {
      const res = await saveFinished(
        server,
        finishedTest({
          idProceso: procesoId,
          respuestas: { [String(retired.id)]: retired.correctaIndice },
        }),
        user.token,
      );
      expect(res.status).toBe(200);
    } finally {
      await writeByHand(server, bankOf, (db) =>
        db.update(questions).set({ activa: true }).where(eq(questions.id, retired.id)),
      );
    }
  });

  it('refuses a count that does not match the answers, and an unknown process', async () => {
    const { respuestas } = mixedAnswers();
    const mismatch = await saveFinished(
      server,
      { ...finishedTest({ idProceso: procesoId, respuestas }), num_preguntas: 7 },
      user.token,
    );
    expect(mismatch).toMatchObject({
      status: 400,
      body: { error: 'El número de preguntas no coincide con las respuestas enviadas' },
    });
    const unknown = await saveFinished(
      server,
      finishedTest({ idProceso: 999_999, respuestas }),
      user.token,
    );
    expect(unknown).toMatchObject({ status: 404, body: { error: 'Proceso no encontrado' } });
  });

  it.each([
    ['a bad uuid', { uuid: 'abc' }],
    ['a bad tipo_test', { tipo_test: 'repaso' }],
    ['a bad date', { fecha_inicio: 'ayer' }],
    ['an answer that is not an index', { respuestas: { '1': 'B' } }],
    ['no answers', { respuestas: {}, num_preguntas: 1 }],
  ])('refuses %s with 400 in Spanish', async (_name, override) => {
    const { respuestas } = mixedAnswers();
    const res = await saveFinished(
      server,
      { ...finishedTest({ idProceso: procesoId, respuestas }), ...override },
      user.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error).not.toMatch(ENGLISH);
  });

  it('takes the spec’s record as it is: without uuid and dates, with its client-side fields', async () => {
    const owner = await registerUser(server);
    const { respuestas } = mixedAnswers();
    const {
      uuid: _uuid,
      fecha_inicio: _inicio,
      fecha_finalizacion: _fin,
      ...record
    } = finishedTest({
      idProceso: procesoId,
      respuestas,
      extra: {
        user_id: owner.userId,
        aciertos: 3,
        fallos: 3,
        nota: 5,
        preguntas_acertadas: [],
        preguntas_falladas: [],
      },
    });
    const before = Date.now();
    const res = await saveFinished(server, record, owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, id: expect.any(Number) });
    const [item] = (await history(owner)).body as unknown as {
      id: number;
      uuid: string;
      aciertos: number;
      fecha_inicio: string;
      fecha_finalizacion: string;
    }[];
    expect(item).toMatchObject({
      id: res.body.id,
      aciertos: 3,
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // It ended when it arrived and began the time it used before: 30 min less 600 s left.
    const fin = Date.parse(item?.fecha_finalizacion ?? '');
    expect(fin).toBeGreaterThanOrEqual(before - 1_000);
    expect(fin - Date.parse(item?.fecha_inicio ?? '')).toBe((30 * 60 - 600) * 1000);
    // Without a uuid a resend is another test (an Idempotency-Key makes a retry safe).
    await saveFinished(server, record, owner.token);
    expect(await rowsOf(owner.userId)).toBe(2);
    // A uuid that is there must still be one.
    const bad = await saveFinished(server, { ...record, uuid: 'no-es-un-uuid' }, owner.token);
    expect(bad).toMatchObject({
      status: 400,
      body: { success: false, error: 'Identificador del test no válido' },
    });
  });

  it('stores the same uuid once and answers the first id', async () => {
    const owner = await registerUser(server);
    const { respuestas } = mixedAnswers();
    const body = finishedTest({ idProceso: procesoId, respuestas });
    const first = await saveFinished(server, body, owner.token);
    const again = await saveFinished(server, { ...body, tipo_test: 'examen' }, owner.token);
    expect(again.body).toEqual(first.body);
    expect(await rowsOf(owner.userId)).toBe(1);

    const concurrent = finishedTest({ idProceso: procesoId, respuestas });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => saveFinished(server, concurrent, owner.token)),
    );
    expect(new Set(results.map((r) => `${r.status} ${JSON.stringify(r.body)}`)).size).toBe(1);
    expect(await rowsOf(owner.userId)).toBe(2);
  });

  it('needs a login and refuses to save for another user', async () => {
    const { respuestas } = mixedAnswers();
    const anonymous = await saveFinished(
      server,
      finishedTest({ idProceso: procesoId, respuestas }),
    );
    expect(anonymous).toMatchObject({ status: 401, body: { success: false } });
    const other = await registerUser(server);
    const forOther = await saveFinished(
      server,
      finishedTest({ idProceso: procesoId, respuestas, extra: { user_id: other.userId } }),
      user.token,
    );
    expect(forOther.status).toBe(403);
    expect(await rowsOf(other.userId)).toBe(0);
  });

  it('has no way to change or delete a finished test', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const res = await request(server, method, '/api/guardar_tests_realizados.php', {
        token: user.token,
        body: {},
      });
      expect(res.status).toBe(404);
    }
  });
});
