// A seeded property test of the sync engine against a model: random writes, offline/online
// flaps, 500s, timeouts, lost answers, real restarts of the server process, and the page
// killed at a random write of the device's database once the server has answered (then
// reloaded); each drain sends its entries one request each or in batches (sincronizar.php) of
// a random size, so a fault or a lost answer can hit a whole batch. After every run the server
// must equal the model (nothing lost, nothing twice) and the device the server. SYNC_RUNS sets the number
// of runs (default 200); fast-check prints the seed and the shrunk case of a failure, and
// SYNC_SEED replays one. The model is in sync-model.ts (two-servers.test.ts uses it too).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../support/server-process';
import { startServerProcess } from '../support/server-process';
import type { FaultProxy } from './fault-proxy';
import { startFaultProxy } from './fault-proxy';
import type { KillOp, Model, SyncUser, WriteOp } from './sync-model';
import {
  SEED,
  applyWrite,
  clearClient,
  drainLater,
  drainWithPageKill,
  drainToEmpty,
  expectServerEqualsModel,
  killOpArb,
  pageKills,
  registerSyncUser,
  setApiBase,
  setApiTimeout,
  writeOpArbs,
} from './sync-model';

const RUNS = Number(process.env.SYNC_RUNS ?? 200);

type Op =
  | WriteOp
  | { type: 'fault'; fault: 'error500' | 'hang' | 'dropResponse' }
  | { type: 'offline' }
  | { type: 'online' }
  | { type: 'drain'; batch: number }
  | KillOp
  | { type: 'restart' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  ...writeOpArbs,
  {
    weight: 9,
    arbitrary: fc.record({
      type: fc.constant('fault' as const),
      fault: fc.constantFrom('error500' as const, 'hang' as const, 'dropResponse' as const),
    }),
  },
  { weight: 3, arbitrary: fc.constant({ type: 'offline' as const }) },
  { weight: 3, arbitrary: fc.constant({ type: 'online' as const }) },
  {
    weight: 12,
    arbitrary: fc.record({
      type: fc.constant('drain' as const),
      batch: fc.constantFrom(1, 2, 3, 100),
    }),
  },
  killOpArb,
  { weight: 1, arbitrary: fc.constant({ type: 'restart' as const }) },
);

let server: ServerProcess;
let proxy: FaultProxy;
let dataDir: string;
let user: SyncUser;
let run = 0;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'opositor-sync-'));
  server = await startServerProcess(dataDir);
  proxy = await startFaultProxy(server.url);
  setApiBase(`${proxy.url}/api`);
  setApiTimeout(150);
  user = await registerSyncUser(server.url, 'prop');
}, 120_000);

afterAll(async () => {
  await proxy?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function apply(op: Op, model: Model, keyOf: (k: number) => string) {
  switch (op.type) {
    case 'finish':
    case 'save':
    case 'delete':
      await applyWrite(op, model, user, keyOf);
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
      await drainLater(user, op.batch);
      return;
    case 'kill':
      await drainWithPageKill(user, op);
      return;
    case 'restart':
      await server.restart();
      return;
  }
}

describe('sync engine against a model', () => {
  it(
    `ends with the server equal to the model (${RUNS} runs)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
          run += 1;
          await clearClient();
          proxy.faults = [];
          proxy.offline = false;
          const keyOf = (k: number) => `prop-${run}-${k}`;
          const model: Model = { finished: new Set(), progress: new Map() };
          for (const op of ops) await apply(op, model, keyOf);

          proxy.faults = [];
          proxy.offline = false;
          await drainToEmpty(user);
          await expectServerEqualsModel(server.url, user, model);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      // The kills really happened (a kill op whose drain had nothing answered kills nothing).
      expect(pageKills.count).toBeGreaterThan(0);
      console.log(`sync property: ${RUNS} runs, ${pageKills.count} pages killed`);
    },
    30 * 60_000,
  );
});
