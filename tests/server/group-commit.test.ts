// guardar_tests_realizados.php on PGlite applies the saves that arrive together in one
// transaction (server/plugins/idempotency.ts, idempotentBatches). These tests send saves at once
// over real HTTP and check that each still answers as it would alone: its own id, a repeat of
// its key answered with the first answer, a key reused for another body refused, a uuid stored
// once, and a save the database refuses failing by itself. PostgreSQL runs them side by side
// instead, so the batches are PGlite's only.
import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootOf } from '../../server/db/ambient';
import { finishedTests } from '../../server/db/schema';
import { IDEMPOTENCY_MSG } from '../../server/plugins/idempotency';
import type { Json, TestServer } from './harness';
import { request, startTestServer } from './harness';
import type { BankRow, Session } from './quiz-helpers';
import {
  finishedTest,
  loginSuperAdmin,
  registerUser,
  saveFinished,
  seededTestBank,
} from './quiz-helpers';

describe('saves sent together on PGlite', () => {
  let server: TestServer;
  let procesoId: number;
  let bank: BankRow[];
  beforeAll(async () => {
    server = await startTestServer('pglite');
    ({ procesoId, bank } = await seededTestBank(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  const aTest = (n = 0) =>
    finishedTest({
      idProceso: procesoId,
      respuestas: { [String(bank[n]?.id)]: 1, [String(bank[n + 1]?.id)]: 2 },
    });
  const withKey = (key: string) => ({ 'idempotency-key': key });
  const rowsOf = async (userIds: number[]) =>
    (
      await server.database.db
        .select({ n: count() })
        .from(finishedTests)
        .where(inArray(finishedTests.userId, userIds))
    )[0]?.n;

  /** Runs `work` counting the transactions the server opens meanwhile, and those that fail. */
  async function countingTransactions<T>(
    work: () => Promise<T>,
  ): Promise<[T, { opened: number; failed: number }]> {
    const root = rootOf(server.database.db);
    const transaction = root.transaction;
    const counts = { opened: 0, failed: 0 };
    root.transaction = (async (...args: Parameters<typeof transaction>) => {
      counts.opened += 1;
      try {
        return await transaction.apply(root, args);
      } catch (error) {
        counts.failed += 1;
        throw error;
      }
    }) as typeof transaction;
    try {
      return [await work(), counts];
    } finally {
      root.transaction = transaction;
    }
  }

  /**
   * Has `n` connections open to the server before a burst: fetch opens a new one for each
   * request beyond those idle, and connections opened meanwhile bring their requests to the
   * server over several turns of its event loop instead of one.
   */
  const openConnections = (n: number) =>
    Promise.all(Array.from({ length: n }, () => request(server, 'GET', '/api/health')));

  it('stores 40 saves of 40 users sent at once in fewer transactions, each with its own id', async () => {
    const users: Session[] = [];
    for (let i = 0; i < 40; i++) users.push(await registerUser(server));
    const sent = users.map((user, i) => ({ user, key: randomUUID(), test: aTest(i % 20) }));
    await openConnections(40);
    const [answers, { opened }] = await countingTransactions(() =>
      Promise.all(
        sent.map(({ user, key, test }) => saveFinished(server, test, user.token, withKey(key))),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));
    const ids = answers.map((a) => a.body.id as number);
    expect(new Set(ids).size).toBe(40);
    expect(opened).toBeLessThan(40);

    // Each id is its user's test, scored as that test alone would be.
    const stored = await server.database.db
      .select({ id: finishedTests.id, userId: finishedTests.userId, uuid: finishedTests.uuid })
      .from(finishedTests)
      .where(inArray(finishedTests.id, ids));
    const byId = new Map(stored.map((row) => [row.id, row]));
    sent.forEach(({ user, test }, i) => {
      expect(byId.get(ids[i]!)).toEqual({ id: ids[i], userId: user.userId, uuid: test.uuid });
    });

    const repeats = await Promise.all(
      sent.map(({ user, key, test }) => saveFinished(server, test, user.token, withKey(key))),
    );
    expect(repeats.map((r) => r.body.id)).toEqual(ids);
    expect(repeats.every((r) => r.headers.get('idempotent-replayed') === 'true')).toBe(true);
    expect(await rowsOf(users.map((u) => u.userId))).toBe(40);
  });

  it('answers repeats, a reused key and a repeated uuid in one burst as each would alone', async () => {
    const user = await registerUser(server);
    const others = [await registerUser(server), await registerUser(server)];
    const key = randomUUID();
    const reused = randomUUID();
    const test = aTest();
    const sameUuid = aTest(2);
    const send = (body: unknown, k: string, session: Session = user) =>
      saveFinished(server, body, session.token, withKey(k));
    await openConnections(9);
    const [answers, { opened }] = await countingTransactions(() =>
      Promise.all([
        send(test, key),
        send(test, key),
        send(test, key),
        send(aTest(4), reused),
        send(aTest(6), reused),
        send(sameUuid, randomUUID()),
        send(sameUuid, randomUUID()),
        send(aTest(8), randomUUID(), others[0]),
        send(aTest(10), randomUUID(), others[1]),
      ]),
    );
    const [a, b, c, r1, r2, u1, u2, o1, o2] = answers as Json[];
    expect(opened).toBeLessThan(9);

    // One key: one write, the same answer three times, one of them not a replay.
    for (const answer of [a, b, c]) expect(answer).toMatchObject({ status: 200 });
    expect(new Set([a, b, c].map((x) => x!.body.id)).size).toBe(1);
    expect([a, b, c].filter((x) => x!.headers.get('idempotent-replayed') === null)).toHaveLength(1);

    // One key, two bodies: the one applied answers 200, the other 422.
    expect([r1, r2].map((x) => x!.status).sort()).toEqual([200, 422]);
    expect([r1, r2].find((x) => x!.status === 422)?.body).toEqual({
      success: false,
      error: IDEMPOTENCY_MSG.mismatch,
    });

    // One uuid under two keys: stored once, both answered with its id.
    expect(u1).toMatchObject({ status: 200 });
    expect(u2).toMatchObject({ status: 200, body: { id: u1!.body.id } });

    expect(o1).toMatchObject({ status: 200 });
    expect(o2).toMatchObject({ status: 200 });
    expect(await rowsOf([user.userId])).toBe(3);
    const uuids = await server.database.db
      .select({ n: count() })
      .from(finishedTests)
      .where(eq(finishedTests.uuid, sameUuid.uuid));
    expect(uuids[0]?.n).toBe(1);
  });

  it('lets a save the database refuses fail alone, the others of its batch stored', async () => {
    const admin = await loginSuperAdmin(server);
    const users: Session[] = [];
    for (let i = 0; i < 10; i++) users.push(await registerUser(server));
    // A superadmin may save for another user; one that does not exist breaks the insert.
    const refused = () =>
      saveFinished(
        server,
        { ...aTest(), user_id: 2_000_000_000 },
        admin.token,
        withKey(randomUUID()),
      );
    const alone = await refused();
    expect(alone).toMatchObject({ status: 404, body: { success: false } });
    // Every session used once already, so no request of the burst waits for its token's check
    // and they all reach the server's queue together.
    for (const user of users) await saveFinished(server, aTest(), user.token);

    await openConnections(11);
    const [answers, { opened, failed }] = await countingTransactions(() =>
      Promise.all([
        ...users.map((user, i) =>
          saveFinished(server, aTest(i), user.token, withKey(randomUUID())),
        ),
        refused(),
      ]),
    );
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers[10]).toMatchObject({ status: alone.status, body: alone.body });
    expect(await rowsOf(users.map((u) => u.userId))).toBe(20);
    // Its batch failed and was rolled back, then it failed again alone; the others of the
    // batch were then saved alone.
    expect(failed).toBe(2);
    expect(opened).toBeGreaterThan(2);
  });
});
