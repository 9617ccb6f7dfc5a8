// 4 and 5 over real HTTP on loopback: recovery answers before it mails (a
// slow SMTP server on loopback delays nobody, a refused mail is sent again, and an unknown
// address is answered the same way); a reset or a password change ends every other reset link;
// 20 refreshes at once with one token all get the same new pair, and a reuse after the grace
// window still revokes the family.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MSG } from '../../src/core/contract';
import { buildApp } from '../../server/app';
import { REFRESH_GRACE_MS } from '../../server/auth/service';
import { hashOpaqueToken } from '../../server/auth/tokens';
import { seed } from '../../server/db/seed';
import { refreshTokens } from '../../server/db/schema';
import { createJobQueue } from '../../server/jobs';
import { startFakeSmtp } from './fake-smtp';
import type { FakeSmtp } from './fake-smtp';
import {
  dbKinds,
  openTestDatabase,
  request,
  startTestServer,
  testConfig,
  uniqueUser,
} from './harness';
import type { TestServer } from './harness';

const auth = (server: { url: string }, body: Record<string, unknown>, token?: string) =>
  request(server, 'POST', '/api/auth.php', { body, token });

async function register(server: { url: string }) {
  const user = uniqueUser('duro');
  const res = await auth(server, { action: 'register', ...user });
  expect(res.status).toBe(201);
  return { user, session: res.body as { token: string; refresh_token: string; user_id: number } };
}

describe('recover with a slow SMTP server', () => {
  let smtp: FakeSmtp;
  let app: FastifyInstance;
  let url: string;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    smtp = await startFakeSmtp({ hold: true });
    const opened = await openTestDatabase('pglite');
    dispose = opened.dispose;
    const config = testConfig({ smtpUrl: smtp.url });
    await seed(opened.database.db, config);
    const jobs = createJobQueue({ warn: () => undefined, error: () => undefined }, [50, 50, 50]);
    app = await buildApp({ config, database: opened.database, jobs });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    smtp?.release();
    await app?.close();
    await dispose?.();
    await smtp?.close();
  });

  it('answers known and unknown addresses alike before the mail server has even greeted', async () => {
    const { user } = await register({ url });
    const known = await auth({ url }, { action: 'recover', email: user.email });
    const unknown = await auth({ url }, { action: 'recover', email: 'nadie-aqui@example.com' });
    expect(known).toMatchObject({ status: 200, body: { success: true } });
    expect(unknown).toMatchObject({ status: 200, body: { success: true } });
    expect(smtp.messages).toEqual([]);

    smtp.release();
    await smtp.received(1);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain(user.email);
    expect(smtp.messages[0]).toMatch(/restablecer-contrasena\?token=/);
  });

  it('sends the mail again when the server refuses it for a while', async () => {
    smtp.release();
    smtp.refuse(2);
    const before = smtp.messages.length;
    const { user } = await register({ url });
    expect((await auth({ url }, { action: 'recover', email: user.email })).status).toBe(200);
    await smtp.received(before + 1);
    expect(smtp.messages.at(-1)).toContain(user.email);
  });
});

describe.each(dbKinds)('reset links and refresh rotation on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  async function resetLink(email: string): Promise<string> {
    await auth(server, { action: 'recover', email });
    await server.settled();
    const mail = server.mails.at(-1);
    expect(mail?.email).toBe(email);
    return mail?.token ?? '';
  }

  it('ends every other reset link once one is used', async () => {
    const { user } = await register(server);
    const first = await resetLink(user.email);
    const second = await resetLink(user.email);
    expect(
      (await auth(server, { action: 'reset_password', token: second, password: 'nueva-clave-1' }))
        .status,
    ).toBe(200);
    const older = await auth(server, {
      action: 'reset_password',
      token: first,
      password: 'otra-clave-2',
    });
    expect(older).toMatchObject({
      status: 400,
      body: { success: false, error: AUTH_MSG.resetInvalid },
    });
  });

  it('ends every reset link when the password is changed from the profile', async () => {
    const { user, session } = await register(server);
    const link = await resetLink(user.email);
    const change = await request(server, 'POST', '/api/actualizar_perfil.php', {
      token: session.token,
      body: { password_actual: user.password, nueva_password: 'cambiada-123' },
    });
    expect(change.status).toBe(200);
    const late = await auth(server, {
      action: 'reset_password',
      token: link,
      password: 'otra-clave-2',
    });
    expect(late).toMatchObject({ status: 400, body: { error: AUTH_MSG.resetInvalid } });
  });

  it('gives 20 refreshes at once with one token the same new pair, which keeps working', async () => {
    const { session } = await register(server);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        auth(server, { action: 'refresh_token', refresh_token: session.refresh_token }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(new Array(20).fill(200));
    const pairs = new Set(
      answers.map((a) => `${String(a.body.token)} ${String(a.body.refresh_token)}`),
    );
    expect(pairs.size).toBe(1);
    const next = answers[0]?.body.refresh_token as string;
    expect(next).not.toBe(session.refresh_token);
    expect((await auth(server, { action: 'refresh_token', refresh_token: next })).status).toBe(200);
  });

  it('revokes the whole family when a rotated token comes back after the grace window', async () => {
    const { session } = await register(server);
    const rotated = await auth(server, {
      action: 'refresh_token',
      refresh_token: session.refresh_token,
    });
    expect(rotated.status).toBe(200);
    await server.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - REFRESH_GRACE_MS - 1_000) })
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(session.refresh_token)));
    const reuse = await auth(server, {
      action: 'refresh_token',
      refresh_token: session.refresh_token,
    });
    expect(reuse).toMatchObject({ status: 401, body: { error: AUTH_MSG.refreshFailed } });
    const next = rotated.body.refresh_token as string;
    expect((await auth(server, { action: 'refresh_token', refresh_token: next })).status).toBe(401);
  });
});
