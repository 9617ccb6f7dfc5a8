// TRUST_PROXY: behind a reverse proxy the per-IP rate limits must count the client's address
// from X-Forwarded-For, and only when the request comes from a proxy the server trusts;
// otherwise anyone could pick a new address per request and never be limited.
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig, parseTrustProxy } from '../../server/config';
import type { Database } from '../../server/db';
import { seed } from '../../server/db/seed';
import { openTestDatabase, request, testConfig } from './harness';

describe('parseTrustProxy', () => {
  it('reads off, on and a list of addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(() => parseTrustProxy('1')).toThrow('TRUST_PROXY: dirección no válida: 1');
    expect(parseTrustProxy('127.0.0.1')).toBe('127.0.0.1');
    expect(parseTrustProxy(' 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8')).toBe(
      '127.0.0.1,10.0.0.0/8,::1,fd00::/8',
    );
    expect(() => parseTrustProxy('yes')).toThrow('TRUST_PROXY: dirección no válida: yes');
    expect(() => parseTrustProxy('127.0.0.1,proxy.local')).toThrow('proxy.local');
  });

  it('is read from the environment', () => {
    expect(loadConfig({ DATA_DIR: 'memory://', JWT_SECRET: 'x'.repeat(32) }).trustProxy).toBe(
      false,
    );
    expect(
      loadConfig({ DATA_DIR: 'memory://', JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: '127.0.0.1' })
        .trustProxy,
    ).toBe('127.0.0.1');
  });
});

describe('the per-IP login limit behind a reverse proxy', () => {
  // One seeded database; a server (app) per TRUST_PROXY value on it.
  let database: Database;
  let dispose: () => Promise<void>;
  let app: FastifyInstance | null = null;
  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase('pglite'));
    await seed(database.db, testConfig());
  });
  afterEach(async () => {
    await app?.close();
    app = null;
  });
  afterAll(async () => {
    await dispose?.();
  });

  async function statusesFor(trustProxy: boolean | string) {
    const config = testConfig({
      trustProxy,
      rateLimits: { authPerIpPerMinute: 2, authPerEmailPer15Min: 1_000 },
    });
    app = await buildApp({ config, database });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = async (forwardedFor: string) =>
      (
        await request({ url }, 'POST', '/api/auth.php', {
          body: { action: 'login', email: `nadie-${Math.random()}@example.com`, password: 'x' },
          headers: { 'x-forwarded-for': forwardedFor },
        })
      ).status;
    const first = [];
    for (let i = 0; i < 3; i++) first.push(await login('203.0.113.7'));
    return { first, other: await login('203.0.113.8') };
  }

  it('counts each client on its own when the proxy (loopback here) is trusted', async () => {
    expect(await statusesFor('127.0.0.1')).toEqual({ first: [401, 401, 429], other: 401 });
  });

  it('ignores X-Forwarded-For by default: every request counts against the peer', async () => {
    expect(await statusesFor(false)).toEqual({ first: [401, 401, 429], other: 429 });
  });

  it('ignores X-Forwarded-For from a peer outside the trusted list', async () => {
    expect(await statusesFor('10.0.0.0/8')).toEqual({ first: [401, 401, 429], other: 429 });
  });
});
