// A protected route answers 401 to an anonymous request before it reads or
// validates the body (the same bad body with a session is a 400, so the body really is bad),
// and extraer_texto.php refuses a second file with 413.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/core/contract';
import type { Json, TestServer } from './harness';
import { dbKinds, request, startTestServer, uniqueUser } from './harness';

const BAD_CALLS: {
  method: string;
  path: string;
  body?: unknown;
  rawBody?: string;
  form?: string;
}[] = [
  { method: 'POST', path: '/api/actualizar_perfil.php', body: { nombre: 5, password_actual: 7 } },
  { method: 'POST', path: '/api/eliminar_usuario.php', body: { user_id: 'x' } },
  { method: 'POST', path: '/api/functions/create-donation-payment', body: { amount: 7 } },
  {
    method: 'POST',
    path: '/api/guardar_tests_realizados.php',
    body: { id_proceso: 'no', respuestas: 7 },
  },
  { method: 'POST', path: '/api/comentarios.php', body: { comentario: 12 } },
  { method: 'PUT', path: '/api/comentarios.php', body: { id: 'x' } },
  { method: 'POST', path: '/api/generar_resumen.php', rawBody: '{"texto": ' },
  { method: 'POST', path: '/api/test_progreso.php', form: 'action=guardar&actual=abc' },
  { method: 'GET', path: '/api/historial_tests.php?desde=ayer' },
  { method: 'POST', path: '/api/auth.php', body: { action: 'profile', id: 'nadie' } },
];

describe.each(dbKinds)('session before validation on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    const res = await request(server, 'POST', '/api/auth.php', {
      body: { action: 'register', ...uniqueUser('first') },
    });
    token = res.body.token as string;
  });
  afterAll(async () => {
    await server?.close();
  });

  const send = (call: (typeof BAD_CALLS)[number], withToken?: string) =>
    request(server, call.method, call.path, {
      token: withToken,
      body: call.body,
      rawBody: call.rawBody ?? call.form,
      headers: call.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    });

  it.each(BAD_CALLS)('$method $path: 401 without a session, 400 with one', async (call) => {
    const anonymous = await send(call);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, error: MSG.unauthorized });
    const withSession = await send(call, token);
    expect(withSession.status).toBe(400);
    expect(withSession.body.success).toBe(false);
  });

  it('leaves the public routes public', async () => {
    expect((await request(server, 'GET', '/api/procesos.php')).status).toBe(200);
    expect((await request(server, 'GET', '/api/health')).status).toBe(200);
    const badLogin = await request(server, 'POST', '/api/auth.php', {
      body: { action: 'login', email: 3 },
    });
    expect(badLogin.status).toBe(400);
  });

  async function extract(files: { field: string; name: string }[]): Promise<Json> {
    const form = new FormData();
    for (const file of files)
      form.append(file.field, new Blob(['Las Cortes Generales.']), file.name);
    const res = await fetch(`${server.url}/api/extraer_texto.php`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return {
      status: res.status,
      body: (await res.json()) as Record<string, unknown>,
      headers: res.headers,
    };
  }

  it('extraer_texto.php reads one file and refuses a second with 413', async () => {
    const one = await extract([{ field: 'archivo', name: 'a.txt' }]);
    expect(one.status).toBe(200);
    expect(one.body.texto).toBe('Las Cortes Generales.');
    for (const second of ['archivo', 'otro']) {
      const two = await extract([
        { field: 'archivo', name: 'a.txt' },
        { field: second, name: 'b.txt' },
      ]);
      expect(two.status).toBe(413);
      expect(two.body).toEqual({ success: false, error: MSG.tooLarge });
    }
    expect((await extract([{ field: 'archivo', name: 'a.txt' }])).status).toBe(200);
  });
});
