// Upload and body limits, over real HTTP: a JSON or form body over the 1 MB limit
// (announced or chunked) is a 413 with the Spanish message; extraer_texto.php takes a file of
// exactly 20 MB and refuses one byte more, or a second file, with 413; importar_preguntas.php refuses a file over
// 20 MB, a second file, too many fields and a field over its size with 413, and a caller without
// the right level gets 401/403 however big the upload; headers over 16 KB get a Spanish 431.
// Each refusal leaves the server answering the next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG, MAX_UPLOAD_BYTES, MSG, SUMMARY_MSG } from '../../src/core/contract';
import type { Json, TestServer } from './harness';
import { dbKinds, request, startTestServer } from './harness';
import type { Account } from './security-helpers';
import { createAccount, expectSafe, multipart } from './security-helpers';

const MB = 1024 * 1024;
const JSON_LIMIT = MB;
const GIFT = '::P1:: ¿Capital de España? {=Madrid ~Lisboa ~París}\n';

/** A body sent chunked, with no Content-Length: the limit must hold while it streams in. */
async function chunked(
  server: TestServer,
  path: string,
  text: string,
  token?: string,
): Promise<Json> {
  const bytes = new TextEncoder().encode(text);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 64 * 1024)
        controller.enqueue(bytes.slice(at, at + 64 * 1024));
      controller.close();
    },
  });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers,
    body: stream,
    duplex: 'half',
  } as RequestInit & { duplex: 'half' });
  const raw = await res.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    body = { raw };
  }
  return { status: res.status, body, headers: res.headers };
}

function expectRefused(res: Json, status: number, error: string) {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ success: false, error });
  expectSafe(res);
}

