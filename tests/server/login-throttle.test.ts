// Wrong logins for someone's e-mail must not keep its owner out. Failed logins
// are counted per (e-mail, IP) and per IP with growing delays; the client's IP comes from
// X-Forwarded-For because loopback is the trusted proxy here (TRUST_PROXY), as in production
// behind a reverse proxy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginThrottle, loginWaitMessage } from '../../server/auth/login-throttle';
import type { TestServer } from './harness';
import { dbKinds, request, startTestServer, uniqueUser } from './harness';

describe('the failed-login throttle', () => {
  it('lets a few failures pass, then doubles the wait, and forgets after an hour', () => {
    let clock = 0;
    const throttle = createLoginThrottle({ freePerEmailIp: 2, freePerIp: 100 }, () => clock);
    throttle.failed('Ana@Example.com ', '198.51.100.1');
    expect(throttle.waitMs('ana@example.com', '198.51.100.1')).toBe(0);
    throttle.failed('ana@example.com', '198.51.100.1');
    expect(throttle.waitMs('ana@example.com', '198.51.100.1')).toBe(1_000);
    clock += 1_000;
    throttle.failed('ana@example.com', '198.51.100.1');
    expect(throttle.waitMs('ana@example.com', '198.51.100.1')).toBe(2_000);
    // Another IP, or another e-mail from this IP, is not held up.
    expect(throttle.waitMs('ana@example.com', '198.51.100.2')).toBe(0);
    expect(throttle.waitMs('otra@example.com', '198.51.100.1')).toBe(0);
    clock += 60 * 60_000 + 1;
    expect(throttle.waitMs('ana@example.com', '198.51.100.1')).toBe(0);
    throttle.failed('ana@example.com', '198.51.100.1');
    expect(throttle.waitMs('ana@example.com', '198.51.100.1')).toBe(0);
  });

  it('never waits more than 15 minutes', () => {
    const throttle = createLoginThrottle({ freePerEmailIp: 1, freePerIp: 1 }, () => 0);
    for (let i = 0; i < 60; i++) throttle.failed('ana@example.com', '198.51.100.1');
    expect(throttle.waitMs('ana@example.com', '198.51.100.1')).toBe(15 * 60_000);
  });

  it('tells the wait in Spanish', () => {
    expect(loginWaitMessage(1)).toBe(
      'Demasiados intentos fallidos de inicio de sesión. Espera 1 segundo y vuelve a intentarlo.',
    );
    expect(loginWaitMessage(32_000)).toContain('Espera 32 segundos');
    expect(loginWaitMessage(15 * 60_000)).toContain('Espera 15 minutos');
  });
});

describe.each(dbKinds)('failed logins on %s', (kind) => {
  let server: TestServer;
  const attacker = '203.0.113.7';
  const owner = '198.51.100.20';
  beforeAll(async () => {
    server = await startTestServer(kind, {
      trustProxy: '127.0.0.1',
      rateLimits: {
        authPerIpPerMinute: 1_000,
        authPerEmailPer15Min: 3,
        loginFailures: { freePerEmailIp: 5, freePerIp: 20 },
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const login = (email: string, password: string, ip: string) =>
    request(server, 'POST', '/api/auth.php', {
      body: { action: 'login', email, password },
      headers: { 'x-forwarded-for': ip },
    });

  async function register() {
    const user = uniqueUser('lock');
    const res = await request(server, 'POST', '/api/auth.php', {
      body: { action: 'register', ...user },
    });
    expect(res.status).toBe(201);
    return user;
  }

  it('slows down the attacker from one IP while the owner logs in from another', async () => {
    const user = await register();
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof login>> | null = null;
    for (let i = 0; i < 12; i++) {
      const res = await login(user.email, `mala-${i}`, attacker);
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    expect(refused?.body).toEqual({
      success: false,
      error:
        'Demasiados intentos fallidos de inicio de sesión. Espera 1 segundo y vuelve a intentarlo.',
    });
    expect(refused?.headers.get('retry-after')).toBe('1');
    // Even the right password waits from the attacker's address: it is not tried at all.
    expect((await login(user.email, user.password, attacker)).status).toBe(429);

    const fromOwner = await login(user.email.toUpperCase(), user.password, owner);
    expect(fromOwner.status).toBe(200);
    expect(fromOwner.body).toMatchObject({ success: true, username: user.username });

    // The delay grows: after the wait one more failure, then the next wait is 2 s.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await login(user.email, 'otra-mala', attacker)).status).toBe(401);
    const longer = await login(user.email, 'otra-mala', attacker);
    expect(longer.status).toBe(429);
    expect(longer.headers.get('retry-after')).toBe('2');
  });

  it('slows down one IP trying many e-mails, and no one else', async () => {
    const user = await register();
    const sprayer = '203.0.113.99';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await login(`nadie${i}@example.com`, 'x-mala', sprayer)).status);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await login(user.email, user.password, sprayer)).status).toBe(429);
    expect((await login(user.email, user.password, owner)).status).toBe(200);
  });

  it('a success clears the count of its e-mail and IP', async () => {
    const user = await register();
    const ip = '198.51.100.77';
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'mala', ip)).status).toBe(401);
    expect((await login(user.email, user.password, ip)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'mala', ip)).status).toBe(401);
    expect((await login(user.email, user.password, ip)).status).toBe(200);
  });
});
