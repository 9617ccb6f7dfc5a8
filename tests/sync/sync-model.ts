// The model shared by the sync property tests (property.test.ts: one server process;
// two-servers.test.ts: two processes on one PostgreSQL): the writes a user makes through the
// real client outbox, what the server must end up holding, and the check that it does —
// every finished test once, every test key's progress as the newest save or deleted.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { expect } from 'vitest';
import { installLocalStorage } from '../support/local-storage';

installLocalStorage();
export const { setApiBase } = await import('../../src/lib/api-client');
const { setApiTimeout: setClientTimeout } = await import('../../src/lib/api-client');
export const { db } = await import('../../src/lib/db/db');
const { drainOutbox } = await import('../../src/lib/sync/drain');
const { enqueue } = await import('../../src/lib/sync/outbox');
const { writeSession } = await import('../../src/lib/session/storage');

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

/** An empty outbox and dead-letter list, for the next run. */
export async function clearClient(): Promise<void> {
  await db.outbox.clear();
  await db.deadLetters.clear();
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
      await enqueue({
        userId: user.userId,
        kind: 'finished-test',
        label: 'Test finalizado',
        path: 'guardar_tests_realizados.php',
        idempotencyKey: uuid,
        body: {
          uuid,
          id_proceso: 1,
          tipo_test: 'examen',
          psicotecnico: false,
          secciones: 'Organización Pública',
          temas: 'prueba',
          num_preguntas: ids.length,
          tiempo: 10,
          tiempo_restante: 0,
          respuestas: Object.fromEntries(ids.map((id, i) => [String(id), op.answers[i] ?? null])),
          fecha_inicio: new Date().toISOString(),
          fecha_finalizacion: new Date().toISOString(),
        },
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

/** The server holds every finished test of the model exactly once, and the model's progress. */
export async function expectServerEqualsModel(
  serverUrl: string,
  user: SyncUser,
  model: Model,
): Promise<void> {
  const history = (await fetch(`${serverUrl}/api/historial_tests.php`, {
    headers: { authorization: `Bearer ${user.token}` },
  }).then((r) => r.json())) as { uuid: string }[];
  const mine = history.map((h) => h.uuid).filter((u) => model.finished.has(u));
  expect(mine.sort()).toEqual([...model.finished].sort());
  for (const [key, expected] of model.progress) {
    const actual = await serverProgress(serverUrl, user, key);
    if (expected === null) expect(actual).toBeNull();
    else expect(actual).toMatchObject(expected);
  }
}
