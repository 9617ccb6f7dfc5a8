import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, passwordResets } from '../../server/db/schema';
import { AUTH_MSG } from '../../src/core/contract';
import type { Json, TestServer } from './harness';
import { SA, dbKinds, request, startTestServer, uniqueUser } from './harness';

describe.each(dbKinds)('auth.php on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const auth = (body: unknown, token?: string) =>
    request(server, 'POST', '/api/auth.php', { body, token });

  async function register(user = uniqueUser()) {
    const res = await auth({ action: 'register', ...user });
    expect(res.status).toBe(201);
    return { user, session: res.body as { token: string; refresh_token: string; user_id: number } };
  }

  it('registers a new account as invitado and returns a session', async () => {
    const user = uniqueUser();
    const res = await auth({ action: 'register', ...user });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, username: user.username, nivel: 'invitado' });
    expect(typeof res.body.token).toBe('string');
    expect(typeof res.body.refresh_token).toBe('string');
    expect(res.body.user_id).toEqual(expect.any(Number));
  });

  it('refuses a taken email or username with 409, whatever the case', async () => {
    const { user } = await register();
    const sameEmail = await auth({
      action: 'register',
      ...uniqueUser(),
      email: user.email.toUpperCase(),
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toEqual({ success: false, error: AUTH_MSG.emailTaken });
    const sameName = await auth({
      action: 'register',
      ...uniqueUser(),
      username: user.username.toUpperCase(),
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body.error).toBe(AUTH_MSG.usernameTaken);
  });

  it('gives the spec messages for invalid registrations', async () => {
    const short = await auth({ action: 'register', ...uniqueUser(), password: '12345' });
    expect(short).toMatchObject({
      status: 400,
      body: { success: false, error: AUTH_MSG.passwordMin },
    });
    const badEmail = await auth({ action: 'register', ...uniqueUser(), email: 'no-es-un-email' });
    expect(badEmail.body.error).toBe(AUTH_MSG.invalidEmail);
    const missing = await auth({ action: 'register', email: 'a@b.es', password: 'secreto-1' });
    expect(missing).toMatchObject({ status: 400, body: { error: AUTH_MSG.required } });
  });

  it('logs in with the right password only, with the same answer for an unknown email', async () => {
    const { user } = await register();
    const wrong = await auth({
      action: 'login',
      email: user.email,
      password: 'otra-cosa',
      remember: false,
    });
    expect(wrong).toMatchObject({
      status: 401,
      body: { success: false, error: AUTH_MSG.badCredentials },
    });
    const unknown = await auth({
      action: 'login',
      email: 'nadie@example.com',
      password: 'x',
      remember: false,
    });
    expect(unknown).toMatchObject({
      status: 401,
      body: { success: false, error: AUTH_MSG.badCredentials },
    });
    const ok = await auth({
      action: 'login',
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, username: user.username, nivel: 'invitado' });
  });

  it('gives a 30-day refresh token with remember and a 1-day one without', async () => {
    const { user } = await register();
    const days = async (remember: boolean) => {
      const res = await auth({
        action: 'login',
        email: user.email,
        password: user.password,
        remember,
      });
      const userId = res.body.user_id as number;
      const rows = await server.database.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, userId));
      const newest = rows.sort((a, b) => b.id - a.id)[0];
      return ((newest?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    };
    expect(await days(true)).toBeCloseTo(30, 1);
    expect(await days(false)).toBeCloseTo(1, 1);
  });

  it('rotates refresh tokens and revokes the family when an old one is reused', async () => {
    const { session } = await register();
    const first = await auth({ action: 'refresh_token', refresh_token: session.refresh_token });
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(session.refresh_token);
    const second = await auth({ action: 'refresh_token', refresh_token: first.body.refresh_token });
    expect(second.status).toBe(200);

    const replay = await auth({ action: 'refresh_token', refresh_token: session.refresh_token });
    expect(replay).toMatchObject({
      status: 401,
      body: { success: false, error: AUTH_MSG.refreshFailed },
    });
    // The thief's replay also ends the legitimate newest token of that family.
    const newest = await auth({
      action: 'refresh_token',
      refresh_token: second.body.refresh_token,
    });
    expect(newest.status).toBe(401);
  });

  it('gives two concurrent refreshes with the same token the same new pair (two tabs)', async () => {
    const { session } = await register();
    const results = await Promise.all([
      auth({ action: 'refresh_token', refresh_token: session.refresh_token }),
      auth({ action: 'refresh_token', refresh_token: session.refresh_token }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results[0]?.body.refresh_token).toBe(results[1]?.body.refresh_token);
  });

  it('refuses an unknown or expired refresh token', async () => {
    const unknown = await auth({ action: 'refresh_token', refresh_token: 'no-existe' });
    expect(unknown.status).toBe(401);
    const { session } = await register();
    await server.database.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await auth({ action: 'refresh_token', refresh_token: session.refresh_token });
    expect(expired.status).toBe(401);
  });

  it('ends the session on logout', async () => {
    const { session } = await register();
    expect((await auth({ action: 'logout', refresh_token: session.refresh_token })).body).toEqual({
      success: true,
    });
    expect(
      (await auth({ action: 'refresh_token', refresh_token: session.refresh_token })).status,
    ).toBe(401);
  });

  it('recovers a password with a single-use link and never reveals whether an account exists', async () => {
    const { user, session } = await register();
    const before = server.mails.length;
    expect((await auth({ action: 'recover', email: 'nadie@example.com' })).body).toEqual({
      success: true,
    });
    await server.settled();
    expect(server.mails.length).toBe(before);
    expect((await auth({ action: 'recover', email: user.email })).body).toEqual({ success: true });
    await server.settled();
    const mail = server.mails.at(-1);
    expect(mail?.email).toBe(user.email);

    const reset = await auth({
      action: 'reset_password',
      token: mail?.token,
      password: 'nueva-clave-1',
    });
    expect(reset).toMatchObject({ status: 200, body: { success: true } });
    const again = await auth({
      action: 'reset_password',
      token: mail?.token,
      password: 'otra-clave-2',
    });
    expect(again).toMatchObject({ status: 400, body: { error: AUTH_MSG.resetInvalid } });

    expect(
      (await auth({ action: 'login', email: user.email, password: user.password })).status,
    ).toBe(401);
    expect(
      (await auth({ action: 'login', email: user.email, password: 'nueva-clave-1' })).status,
    ).toBe(200);
    // Sessions opened before the reset are over.
    expect(
      (await auth({ action: 'refresh_token', refresh_token: session.refresh_token })).status,
    ).toBe(401);
  });

  it('refuses a reset link older than one hour', async () => {
    const { user } = await register();
    await auth({ action: 'recover', email: user.email });
    await server.settled();
    const token = server.mails.at(-1)?.token;
    await server.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1) });
    const res = await auth({ action: 'reset_password', token, password: 'nueva-clave-1' });
    expect(res).toMatchObject({ status: 400, body: { error: AUTH_MSG.resetInvalid } });
  });

  it('shows a profile to its owner and to SA, and 403 to anyone else', async () => {
    const a = await register();
    const b = await register();
    const own = await auth({ action: 'profile', id: a.session.user_id }, a.session.token);
    expect(own.body).toMatchObject({
      success: true,
      user: { id: a.session.user_id, email: a.user.email },
    });
    const other = await auth({ action: 'profile', id: b.session.user_id }, a.session.token);
    expect(other).toMatchObject({ status: 403, body: { success: false } });
    const anonymous = await auth({ action: 'profile', id: a.session.user_id });
    expect(anonymous.status).toBe(401);
    const sa = await auth({ action: 'login', email: SA.email, password: SA.password });
    expect(sa.body.nivel).toBe('SA');
    const bySa = await auth({ action: 'profile', id: b.session.user_id }, sa.body.token as string);
    expect(bySa.body).toMatchObject({ success: true, user: { id: b.session.user_id } });
  });

  it('rejects forged, unsigned and expired access tokens', async () => {
    const { session } = await register();
    const [header, payload] = session.token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const tampered = `${header}.${payload}.${'A'.repeat(43)}`;
    const expired = await new SignJWT({ username: 'x', nivel: 'SA' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(session.user_id))
      .setIssuer('opositor')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(server.config.jwtSecret);
    const wrongKey = await new SignJWT({ username: 'x', nivel: 'SA' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(session.user_id))
      .setIssuer('opositor')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('otra-clave-otra-clave-otra-clave-otra'));
    for (const token of [none, tampered, expired, wrongKey, 'basura']) {
      const res = await auth({ action: 'profile', id: session.user_id }, token);
      expect(res.status, token).toBe(401);
      expect(res.body.success).toBe(false);
    }
  });
});

describe.each(dbKinds)('auth.php rate limits on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      rateLimits: { authPerIpPerMinute: 100, authPerEmailPer15Min: 3 },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 429 in Spanish after too many recovers for one email', async () => {
    const statuses: number[] = [];
    let last: Json = { status: 0, body: {}, headers: new Headers() };
    for (let i = 0; i < 5; i++) {
      last = await request(server, 'POST', '/api/auth.php', {
        body: { action: 'recover', email: 'victima@example.com' },
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(last.body).toEqual({
      success: false,
      error: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
    });
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address from the same IP is still allowed, and so is a login of the limited one.
    const other = await request(server, 'POST', '/api/auth.php', {
      body: { action: 'recover', email: 'otra@example.com' },
    });
    expect(other.status).toBe(200);
    const login = await request(server, 'POST', '/api/auth.php', {
      body: { action: 'login', email: 'victima@example.com', password: 'x' },
    });
    expect(login.status).toBe(401);
  });
});
