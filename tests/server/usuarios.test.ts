import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { ADMIN_MSG, MSG } from '../../src/core/contract';
import type { TestServer } from './harness';
import { SA, dbKinds, request, setLevel, startTestServer, uniqueUser } from './harness';
import type { Session } from './quiz-helpers';
import { finishedTest, loginSuperAdmin, saveFinished, seededBank } from './quiz-helpers';

describe.each(dbKinds)('usuarios.php on %s', (kind) => {
  let server: TestServer;
  let sa: Session;

  beforeAll(async () => {
    server = await startTestServer(kind);
    sa = await loginSuperAdmin(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.database.db;
  const search = (token: string | undefined, q?: string) =>
    request(
      server,
      'GET',
      `/api/usuarios.php${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`,
      { token },
    );
  const setNivel = (
    token: string | undefined,
    id: number,
    nivel: string,
    headers?: Record<string, string>,
  ) =>
    request(server, 'POST', '/api/usuarios.php', {
      token,
      body: { action: 'nivel', id, nivel },
      headers,
    });
  const levelOf = async (id: number) =>
    (await db().select({ nivel: users.nivel }).from(users).where(eq(users.id, id)))[0]?.nivel;

  async function register(prefix = 'user') {
    const user = uniqueUser(prefix);
    const res = await request(server, 'POST', '/api/auth.php', {
      body: { action: 'register', ...user },
    });
    expect(res.status).toBe(201);
    return { ...user, token: res.body.token as string, userId: res.body.user_id as number };
  }

  it('is for the SA only', async () => {
    const user = await register();
    expect(await search(undefined)).toMatchObject({
      status: 401,
      body: { error: MSG.unauthorized },
    });
    expect(await setNivel(undefined, user.userId, 'admin')).toMatchObject({ status: 401 });
    for (const nivel of ['admin', 'usuario', 'invitado'] as const) {
      await setLevel(server, user.userId, nivel);
      expect(await search(user.token)).toMatchObject({
        status: 403,
        body: { success: false, error: MSG.forbidden },
      });
      // Not even to raise itself.
      expect(await setNivel(user.token, user.userId, 'SA')).toMatchObject({
        status: 403,
        body: { error: MSG.forbidden },
      });
    }
    expect(await levelOf(user.userId)).toBe('invitado');
  });

  it('searches by username or email and shows level and activity', async () => {
    const ana = await register('anabusca');
    const { proceso, bank } = await seededBank(server);
    const q = bank[0];
    if (!q) throw new Error('banco vacío');
    await saveFinished(
      server,
      finishedTest({ idProceso: proceso.id, respuestas: { [String(q.id)]: q.correctaIndice } }),
      ana.token,
    );

    const byName = await search(sa.token, 'ANABUSCA');
    expect(byName.status).toBe(200);
    expect(byName.body.usuarios).toEqual([
      {
        id: ana.userId,
        username: ana.username,
        email: ana.email,
        nivel: 'invitado',
        total_tests: 1,
        ultima_actividad: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    const byEmail = await search(sa.token, ana.email.slice(3));
    expect((byEmail.body.usuarios as { id: number }[]).map((u) => u.id)).toEqual([ana.userId]);
    // LIKE wildcards are searched as text.
    expect((await search(sa.token, '%')).body.usuarios).toEqual([]);
    const all = await search(sa.token);
    expect((all.body.usuarios as { email: string }[]).map((u) => u.email)).toContain(SA.email);
  });

  it('sets a level, which applies to the next request at once', async () => {
    const user = await register();
    const res = await setNivel(sa.token, user.userId, 'admin');
    expect(res).toEqual(expect.objectContaining({ status: 200, body: { success: true } }));
    expect(await levelOf(user.userId)).toBe('admin');
    // The new level counts without logging in again.
    const list = await request(server, 'GET', `/api/incidencias.php`, { token: user.token });
    expect(list.status).toBe(403);
    await setNivel(sa.token, user.userId, 'SA');
    expect(
      (await request(server, 'GET', `/api/incidencias.php`, { token: user.token })).status,
    ).toBe(200);
    await setNivel(sa.token, user.userId, 'usuario');
    expect(await levelOf(user.userId)).toBe('usuario');
  });

  it('refuses bad input in Spanish', async () => {
    const user = await register();
    expect(await setNivel(sa.token, user.userId, 'jefe')).toMatchObject({
      status: 400,
      body: { error: ADMIN_MSG.nivel },
    });
    expect(await setNivel(sa.token, 9_999_999, 'admin')).toMatchObject({
      status: 404,
      body: { error: ADMIN_MSG.usuarioNoExiste },
    });
    const noAction = await request(server, 'POST', '/api/usuarios.php', {
      token: sa.token,
      body: { id: user.userId, nivel: 'admin' },
    });
    expect(noAction).toMatchObject({ status: 400, body: { error: ADMIN_MSG.accion } });
  });

  it('never lets the last SA demote itself, but lets one of two step down', async () => {
    const superAdmins = ((await search(sa.token)).body.usuarios as { nivel: string }[]).filter(
      (u) => u.nivel === 'SA',
    );
    expect(superAdmins).toHaveLength(1);
    const demote = await setNivel(sa.token, sa.userId, 'admin');
    expect(demote).toMatchObject({
      status: 409,
      body: { success: false, error: ADMIN_MSG.ultimoSA },
    });
    expect(await levelOf(sa.userId)).toBe('SA');

    const second = await register('segundosa');
    expect((await setNivel(sa.token, second.userId, 'SA')).status).toBe(200);
    expect((await setNivel(second.token, second.userId, 'usuario')).status).toBe(200);
    expect(await levelOf(second.userId)).toBe('usuario');
    expect((await setNivel(sa.token, sa.userId, 'admin')).status).toBe(409);
  });

  it('keeps one SA when two SAs demote themselves at the same time', async () => {
    const second = await register('parsa');
    expect((await setNivel(sa.token, second.userId, 'SA')).status).toBe(200);
    const [a, b] = await Promise.all([
      setNivel(sa.token, sa.userId, 'admin'),
      setNivel(second.token, second.userId, 'admin'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const remaining = [await levelOf(sa.userId), await levelOf(second.userId)].filter(
      (n) => n === 'SA',
    );
    expect(remaining).toHaveLength(1);
    // Leave the suite's SA in place for any later test.
    if ((await levelOf(sa.userId)) !== 'SA') await setNivel(second.token, sa.userId, 'SA');
  });
});
