import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, finishedTests } from '../../server/db/schema';
import { purgeKeysOlderThan } from '../../server/db/repositories/idempotency-keys';
import { IDEMPOTENCY_MSG } from '../../server/plugins/idempotency';
import type { TestServer } from './harness';
import { dbKinds, request, startTestServer } from './harness';
import type { BankRow } from './quiz-helpers';
import {
  ENGLISH,
  finishedTest,
  progressForm,
  registerUser,
  saveFinished,
  seededTestBank,
} from './quiz-helpers';

describe.each(dbKinds)('Idempotency-Key on %s', (kind) => {
  let server: TestServer;
  let procesoId: number;
  let bank: BankRow[];
  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ procesoId, bank } = await seededTestBank(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  const rowsOf = async (userId: number) =>
    (
      await server.database.db
        .select({ n: count() })
        .from(finishedTests)
        .where(eq(finishedTests.userId, userId))
    )[0]?.n;
  // A new uuid each time: only the key can make two requests one.
  const aTest = () =>
    finishedTest({
      idProceso: procesoId,
      respuestas: { [String(bank[0]?.id)]: 1, [String(bank[1]?.id)]: 2 },
    });
  const withKey = (key: string) => ({ 'idempotency-key': key });

  it('applies the same key once and answers the first response again', async () => {
    const user = await registerUser(server);
    const key = randomUUID();
    const test = aTest();
    const first = await saveFinished(server, test, user.token, withKey(key));
    const again = await saveFinished(server, test, user.token, withKey(key));
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await rowsOf(user.userId)).toBe(1);
  });

  it('keeps two users with the same key independent', async () => {
    const [a, b] = [await registerUser(server), await registerUser(server)];
    const key = randomUUID();
    const ra = await saveFinished(server, aTest(), a.token, withKey(key));
    const rb = await saveFinished(server, aTest(), b.token, withKey(key));
    expect(ra.status).toBe(200);
    expect(rb.status).toBe(200);
    expect(rb.body.id).not.toBe(ra.body.id);
    expect(rb.headers.get('idempotent-replayed')).toBeNull();
    expect(await rowsOf(a.userId)).toBe(1);
    expect(await rowsOf(b.userId)).toBe(1);
  });

  it('makes 10 concurrent duplicates one write', async () => {
    const user = await registerUser(server);
    const key = randomUUID();
    const test = aTest();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => saveFinished(server, test, user.token, withKey(key))),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(results.filter((r) => r.headers.get('idempotent-replayed') === null)).toHaveLength(1);
    expect(await rowsOf(user.userId)).toBe(1);
  });

  it('makes 10 concurrent progress saves with one key one write', async () => {
    const user = await registerUser(server);
    const key = randomUUID();
    const save = () =>
      progressForm(
        server,
        {
          action: 'guardar',
          test_key: 'k',
          actual: 4,
          respuestas: '{}',
          tiempo_restante: 60,
          preguntas: '[]',
          updated_at: 1_004,
        },
        { token: user.token, headers: withKey(key) },
      );
    const results = await Promise.all(Array.from({ length: 10 }, () => save()));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.headers.get('idempotent-replayed') === null)).toHaveLength(1);
    const recovered = await progressForm(
      server,
      { action: 'recuperar', test_key: 'k' },
      { token: user.token },
    );
    const applied = recovered.body.progreso as { actual: number; updated_at: number };
    expect(applied.updated_at).toBe(1_000 + applied.actual);
  });

  it('changes nothing when an applied key comes back later', async () => {
    const user = await registerUser(server);
    const fields = {
      action: 'guardar',
      test_key: 'k',
      actual: 3,
      respuestas: '{}',
      tiempo_restante: 60,
      preguntas: '[]',
      updated_at: 1_000,
    };
    const key = randomUUID();
    await progressForm(server, fields, { token: user.token, headers: withKey(key) });
    await progressForm(
      server,
      { action: 'eliminar', test_key: 'k' },
      { token: user.token, headers: withKey(randomUUID()) },
    );
    const replay = await progressForm(server, fields, { token: user.token, headers: withKey(key) });
    expect(replay).toMatchObject({ status: 200, body: { success: true } });
    const recovered = await progressForm(
      server,
      { action: 'recuperar', test_key: 'k' },
      { token: user.token },
    );
    expect(recovered.body.progreso).toBeNull();
  });

  it('answers 422 in Spanish to a key used again for another route or another body', async () => {
    const user = await registerUser(server);
    const key = randomUUID();
    const comment = await request(server, 'POST', '/api/comentarios.php', {
      token: user.token,
      headers: withKey(key),
      body: {
        id_proceso: procesoId,
        id_pregunta: bank[0]?.id,
        tipo: 'pregunta',
        comentario: 'Buena pregunta',
      },
    });
    expect(comment.status).toBe(201);
    const test = await saveFinished(server, aTest(), user.token, withKey(key));
    expect(test.status).toBe(422);
    expect(test.body).toEqual({ success: false, error: IDEMPOTENCY_MSG.mismatch });
    expect(await rowsOf(user.userId)).toBe(0);

    const other = randomUUID();
    expect((await saveFinished(server, aTest(), user.token, withKey(other))).status).toBe(200);
    const changed = await saveFinished(server, aTest(), user.token, withKey(other));
    expect(changed).toMatchObject({ status: 422, body: { error: IDEMPOTENCY_MSG.mismatch } });
    expect(await rowsOf(user.userId)).toBe(1);
  });

  it('does not spend a key on a refused write', async () => {
    const user = await registerUser(server);
    const key = randomUUID();
    const refused = await saveFinished(
      server,
      { ...aTest(), num_preguntas: 9 },
      user.token,
      withKey(key),
    );
    expect(refused.status).toBe(400);
    const accepted = await saveFinished(server, aTest(), user.token, withKey(key));
    expect(accepted.status).toBe(200);
    expect(await rowsOf(user.userId)).toBe(1);
  });

  it.each([['x'.repeat(101)], ['con espacios'], ['ñandú'], ['a/b']])(
    'refuses the key %j with 400 in Spanish',
    async (key) => {
      const user = await registerUser(server);
      const res = await saveFinished(server, aTest(), user.token, withKey(key));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/Idempotency-Key/);
      expect(res.body.error).not.toMatch(ENGLISH);
      expect(await rowsOf(user.userId)).toBe(0);
    },
  );

  it('purges keys older than 30 days and keeps the rest', async () => {
    const user = await registerUser(server);
    const { db } = server.database;
    const at = (days: number) => sql`now() - make_interval(days => ${days})`;
    await db.insert(idempotencyKeys).values([
      { userId: user.userId, key: 'viejo', status: 200, body: {}, createdAt: at(31) },
      { userId: user.userId, key: 'reciente', status: 200, body: {}, createdAt: at(29) },
    ]);
    expect(await purgeKeysOlderThan(db, 30)).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, user.userId));
    expect(left).toEqual([{ key: 'reciente' }]);
  });
});
