import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ACTIONS } from '../../src/core/contract';
import type { TestServer } from './harness';
import { dbKinds, request, startTestServer } from './harness';

// Zod's and Fastify's English defaults must never reach a user.
const ENGLISH = /\b(invalid|expected|required|received|must|unexpected|error)\b/i;

const LONG = 'x'.repeat(10_000);

const FIELDS: Record<(typeof AUTH_ACTIONS)[number], Record<string, unknown>> = {
  login: { email: 'a@b.es', password: 'secreto-1', remember: true },
  register: { username: 'alguien', email: 'a@b.es', password: 'secreto-1' },
  refresh_token: { refresh_token: 'abc' },
  logout: { refresh_token: 'abc' },
  recover: { email: 'a@b.es' },
  reset_password: { token: 'abc', password: 'secreto-1' },
  profile: { id: 1 },
};

function cases(action: keyof typeof FIELDS) {
  const fields = FIELDS[action];
  const out: { name: string; body: unknown }[] = [];
  for (const key of Object.keys(fields)) {
    const { [key]: _omitted, ...rest } = fields;
    out.push({ name: `${action} without ${key}`, body: { action, ...rest } });
    out.push({
      name: `${action} with ${key} as an object`,
      body: { action, ...fields, [key]: { a: 1 } },
    });
    if (typeof fields[key] === 'string') {
      out.push({
        name: `${action} with a 10,000-character ${key}`,
        body: { action, ...fields, [key]: LONG },
      });
    }
  }
  return out;
}

describe.each(dbKinds)('bad input to auth.php on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const all = AUTH_ACTIONS.flatMap((action) => cases(action));
  it.each(all)('$name → 4xx JSON in Spanish', async ({ body }) => {
    const res = await request(server, 'POST', '/api/auth.php', { body });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.success).toBe(false);
    expect(typeof res.body.error).toBe('string');
    expect(res.body.error).not.toMatch(ENGLISH);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it.each([
    {
      name: 'unknown action',
      rawBody: JSON.stringify({ action: 'borrar_todo' }),
      error: 'Acción no válida',
    },
    { name: 'no action', rawBody: JSON.stringify({ email: 'a@b.es' }), error: 'Acción no válida' },
    {
      name: 'malformed JSON',
      rawBody: '{"action": "login", ',
      error: 'El cuerpo de la petición no es JSON válido',
    },
    { name: 'a JSON array', rawBody: '[1,2,3]', error: null },
    { name: 'a JSON string', rawBody: '"login"', error: null },
    { name: 'an empty body', rawBody: '', error: 'El cuerpo de la petición no es JSON válido' },
  ])('$name → 400 with a Spanish message', async ({ rawBody, error }) => {
    const res = await request(server, 'POST', '/api/auth.php', { rawBody });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    if (error) expect(res.body.error).toBe(error);
    expect(res.body.error).not.toMatch(ENGLISH);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await request(server, 'POST', '/api/auth.php', {
      rawBody: JSON.stringify({ action: 'login', email: 'x'.repeat(1_100_000), password: 'x' }),
    });
    expect(res).toMatchObject({
      status: 413,
      body: { success: false, error: 'La petición es demasiado grande' },
    });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const res = await request(server, 'POST', '/api/auth.php', {
      rawBody: 'action=login',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect(res.body.error).toBe('Tipo de contenido no admitido');
  });
});
