// The runner's comments on this device (src/features/quiz/data/comments.ts) with the real outbox
// and the real server over loopback; Dexie on fake-indexeddb. "Offline" is an API address
// nothing listens on.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installLocalStorage } from '../support/local-storage';
import { freePort } from '../support/server-process';
import type { TestServer } from '../server/harness';
import { request, startTestServer, uniqueUser } from '../server/harness';

installLocalStorage();
const { setApiBase, setApiTimeout } = await import('../../src/lib/api-client');
const { db } = await import('../../src/lib/db/db');
const { drainOutbox } = await import('../../src/lib/sync/drain');
const { writeSession } = await import('../../src/lib/session/storage');
const comments = await import('../../src/features/quiz/data/comments');
const { commentDate } = await import('../../src/features/quiz/texts');

let server: TestServer;
let author: { id: number; username: string; nivel: 'invitado'; token: string };
let idPregunta: number;
let closedPort: number;

async function register() {
  const user = uniqueUser('com');
  const res = await request(server, 'POST', '/api/auth.php', {
    body: { action: 'register', ...user },
  });
  return {
    id: res.body.user_id as number,
    username: user.username,
    nivel: 'invitado' as const,
    token: res.body.token as string,
    refresh: res.body.refresh_token as string,
  };
}

const online = () => setApiBase(`${server.url}/api`);
const offline = () => setApiBase(`http://127.0.0.1:${closedPort}/api`);
const onServer = async (id = idPregunta, token = author.token) =>
  (
    (await request(server, 'GET', `/api/comentarios.php?id_pregunta=${id}`, { token })).body
      .comentarios as { id: number; comentario: string }[]
  ).map((c) => c.comentario);
const kept = () => comments.keptComments(idPregunta);
const pending = async () => [...(await comments.pendingCommentIds(author.id))];

beforeAll(async () => {
  server = await startTestServer('pglite');
  closedPort = await freePort();
  setApiTimeout(2_000);
  const user = await register();
  author = user;
  writeSession(user.token, user.refresh, {
    id: user.id,
    username: user.username,
    nivel: 'invitado',
  });
  comments.registerCommentSync();
});
afterAll(async () => {
  await server?.close();
});

let question = 0;
beforeEach(async () => {
  online();
  await db.outbox.clear();
  await db.deadLetters.clear();
  await db.comments.clear();
  // A fresh question for each test, so the server's lists do not mix.
  const bank = await request(server, 'GET', '/api/banco_preguntas.php?id_proceso=1');
  question += 1;
  idPregunta = (bank.body.preguntas as { id: number }[])[question]?.id as number;
});

