// The outbox against the real server over loopback, through a proxy that loses answers,
// fails and hangs on demand. Dexie runs on fake-indexeddb.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installLocalStorage } from '../support/local-storage';
import type { TestServer } from '../server/harness';
import { request, startTestServer, uniqueUser } from '../server/harness';
import { finishedTestBody, plainQuestionIds } from '../support/finished-test';
import type { FaultProxy } from './fault-proxy';
import { startFaultProxy } from './fault-proxy';

installLocalStorage();
const { setApiBase, setApiTimeout } = await import('../../src/lib/api-client');
const { db } = await import('../../src/lib/db/db');
const { drainOutbox, onAcknowledged, onAcknowledgedLazily } =
  await import('../../src/lib/sync/drain');
const { enqueue, isUnsent } = await import('../../src/lib/sync/outbox');
const { withOutboxLock } = await import('../../src/lib/sync/lock');
const { writeSession } = await import('../../src/lib/session/storage');

let server: TestServer;
let proxy: FaultProxy;
let userId: number;
let token: string;
let questionIds: number[];
const FAR_FUTURE = () => Date.now() + 24 * 3600_000;

beforeAll(async () => {
  server = await startTestServer('pglite');
  proxy = await startFaultProxy(server.url);
  setApiBase(`${proxy.url}/api`);
  setApiTimeout(400);
  const user = uniqueUser('sync');
  const res = await request(server, 'POST', '/api/auth.php', {
    body: { action: 'register', ...user },
  });
  userId = res.body.user_id as number;
  token = res.body.token as string;
  writeSession(token, res.body.refresh_token as string, {
    id: userId,
    username: user.username,
    nivel: 'invitado',
  });
  questionIds = await plainQuestionIds(server);
});

afterAll(async () => {
  await proxy?.close();
  await server?.close();
});

beforeEach(async () => {
  await db.outbox.clear();
  await db.deadLetters.clear();
  proxy.faults = [];
  proxy.forwarded = [];
  proxy.offline = false;
});

function finishedTest(ids = questionIds.slice(0, 2)) {
  const body = finishedTestBody(ids);
  return {
    userId,
    kind: 'finished-test' as const,
    label: 'Test finalizado',
    path: 'guardar_tests_realizados.php',
    idempotencyKey: body.uuid,
    body,
  };
}

function progressSave(key: string, updatedAt: number) {
  return {
    userId,
    kind: 'progress-save' as const,
    label: 'Progreso',
    path: 'test_progreso.php',
    encoding: 'form' as const,
    body: {
      action: 'guardar',
      test_key: key,
      actual: '1',
      respuestas: '{}',
      tiempo_restante: '60',
      preguntas: JSON.stringify(questionIds.slice(0, 3)),
      updated_at: String(updatedAt),
    },
  };
}

async function serverHistory(): Promise<{ uuid: string }[]> {
  return (await request(server, 'GET', '/api/historial_tests.php', { token })).body as unknown as {
    uuid: string;
  }[];
}

