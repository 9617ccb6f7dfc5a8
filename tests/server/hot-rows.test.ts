// The session users and process rows each server keeps in memory (server/cache/hot-rows.ts) are
// as fresh as a read: a change made through a server is seen by its very next request; on
// PostgreSQL a second server on the same database, and changes made by SQL typed by hand, are
// seen within a bounded wait (the notification's trip); a server whose LISTEN connection is lost
// reads the database until it listens again.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RowChange } from '../../server/db/changes';
import { onCommittedChange } from '../../server/db/changes';
import { setUserLevel } from '../../server/db/repositories/users';
import type { TestServer } from './harness';
import { dbKinds, request, startSecondServer, startTestServer } from './harness';
import type { Session } from './quiz-helpers';
import { loginSuperAdmin, registerUser, seededBank } from './quiz-helpers';

/** Well past a notification's trip on a loaded machine, well short of the tests' TTLs. */
const NOTIFIED_WITHIN_MS = 3_000;
const poll = { timeout: NOTIFIED_WITHIN_MS, interval: 20 };
/** A TTL no test waits for: only a notification, or not listening, can make a change visible. */
const LONG_TTL = { ttlMs: 120_000 };

/** What a user's token can do: SA-only usuarios.php (200/403), or nothing (401 once deleted). */
async function usuariosStatus(server: TestServer, user: Session): Promise<number> {
  return (await request(server, 'GET', '/api/usuarios.php', { token: user.token })).status;
}

async function bankEtag(server: TestServer, user: Session, idProceso: number): Promise<string> {
  const res = await request(server, 'GET', `/api/banco_preguntas.php?id_proceso=${idProceso}`, {
    token: user.token,
  });
  expect(res.status).toBe(200);
  return res.headers.get('etag') ?? '';
}

async function setLevel(server: TestServer, sa: Session, user: Session, nivel: string) {
  const res = await request(server, 'POST', '/api/usuarios.php', {
    token: sa.token,
    body: { action: 'nivel', id: user.userId, nivel },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** SQL typed by hand, through no repository function: on PostgreSQL a connection of its own. */
async function byHand(server: TestServer, statement: string): Promise<void> {
  // PGlite is one connection, inside the server's process.
  if (!server.databaseUrl) return void (await server.database.db.execute(sql.raw(statement)));
  await byHandRows(server, statement);
}

/** A statement by hand in a session whose triggers do not fire (a replica's): no notification. */
async function withoutTriggers(server: TestServer, statement: string): Promise<void> {
  const replica = 'SET LOCAL session_replication_role = replica';
  if (server.databaseUrl)
    return void (await byHandRows(server, `BEGIN; ${replica}; ${statement}; COMMIT`));
  await server.database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(replica));
    await tx.execute(sql.raw(statement));
  });
}

async function byHandRows(
  server: TestServer,
  statement: string,
): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(statement)).rows;
  } finally {
    await client.end();
  }
}

describe.each(dbKinds)('rows kept in memory on %s', (kind) => {
  let first: TestServer;
  let second: TestServer;
  let sa: Session;
  let idProceso: number;

  beforeAll(async () => {
    first = await startTestServer(kind, {}, LONG_TTL);
    // On PGlite the database belongs to one process: the "second server" is the same one.
    second = kind === 'postgres' ? await startSecondServer(first, LONG_TTL) : first;
    sa = await loginSuperAdmin(first);
    idProceso = (await seededBank(first)).proceso.id;
  });
  afterAll(async () => {
    if (second !== first) await second.close();
    await first.close();
  });

  it('a deleted account is refused by the next request, on both servers', async () => {
    const user = await registerUser(first);
    // Both servers hold the session user in memory.
    for (const server of [first, second]) expect(await usuariosStatus(server, user)).toBe(403);

    const deleted = await request(first, 'POST', '/api/eliminar_usuario.php', {
      token: user.token,
      body: { user_id: user.userId },
    });
    expect(deleted.status).toBe(200);

    expect(await usuariosStatus(first, user)).toBe(401);
    await expect.poll(() => usuariosStatus(second, user), poll).toBe(401);
  });

  it('a level changed through one server is seen by its next request, and by the other', async () => {
    const user = await registerUser(first);
    for (const server of [first, second]) expect(await usuariosStatus(server, user)).toBe(403);

    await setLevel(first, sa, user, 'SA');
    expect(await usuariosStatus(first, user)).toBe(200);
    await expect.poll(() => usuariosStatus(second, user), poll).toBe(200);

    await setLevel(second, sa, user, 'usuario');
    expect(await usuariosStatus(second, user)).toBe(403);
    await expect.poll(() => usuariosStatus(first, user), poll).toBe(403);
  });

  it("a bank version bumped through one server is the other's next ETag", async () => {
    const before = await bankEtag(second, sa, idProceso);
    expect(await bankEtag(first, sa, idProceso)).toBe(before);
    // A question retired by an SA correction bumps bank_version in the database (0013).
    const question = (await seededBank(first)).bank[0];
    const reported = await request(first, 'POST', '/api/incidencias.php', {
      token: sa.token,
      body: { id_pregunta: question?.id, motivo: 'Pregunta para retirar en la prueba' },
    });
    expect(reported.status).toBe(200);
    const resolved = await request(first, 'POST', '/api/incidencias.php', {
      token: sa.token,
      body: { action: 'resolver', id: reported.body.id, pregunta: { activa: false } },
    });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);

    const after = await bankEtag(first, sa, idProceso);
    expect(after).not.toBe(before);
    await expect.poll(() => bankEtag(second, sa, idProceso), poll).toBe(after);
  });

  it('changes made by SQL typed by hand reach both servers', async () => {
    const user = await registerUser(first);
    for (const server of [first, second]) expect(await usuariosStatus(server, user)).toBe(403);
    const before = await bankEtag(first, sa, idProceso);
    expect(await bankEtag(second, sa, idProceso)).toBe(before);

    await byHand(first, `UPDATE users SET nivel = 'SA' WHERE id = ${user.userId}`);
    await byHand(
      first,
      `UPDATE procesos SET bank_version = bank_version + 1 WHERE id = ${idProceso}`,
    );

    for (const server of [first, second]) {
      await expect.poll(() => usuariosStatus(server, user), poll).toBe(200);
      await expect.poll(() => bankEtag(server, sa, idProceso), poll).not.toBe(before);
    }
  });
});

