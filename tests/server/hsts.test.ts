// Strict-Transport-Security is sent only when the request came over TLS
// (here: through a trusted proxy that says so), never over plain HTTP.
import { describe, expect, it } from 'vitest';
import { request, startTestServer } from './harness';

describe('transport headers', () => {
  it('sends Strict-Transport-Security only over TLS', { timeout: 120_000 }, async () => {
    const server = await startTestServer('pglite', { trustProxy: '127.0.0.1' });
    try {
      const plain = await request(server, 'GET', '/api/health');
      expect(plain.headers.get('strict-transport-security')).toBeNull();
      const tls = await request(server, 'GET', '/api/health', {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(tls.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      await server.close();
    }
  });
});
