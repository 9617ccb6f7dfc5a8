// Several servers starting at once on one empty PostgreSQL (server/db openAndPrepare): the
// migrations and the first-start seed run under one advisory lock, one server at a time, so
// the super-admin and each starter bank are created once, and a generated super-admin password
// is printed by the one server whose account was stored. Runs when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/passwords';
import { STARTER_PROCESSES } from '../../server/content/processes';
import { STARTUP_LOCK_ID, openAndPrepare } from '../../server/db';
import type { Database } from '../../server/db';
import { processes, users } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { testConfig } from './harness';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const config = testConfig({
  superAdmin: { email: 'root@test.local', username: 'raiz', password: null },
});

async function admin(text: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

describe.skipIf(!ADMIN_URL)('servers starting at once on one empty PostgreSQL', () => {
  const name = `opositor_lock_${randomBytes(6).toString('hex')}`;
  let url: string;
  const opened: Database[] = [];

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const u = new URL(ADMIN_URL ?? '');
    u.pathname = `/${name}`;
    url = u.toString();
  });
  afterAll(async () => {
    for (const d of opened) await d.close();
    // Let the closed pools' connections finish ending, so dropping kills none of ours.
    for (let i = 0; i < 50; i++) {
      const left = await admin(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = '${name}'`,
      );
      if ((left.rows[0] as { n: number }).n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('migrate and seed one after another: one super-admin, whose password is the one printed, and each bank once', async () => {
    const spans: { start: number; end: number }[] = [];
    // Three "servers", each with its own connection pool, as three processes would have.
    const started = await Promise.all(
      [0, 1, 2].map(() =>
        openAndPrepare({ databaseUrl: url }, async (db) => {
          const span = { start: performance.now(), end: 0 };
          spans.push(span);
          const report = await seed(db, config);
          span.end = performance.now();
          return report;
        }),
      ),
    );
    opened.push(...started.map((s) => s.database));

    // Never two seeds at the same time.
    const sorted = [...spans].sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i++) {
      expect(sorted[i]?.start).toBeGreaterThanOrEqual(sorted[i - 1]?.end ?? Infinity);
    }

    const reports = started.map((s) => s.prepared);
    const creators = reports.filter((r) => r.superAdminCreated);
    expect(creators).toHaveLength(1);
    expect(reports.filter((r) => r.generatedPassword !== null)).toHaveLength(1);
    expect(reports.flatMap((r) => r.banksSeeded).sort()).toEqual(
      STARTER_PROCESSES.map((p) => p.descripcion).sort(),
    );
    expect(reports.filter((r) => r.banksSeeded.length > 0)).toEqual(creators);

    const db = opened[0]?.db;
    if (!db) throw new Error('sin base de datos');
    const rows = await db.select().from(users);
    expect(rows.map((u) => [u.email, u.nivel])).toEqual([['root@test.local', 'SA']]);
    expect(
      await verifyPassword(rows[0]?.passwordHash ?? '', creators[0]?.generatedPassword ?? ''),
    ).toBe(true);
    expect(await db.select({ n: count() }).from(processes)).toEqual([
      { n: STARTER_PROCESSES.length },
    ]);
    for (const p of STARTER_PROCESSES) {
      expect(
        await db.select({ n: count() }).from(processes).where(eq(processes.slug, p.slug)),
      ).toEqual([{ n: 1 }]);
    }
    // The lock is released once every server is up.
    const held = await admin(
      `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = ${STARTUP_LOCK_ID}`,
    );
    expect(held.rows).toEqual([{ n: 0 }]);
  }, 120_000);

  it('a server that fails while preparing releases the lock for the next one', async () => {
    await expect(
      openAndPrepare({ databaseUrl: url }, async () => {
        throw new Error('fallo al preparar');
      }),
    ).rejects.toThrow('fallo al preparar');
    const next = await openAndPrepare({ databaseUrl: url }, (db) => seed(db, config));
    opened.push(next.database);
    expect(next.prepared).toEqual({
      superAdminCreated: false,
      generatedPassword: null,
      banksSeeded: [],
      banksUpdated: [],
    });
  });
});
