import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './harness';
import { dbKinds, request, startTestServer } from './harness';

describe.each(dbKinds)('system endpoints and the web fallback on %s', (kind) => {
  let server: TestServer;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = await mkdtemp(path.join(tmpdir(), 'opositor-static-'));
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Opositor</title>');
    server = await startTestServer(kind, { staticDir });
  });
  afterAll(async () => {
    await server?.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('reports health with the database', async () => {
    const res = await request(server, 'GET', '/api/health');
    expect(res).toMatchObject({ status: 200, body: { ok: true, db: true } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('serves the public configuration', async () => {
    const res = await request(server, 'GET', '/api/config.php');
    expect(res.body).toEqual({
      bizum_telefono: '600000000',
      pago_tarjeta: false,
      ia: { motor: 'local' },
    });
  });

  it('answers an unknown API path with a JSON 404 in Spanish', async () => {
    const res = await request(server, 'GET', '/api/no-existe.php');
    expect(res).toMatchObject({
      status: 404,
      body: { success: false, error: 'Recurso no encontrado' },
    });
  });

  it('serves the app for any other unknown page path, and a 404 for a missing file', async () => {
    const page = await fetch(`${server.url}/una/ruta/cualquiera`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Opositor</title>');
    const asset = await fetch(`${server.url}/assets/no-existe.js`);
    expect(asset.status).toBe(404);
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const res = await fetch(`${server.url}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
