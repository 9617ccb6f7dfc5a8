// Acknowledgements applied atomically, against the real server over
// loopback with Dexie on fake-indexeddb: the outbox entry leaves in the same transaction that
// applies what the server's answer changes here, so a handler that throws, or a transaction cut
// short between the server's answer and the local apply (a tab closed), loses nothing.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installLocalStorage } from '../support/local-storage';
import type { TestServer } from '../server/harness';
import { request, startTestServer } from '../server/harness';
import { signInDevice } from '../support/device-user';
import { finishedTestBody, plainQuestionIds } from '../support/finished-test';

installLocalStorage();
const { setApiBase } = await import('../../src/lib/api-client');
const { db } = await import('../../src/lib/db/db');
const { ACK_ATTEMPTS, ACK_FAILED_MSG, drainOutbox, onAcknowledged } =
  await import('../../src/lib/sync/drain');
const { enqueue } = await import('../../src/lib/sync/outbox');

let server: TestServer;
let userId: number;
let token: string;
let questionIds: number[];
let clock = Date.now();
/** Each drain a day later: any backoff has passed. */
const drainLater = () => {
  clock += 86_400_000;
  return drainOutbox(userId, () => clock);
};

beforeAll(async () => {
  server = await startTestServer('pglite');
  setApiBase(`${server.url}/api`);
  const user = await signInDevice(server, 'ack');
  userId = user.id;
  token = user.token;
  questionIds = await plainQuestionIds(server);
});

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  await db.outbox.clear();
  await db.deadLetters.clear();
  await db.tests.clear();
});

/** A test finished on this device: kept locally without a server id, and queued. */
async function finishHere(): Promise<string> {
  const body = finishedTestBody(questionIds.slice(0, 2));
  const { uuid } = body;
  await db.transaction('rw', db.tests, db.outbox, async () => {
    await db.tests.add({
      ...body,
      userId,
      serverId: null,
      finishedAt: Date.now(),
      estado: 'finalizado',
      descripcion: null,
      aciertos: 0,
      fallos: 0,
      en_blanco: 0,
      nota: null,
      nota_penalizada: null,
      acertadas: [],
      falladas: [],
    });
    await enqueue({
      userId,
      kind: 'finished-test',
      label: 'Test finalizado',
      path: 'guardar_tests_realizados.php',
      idempotencyKey: uuid,
      body,
    });
  });
  return uuid;
}

async function onServer(uuid: string): Promise<number> {
  const history = (await request(server, 'GET', '/api/historial_tests.php', { token }))
    .body as unknown as { uuid: string }[];
  return history.filter((h) => h.uuid === uuid).length;
}

/** The history's own acknowledgement: the kept test takes the server's id. */
async function takeServerId(entry: { body: unknown }, response: unknown) {
  const uuid = (entry.body as { uuid: string }).uuid;
  await db.tests.update(uuid, { serverId: (response as { id: number }).id });
}

describe('acknowledgements applied with the removal of their entry', () => {
  it('keeps an entry whose handler throws, retries it from the server’s record, and after a few tries moves it to the dead letters with the reason', async () => {
    let calls = 0;
    onAcknowledged('finished-test', async () => {
      calls += 1;
      throw new Error('sin espacio en el dispositivo');
    });
    const uuid = await finishHere();
    const behind = await finishHere();

    for (let attempt = 1; attempt < ACK_ATTEMPTS; attempt++) {
      const result = await drainLater();
      expect(result).toMatchObject({ sent: 0, deadLettered: 0 });
      const queued = await db.outbox.orderBy('seq').toArray();
      // Kept, with the reason; the entry behind it, which the server also has, waits its turn.
      expect(queued.map((e) => (e.body as { uuid: string }).uuid)).toEqual([uuid, behind]);
      expect(queued[0]).toMatchObject({
        ackFailures: attempt,
        lastError: expect.stringContaining(ACK_FAILED_MSG),
      });
      expect(await db.deadLetters.count()).toBe(0);
    }

    const last = await drainLater();
    expect(last.deadLettered).toBe(1);
    const [letter] = await db.deadLetters.toArray();
    expect(letter).toMatchObject({ idempotencyKey: uuid, status: 200 });
    expect(letter?.error).toContain(ACK_FAILED_MSG);
    expect(letter?.error).toContain('sin espacio en el dispositivo');
    expect(calls).toBeGreaterThanOrEqual(ACK_ATTEMPTS);
    // Sent more than once, stored once each.
    expect(await onServer(uuid)).toBe(1);
    expect(await onServer(behind)).toBe(1);
  });

  it('applies nothing and keeps the entry when the transaction is cut between the answer and the local apply; the next drain completes it', async () => {
    let cuts = 2; // the batch's transaction and the one-by-one try after it
    onAcknowledged('finished-test', async (entry, response) => {
      await takeServerId(entry, response);
      if (cuts > 0) {
        cuts -= 1;
        Dexie.currentTransaction?.abort();
      }
    });
    const uuid = await finishHere();

    const cut = await drainLater();
    expect(cut.sent).toBe(0);
    // Neither the removal nor the id swap happened: the device is as before the answer.
    expect(await db.outbox.count()).toBe(1);
    expect((await db.tests.get(uuid))?.serverId).toBeNull();
    expect(await onServer(uuid)).toBe(1);

    expect((await drainLater()).sent).toBe(1);
    expect(await db.outbox.count()).toBe(0);
    const serverId = (await db.tests.get(uuid))?.serverId;
    expect(serverId).toEqual(expect.any(Number));
    expect(await onServer(uuid)).toBe(1);
  });

  it('applies a whole batch’s acknowledgements in order with the removal of their entries', async () => {
    onAcknowledged('finished-test', takeServerId);
    const uuids = [await finishHere(), await finishHere(), await finishHere()];
    expect(await drainLater()).toMatchObject({ sent: 3, deadLettered: 0 });
    expect(await db.outbox.count()).toBe(0);
    for (const uuid of uuids)
      expect((await db.tests.get(uuid))?.serverId).toEqual(expect.any(Number));
  });
});