describe.each(dbKinds)('what a server keeps, and for how long, on %s', (kind) => {
  const TTL_MS = 3_000;
  let server: TestServer;
  let user: Session;

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { ttlMs: TTL_MS });
    user = await registerUser(server);
  });
  afterAll(() => server.close());

  it('a change no notification announces is served from memory for at most the TTL', async () => {
    expect(await usuariosStatus(server, user)).toBe(403);
    await withoutTriggers(server, `UPDATE users SET nivel = 'SA' WHERE id = ${user.userId}`);
    expect(await usuariosStatus(server, user)).toBe(403);
    await expect
      .poll(() => usuariosStatus(server, user), { timeout: TTL_MS * 2, interval: 50 })
      .toBe(200);
  });

  it('a change recorded in a transaction is passed on when it commits, not before', async () => {
    const { db } = server.database;
    const seen: RowChange[] = [];
    const stop = onCommittedChange(db, (change) => seen.push(change));
    try {
      await db.transaction(async (tx) => {
        await setUserLevel(tx, user.userId, 'admin');
        expect(seen).toEqual([]);
      });
      expect(seen).toEqual([{ table: 'users', id: user.userId }]);
    } finally {
      stop();
    }
  });
});

describe.runIf(dbKinds.includes('postgres'))('a lost LISTEN connection on postgres', () => {
  const listeners = (server: TestServer) =>
    byHandRows(
      server,
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database()
       AND application_name = 'opositor cache' AND query = 'LISTEN "opositor_cache"'`,
    );
  const cutListeners = (server: TestServer) =>
    byHandRows(
      server,
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = 'opositor cache'`,
    );

  it('makes the server read the database until it listens again', async () => {
    // It would try again only after a minute: every change below is seen by reading.
    const server = await startTestServer(
      'postgres',
      {},
      { ...LONG_TTL, retry: { firstMs: 60_000, maxMs: 60_000 } },
    );
    try {
      const user = await registerUser(server);
      expect(await usuariosStatus(server, user)).toBe(403);
      expect(await cutListeners(server)).toHaveLength(1);

      // Not announced to anyone now; seen once the server has noticed the loss.
      await byHand(server, `UPDATE users SET nivel = 'SA' WHERE id = ${user.userId}`);
      await expect.poll(() => usuariosStatus(server, user), poll).toBe(200);
      // From then on every request reads the database.
      await byHand(server, `UPDATE users SET nivel = 'usuario' WHERE id = ${user.userId}`);
      expect(await usuariosStatus(server, user)).toBe(403);
      await byHand(server, `DELETE FROM users WHERE id = ${user.userId}`);
      expect(await usuariosStatus(server, user)).toBe(401);
    } finally {
      await server.close();
    }
  });

  it('listens again, and then follows the changes announced', async () => {
    const server = await startTestServer('postgres', {}, LONG_TTL);
    try {
      const user = await registerUser(server);
      const [before] = await listeners(server);
      expect(before).toBeDefined();
      expect(await cutListeners(server)).toHaveLength(1);
      await expect
        .poll(async () => (await listeners(server)).some((r) => r.pid !== before?.pid), poll)
        .toBe(true);

      expect(await usuariosStatus(server, user)).toBe(403);
      await byHand(server, `UPDATE users SET nivel = 'SA' WHERE id = ${user.userId}`);
      await expect.poll(() => usuariosStatus(server, user), poll).toBe(200);
    } finally {
      await server.close();
    }
  });
});
