import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { summaries } from '../../server/db/schema';
import { EXTRACTIONS_PER_USER_PER_MINUTE } from '../../server/routes/summaries';
import { summarize } from '../../src/core/ai-local';
import { AI_MSG, MSG, SUMMARY_MSG, UPLOAD_MIME } from '../../src/core/contract';
import { documentXml, makeDocx, makePdf, makeZip } from '../fixtures/uploads/make-files';
import type { FakeOpenAi } from './fake-openai';
import { FAKE_ANSWERS, startFakeOpenAi } from './fake-openai';
import type { Json, TestServer } from './harness';
import { dbKinds, request, startTestServer, testConfig } from './harness';
import type { Session } from './quiz-helpers';
import { ENGLISH, loginSuperAdmin, registerUser, seededBank } from './quiz-helpers';

const UPLOADS = path.resolve(import.meta.dirname, '../fixtures/uploads');
const fixture = (name: string) => readFileSync(path.join(UPLOADS, name));
const CORTES = readFileSync(
  path.resolve(import.meta.dirname, '../fixtures/ai/cortes-generales.txt'),
  'utf8',
);
const NO_LIMITS = { ...testConfig().rateLimits, aiPerUserPerMinute: 10_000 };
const MB = 1024 * 1024;

/** POST extraer_texto.php as a browser form does: multipart, the file in `field`. */
async function upload(
  server: TestServer,
  token: string | undefined,
  bytes: Uint8Array,
  name: string,
  field = 'archivo',
): Promise<Json> {
  const form = new FormData();
  form.append(field, new Blob([Uint8Array.from(bytes)]), name);
  const res = await fetch(`${server.url}/api/extraer_texto.php`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
    headers: res.headers,
  };
}

function expectError(res: Json, status: number, error?: string) {
  expect(res.status).toBe(status);
  expect(res.body.success).toBe(false);
  expect(res.headers.get('content-type')).toContain('application/json');
  if (error) expect(res.body.error).toBe(error);
  else expect(res.body.error).not.toMatch(ENGLISH);
}

const TEXT = 'Las Cortes Generales representan al pueblo español.';

