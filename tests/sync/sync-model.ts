// The model shared by the sync property tests (property.test.ts: one server process;
// two-servers.test.ts: two processes on one PostgreSQL): the writes a user makes through the
// real client outbox, what the server must end up holding, and the check that it does —
// every finished test once, every test key's progress as the newest save or deleted — and that
// the device agrees: every test finished on it carries the server's id. Page kills: the tab
// closed at a chosen write of the device's database, once the server has answered (see
// drainWithPageKill).
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { expect, vi } from 'vitest';
import { installLocalStorage } from '../support/local-storage';

installLocalStorage();
export const { setApiBase } = await import('../../src/lib/api-client');
const { setApiTimeout: setClientTimeout } = await import('../../src/lib/api-client');
export const { db } = await import('../../src/lib/db/db');
const { drainOutbox } = await import('../../src/lib/sync/drain');
const { enqueue } = await import('../../src/lib/sync/outbox');
const { writeSession } = await import('../../src/lib/session/storage');
const { registerHistorySync } = await import('../../src/lib/history');

// As the app does at start: a finished test's acknowledgement gives its device record the
// server's id.
registerHistorySync();

/**
 * Writes to the device's database the page may still make before it is killed; null: no kill
 * armed. Counted from the first removal from the outbox (an acknowledgement, or a refusal
 * moved to the dead letters, both after the server's answer), so a kill falls between the
 * answer and the end of its local apply, or later in the same drain.
 */
let killAfter: number | null = null;
let counting = false;
let killed = false;
/** Pages killed so far, for the tests to show the kills happened. */
export const pageKills = { count: 0 };

/** What a closed tab does to IndexedDB: the open transaction aborts, nothing more is written. */
db.use({
  stack: 'dbcore',
  name: 'page-kill',
  create: (down) => ({
    ...down,
    table(name) {
      const table = down.table(name);
      return {
        ...table,
        mutate(req) {
          if (killAfter === null) return table.mutate(req);
          counting ||= name === 'outbox' && req.type === 'delete';
          if (!counting) return table.mutate(req);
          if (killAfter > 0) {
            killAfter -= 1;
            return table.mutate(req);
          }
          killAfter = null;
          counting = false;
          killed = true;
          (req.trans as unknown as IDBTransaction).abort();
          db.close();
          return Promise.reject(new Error('página cerrada'));
        },
      };
    },
  }),
});

/** SYNC_SEED replays a seed fast-check printed. */
export const SEED = process.env.SYNC_SEED ? Number(process.env.SYNC_SEED) : undefined;
const KEYS = 3;

export type WriteOp =
  | { type: 'finish'; answers: number[] }
  | { type: 'save'; key: number; actual: number }
  | { type: 'delete'; key: number };

