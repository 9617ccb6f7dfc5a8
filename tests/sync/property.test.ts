// A seeded property test of the sync engine against a model: random writes, offline/online
// flaps, 500s, timeouts, lost answers and real restarts of the server process. After every
// run the server must equal the model: nothing lost, nothing twice. SYNC_RUNS sets the number
// of runs (default 200); fast-check prints the seed and the shrunk case of a failure, and
// SYNC_SEED replays one.
import 'fake-indexeddb/auto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installLocalStorage } from '../support/local-storage';
import type { ServerProcess } from '../support/server-process';
import { startServerProcess } from '../support/server-process';
import type { FaultProxy } from './fault-proxy';
import { startFaultProxy } from './fault-proxy';

installLocalStorage();
const { setApiBase, setApiTimeout } = await import('../../src/lib/api-client');
const { db } = await import('../../src/lib/db/db');
const { drainOutbox } = await import('../../src/lib/sync/drain');
const { enqueue } = await import('../../src/lib/sync/outbox');
const { writeSession } = await import('../../src/lib/session/storage');

const RUNS = Number(process.env.SYNC_RUNS ?? 200);
const SEED = process.env.SYNC_SEED ? Number(process.env.SYNC_SEED) : undefined;
const KEYS = 3;

type Op =
  | { type: 'finish'; answers: number[] }
  | { type: 'save'; key: number; actual: number }
  | { type: 'delete'; key: number }
  | { type: 'fault'; fault: 'error500' | 'hang' | 'dropResponse' }
  | { type: 'offline' }
  | { type: 'online' }
  | { type: 'drain' }
  | { type: 'restart' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 12, arbitrary: fc.record({ type: fc.constant('finish' as const), answers: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 4 }) }) },
  { weight: 12, arbitrary: fc.record({ type: fc.constant('save' as const), key: fc.nat(KEYS - 1), actual: fc.nat(20) }) },
  { weight: 6, arbitrary: fc.record({ type: fc.constant('delete' as const), key: fc.nat(KEYS - 1) }) },
  { weight: 9, arbitrary: fc.record({ type: fc.constant('fault' as const), fault: fc.constantFrom('error500' as const, 'hang' as const, 'dropResponse' as const) }) },
  { weight: 3, arbitrary: fc.constant({ type: 'offline' as const }) },
  { weight: 3, arbitrary: fc.constant({ type: 'online' as const }) },
  { weight: 12, arbitrary: fc.constant({ type: 'drain' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'restart' as const }) },
);

let server: ServerProcess;
let proxy: FaultProxy;
let dataDir: string;
let userId: number;
let token: string;
let questionIds: number[];
let run = 0;
let clock = Date.now();
// The drains' clock moves a day at a time: every backoff has expired, so the head is tried.
let virtualNow = Date.now();
function drainLater() {
  virtualNow += 86_400_000;
  return drainOutbox(userId, () => virtualNow);
}

async function json(url: string, init: RequestInit = {}) {
  const res = await fetch(url, init);
  return (await res.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'opositor-sync-'));
  server = await startServerProcess(dataDir);
  proxy = await startFaultProxy(server.url);
  setApiBase(`${proxy.url}/api`);
  setApiTimeout(150);
  const id = `prop${Date.now().toString(36)}`;
  const session = await json(`${server.url}/api/auth.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'register', username: id, email: `${id}@example.com`, password: 'secreto-123' }),
  });
  userId = session.user_id as number;
  token = session.token as string;
  writeSession(token, session.refresh_token as string, { id: userId, username: id, nivel: 'invitado' });
  const bank = await json(`${server.url}/api/banco_preguntas.php?id_proceso=1`);
  questionIds = (bank.preguntas as { id: number; tema: string }[])
    .filter((q) => !q.tema.toLowerCase().startsWith('psico'))
    .map((q) => q.id);
}, 120_000);

afterAll(async () => {
  await proxy?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface Model {
  finished: Set<string>;
  progress: Map<string, { updated_at: number; actual: number } | null>;
}

async function apply(op: Op, model: Model, keyOf: (k: number) => string) {
  switch (op.type) {
    case 'finish': {
      const uuid = crypto.randomUUID();
      const ids = questionIds.slice(0, op.answers.length);
      await enqueue({
        userId,
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
        userId,
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
          preguntas: JSON.stringify(questionIds.slice(0, 3)),
          updated_at: String(clock),
        },
      });
      model.progress.set(keyOf(op.key), { updated_at: clock, actual: op.actual });
      return;
    }
    case 'delete':
      clock += 1;
      await enqueue({
        userId,
        kind: 'progress-delete',
        label: 'Borrado del progreso',
        path: 'test_progreso.php',
        encoding: 'form',
        body: { action: 'eliminar', test_key: keyOf(op.key), updated_at: String(clock) },
      });
      model.progress.set(keyOf(op.key), null);
      return;
    case 'fault':
      proxy.faults.push(op.fault);
      return;
    case 'offline':
      proxy.offline = true;
      return;
    case 'online':
      proxy.offline = false;
      return;
    case 'drain':
      await drainLater();
      return;
    case 'restart':
      await server.restart();
      return;
  }
}

async function serverProgress(key: string) {
  const body = await json(`${server.url}/api/test_progreso.php`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'recuperar', test_key: key }).toString(),
  });
  return body.progreso as { updated_at: number; actual: number } | null;
}

describe('sync engine against a model', () => {
  it(
    `ends with the server equal to the model (${RUNS} runs)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
          run += 1;
          await db.outbox.clear();
          await db.deadLetters.clear();
          proxy.faults = [];
          proxy.offline = false;
          const keyOf = (k: number) => `prop-${run}-${k}`;
          const model: Model = { finished: new Set(), progress: new Map() };
          for (const op of ops) await apply(op, model, keyOf);

          proxy.faults = [];
          proxy.offline = false;
          for (let i = 0; i < 10 && (await db.outbox.count()) > 0; i++) {
            await drainLater();
          }
          expect(await db.outbox.count()).toBe(0);
          expect(await db.deadLetters.toArray()).toEqual([]);

          const history = (await fetch(`${server.url}/api/historial_tests.php`, {
            headers: { authorization: `Bearer ${token}` },
          }).then((r) => r.json())) as { uuid: string }[];
          const mine = history.map((h) => h.uuid).filter((u) => model.finished.has(u));
          expect(mine.sort()).toEqual([...model.finished].sort());
          for (const [key, expected] of model.progress) {
            const actual = await serverProgress(key);
            if (expected === null) expect(actual).toBeNull();
            else expect(actual).toMatchObject(expected);
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    },
    30 * 60_000,
  );
});