describe('comments written on this device', () => {
  it('shows a new comment at once, pending, and gives it the server id once sent', async () => {
    offline();
    await comments.addComment(author, 1, idPregunta, '  Primer comentario  ');
    const [local] = await kept();
    expect(local).toMatchObject({
      comentario: 'Primer comentario',
      username: author.username,
      puede_editar: true,
      id_usuario: author.id,
    });
    expect(String(local?.id)).toMatch(/^local-/);
    expect(await pending()).toEqual([local?.id]);

    online();
    expect((await drainOutbox(author.id)).sent).toBe(1);
    const [synced] = await kept();
    expect(typeof synced?.id).toBe('number');
    expect(synced?.comentario).toBe('Primer comentario');
    expect(await pending()).toEqual([]);
    expect(await onServer()).toEqual(['Primer comentario']);
  });

  it('edits or drops the queued add of a comment never sent, so the server sees one write', async () => {
    offline();
    await comments.addComment(author, 1, idPregunta, 'borrador');
    const [draft] = await kept();
    await comments.editComment(author.id, draft!, 'versión final');
    expect(await db.outbox.count()).toBe(1);
    await comments.addComment(author, 1, idPregunta, 'me arrepiento');
    const regret = (await kept()).find((c) => c.comentario === 'me arrepiento');
    await comments.deleteComment(author.id, regret!);
    expect(await db.outbox.count()).toBe(1);
    expect((await kept()).map((c) => c.comentario)).toEqual(['versión final']);

    online();
    await drainOutbox(author.id);
    expect(await onServer()).toEqual(['versión final']);
  });

  it('changes a comment whose add was tried here only, and sends the change once the add is acknowledged', async () => {
    await comments.addComment(author, 1, idPregunta, 'en camino');
    await comments.addComment(author, 1, idPregunta, 'también en camino');
    offline();
    await drainOutbox(author.id); // a network error: the adds stay, tried or taken into a request
    const [first, second] = await kept();
    await comments.editComment(author.id, first!, 'corregido');
    await comments.deleteComment(author.id, second!);
    expect((await kept()).map((c) => c.comentario)).toEqual(['corregido']);
    online();
    await drainOutbox(author.id, () => Date.now() + 3_600_000);
    expect(await onServer()).toEqual(['corregido']);
    expect(await pending()).toEqual([]);
    expect((await kept()).map((c) => [typeof c.id, c.comentario])).toEqual([
      ['number', 'corregido'],
    ]);
  });

  it('edits a comment through a copy read before its add was acknowledged, under the server id', async () => {
    await comments.addComment(author, 1, idPregunta, 'antes');
    const [stale] = await kept();
    expect(String(stale?.id)).toMatch(/^local-/);
    await drainOutbox(author.id);
    await comments.editComment(author.id, stale!, 'después');
    const [synced] = await kept();
    expect(typeof synced?.id).toBe('number');
    expect((await db.outbox.toArray()).map((e) => e.body)).toEqual([
      { id: synced?.id, comentario: 'después' },
    ]);
    await drainOutbox(author.id);
    expect(await onServer()).toEqual(['después']);
  });

  it('queues edits and deletes of a synced comment; a refresh meanwhile keeps the local version', async () => {
    await comments.addComment(author, 1, idPregunta, 'uno');
    await comments.addComment(author, 1, idPregunta, 'dos');
    await drainOutbox(author.id);
    const [uno, dos] = await kept();
    await comments.editComment(author.id, uno!, 'uno corregido');
    await comments.deleteComment(author.id, dos!);
    expect(new Set(await pending())).toEqual(new Set([uno?.id, dos?.id]));

    await comments.refreshComments(idPregunta, author.id);
    expect((await kept()).map((c) => c.comentario)).toEqual(['uno corregido']);

    await drainOutbox(author.id);
    await comments.refreshComments(idPregunta, author.id);
    expect((await kept()).map((c) => c.comentario)).toEqual(['uno corregido']);
    expect(await pending()).toEqual([]);
    expect(await onServer()).toEqual(['uno corregido']);
  });

  it('lays an edit still waiting over the server’s fresh copy, and keeps a comment deleted here out', async () => {
    await comments.addComment(author, 1, idPregunta, 'uno');
    await comments.addComment(author, 1, idPregunta, 'dos');
    await drainOutbox(author.id);
    const [uno, dos] = await kept();
    offline();
    await comments.editComment(author.id, uno!, 'uno corregido');
    await comments.deleteComment(author.id, dos!);

    // The server's list still has both with their old text, and a field changed there since.
    online();
    const realFetch = globalThis.fetch;
    const renamed = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const res = await realFetch(input, init);
      if (!String(input).includes(`comentarios.php?id_pregunta=${idPregunta}`)) return res;
      const body = (await res.json()) as { comentarios: { username: string }[] };
      const comentarios = body.comentarios.map((c) => ({ ...c, username: 'renombrado' }));
      return new Response(JSON.stringify({ ...body, comentarios }), {
        status: res.status,
        headers: { 'content-type': 'application/json' },
      });
    });
    try {
      await comments.refreshComments(idPregunta, author.id);
    } finally {
      renamed.mockRestore();
    }
    expect(await onServer()).toEqual(['uno', 'dos']);
    const [serverCopy] = (
      await request(server, 'GET', `/api/comentarios.php?id_pregunta=${idPregunta}`, {
        token: author.token,
      })
    ).body.comentarios as { id: number; fecha: string }[];
    expect(serverCopy?.id).toBe(uno?.id);
    // The server's fields (its date too, not the one this device gave the add) with the queued text.
    expect(await kept()).toEqual([
      { ...uno, fecha: serverCopy?.fecha, comentario: 'uno corregido', username: 'renombrado' },
    ]);
    expect((await db.comments.get(uno!.id))?.pending).toBe(true);

    await drainOutbox(author.id);
    await comments.refreshComments(idPregunta, author.id);
    expect(await onServer()).toEqual(['uno corregido']);
    expect(await kept()).toMatchObject([
      { id: uno?.id, comentario: 'uno corregido', username: author.username },
    ]);
    expect((await db.comments.get(uno!.id))?.pending).toBe(false);
  });

  it("takes the server's list on refresh: others' comments in, deleted ones out; offline it keeps what it has", async () => {
    const other = await register();
    const posted = await request(server, 'POST', '/api/comentarios.php', {
      token: other.token,
      body: { id_pregunta: idPregunta, comentario: 'de otra persona' },
    });
    await comments.refreshComments(idPregunta, author.id);
    const [theirs] = await kept();
    expect(theirs).toMatchObject({
      comentario: 'de otra persona',
      username: other.username,
      puede_editar: false,
    });
    expect(commentDate(theirs!.fecha)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    await request(server, 'POST', '/api/comentarios.php', {
      token: other.token,
      body: { action: 'delete', id: posted.body.id },
    });
    offline();
    await comments.refreshComments(idPregunta, author.id);
    expect(await kept()).toHaveLength(1);
    online();
    await comments.refreshComments(idPregunta, author.id);
    expect(await kept()).toEqual([]);
  });
});