describe.each(dbKinds)('extraer_texto.php on %s', (kind) => {
  let server: TestServer;
  let user: Session;
  beforeAll(async () => {
    server = await startTestServer(kind);
    user = await registerUser(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each([
    { file: 'congreso.txt', tipo: UPLOAD_MIME.txt },
    { file: 'congreso.pdf', tipo: UPLOAD_MIME.pdf },
    { file: 'congreso.docx', tipo: UPLOAD_MIME.docx },
    { file: 'congreso.doc', tipo: UPLOAD_MIME.doc },
  ])('extracts the text of $file', async ({ file, tipo }) => {
    const bytes = fixture(file);
    const res = await upload(server, user.token, bytes, file);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      archivo_nombre: file,
      archivo_tamano: bytes.length,
      archivo_tipo: tipo,
      truncado: false,
    });
    const texto = res.body.texto as string;
    expect(texto).not.toMatch(/\n{3}/);
    // A PDF breaks lines where the page did; the words are the same.
    const words = texto.replace(/\s+/g, ' ');
    expect(words.startsWith('El Congreso de los Diputados Artículo 68.')).toBe(true);
    expect(words).toContain(
      'Artículo 68. El Congreso se compone de un mínimo de 300 y un máximo de 400 Diputados',
    );
    expect(words).toContain('Las poblaciones de Ceuta y Melilla estarán representadas');
  });

  it('reads a PDF written by hand and a DOCX built entry by entry', async () => {
    const pdf = await upload(
      server,
      user.token,
      makePdf(['Artículo 66.', 'Las Cortes Generales son inviolables.']),
      'a.pdf',
    );
    expect(pdf.status).toBe(200);
    expect(pdf.body.texto).toContain('Las Cortes Generales son inviolables.');
    const docx = makeDocx(Buffer.from(documentXml(['Título I', 'La Corona es hereditaria.'])));
    const res = await upload(server, user.token, docx, 'corona.docx');
    expect(res.status).toBe(200);
    expect(res.body.texto).toBe('Título I\n\nLa Corona es hereditaria.');
  });

  it('tells the type from the content, not from the name', async () => {
    const pdf = await upload(server, user.token, fixture('congreso.pdf'), 'apuntes.txt');
    expect(pdf.body).toMatchObject({
      success: true,
      archivo_tipo: UPLOAD_MIME.pdf,
      archivo_nombre: 'apuntes.txt',
    });
    const txt = await upload(server, user.token, Buffer.from(TEXT), 'apuntes.docx');
    expect(txt.body).toMatchObject({ archivo_tipo: UPLOAD_MIME.txt, texto: TEXT });
  });

  it('reads a Windows-1252 text and keeps only the file name of a path', async () => {
    const res = await upload(
      server,
      user.token,
      Buffer.from('Constitución española, artículo 1.', 'latin1'),
      'C:\\apuntes\\tema 1.txt',
    );
    expect(res.body).toMatchObject({
      texto: 'Constitución española, artículo 1.',
      archivo_nombre: 'tema 1.txt',
    });
  });

  it('refuses a program renamed .pdf, an image and a zip that is not a DOCX with 415', async () => {
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
      Buffer.alloc(2048, 0),
      Buffer.from('This program cannot be run in DOS mode'),
    ]);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 0),
    ]);
    const zip = makeZip([{ name: 'notas.txt', data: Buffer.from(TEXT) }]);
    for (const [bytes, name] of [
      [exe, 'temario.pdf'],
      [exe, 'temario.exe'],
      [png, 'foto.docx'],
      [zip, 'notas.docx'],
    ] as const) {
      expectError(await upload(server, user.token, bytes, name), 415, SUMMARY_MSG.fileType);
    }
  });

  it('refuses a file over 20 MB with 413', async () => {
    const big = Buffer.alloc(21 * MB, 'a');
    expectError(await upload(server, user.token, big, 'grande.txt'), 413, SUMMARY_MSG.fileSize);
    // The server is still there for the next upload.
    expect((await upload(server, user.token, Buffer.from(TEXT), 'a.txt')).status).toBe(200);
  });

  it('refuses a DOCX zip bomb before unpacking it, whatever sizes it declares', async () => {
    const huge = Buffer.from(documentXml([TEXT], ' '.repeat(60 * MB)));
    // Honest headers: the central directory alone gives it away.
    expectError(
      await upload(server, user.token, makeDocx(huge), 'bomba.docx'),
      413,
      SUMMARY_MSG.unpackedTooLarge,
    );
    // Lying headers: the inflation stops as soon as an entry gives more than it declared.
    expectError(
      await upload(server, user.token, makeDocx(huge, 2048), 'bomba.docx'),
      413,
      SUMMARY_MSG.unpackedTooLarge,
    );
    // Entries that each pass but add up past the limit.
    const many = makeZip([
      ...Array.from({ length: 3 }, (_, i) => ({
        name: `word/media/relleno${i}.bin`,
        data: Buffer.alloc(16),
        declaredSize: 40 * MB,
      })),
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/document.xml', data: Buffer.from(documentXml([TEXT])) },
    ]);
    expectError(
      await upload(server, user.token, many, 'bomba.docx'),
      413,
      SUMMARY_MSG.unpackedTooLarge,
    );
  });

  it('refuses an empty file, a file without text and a damaged PDF', async () => {
    expectError(
      await upload(server, user.token, new Uint8Array(0), 'vacio.txt'),
      400,
      SUMMARY_MSG.fileEmpty,
    );
    expectError(
      await upload(server, user.token, makePdf([]), 'escaneado.pdf'),
      422,
      SUMMARY_MSG.fileNoText,
    );
    expectError(
      await upload(server, user.token, Buffer.from('   \n\n  '), 'blanco.txt'),
      422,
      SUMMARY_MSG.fileNoText,
    );
    const broken = fixture('congreso.pdf').subarray(0, 400);
    expectError(
      await upload(server, user.token, broken, 'roto.pdf'),
      400,
      SUMMARY_MSG.fileUnreadable,
    );
  });

  it('limits each user to a number of extractions a minute, in Spanish', async () => {
    const busy = await registerUser(server);
    for (let i = 0; i < EXTRACTIONS_PER_USER_PER_MINUTE; i++)
      expect((await upload(server, busy.token, Buffer.from(TEXT), 'a.txt')).status).toBe(200);
    const refused = await upload(server, busy.token, Buffer.from(TEXT), 'a.txt');
    expectError(refused, 429, SUMMARY_MSG.tooManyUploads);
    expect((await upload(server, user.token, Buffer.from(TEXT), 'a.txt')).status).toBe(200);
  });

  it('asks for the file in the field archivo, as multipart, after login', async () => {
    expectError(
      await upload(server, user.token, Buffer.from(TEXT), 'a.txt', 'fichero'),
      400,
      SUMMARY_MSG.fileMissing,
    );
    const json = await request(server, 'POST', '/api/extraer_texto.php', {
      body: { archivo: TEXT },
      token: user.token,
    });
    expectError(json, 415, SUMMARY_MSG.multipart);
    expectError(await upload(server, undefined, Buffer.from(TEXT), 'a.txt'), 401, MSG.unauthorized);
  });
});

