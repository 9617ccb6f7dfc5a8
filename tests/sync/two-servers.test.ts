// Two real server processes on one PostgreSQL (when TEST_DATABASE_URL is set, as in CI): both
// start at once on an empty database, and the sync property test's model runs through a
// round-robin proxy in front of them, so the client's outbox sends alternately to one and the
// other — with either process restarted or down for a while (502 from the proxy), 500s,
// timeouts, lost answers, one request reaching both processes at once, and the page killed once
// a server has answered. After every run both servers must equal the model (nothing lost,
// nothing twice) and the device the servers. SYNC_TWO_SERVERS_RUNS sets
// the runs (default 30); SYNC_SEED replays a seed fast-check printed.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTER_PROCESSES } from '../../server/content/processes';
import { readStarterBank } from '../../server/content/starter-banks';
import type { ServerProcess } from '../support/server-process';
import { startServerProcess } from '../support/server-process';
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
import type { Balancer, BalancerFault } from './two-servers-proxy';
import { startBalancer } from './two-servers-proxy';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const RUNS = Number(process.env.SYNC_TWO_SERVERS_RUNS ?? 30);
const SA_PASSWORD = 'sa-password-123';

type Which = 0 | 1;
type Op =
  | WriteOp
  | { type: 'fault'; fault: BalancerFault }
  | { type: 'offline' }
  | { type: 'online' }
  | { type: 'drain'; batch: number }
  | KillOp
  | { type: 'restart'; server: Which }
  | { type: 'down'; server: Which }
  | { type: 'up'; server: Which };

const which = fc.constantFrom<Which>(0, 1);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  ...writeOpArbs,
  {
    weight: 12,
    arbitrary: fc.record({
      type: fc.constant('fault' as const),
      fault: fc.constantFrom<BalancerFault>('error500', 'hang', 'dropResponse', 'duplicate'),
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
  { weight: 1, arbitrary: fc.record({ type: fc.constant('restart' as const), server: which }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('down' as const), server: which }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('up' as const), server: which }) },
);

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

describe.skipIf(!ADMIN_URL)('two server processes on one PostgreSQL', () => {
  const dbName = `opositor_two_${randomBytes(6).toString('hex')}`;
  let databaseUrl: string;
  let dataDir: string;
  let servers: ServerProcess[] = [];
  const up = [true, true];
  let balancer: Balancer;
  let user: SyncUser;
  let run = 0;

  beforeAll(async () => {
    await adminQuery(ADMIN_URL ?? '', `CREATE DATABASE ${dbName}`);
    const url = new URL(ADMIN_URL ?? '');
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    dataDir = await mkdtemp(path.join(tmpdir(), 'opositor-two-'));
    // One JWT secret for both, as the deployment guide says; each its own (unused) data dir.
    const env = {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SA_PASSWORD,
    };
    // Both at once on the empty database: migrations and seed must not race.
    servers = await Promise.all(
      ['a', 'b'].map((name) => startServerProcess(path.join(dataDir, name), env)),
    );
    balancer = await startBalancer(servers.map((s) => s.url));
    setApiBase(`${balancer.url}/api`);
    setApiTimeout(1_000);
  }, 180_000);

  afterAll(async () => {
    await balancer?.close();
    await Promise.all(servers.map((s) => s.stop()));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    if (databaseUrl)
      await adminQuery(ADMIN_URL ?? '', `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('started at once on an empty database, they migrate and seed it once', async () => {
    const journal = JSON.parse(
      await readFile('server/db/migrations/meta/_journal.json', 'utf8'),
    ) as { entries: unknown[] };
    const migrations = await adminQuery(
      databaseUrl,
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    );
    expect(migrations.rows).toEqual([{ n: journal.entries.length }]);
    const users = await adminQuery(databaseUrl, 'SELECT email, nivel FROM users');
    expect(users.rows).toEqual([{ email: 'admin@opositor.local', nivel: 'SA' }]);
    const procesos = await adminQuery(databaseUrl, 'SELECT slug FROM procesos ORDER BY id');
    expect(procesos.rows.map((r: { slug: string }) => r.slug).sort()).toEqual(
      STARTER_PROCESSES.map((p) => p.slug).sort(),
    );
    // Every starter bank once: as many questions as its file holds.
    let expected = 0;
    for (const starter of STARTER_PROCESSES) {
      expected += (await readStarterBank(starter)).questions.length;
    }
    const stored = await adminQuery(databaseUrl, 'SELECT count(*)::int AS n FROM preguntas');
    expect(stored.rows).toEqual([{ n: expected }]);
    // The super-admin logs in on both with the one password.
    for (const server of servers) {
      const res = await fetch(`${server.url}/api/auth.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          action: 'login',
          email: 'admin@opositor.local',
          password: SA_PASSWORD,
        }),
      });
      expect(res.status).toBe(200);
    }
  });

  async function apply(op: Op, model: Model, keyOf: (k: number) => string) {
    switch (op.type) {
      case 'finish':
      case 'save':
      case 'delete':
        await applyWrite(op, model, user, keyOf);
        return;
      case 'fault':
        balancer.faults.push(op.fault);
        return;
      case 'offline':
        balancer.offline = true;
        return;
      case 'online':
        balancer.offline = false;
        return;
      case 'drain':
        await drainLater(user, op.batch);
        return;
      case 'kill':
        await drainWithPageKill(user, op);
        return;
      case 'restart':
      case 'up':
        // restart of a stopped process starts it; 'up' leaves a running one alone.
        if (op.type === 'restart' || !up[op.server]) await servers[op.server]?.restart();
        up[op.server] = true;
        return;
      case 'down':
        await servers[op.server]?.stop();
        up[op.server] = false;
        return;
    }
  }

  it(
    `the outbox, sent alternately to both, ends with both equal to the model (${RUNS} runs)`,
    async () => {
      user = await registerSyncUser(servers[0]?.url ?? '', 'two');
      await fc.assert(
        fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
          run += 1;
          await clearClient();
          balancer.faults = [];
          balancer.offline = false;
          const keyOf = (k: number) => `two-${run}-${k}`;
          const model: Model = { finished: new Set(), progress: new Map() };
          for (const op of ops) await apply(op, model, keyOf);

          balancer.faults = [];
          balancer.offline = false;
          for (const i of [0, 1] as const)
            if (!up[i]) await apply({ type: 'up', server: i }, model, keyOf);
          await balancer.settle();
          await drainToEmpty(user, 20);
          await balancer.settle();
          for (const server of servers) await expectServerEqualsModel(server.url, user, model);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      // The runs really went through both processes.
      expect(balancer.forwarded[0]).toBeGreaterThan(0);
      expect(balancer.forwarded[1]).toBeGreaterThan(0);
      console.log(
        `two servers: ${RUNS} runs, requests forwarded ${balancer.forwarded.join(' / ')}, 502 while one was down ${balancer.badGateways}, ${pageKills.count} pages killed`,
      );
    },
    30 * 60_000,
  );
});
