// sincronizar.php over real HTTP against PGlite (and PostgreSQL with TEST_DATABASE_URL): the
// entries of a batch are applied in order through their own routes, each with its own
// Idempotency-Key, answered one by one; a retryable answer stops the batch, a refusal does not.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_BATCH_MAX_ENTRIES, SYNC_MSG } from '../../src/core/contract';
import { bumpBankVersion } from '../../server/db/repositories/banks';
import { IDEMPOTENCY_MSG } from '../../server/plugins/idempotency';
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

  function finished(ids: number[] = questionIds) {
    const cuerpo = finishedTestBody(ids.slice(0, 2));
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

  async function savedProgress(testKey: string): Promise<unknown> {
    const saved = await request(server, 'POST', '/api/test_progreso.php', {
      token,
      rawBody: new URLSearchParams({ action: 'recuperar', test_key: testKey }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return saved.body.progreso;
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
    expect(await savedProgress(key)).toMatchObject({ actual: 2 });
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

  it('the same key twice in one batch is applied once: the second gets the first’s answer, or 422 with another body', async () => {
    const test = finished();
    const res = await batch([
      test,
      test,
      { ...test, cuerpo: { ...test.cuerpo, tiempo: 99 } },
      progress(`doble-${randomUUID()}`, 1),
    ]);
    const results = resultsOf(res);
    expect(results.map((r) => r.status)).toEqual([200, 200, 422, 200]);
    expect(results[1]?.cuerpo).toEqual(results[0]?.cuerpo);
    expect(results[2]?.cuerpo.error).toBe(IDEMPOTENCY_MSG.mismatch);
    expect((await historyUuids()).filter((u) => u === test.cuerpo.uuid)).toHaveLength(1);
  });

  it('an entry that fails once it has begun to write is answered on its own, and the others are applied once', async () => {
    const key = `rango-${randomUUID()}`;
    const before = finished();
    const after = finished();
    // 'actual' fits the contract but not the database's integer: the write itself fails.
    const entries = [before, progress(key, 1), progress(key, 99_999_999_999), after];
    const first = resultsOf(await batch(entries));
    expect(first.map((r) => r.status)).toEqual([200, 200, 400, 200]);
    expect(first[2]?.cuerpo.success).toBe(false);
    const again = resultsOf(await batch(entries));
    expect(again).toEqual(first);
    const uuids = await historyUuids();
    for (const e of [before, after])
      expect(uuids.filter((u) => u === e.cuerpo.uuid)).toHaveLength(1);
    expect(await savedProgress(key)).toMatchObject({ actual: 1 });
  });

  it('other requests are answered while a long batch is applied, whatever the server’s memory holds', async () => {
    // Rows kept for 30 ms: the requests beside the batch, and the batch's own entries,
    // keep reading the session's user and the process while the batch's transaction is open.
    const quick = await startTestServer(kind, {}, { ttlMs: 30 });
    try {
      const registered = await request(quick, 'POST', '/api/auth.php', {
        body: { action: 'register', ...uniqueUser('concurrente') },
      });
      const as = registered.body.token as string;
      const ids = await plainQuestionIds(quick);
      const key = `largo-${randomUUID()}`;
      const tests = Array.from({ length: 10 }, () => finished(ids));
      const entries = [...tests, ...Array.from({ length: 140 }, (_, i) => progress(key, i + 1))];
      // A new version of the bank the finished tests are checked against: nothing of it is
      // kept either.
      await bumpBankVersion(quick.database.db, 1);
      const sent = request(quick, 'POST', '/api/sincronizar.php', {
        token: as,
        body: { entradas: entries },
      });
      // The others go while the batch is being applied: spread over its first moments.
      const beside = Array.from({ length: 10 }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, 10 * i));
        return Promise.all([
          request(quick, 'GET', '/api/historial_tests.php', { token: as }),
          request(quick, 'GET', '/api/genera_test.php?proceso_id=1&numPreguntas=5', {
            token: as,
          }),
        ]);
      });
      const [res, ...answers] = await Promise.all([sent, ...beside]).then(([r, ...a]) => [
        r,
        ...a.flat(),
      ]);
      expect(res?.status).toBe(200);
      expect(resultsOf(res as Json).map((r) => r.status)).toEqual(entries.map(() => 200));
      for (const answer of answers) expect(answer.status).toBe(200);
    } finally {
      await quick.close();
    }
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