describe.each(dbKinds)('summaries with the local engine on %s', (kind) => {
  let server: TestServer;
  let user: Session;
  let procesoId: number;
  beforeAll(async () => {
    server = await startTestServer(kind, { rateLimits: NO_LIMITS });
    user = await registerUser(server);
    procesoId = (await seededBank(server)).proceso.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  const generar = (
    body: Record<string, unknown>,
    session: Session = user,
    headers?: Record<string, string>,
  ) => request(server, 'POST', '/api/generar_resumen.php', { body, token: session.token, headers });
  const base = () => ({
    id_proceso: procesoId,
    tema: 'Las Cortes Generales',
    seccion: 'Auxiliar - Constitución',
  });
  const rowsOf = async (userId: number) =>
    (
      await server.database.db
        .select({ n: count() })
        .from(summaries)
        .where(eq(summaries.userId, userId))
    )[0]?.n;

  it('saves a corto summary as written, lists it and shows its detail', async () => {
    const owner = await registerUser(server);
    const saved = await generar(
      {
        ...base(),
        texto: `  ${TEXT}  `,
        nivel_detalle: 'corto',
        archivo_nombre: 'tema3.pdf',
        archivo_tamano: 12_753,
        archivo_tipo: UPLOAD_MIME.pdf,
      },
      owner,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ success: true, resumen: TEXT, motor: null, uuid: null });
    const id = saved.body.id as number;

    const list = await request(
      server,
      'GET',
      `/api/listar_resumenes.php?id_usuario=${owner.userId}`,
      { token: owner.token },
    );
    expect(list.body.success).toBe(true);
    expect(list.body.resumenes).toHaveLength(1);

    const detail = await request(server, 'GET', `/api/detalle_resumen.php?id=${id}`, {
      token: owner.token,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.resumen).toMatchObject({
      id,
      id_proceso: procesoId,
      tema: 'Las Cortes Generales',
      seccion: 'Auxiliar - Constitución',
      resumen: TEXT,
      archivo_nombre: 'tema3.pdf',
      archivo_tamano: 12_753,
      archivo_tipo: UPLOAD_MIME.pdf,
      tecnica: null,
      motor: null,
    });
    expect(Date.parse((detail.body.resumen as { fecha: string }).fecha)).not.toBeNaN();
  });

  it('summarises a largo text with the local engine, sentences of the text in order', async () => {
    const res = await generar({ ...base(), texto: CORTES, nivel_detalle: 'largo' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      motor: 'local',
      resumen: summarize(CORTES, 'largo'),
    });
    expect((res.body.resumen as string).length).toBeLessThan(CORTES.length / 2);
    const detail = await request(
      server,
      'GET',
      `/api/detalle_resumen.php?id=${res.body.id as number}`,
      { token: user.token },
    );
    expect(detail.body.resumen).toMatchObject({ motor: 'local', resumen: res.body.resumen });
  });

  it('lists only the user newest first; another user id is 403, an SA may read it', async () => {
    const owner = await registerUser(server);
    const first = await generar(
      { ...base(), tema: 'Primero', texto: TEXT, nivel_detalle: 'corto' },
      owner,
    );
    const second = await generar(
      { ...base(), tema: 'Segundo', texto: TEXT, nivel_detalle: 'corto' },
      owner,
    );
    const list = await request(server, 'GET', '/api/listar_resumenes.php', { token: owner.token });
    expect((list.body.resumenes as { id: number }[]).map((r) => r.id)).toEqual([
      second.body.id,
      first.body.id,
    ]);
    const other = await registerUser(server);
    expectError(
      await request(server, 'GET', `/api/listar_resumenes.php?id_usuario=${owner.userId}`, {
        token: other.token,
      }),
      403,
      MSG.forbidden,
    );
    const sa = await loginSuperAdmin(server);
    const bySa = await request(
      server,
      'GET',
      `/api/listar_resumenes.php?id_usuario=${owner.userId}`,
      { token: sa.token },
    );
    expect(bySa.body.resumenes).toHaveLength(2);
  });

  it("answers another user's summary, its technique and a missing one with 404 'Resumen no encontrado'", async () => {
    const owner = await registerUser(server);
    const other = await registerUser(server);
    const id = (await generar({ ...base(), texto: TEXT, nivel_detalle: 'corto' }, owner)).body
      .id as number;
    for (const path of [
      `/api/detalle_resumen.php?id=${id}`,
      `/api/tecnica_resumen.php?resumen_id=${id}`,
      '/api/detalle_resumen.php?id=999999',
    ]) {
      expectError(
        await request(server, 'GET', path, { token: other.token }),
        404,
        SUMMARY_MSG.notFound,
      );
    }
    const write = await request(server, 'POST', '/api/tecnica_resumen.php', {
      body: { resumen_id: id, tecnica: 'ajena' },
      token: other.token,
    });
    expectError(write, 404, SUMMARY_MSG.notFound);
    const own = await request(server, 'GET', `/api/tecnica_resumen.php?resumen_id=${id}`, {
      token: owner.token,
    });
    expect(own.body).toEqual({ success: true, tecnica: null });
  });

  it('saves and reads back the technique, once per Idempotency-Key', async () => {
    const id = (await generar({ ...base(), texto: TEXT, nivel_detalle: 'corto' })).body
      .id as number;
    const key = randomUUID();
    const save = (tecnica: string) =>
      request(server, 'POST', '/api/tecnica_resumen.php', {
        body: { resumen_id: id, tecnica },
        token: user.token,
        headers: { 'idempotency-key': key },
      });
    expect((await save('Loci: la puerta es el Congreso.')).body).toEqual({ success: true });
    const again = await save('Loci: la puerta es el Congreso.');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    // The same key with another body is refused, not replayed.
    expect((await save('Otra técnica')).status).toBe(422);
    const read = await request(server, 'GET', `/api/tecnica_resumen.php?resumen_id=${id}`, {
      token: user.token,
    });
    expect(read.body).toEqual({ success: true, tecnica: 'Loci: la puerta es el Congreso.' });
    const tooLong = await request(server, 'POST', '/api/tecnica_resumen.php', {
      body: { resumen_id: id, tecnica: 'x'.repeat(100_001) },
      token: user.token,
    });
    expectError(tooLong, 400, SUMMARY_MSG.tecnicaTooLong);
  });

  it('stores a summary sent twice with the same uuid, or the same Idempotency-Key, once', async () => {
    const owner = await registerUser(server);
    const uuid = randomUUID();
    const first = await generar({ ...base(), uuid, texto: CORTES, nivel_detalle: 'largo' }, owner);
    const second = await generar(
      { ...base(), uuid, texto: 'Otro texto distinto.', nivel_detalle: 'largo' },
      owner,
    );
    expect(second.body).toMatchObject({ id: first.body.id, uuid, resumen: first.body.resumen });
    const key = randomUUID();
    const a = await generar({ ...base(), texto: TEXT, nivel_detalle: 'corto' }, owner, {
      'idempotency-key': key,
    });
    const b = await generar({ ...base(), texto: TEXT, nivel_detalle: 'corto' }, owner, {
      'idempotency-key': key,
    });
    expect(b.body).toEqual(a.body);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(await rowsOf(owner.userId)).toBe(2);
  });

  it.each([
    { body: { nivel_detalle: 'largo', tema: 'T' }, error: SUMMARY_MSG.textoRequired },
    { body: { nivel_detalle: 'largo', texto: '   ', tema: '' }, error: SUMMARY_MSG.textoRequired },
    { body: { nivel_detalle: 'largo', texto: TEXT }, error: SUMMARY_MSG.temaRequired },
    { body: { nivel_detalle: 'corto', texto: TEXT }, error: SUMMARY_MSG.temaYResumen },
    { body: { nivel_detalle: 'corto', tema: 'T', texto: '' }, error: SUMMARY_MSG.temaYResumen },
    { body: { nivel_detalle: 'mediano', tema: 'T', texto: TEXT }, error: SUMMARY_MSG.nivelDetalle },
    { body: { tema: 'T', texto: TEXT }, error: SUMMARY_MSG.nivelDetalle },
    {
      body: { nivel_detalle: 'corto', tema: 'T', texto: 'Frase. '.repeat(15_000) },
      error: AI_MSG.textTooLong,
    },
    {
      body: { nivel_detalle: 'corto', tema: 'T', texto: TEXT, uuid: 'no-es-uuid' },
      error: SUMMARY_MSG.uuid,
    },
    {
      body: { nivel_detalle: 'corto', tema: 'T', texto: TEXT, archivo_tamano: 21 * MB },
      error: SUMMARY_MSG.fileSize,
    },
  ])('answers $body.nivel_detalle with "$error"', async ({ body, error }) => {
    expectError(await generar(body), 400, error);
  });

  it('answers wrong types, a 1 MB body and an unknown process in Spanish, never 500', async () => {
    for (const bad of [
      { texto: 5 },
      { tema: { a: 1 } },
      { id_proceso: 'uno' },
      { archivo_tamano: '3' },
      { seccion: [1] },
    ]) {
      expectError(await generar({ ...base(), texto: TEXT, nivel_detalle: 'corto', ...bad }), 400);
    }
    expectError(
      await generar({ ...base(), texto: 'x'.repeat(1_100_000), nivel_detalle: 'largo' }),
      413,
      MSG.tooLarge,
    );
    expectError(
      await generar({ ...base(), id_proceso: 999_999, texto: TEXT, nivel_detalle: 'corto' }),
      404,
      'Proceso no encontrado',
    );
    expectError(
      await request(server, 'GET', '/api/detalle_resumen.php?id=abc', { token: user.token }),
      400,
    );
    expectError(
      await request(server, 'GET', '/api/detalle_resumen.php', { token: user.token }),
      400,
    );
  });

  it('asks for a session first', async () => {
    expectError(
      await request(server, 'POST', '/api/generar_resumen.php', {
        body: { ...base(), texto: TEXT, nivel_detalle: 'corto' },
      }),
      401,
      MSG.unauthorized,
    );
    expectError(await request(server, 'GET', '/api/listar_resumenes.php'), 401, MSG.unauthorized);
  });
});

describe.each(dbKinds)('summaries and the AI rate limit on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { rateLimits: { ...NO_LIMITS, aiPerUserPerMinute: 2 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('spends the per-user AI quota on largo summaries only, shared with the functions', async () => {
    const user = await registerUser(server);
    const body = { tema: 'Cortes', texto: CORTES };
    const call = (nivel_detalle: string) =>
      request(server, 'POST', '/api/generar_resumen.php', {
        body: { ...body, nivel_detalle },
        token: user.token,
      });
    expect((await call('largo')).status).toBe(200);
    const tecnica = await request(server, 'POST', '/api/functions/generar-tecnica', {
      body: { resumen: CORTES, metodo: 'mapa' },
      token: user.token,
    });
    expect(tecnica.status).toBe(200);
    expectError(await call('largo'), 429, MSG.rateLimited);
    expect((await call('corto')).status).toBe(200);
  });
});

