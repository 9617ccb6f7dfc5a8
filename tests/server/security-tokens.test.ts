// Access tokens: unsigned (`alg: none`), signed with another key or another
// algorithm, expired, of another issuer, for a deleted user, and the opaque refresh and reset
// tokens used as access tokens are all refused with 401 and the Spanish message, on every route
// the server registers (public ones too: a bad token is never read as 'anonymous'). A level
// claimed in a valid token gives nothing: the level is read from the database. Then the login
// rate limits, which are the server's lockout.
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFRESH_GRACE_MS } from '../../server/auth/service';
import { hashOpaqueToken } from '../../server/auth/tokens';
import { refreshTokens } from '../../server/db/schema';
import { MSG } from '../../src/core/contract';
import type { TestServer } from './harness';
import { dbKinds, request, startTestServer } from './harness';
import type { CapturedRoute } from './security-capture';
import { routeKeys } from './security-capture';
import type { Account } from './security-helpers';
import { createAccount, expectSafe } from './security-helpers';

const captured = vi.hoisted(() => [] as CapturedRoute[]);
vi.mock('fastify', async (original) =>
  (await import('./security-capture')).withRouteCapture(await original(), captured),
);

const IP_LIMIT = 30;
/** Checked with every bad token on every route; the rest get all of them on three routes. */
const EVERY_ROUTE = ['alg none', 'another key', 'expired', 'a deleted user', 'the refresh token'];
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

function claimsOf(user: Account) {
  return {
    sub: String(user.id),
    username: user.username,
    nivel: 'SA',
    iss: 'opositor',
    iat: now(),
    exp: now() + 600,
  };
}

function sign(
  secret: Uint8Array,
  user: Account,
  options: { alg?: string; exp?: number; iss?: string; sub?: string } = {},
) {
  const jwt = new SignJWT({ username: user.username, nivel: 'SA' })
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setSubject(options.sub ?? String(user.id))
    .setIssuer(options.iss ?? 'opositor')
    .setIssuedAt(now() - 3600)
    .setExpirationTime(options.exp ?? now() + 600);
  return jwt.sign(secret);
}

