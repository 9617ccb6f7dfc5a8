import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../../server/db/schema';
import type { Json, TestServer } from './harness';
import { dbKinds, request, setLevel, startTestServer } from './harness';
import type { BankRow, Session } from './quiz-helpers';
import { ENGLISH, loginSuperAdmin, registerUser, seededBank } from './quiz-helpers';

describe.each(dbKinds)('comentarios.php on %s', (kind) => {
  let server: TestServer;
  let bank: BankRow[];
  let author: Session;
  let other: Session;
  let admin: Session;
  let sa: Session;

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ bank } = await seededBank(server));
    [author, other, admin] = [
      await registerUser(server),
      await registerUser(server),
      await registerUser(server),
    ];
    await setLevel(server, admin.userId, 'admin');
    sa = await loginSuperAdmin(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const questionAt = (i: number) => {
    const q = bank[i];
    if (!q) throw new Error('banco demasiado pequeño');
    return q;
  };
  const list = (session: Session, idPregunta: number) =>
    request(server, 'GET', `/api/comentarios.php?id_pregunta=${idPregunta}`, {
      token: session.token,
    });
  const add = (session: Session, body: Record<string, unknown>, headers?: Record<string, string>) =>
    request(server, 'POST', '/api/comentarios.php', { token: session.token, body, headers });
  const edit = (
    session: Session,
    body: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => request(server, 'PUT', '/api/comentarios.php', { token: session.token, body, headers });
  const remove = (
    session: Session,
    id: number,
    extra: Record<string, unknown> = {},
    headers?: Record<string, string>,
  ) =>
    request(server, 'POST', '/api/comentarios.php', {
      token: session.token,
      body: { action: 'delete', id, ...extra },
      headers,
    });
  const listedComments = (res: Json) => res.body.comentarios as Record<string, unknown>[];
  const rowsFor = async (idPregunta: number) =>
    (
      await server.database.db
        .select({ n: count() })
        .from(comments)
        .where(eq(comments.idPregunta, idPregunta))
    )[0]?.n;

  async function addOne(session: Session, idPregunta: number, comentario = 'Un comentario') {
    const res = await add(session, {
      id_proceso: questionAt(0).idProceso,
      id_pregunta: idPregunta,
      tipo: 'pregunta',
      comentario,
    });
    expect(res.status).toBe(201);
    return res.body.id as number;
  }

  it('adds a comment and lists it with author, level, date and who may edit it', async () => {
    const q = questionAt(0);
    const before = Date.now();
    const res = await add(author, {
      id_proceso: q.idProceso,
      id_pregunta: q.id,
      tipo: 'pregunta',
      comentario: '  Ojo al artículo 66.  ',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, id: expect.any(Number) });

    const mine = listedComments(await list(author, q.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      id: res.body.id,
      id_proceso: q.idProceso,
      id_usuario: author.userId,
      id_pregunta: q.id,
      tipo: 'pregunta',
      comentario: 'Ojo al artículo 66.',
      rol: 'invitado',
      puede_editar: true,
    });
    expect(typeof mine[0]?.username).toBe('string');
    const fecha = Date.parse(String(mine[0]?.fecha));
    expect(fecha).toBeGreaterThanOrEqual(before - 5_000);
    expect(String(mine[0]?.fecha)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);

    expect(listedComments(await list(other, q.id))[0]?.puede_editar).toBe(false);
    expect(listedComments(await list(admin, q.id))[0]?.puede_editar).toBe(true);
    expect(listedComments(await list(sa, q.id))[0]?.puede_editar).toBe(true);
  });

  it('lists the comments of one question only, oldest first', async () => {
    const [a, b] = [questionAt(1), questionAt(2)];
    const first = await addOne(author, a.id, 'primero');
    const second = await addOne(other, a.id, 'segundo');
    await addOne(other, b.id, 'de otra pregunta');
    const listed = listedComments(await list(other, a.id));
    expect(listed.map((c) => c.id)).toEqual([first, second]);
    expect(listed.map((c) => c.puede_editar)).toEqual([false, true]);
    expect(listedComments(await list(other, questionAt(3).id))).toEqual([]);
  });

  it('lets the author edit and delete, and ignores the rol the client claims', async () => {
    const q = questionAt(4);
    const id = await addOne(author, q.id, 'texto original');

    const forbidden = await edit(other, { id, comentario: 'secuestrado', rol: 'SA' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({
      success: false,
      error: 'Solo el autor o un administrador puede modificar este comentario',
    });
    const forbiddenDelete = await remove(other, id, { rol: 'admin' });
    expect(forbiddenDelete.status).toBe(403);
    expect(listedComments(await list(author, q.id))[0]?.comentario).toBe('texto original');

    const edited = await edit(author, { id, comentario: 'texto corregido', rol: 'usuario' });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ success: true });
    expect(listedComments(await list(other, q.id))[0]?.comentario).toBe('texto corregido');

    const deleted = await remove(author, id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    expect(listedComments(await list(author, q.id))).toEqual([]);
  });

  it('lets admin and SA edit and delete anyone’s comment', async () => {
    const q = questionAt(5);
    const id = await addOne(author, q.id, 'de un usuario');
    expect((await edit(admin, { id, comentario: 'moderado por admin' })).status).toBe(200);
    expect(listedComments(await list(author, q.id))[0]).toMatchObject({
      comentario: 'moderado por admin',
      id_usuario: author.userId,
    });
    expect((await remove(sa, id)).status).toBe(200);
    expect(await rowsFor(q.id)).toBe(0);
  });

  it('answers 404 for a missing comment or question, and 400 in Spanish for bad input', async () => {
    const missing = await edit(author, { id: 987654, comentario: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, error: 'Comentario no encontrado' });
    expect((await remove(author, 987654)).status).toBe(404);
    const noQuestion = await add(author, { id_pregunta: 987654, comentario: 'x' });
    expect(noQuestion.status).toBe(404);
    expect(noQuestion.body.error).toBe('Pregunta no encontrada');

    const bad: [Json, string][] = [
      [
        await add(author, { id_pregunta: questionAt(0).id, comentario: '   ' }),
        'Escribe un comentario',
      ],
      [await add(author, { id_pregunta: questionAt(0).id }), 'Escribe un comentario'],
      [
        await add(author, { id_pregunta: questionAt(0).id, comentario: 'x'.repeat(2001) }),
        'El comentario no puede superar los 2.000 caracteres',
      ],
      [
        await add(author, { id_pregunta: questionAt(0).id, comentario: 'x', tipo: 'otro' }),
        'El tipo de comentario debe ser "pregunta"',
      ],
      [await remove(author, Number.NaN), 'Falta el identificador del comentario'],
      [
        await request(server, 'POST', '/api/comentarios.php', {
          token: author.token,
          body: { action: 'borrar', id: 1 },
        }),
        'Acción no válida',
      ],
      [await edit(author, { comentario: 'x' }), 'Falta el identificador del comentario'],
      [
        await request(server, 'GET', '/api/comentarios.php', { token: author.token }),
        'Falta el parámetro id_pregunta',
      ],
    ];
    for (const [res, message] of bad) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: message });
      expect(res.body.error).not.toMatch(ENGLISH);
    }
  });

  it('needs a session for every call', async () => {
    const q = questionAt(0);
    for (const res of [
      await request(server, 'GET', `/api/comentarios.php?id_pregunta=${q.id}`),
      await request(server, 'POST', '/api/comentarios.php', {
        body: { id_pregunta: q.id, comentario: 'x' },
      }),
      await request(server, 'PUT', '/api/comentarios.php', { body: { id: 1, comentario: 'x' } }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
    }
  });

  it('only an admin may write in another user’s name', async () => {
    const q = questionAt(6);
    const res = await add(other, {
      id_pregunta: q.id,
      comentario: 'suplantación',
      id_usuario: author.userId,
    });
    expect(res.status).toBe(403);
    const byAdmin = await add(admin, {
      id_pregunta: q.id,
      comentario: 'en nombre de otro',
      id_usuario: author.userId,
    });
    expect(byAdmin.status).toBe(201);
    expect(listedComments(await list(author, q.id))[0]).toMatchObject({
      id_usuario: author.userId,
      puede_editar: true,
    });
  });

  it('applies a repeated Idempotency-Key once: add, edit and delete', async () => {
    const q = questionAt(7);
    const key = { 'idempotency-key': randomUUID() };
    const body = { id_pregunta: q.id, comentario: 'enviado dos veces' };
    const first = await add(author, body, key);
    const again = await add(author, body, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await rowsFor(q.id)).toBe(1);

    const id = first.body.id as number;
    const editKey = { 'idempotency-key': randomUUID() };
    expect((await edit(author, { id, comentario: 'v2' }, editKey)).status).toBe(200);
    expect((await edit(author, { id, comentario: 'v3' })).status).toBe(200);
    // A late repeat of the first edit changes nothing.
    const late = await edit(author, { id, comentario: 'v2' }, editKey);
    expect(late.headers.get('idempotent-replayed')).toBe('true');
    expect(listedComments(await list(author, q.id))[0]?.comentario).toBe('v3');

    const deleteKey = { 'idempotency-key': randomUUID() };
    expect((await remove(author, id, {}, deleteKey)).status).toBe(200);
    const repeat = await remove(author, id, {}, deleteKey);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual({ success: true });
    expect(await rowsFor(q.id)).toBe(0);
  });
});