describe.each(dbKinds)('summaries with an OpenAI-compatible model on %s', (kind) => {
  const MODEL = 'modelo-falso';
  const MODEL_SUMMARY = 'Las Cortes Generales representan al pueblo español (resumen del modelo).';
  let fake: FakeOpenAi;
  let server: TestServer;
  let user: Session;
  beforeAll(async () => {
    FAKE_ANSWERS.resumen = { resumen: MODEL_SUMMARY };
    fake = await startFakeOpenAi();
    server = await startTestServer(kind, {
      rateLimits: NO_LIMITS,
      ai: { baseUrl: fake.baseUrl, apiKey: 'clave', model: MODEL, timeoutMs: 1_500 },
    });
    user = await registerUser(server);
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.mode = 'valid';
    fake.requests.length = 0;
  });

  const generar = (body: Record<string, unknown>) =>
    request(server, 'POST', '/api/generar_resumen.php', {
      body: { tema: 'Cortes', ...body },
      token: user.token,
    });

  it("stores the model's summary and names the model", async () => {
    const res = await generar({ texto: CORTES, nivel_detalle: 'largo' });
    expect(res.body).toMatchObject({ success: true, resumen: MODEL_SUMMARY, motor: MODEL });
    expect(fake.requests[0]?.body.response_format?.json_schema?.name).toBe('resumen');
    const prompt = fake.requests[0]?.body.messages?.find((m) => m.role === 'user')?.content ?? '';
    expect(prompt).toContain('Artículo 68. El Congreso de los Diputados');
    const detail = await request(
      server,
      'GET',
      `/api/detalle_resumen.php?id=${res.body.id as number}`,
      { token: user.token },
    );
    expect(detail.body.resumen).toMatchObject({ resumen: MODEL_SUMMARY, motor: MODEL });
  });

  it.each(['malformed', 'schema', 'timeout', 'error'] as const)(
    'falls back to the local summary when the model answers %s, and says so',
    async (mode) => {
      fake.mode = mode;
      const res = await generar({ texto: CORTES, nivel_detalle: 'largo' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        resumen: summarize(CORTES, 'largo'),
        motor: 'local',
        respaldo: { modelo: MODEL },
      });
      expect(res.body.aviso).toContain('se ha usado el motor local');
    },
  );

  it('never asks the model for a corto summary', async () => {
    const res = await generar({ texto: TEXT, nivel_detalle: 'corto' });
    expect(res.body).toMatchObject({ resumen: TEXT, motor: null });
    expect(fake.requests).toHaveLength(0);
  });
});