/** The user's writes, weighted for fc.oneof. */
export const writeOpArbs = [
  {
    weight: 12,
    arbitrary: fc.record({
      type: fc.constant('finish' as const),
      answers: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 4 }),
    }),
  },
  {
    weight: 12,
    arbitrary: fc.record({
      type: fc.constant('save' as const),
      key: fc.nat(KEYS - 1),
      actual: fc.nat(20),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({ type: fc.constant('delete' as const), key: fc.nat(KEYS - 1) }),
  },
];

export interface Model {
  finished: Set<string>;
  progress: Map<string, { updated_at: number; actual: number } | null>;
}

export interface SyncUser {
  userId: number;
  token: string;
  /** Questions of process 1 outside the psychotechnic topics. */
  questionIds: number[];
}

async function json(url: string, init: RequestInit = {}) {
  const res = await fetch(url, init);
  return (await res.json()) as Record<string, unknown>;
}

/** Registers a new user on `serverUrl` and makes it the client's session. */
export async function registerSyncUser(serverUrl: string, prefix: string): Promise<SyncUser> {
  const id = `${prefix}${Date.now().toString(36)}`;
  const session = await json(`${serverUrl}/api/auth.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      action: 'register',
      username: id,
      email: `${id}@example.com`,
      password: 'secreto-123',
    }),
  });
  const userId = session.user_id as number;
  const token = session.token as string;
  writeSession(token, session.refresh_token as string, {
    id: userId,
    username: id,
    nivel: 'invitado',
  });
  const bank = await json(`${serverUrl}/api/banco_preguntas.php?id_proceso=1`);
  const questionIds = (bank.preguntas as { id: number; tema: string }[])
    .filter((q) => !q.tema.toLowerCase().startsWith('psico'))
    .map((q) => q.id);
  return { userId, token, questionIds };
}

let clock = Date.now();
// The drains' clock moves a day at a time: every backoff has expired, so the head is tried.
let virtualNow = Date.now();

/**
 * One drain of the user's outbox, late enough for any backoff to have passed, `batch` entries
 * per request (1: each to its own endpoint; by default the app's batch size).
 */
export function drainLater(user: SyncUser, batch?: number) {
  virtualNow += 86_400_000;
  return drainOutbox(user.userId, () => virtualNow, batch);
}

/** A drain during which the page dies at the `after`-th write once the server has answered. */
export interface KillOp {
  type: 'kill';
  batch: number;
  after: number;
}

export const killOpArb = {
  weight: 8,
  arbitrary: fc.record({
    type: fc.constant('kill' as const),
    batch: fc.constantFrom(1, 2, 3, 100),
    after: fc.nat(3),
  }),
};

/**
 * One drain (as drainLater) with the page killed at the `after`-th write from the first removal
 * from the outbox (see killAfter), then reloaded: the database opened again.
 */
export async function drainWithPageKill(user: SyncUser, { batch, after }: KillOp): Promise<void> {
  killAfter = after;
  counting = false;
  killed = false;
  // What the drain logs once the page is dead is not shown (a dead page logs nothing).
  const logged: unknown[][] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args) => void logged.push(args));
  const failure = await drainLater(user, batch)
    .then(
      () => null,
      (error: unknown) => error,
    )
    .finally(() => spy.mockRestore());
  killAfter = null;
  counting = false;
  // The drain may end before the page dies (nothing answered, or fewer writes); if it died,
  // the drain failed with it, and any other failure is a real one.
  if (!killed) {
    for (const args of logged) console.error(...args);
    if (failure) throw failure;
    return;
  }
  killed = false;
  pageKills.count += 1;
  await db.open();
}

/** An empty outbox, dead-letter list and history, for the next run. */
export async function clearClient(): Promise<void> {
  await db.outbox.clear();
  await db.deadLetters.clear();
  await db.tests.clear();
}

/** Queues the write in the outbox, as the app does, and records it in the model. */
export async function applyWrite(
  op: WriteOp,
  model: Model,
  user: SyncUser,
  keyOf: (k: number) => string,
) {
  switch (op.type) {
    case 'finish': {
      const uuid = crypto.randomUUID();
      const ids = user.questionIds.slice(0, op.answers.length);
      const now = new Date().toISOString();
      const record = {
        id_proceso: 1,
        tipo_test: 'examen' as const,
        psicotecnico: false,
        secciones: 'Organización Pública',
        temas: 'prueba',
        num_preguntas: ids.length,
        tiempo: 10,
        tiempo_restante: 0,
        fecha_inicio: now,
        fecha_finalizacion: now,
      };
      // As the app finishes a test: the device's record and the queued write, together.
      await db.transaction('rw', db.tests, db.outbox, async () => {
        await db.tests.add({
          ...record,
          uuid,
          userId: user.userId,
          serverId: null,
          finishedAt: Date.parse(now),
          estado: 'finalizado',
          descripcion: null,
          aciertos: 0,
          fallos: 0,
          en_blanco: ids.length,
          nota: null,
          nota_penalizada: null,
          acertadas: [],
          falladas: [],
        });
        await enqueue({
          userId: user.userId,
          kind: 'finished-test',
          label: 'Test finalizado',
          path: 'guardar_tests_realizados.php',
          idempotencyKey: uuid,
          body: {
            ...record,
            uuid,
            respuestas: Object.fromEntries(ids.map((id, i) => [String(id), op.answers[i] ?? null])),
          },
        });
      });
      model.finished.add(uuid);
      return;
    }
    case 'save': {
      clock += 1;
      await enqueue({
        userId: user.userId,
        kind: 'progress-save',
        label: 'Progreso',
        path: 'test_progreso.php',
        encoding: 'form',
        body: {
          action: 'guardar',
          test_key: keyOf(op.key),
          actual: String(op.actual),
          respuestas: '{}',
          tiempo_restante: '60',
          preguntas: JSON.stringify(user.questionIds.slice(0, 3)),
          updated_at: String(clock),
        },
      });
      model.progress.set(keyOf(op.key), { updated_at: clock, actual: op.actual });
      return;
    }
    case 'delete':
      clock += 1;
      await enqueue({
        userId: user.userId,
        kind: 'progress-delete',
        label: 'Borrado del progreso',
        path: 'test_progreso.php',
        encoding: 'form',
        body: { action: 'eliminar', test_key: keyOf(op.key), updated_at: String(clock) },
      });
      model.progress.set(keyOf(op.key), null);
      return;
  }
}

let timeoutMs = 15_000;

/** The client's request timeout while the ops run: short, so a hang costs little. */
export function setApiTimeout(ms: number): void {
  timeoutMs = ms;
  setClientTimeout(ms);
}

/**
 * With the network good again, drains until the outbox is empty (at most `rounds` times);
 * nothing may be left or refused. The drains may wait for a server just restarted on a busy
 * machine (a slow answer is not a lost one), then the short timeout is back.
 */
export async function drainToEmpty(user: SyncUser, rounds = 10): Promise<void> {
  setClientTimeout(Math.max(timeoutMs, 10_000));
  try {
    for (let i = 0; i < rounds && (await db.outbox.count()) > 0; i++) {
      await drainLater(user);
    }
  } finally {
    setClientTimeout(timeoutMs);
  }
  expect(await db.outbox.count()).toBe(0);
  expect(await db.deadLetters.toArray()).toEqual([]);
}

async function serverProgress(serverUrl: string, user: SyncUser, key: string) {
  const body = await json(`${serverUrl}/api/test_progreso.php`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${user.token}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ action: 'recuperar', test_key: key }).toString(),
  });
  return body.progreso as { updated_at: number; actual: number } | null;
}

/**
 * The server holds every finished test of the model exactly once, and the model's progress;
 * the device holds each of those tests with the id the server gave it.
 */
export async function expectServerEqualsModel(
  serverUrl: string,
  user: SyncUser,
  model: Model,
): Promise<void> {
  const history = (await fetch(`${serverUrl}/api/historial_tests.php`, {
    headers: { authorization: `Bearer ${user.token}` },
  }).then((r) => r.json())) as { id: number; uuid: string }[];
  const mine = history.filter((h) => model.finished.has(h.uuid));
  expect(mine.map((h) => h.uuid).sort()).toEqual([...model.finished].sort());
  const onDevice = await db.tests.bulkGet(mine.map((h) => h.uuid));
  expect(onDevice.map((t) => t?.serverId)).toEqual(mine.map((h) => h.id));
  for (const [key, expected] of model.progress) {
    const actual = await serverProgress(serverUrl, user, key);
    if (expected === null) expect(actual).toBeNull();
    else expect(actual).toMatchObject(expected);
  }
}
