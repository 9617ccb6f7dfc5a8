// sincronizar.php over real HTTP against PGlite (and PostgreSQL with TEST_DATABASE_URL): the
// entries of a batch are applied in order through their own routes, each with its own
// Idempotency-Key, answered one by one; a retryable answer stops the batch, a refusal does not.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_BATCH_MAX_ENTRIES, SYNC_MSG } from '../../src/core/contract';
import type { Json, TestServer } from './harness';
import { finishedTestBody, plainQuestionIds } from '../support/finished-test';
import { dbKinds, request, startTestServer, uniqueUser } from './harness';

interface Result {
  status: number;
  cuerpo: Record<string, unknown>;
}

describe.each(dbKinds)('sincronizar.php on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let questionIds: number[];

  beforeAll(async () => {
    server = await startTestServer(kind, {
      rateLimits: {
        authPerIpPerMinute: 10_000,
        authPerEmailPer15Min: 10_000,
        aiPerUserPerMinute: 1,
        loginFailures: { freePerEmailIp: 10_000, freePerIp: 10_000 },
      },
    });
    const res = await request(server, 'POST', '/api/auth.php', {
      body: { action: 'register', ...uniqueUser('lote') },
    });
    token = res.body.token as string;
    questionIds = await plainQuestionIds(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const batch = (entradas: unknown[], as: string | undefined = token): Promise<Json> =>
    request(server, 'POST', '/api/sincronizar.php', { token: as, body: { entradas } });
  const resultsOf = (res: Json) => res.body.resultados as Result[];

  function finished() {
    const cuerpo = finishedTestBody(questionIds.slice(0, 2));
    return {
      idempotency_key: cuerpo.uuid,
      metodo: 'POST',
      ruta: 'guardar_tests_realizados.php',
      cuerpo,
    };
  }

  function progress(testKey: string, actual: number, action = 'guardar') {
    return {
      idempotency_key: randomUUID(),
      metodo: 'POST',
      ruta: 'test_progreso.php',
      formulario: true,
      cuerpo: {
        action,
        test_key: testKey,
        actual: String(actual),
        respuestas: '{}',
        tiempo_restante: '60',
        preguntas: JSON.stringify(questionIds.slice(0, 3)),
        updated_at: String(Date.now() + actual),
      },
    };
  }

  async function historyUuids(): Promise<string[]> {
    const res = await request(server, 'GET', '/api/historial_tests.php', { token });
    return (res.body as unknown as { uuid: string }[]).map((h) => h.uuid);
  }

  it('applies JSON and form entries in order and answers each with its route’s status and body', async () => {
    const key = `lote-orden-${randomUUID()}`;
    const test = finished();
    const res = await batch([progress(key, 1), test, progress(key, 2)]);
    expect(res.status).toBe(200);
    expect(res.body.detenido).toBe(false);
    const results = resultsOf(res);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results[1]?.cuerpo).toMatchObject({ success: true, id: expect.any(Number) });
    expect(await historyUuids()).toContain(test.cuerpo.uuid);
    const saved = await request(server, 'POST', '/api/test_progreso.php', {
      token,
      rawBody: new URLSearchParams({ action: 'recuperar', test_key: key }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(saved.body.progreso).toMatchObject({ actual: 2 });
  });

  it('a batch sent again is answered from each entry’s idempotency record and stores nothing twice', async () => {
    const entries = [finished(), finished()];
    const first = resultsOf(await batch(entries));
    const again = resultsOf(await batch(entries));
    expect(again).toEqual(first);
    const uuids = await historyUuids();
    for (const e of entries) expect(uuids.filter((u) => u === e.cuerpo.uuid)).toHaveLength(1);
    // The same key sent alone gets the same answer too.
    const alone = await request(server, 'POST', '/api/guardar_tests_realizados.php', {
      token,
      body: entries[0]?.cuerpo,
      headers: { 'idempotency-key': entries[0]?.idempotency_key ?? '' },
    });
    expect(alone.body).toEqual(first[0]?.cuerpo);
  });

  it('a permanent refusal is answered and the entries behind it are applied', async () => {
    const after = finished();
    const reused = finished();
    await batch([reused]);
    const res = await batch([
      { ...finished(), cuerpo: { id_proceso: 1 } },
      { ...reused, cuerpo: { ...reused.cuerpo, tiempo: 20 } },
      {
        idempotency_key: randomUUID(),
        metodo: 'POST',
        ruta: 'https://otro.example/api/x.php',
        cuerpo: {},
      },
      { idempotency_key: randomUUID(), metodo: 'POST', ruta: '../health', cuerpo: {} },
      {
        idempotency_key: randomUUID(),
        metodo: 'POST',
        ruta: 'sincronizar.php',
        cuerpo: { entradas: [] },
      },
      {
        idempotency_key: randomUUID(),
        metodo: 'POST',
        ruta: 'auth.php',
        cuerpo: { action: 'logout' },
      },
      after,
    ]);
    expect(res.body.detenido).toBe(false);
    const results = resultsOf(res);
    expect(results.map((r) => r.status)).toEqual([400, 422, 400, 400, 400, 400, 200]);
    for (const r of results.slice(0, 6)) {
      expect(r.cuerpo.success).toBe(false);
      expect(typeof r.cuerpo.error).toBe('string');
    }
    expect(results[1]?.cuerpo.error).toContain('Idempotency-Key ya se usó');
    expect(results[2]?.cuerpo.error).toBe(SYNC_MSG.path);
    expect(await historyUuids()).toContain(after.cuerpo.uuid);
  });

  it('a retryable answer (429) stops the batch there and says so; the rest is not applied', async () => {
    const ask = () => ({
      idempotency_key: randomUUID(),
      metodo: 'POST',
      ruta: 'functions/profesor-virtual',
      cuerpo: {
        pregunta: '¿Capital de España?',
        respuestas: ['Madrid', 'Sevilla'],
        correcta: 1,
        elegida: 2,
      },
    });
    const other = await request(server, 'POST', '/api/auth.php', {
      body: { action: 'register', ...uniqueUser('lote429') },
    });
    const behind = finished();
    const res = await batch([ask(), ask(), behind], other.body.token as string);
    expect(res.body.detenido).toBe(true);
    expect(resultsOf(res).map((r) => r.status)).toEqual([200, 429]);
    const history = await request(server, 'GET', '/api/historial_tests.php', {
      token: other.body.token as string,
    });
    expect((history.body as unknown as unknown[]).length).toBe(0);
  });

  it('refuses a batch without a session, an empty one, and one over its limits with a Spanish 413', async () => {
    const anon = await batch([finished()], '');
    expect(anon.status).toBe(401);
    const empty = await batch([]);
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe(SYNC_MSG.entries);
    const many = await batch(Array.from({ length: SYNC_BATCH_MAX_ENTRIES + 1 }, () => finished()));
    expect(many.status).toBe(413);
    expect(many.body.error).toBe(SYNC_MSG.tooMany);
    const big = await batch(
      Array.from({ length: 3 }, () => ({
        ...finished(),
        cuerpo: { relleno: 'x'.repeat(900_000) },
      })),
    );
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ success: false, error: expect.stringMatching(/demasiado grande/) });
  });

  it('every entry runs as the batch’s user: another user’s data is refused as when sent alone', async () => {
    const victim = await request(server, 'POST', '/api/auth.php', {
      body: { action: 'register', ...uniqueUser('victima') },
    });
    const entry = progress(`ajeno-${randomUUID()}`, 1);
    const res = await batch([
      { ...entry, cuerpo: { ...entry.cuerpo, user_id: String(victim.body.user_id) } },
    ]);
    expect(resultsOf(res)[0]?.status).toBe(403);
  });
});
