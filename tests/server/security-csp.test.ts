// The server's Content-Security-Policy: no inline script and no eval, on every
// response (the page's too: e2e/security.spec.ts loads the built app under it and watches for
// violations). A quick check here, so a change to CONTENT_SECURITY_POLICY fails the server suite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../server/app';
import type { TestServer } from './harness';
import { request, startTestServer } from './harness';

function directivesOf(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

describe('Content-Security-Policy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('allows scripts from the app itself only: no inline script, no eval', () => {
    expect(CONTENT_SECURITY_POLICY.scriptSrc).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY.objectSrc).toEqual(["'none'"]);
    expect(CONTENT_SECURITY_POLICY.frameAncestors).toEqual(["'none'"]);
  });

  it.each(['/api/health', '/api/procesos.php', '/api/no-existe'])(
    '%s carries that policy',
    async (path) => {
      const res = await request(server, 'GET', path);
      const csp = directivesOf(res.headers.get('content-security-policy'));
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      for (const [name, values] of csp)
        if (name !== 'style-src') expect(values, name).not.toContain("'unsafe-inline'");
      expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
    },
  );
});