describe.each(dbKinds)('tokens on %s', (kind) => {
  let server: TestServer;
  let user: Account;
  let secret: Uint8Array;

  beforeAll(async () => {
    captured.length = 0;
    // Small login limits so the lockout can be seen; the other calls here stay well under them.
    server = await startTestServer(kind, {
      rateLimits: {
        authPerIpPerMinute: IP_LIMIT,
        authPerEmailPer15Min: 3,
        // The failed-login delays have their own test (login-throttle.test.ts).
        loginFailures: { freePerEmailIp: 1_000, freePerIp: 1_000 },
      },
    });
    secret = server.config.jwtSecret;
    user = await createAccount(server, 'invitado', 'tok');
  });
  afterAll(async () => {
    await server?.close();
  });

  async function badTokens(): Promise<Record<string, string>> {
    const login = await request(server, 'POST', '/api/auth.php', {
      body: { action: 'login', email: user.email, password: user.password, remember: true },
    });
    expect(login.status).toBe(200);
    await request(server, 'POST', '/api/auth.php', {
      body: { action: 'recover', email: user.email },
    });
    await server.settled();
    const reset = server.mails.at(-1)?.token;
    if (!reset) throw new Error('sin token de recuperación');
    const gone = await createAccount(server, 'SA', 'borrado');
    const goneToken = gone.token;
    const deleted = await request(server, 'POST', '/api/eliminar_usuario.php', {
      token: gone.token,
      body: { user_id: gone.id },
    });
    expect(deleted.status).toBe(200);
    const valid = user.token;
    const [header = '', payload = ''] = valid.split('.');
    const elevated = b64({
      ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
      nivel: 'SA',
      sub: '1',
    });
    return {
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claimsOf(user))}.`,
      'alg none without the last dot': `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claimsOf(user))}`,
      'alg NONE': `${b64({ alg: 'NONE', typ: 'JWT' })}.${b64(claimsOf(user))}.`,
      'another key': await sign(
        new TextEncoder().encode('otra-clave-otra-clave-otra-clave-123'),
        user,
      ),
      'the right key with HS512': await sign(secret, user, { alg: 'HS512' }),
      'a payload changed after signing': `${header}.${elevated}.${valid.split('.')[2]}`,
      'the signature cut off': valid.slice(0, -5),
      expired: await sign(secret, user, { exp: now() - 1 }),
      'another issuer': await sign(secret, user, { iss: 'otro' }),
      'a subject that is not a user id': await sign(secret, user, { sub: 'admin' }),
      'a deleted user': goneToken,
      'a user that never existed': await sign(secret, user, { sub: '2147483000' }),
      'the refresh token': login.body.refresh_token as string,
      'the password-reset token': reset,
      garbage: 'basura',
      'three empty parts': '..',
    };
  }

  it('refuses every bad token with 401 and the Spanish message, on every registered route', async () => {
    const tokens = await badTokens();
    const routes = routeKeys(captured);
    expect(routes.length).toBeGreaterThan(30);
    const all = [
      'GET /api/procesos.php',
      'GET /api/estadisticas_usuario.php',
      'GET /api/usuarios.php',
    ];
    expect(routes).toEqual(expect.arrayContaining(all));
    const wrong: string[] = [];
    for (const route of routes) {
      const [method = 'GET', url = ''] = route.split(' ');
      const path = url.replace(/:\w+/g, 'x');
      for (const [name, token] of Object.entries(tokens)) {
        if (!all.includes(route) && !EVERY_ROUTE.includes(name)) continue;
        const res = await request(server, method, path, {
          token,
          ...(method === 'GET' ? {} : { body: { action: 'listar' } }),
        });
        if (res.status !== 401 || res.body.error !== MSG.unauthorized)
          wrong.push(
            `${route} with ${name}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('takes the level from the database, not from the token', async () => {
    // A correctly signed token whose claims say SA, for an invitado.
    const claimsSa = await sign(secret, user);
    const res = await request(server, 'GET', '/api/usuarios.php', { token: claimsSa });
    expect(res).toMatchObject({ status: 403, body: { success: false, error: MSG.forbidden } });
    expect(
      (await request(server, 'GET', '/api/estadisticas_usuario.php', { token: claimsSa })).status,
    ).toBe(200);
  });

  it.each([
    ['no scheme', (t: string) => t],
    ['Basic', (t: string) => `Basic ${t}`],
    ['lower-case bearer', (t: string) => `bearer ${t}`],
    ['Bearer with nothing after it', () => 'Bearer'],
    ['Bearer and spaces', () => 'Bearer    '],
    ['two tokens', (t: string) => `Bearer ${t} ${t}`],
    ['Bearer twice', (t: string) => `Bearer Bearer ${t}`],
    ['a comma list', (t: string) => `Bearer ${t}, Bearer ${t}`],
    ['a very long value', () => `Bearer ${'a'.repeat(8_000)}`],
  ])(
    'a malformed Authorization header (%s) gets no session: 401 in Spanish',
    async (_name, header) => {
      const value = header(user.token);
      const res = await request(server, 'GET', '/api/estadisticas_usuario.php', {
        headers: { authorization: value },
      });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, error: MSG.unauthorized });
      // A public endpoint never fails with a 5xx on it either.
      expectSafe(
        await request(server, 'GET', '/api/procesos.php', { headers: { authorization: value } }),
      );
    },
  );

  it('a reused refresh token ends its whole family, and a logged-out one stops working', async () => {
    const user = await createAccount(server, 'invitado', 'refresh');
    const login = await request(server, 'POST', '/api/auth.php', {
      body: { action: 'login', email: user.email, password: user.password, remember: false },
    });
    const first = login.body.refresh_token as string;
    const rotated = await request(server, 'POST', '/api/auth.php', {
      body: { action: 'refresh_token', refresh_token: first },
    });
    expect(rotated.status).toBe(200);
    // A repeat within the grace window gets the same pair (auth-hardening.test.ts); this one
    // comes after it.
    await server.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - REFRESH_GRACE_MS - 1_000) })
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(first)));
    const reuse = await request(server, 'POST', '/api/auth.php', {
      body: { action: 'refresh_token', refresh_token: first },
    });
    expect(reuse).toMatchObject({
      status: 401,
      body: { success: false, error: 'Error al refrescar el token' },
    });
    const second = await request(server, 'POST', '/api/auth.php', {
      body: { action: 'refresh_token', refresh_token: rotated.body.refresh_token },
    });
    expect(second.status).toBe(401);

    const other = await request(server, 'POST', '/api/auth.php', {
      body: { action: 'login', email: user.email, password: user.password, remember: false },
    });
    const token = other.body.refresh_token as string;
    expect(
      (
        await request(server, 'POST', '/api/auth.php', {
          body: { action: 'logout', refresh_token: token },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await request(server, 'POST', '/api/auth.php', {
          body: { action: 'refresh_token', refresh_token: token },
        })
      ).status,
    ).toBe(401);
  });

  const login = (email: string, password: string) =>
    request(server, 'POST', '/api/auth.php', {
      body: { action: 'login', email, password, remember: false },
    });

  it(`never locks an e-mail by itself, limits recover per e-mail, and the IP after ${IP_LIMIT}`, async () => {
    const user = await createAccount(server, 'invitado', 'lock');
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await login(user.email, 'mala-contraseña')).status);
    expect(statuses).toEqual([401, 401, 401]);
    expect((await login(user.email.toUpperCase(), user.password)).status).toBe(200);
    const recover = () =>
      request(server, 'POST', '/api/auth.php', { body: { action: 'recover', email: user.email } });
    const recovers = [];
    for (let i = 0; i < 4; i++) recovers.push((await recover()).status);
    expect(recovers).toEqual([200, 200, 200, 429]);

    // Other e-mails from the same IP: refused until the per-IP count (every login, register,
    // recover and reset of this minute) reaches its limit, then 429 for any e-mail.
    const statuses2: number[] = [];
    for (let i = 0; i < IP_LIMIT && !statuses2.includes(429); i++)
      statuses2.push((await login(`otro${i}@example.com`, 'x-contraseña')).status);
    expect(statuses2.at(-1)).toBe(429);
    expect(statuses2.slice(0, -1).every((s) => s === 401)).toBe(true);
    const after = await login(user.email, user.password);
    expect(after).toMatchObject({ status: 429, body: { success: false, error: MSG.rateLimited } });
  });
});