describe('draining the outbox', () => {
  it('sends entries in the order they were made, in one batch, and removes each once acknowledged', async () => {
    const test = finishedTest();
    await enqueue(progressSave(`orden-a-${Date.now()}`, 1));
    await enqueue(test);
    await enqueue(progressSave(`orden-b-${Date.now()}`, 2));
    const result = await drainOutbox(userId);
    expect(result).toMatchObject({ sent: 3, deadLettered: 0, nextAttemptAt: null });
    expect(proxy.forwarded.map((f) => f.path)).toEqual(['/api/sincronizar.php']);
    const sent = (
      JSON.parse(proxy.forwarded[0]?.body ?? '{}') as {
        entradas: { ruta: string; cuerpo: { test_key?: string } }[];
      }
    ).entradas;
    expect(sent.map((e) => e.ruta)).toEqual([
      'test_progreso.php',
      'guardar_tests_realizados.php',
      'test_progreso.php',
    ]);
    expect(sent[0]?.cuerpo.test_key).toContain('orden-a');
    expect(sent[2]?.cuerpo.test_key).toContain('orden-b');
    expect(await db.outbox.count()).toBe(0);
  });

  it('with batches of one, sends each entry to its own endpoint, in order', async () => {
    await enqueue(progressSave(`uno-a-${Date.now()}`, 1));
    await enqueue(finishedTest());
    await enqueue(progressSave(`uno-b-${Date.now()}`, 2));
    expect(await drainOutbox(userId, Date.now, 1)).toMatchObject({ sent: 3, deadLettered: 0 });
    expect(proxy.forwarded.map((f) => f.path)).toEqual([
      '/api/test_progreso.php',
      '/api/guardar_tests_realizados.php',
      '/api/test_progreso.php',
    ]);
    expect(proxy.forwarded[0]?.body).toContain('uno-a');
    expect(proxy.forwarded[2]?.body).toContain('uno-b');
    expect(await db.outbox.count()).toBe(0);
  });

  it('retries with the same Idempotency-Key when the answer was lost, and the server counts it once', async () => {
    const test = finishedTest();
    await enqueue(test);
    proxy.faults = ['dropResponse'];
    const first = await drainOutbox(userId);
    expect(first.sent).toBe(0);
    expect(first.nextAttemptAt).not.toBeNull();
    expect((await db.outbox.toArray())[0]).toMatchObject({ attempts: 1 });

    const second = await drainOutbox(userId, FAR_FUTURE);
    expect(second.sent).toBe(1);
    expect(proxy.forwarded.map((f) => f.idempotencyKey)).toEqual([
      test.idempotencyKey,
      test.idempotencyKey,
    ]);
    const matching = (await serverHistory()).filter((h) => h.uuid === test.body.uuid);
    expect(matching).toHaveLength(1);
  });

  it('keeps every entry of a request whose answer was lost in flight; one never taken stays unsent', async () => {
    await enqueue(progressSave(`vuelo-a-${Date.now()}`, 1));
    await enqueue(progressSave(`vuelo-b-${Date.now()}`, 2));
    proxy.faults = ['dropResponse'];
    await drainOutbox(userId);
    // The server applied both; neither body may change any more.
    expect((await db.outbox.toArray()).map(isUnsent)).toEqual([false, false]);
    await drainOutbox(userId, FAR_FUTURE);
    expect(await db.outbox.count()).toBe(0);

    await enqueue(progressSave(`vuelo-c-${Date.now()}`, 3));
    await enqueue(progressSave(`vuelo-d-${Date.now()}`, 4));
    proxy.faults = ['error500'];
    await drainOutbox(userId, Date.now, 1);
    // One request per entry: the second was never taken, the first was tried.
    expect((await db.outbox.toArray()).map(isUnsent)).toEqual([false, true]);
  });

  it('backs off exponentially with jitter on 500s and timeouts, and never skips the head', async () => {
    await enqueue(progressSave(`cabeza-${Date.now()}`, 1));
    await enqueue(progressSave(`detras-${Date.now()}`, 2));
    proxy.faults = ['error500', 'hang', 'error500'];
    const ceilings = [2_000, 4_000, 8_000];
    let clock = Date.now();
    for (const ceiling of ceilings) {
      const before = clock;
      const result = await drainOutbox(userId, () => clock);
      expect(result.sent).toBe(0);
      const delay = (result.nextAttemptAt ?? 0) - before;
      expect(delay).toBeGreaterThanOrEqual(1_000);
      expect(delay).toBeLessThanOrEqual(ceiling);
      // Not due yet: nothing is sent.
      expect((await drainOutbox(userId, () => before)).sent).toBe(0);
      clock = result.nextAttemptAt ?? clock;
    }
    expect(proxy.forwarded.every((f) => f.body.includes('cabeza'))).toBe(true);
    const [head] = await db.outbox.orderBy('seq').toArray();
    expect(head).toMatchObject({ attempts: 3 });
    expect(head?.lastError).toBeTruthy();
    expect((await drainOutbox(userId, () => clock)).sent).toBe(2);
  });

  it('moves a refused entry to the dead letters with the server reason, and goes on', async () => {
    await enqueue(finishedTest([999_999]));
    const good = finishedTest();
    await enqueue(good);
    const result = await drainOutbox(userId);
    expect(result).toMatchObject({ sent: 1, deadLettered: 1 });
    const [letter] = await db.deadLetters.toArray();
    expect(letter?.status).toBe(400);
    expect(letter?.error).toMatch(/proceso/);
    expect((await serverHistory()).some((h) => h.uuid === good.body.uuid)).toBe(true);
  });

  it('does not send another user’s entries with this session', async () => {
    await enqueue({ ...progressSave(`ajeno-${Date.now()}`, 1), userId: userId + 1000 });
    expect(await drainOutbox(userId)).toMatchObject({ sent: 0, nextAttemptAt: null });
    expect(proxy.forwarded).toHaveLength(0);
    expect(await db.outbox.count()).toBe(1);
  });

  it('keeps everything when the server cannot be reached at all', async () => {
    await enqueue(finishedTest());
    proxy.offline = true;
    const result = await drainOutbox(userId);
    expect(result.sent).toBe(0);
    expect(await db.outbox.count()).toBe(1);
    proxy.offline = false;
    expect((await drainOutbox(userId, FAR_FUTURE)).sent).toBe(1);
  });

  // Runs last in this block: it leaves a handler wired for 'progress-save'.
  it('loads a lazily wired handler before the first entry of its kind, and keeps the entry while it cannot', async () => {
    const acknowledged: unknown[] = [];
    let wirings = 0;
    onAcknowledgedLazily('progress-save', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await enqueue(progressSave(`perezoso-${Date.now()}`, 1));
    const failed = await drainOutbox(userId);
    expect(failed).toMatchObject({ sent: 0, deadLettered: 0 });
    expect(failed.nextAttemptAt).not.toBeNull();
    expect(proxy.forwarded).toHaveLength(0);
    expect(await db.outbox.toArray()).toMatchObject([{ attempts: 1 }]);

    onAcknowledgedLazily('progress-save', async () => {
      wirings += 1;
      onAcknowledged('progress-save', async (entry, response) => {
        acknowledged.push([entry.kind, response]);
      });
    });
    expect((await drainOutbox(userId, FAR_FUTURE)).sent).toBe(1);
    await enqueue(progressSave(`perezoso-2-${Date.now()}`, 2));
    expect((await drainOutbox(userId)).sent).toBe(1);
    expect(wirings).toBe(1);
    expect(acknowledged).toHaveLength(2);
    expect(acknowledged[0]).toEqual(['progress-save', expect.objectContaining({ success: true })]);
    // A kind already wired is not wired again.
    onAcknowledgedLazily('progress-save', () => Promise.reject(new Error('no debe cargarse')));
    await enqueue(progressSave(`perezoso-3-${Date.now()}`, 3));
    expect((await drainOutbox(userId)).sent).toBe(1);
  });
});

describe('the outbox lock without Web Locks', () => {
  it('lets one tab drain while another is at it', async () => {
    let release: () => void = () => undefined;
    const busy = new Promise<void>((resolve) => (release = resolve));
    const first = withOutboxLock(() => busy.then(() => 'primera'), null, 'pestaña-1');
    const second = await withOutboxLock(async () => 'segunda', null, 'pestaña-2');
    expect(second).toBeNull();
    release();
    expect(await first).toBe('primera');
    expect(await withOutboxLock(async () => 'después', null, 'pestaña-2')).toBe('después');
  });
});