describe.each(dbKinds)('upload and body limits on %s', (kind) => {
  let server: TestServer;
  let sa: Account;
  let invitado: Account;
  let procesoId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    sa = await createAccount(server, 'SA', 'limsa');
    invitado = await createAccount(server, 'invitado', 'liminv');
    const procesos = await request(server, 'GET', '/api/procesos.php', { token: sa.token });
    const first = (procesos.body as unknown as { id: number }[])[0];
    if (!first) throw new Error('sin procesos sembrados');
    procesoId = first.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  const alive = async () =>
    expect(
      (await request(server, 'GET', '/api/procesos.php', { token: invitado.token })).status,
    ).toBe(200);

  describe('JSON and form bodies', () => {
    const over = (key: string) =>
      JSON.stringify({ action: 'login', [key]: 'x'.repeat(JSON_LIMIT) });

    it.each([
      ['anonymous', 'POST', '/api/auth.php', undefined],
      ['an invitado', 'POST', '/api/guardar_tests_realizados.php', 'invitado'],
      ['the SA', 'POST', '/api/generar_preguntas.php', 'SA'],
      ['an invitado, PUT', 'PUT', '/api/comentarios.php', 'invitado'],
    ] as const)(
      'a JSON body over 1 MB from %s is a 413 in Spanish',
      async (_who, method, path, who) => {
        const token = who === 'SA' ? sa.token : who === 'invitado' ? invitado.token : undefined;
        expectRefused(
          await request(server, method, path, { token, rawBody: over('texto') }),
          413,
          MSG.tooLarge,
        );
        await alive();
      },
    );

    it('a body just under 1 MB is read (and then judged on its content)', async () => {
      const text = JSON.stringify({
        action: 'login',
        email: 'a@b.es',
        password: 'x'.repeat(JSON_LIMIT - 100),
      });
      expect(text.length).toBeLessThan(JSON_LIMIT);
      const res = await request(server, 'POST', '/api/auth.php', { rawBody: text });
      expect(res.status).not.toBe(413);
      expectSafe(res);
    });

    it('a chunked body with no Content-Length is cut at 1 MB too', async () => {
      expectRefused(await chunked(server, '/api/auth.php', over('email')), 413, MSG.tooLarge);
      expectRefused(
        await chunked(server, '/api/guardar_tests_realizados.php', over('texto'), invitado.token),
        413,
        MSG.tooLarge,
      );
      await alive();
    });

    it('a form-encoded body over 1 MB is a 413 in Spanish', async () => {
      const res = await request(server, 'POST', '/api/test_progreso.php', {
        token: invitado.token,
        rawBody: `action=guardar&datos=${'x'.repeat(JSON_LIMIT)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expectRefused(res, 413, MSG.tooLarge);
    });

    it('headers over 16 KB get a Spanish 431, and the server goes on', async () => {
      const res = await request(server, 'GET', '/api/procesos.php', {
        headers: { 'x-relleno': 'x'.repeat(20_000) },
      });
      expectRefused(res, 431, MSG.tooLarge);
      await alive();
    });
  });

  describe('extraer_texto.php', () => {
    const extraer = (bytes: Uint8Array<ArrayBuffer>, token = invitado.token) =>
      multipart(server, '/api/extraer_texto.php', {
        token,
        file: { name: 'apuntes.txt', bytes, type: 'text/plain' },
      });

    it('takes a file of exactly 20 MB', async () => {
      const res = await extraer(new Uint8Array(MAX_UPLOAD_BYTES).fill(0x61));
      expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(200);
      expect(res.body.archivo_tamano).toBe(MAX_UPLOAD_BYTES);
    });

    it('refuses 20 MB and one byte with 413 and the Spanish message', async () => {
      // Several times: the byte past the limit must never be lost in a race and the file kept cut.
      for (let i = 0; i < 3; i++)
        expectRefused(
          await extraer(new Uint8Array(MAX_UPLOAD_BYTES + 1).fill(0x61)),
          413,
          SUMMARY_MSG.fileSize,
        );
      await alive();
    });

    it('refuses a second file and too many fields with 413', async () => {
      const form = new FormData();
      form.append('archivo', new Blob(['Texto de apuntes.'], { type: 'text/plain' }), 'a.txt');
      form.append('archivo', new Blob(['Otro texto.'], { type: 'text/plain' }), 'b.txt');
      const res = await fetch(`${server.url}/api/extraer_texto.php`, {
        method: 'POST',
        headers: { authorization: `Bearer ${invitado.token}` },
        body: form,
      });
      expectRefused(
        {
          status: res.status,
          body: (await res.json()) as Record<string, unknown>,
          headers: res.headers,
        },
        413,
        MSG.tooLarge,
      );
      const fields = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`campo${i}`, 'x']));
      const many = await multipart(server, '/api/extraer_texto.php', {
        token: invitado.token,
        fields,
        file: { name: 'a.txt', bytes: 'Texto de apuntes.', type: 'text/plain' },
      });
      expectRefused(many, 413, MSG.tooLarge);
      await alive();
    });

    it('refuses a big upload without a session with 401, not by reading it', async () => {
      const res = await multipart(server, '/api/extraer_texto.php', {
        file: { name: 'a.txt', bytes: new Uint8Array(25 * MB).fill(0x61), type: 'text/plain' },
      });
      expectRefused(res, 401, MSG.unauthorized);
      await alive();
    });
  });

  describe('importar_preguntas.php', () => {
    const importar = (options: Parameters<typeof multipart>[2]) =>
      multipart(server, '/api/importar_preguntas.php', { token: sa.token, ...options });

    it('imports a small file (the limits leave room for a real one)', async () => {
      const res = await importar({
        file: { name: 'banco.gift', bytes: GIFT },
        fields: { id_proceso: String(procesoId), seccion: 'Límites', tema: 'Tema 1' },
      });
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
      expect(res.body.ok).toBe(true);
    });

    it('refuses a file of 20 MB and one byte with 413', async () => {
      for (let i = 0; i < 3; i++) {
        const res = await importar({
          file: { name: 'grande.gift', bytes: new Uint8Array(MAX_UPLOAD_BYTES + 1).fill(0x61) },
          fields: { id_proceso: String(procesoId) },
        });
        expectRefused(res, 413, ADMIN_MSG.archivoGrande);
      }
      await alive();
    });

    it('refuses a second file, too many fields and a field over its size with 413', async () => {
      const form = new FormData();
      form.append('id_proceso', String(procesoId));
      form.append('archivo', new Blob([GIFT]), 'a.gift');
      form.append('otro', new Blob([GIFT]), 'b.gift');
      const twoFiles = await fetch(`${server.url}/api/importar_preguntas.php`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sa.token}` },
        body: form,
      });
      expectRefused(
        {
          status: twoFiles.status,
          body: (await twoFiles.json()) as Record<string, unknown>,
          headers: twoFiles.headers,
        },
        413,
        MSG.tooLarge,
      );

      const fields = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`campo${i}`, 'x']));
      expectRefused(
        await importar({
          file: { name: 'a.gift', bytes: GIFT },
          fields: { id_proceso: String(procesoId), ...fields },
        }),
        413,
        MSG.tooLarge,
      );
      // A field longer than the form allows is refused, never cut short and imported.
      expectRefused(
        await importar({
          file: { name: 'a.gift', bytes: GIFT },
          fields: { id_proceso: String(procesoId), tema: 'x'.repeat(5_000) },
        }),
        413,
        MSG.tooLarge,
      );
      await alive();
    });

    it('takes a name of 300 characters of four bytes each, whole', async () => {
      const tema = '😀'.repeat(300);
      const res = await importar({
        file: { name: 'banco.gift', bytes: GIFT.replace('P1', 'P2') },
        fields: { id_proceso: String(procesoId), seccion: 'Límites', tema },
      });
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
      const exported = await request(
        server,
        'GET',
        `/api/exportar_preguntas.php?id_proceso=${procesoId}&formato=csv`,
        { token: sa.token },
      );
      expect(exported.status).toBe(200);
      expect(String(exported.body.raw)).toContain(tema);
    });

    it('refuses a big upload from an invitado with 403 and from nobody with 401', async () => {
      const file = { name: 'grande.gift', bytes: new Uint8Array(25 * MB).fill(0x61) };
      expectRefused(await importar({ token: invitado.token, file }), 403, MSG.forbidden);
      expectRefused(
        await multipart(server, '/api/importar_preguntas.php', { file }),
        401,
        MSG.unauthorized,
      );
      await alive();
    });
  });
});
