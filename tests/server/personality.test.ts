import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPersonalityDefinition } from '../../server/routes/personality';
import { personalityDefinitionSchema } from '../../src/core/contract';
import type { TestServer } from './harness';
import { dbKinds, request, startTestServer } from './harness';

describe.each(dbKinds)('the personality test endpoint on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves the item bank to anyone, without a token', async () => {
    const res = await request(server, 'GET', '/api/generar_personalidad.php');
    expect(res.status).toBe(200);
    const definition = personalityDefinitionSchema.parse(res.body);
    expect(Object.keys(res.body).sort()).toEqual(['items', 'pares_inconsistencia', 'version']);
    expect(typeof definition.version).toBe('string');
    expect(definition.items.length).toBeGreaterThanOrEqual(39);
    expect(definition.items.filter((item) => item.factor === 'IP').map((item) => item.id)).toEqual([
      37, 38, 39,
    ]);
    expect(definition.items[0]).toEqual({
      id: 1,
      texto: expect.any(String),
      factor: expect.stringMatching(/^(EE|AI|TE|DC|IR|OS)$/),
      invertido: expect.any(Boolean),
    });
    expect(definition.pares_inconsistencia.length).toBeGreaterThanOrEqual(6);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('serves the same bank to a logged-in user', async () => {
    const login = await request(server, 'POST', '/api/auth.php', {
      body: {
        action: 'login',
        email: server.config.superAdmin.email,
        password: server.config.superAdmin.password,
      },
    });
    const token = String(login.body.token);
    const anonymous = await request(server, 'GET', '/api/generar_personalidad.php');
    const logged = await request(server, 'GET', '/api/generar_personalidad.php', { token });
    expect(logged.status).toBe(200);
    expect(logged.body).toEqual(anonymous.body);
  });

  it('tags the bank with an ETag carrying its version and answers 304 when it has not changed', async () => {
    const first = await request(server, 'GET', '/api/generar_personalidad.php');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    expect(etag).toContain(String(first.body.version));

    const again = await fetch(`${server.url}/api/generar_personalidad.php`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const other = await request(server, 'GET', '/api/generar_personalidad.php', {
      headers: { 'if-none-match': 'W/"otra-version"' },
    });
    expect(other.status).toBe(200);
    expect(other.body).toEqual(first.body);
  });
});

describe('loading the item bank', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'opositor-personalidad-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a bank whose pair names a missing item', async () => {
    const file = path.join(dir, 'roto.json');
    const broken = {
      version: '1',
      items: [{ id: 1, texto: 'Afirmación.', factor: 'EE', invertido: false }],
      pares_inconsistencia: [[1, 2]],
    };
    await writeFile(file, JSON.stringify(broken));
    await expect(loadPersonalityDefinition(file)).rejects.toThrow('no existe: [1, 2]');
  });
});
