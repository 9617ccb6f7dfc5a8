// The active bank each server keeps in memory (server/banks/active-bank.ts) follows every change
// to a bank: the next genera_test.php and banco_preguntas.php after an import, a question put
// under review by reports, and a report withdrawn with its author's account, on the server that
// made the change and, on PostgreSQL, on a second server sharing the database once the
// database's notification of the new bank version has reached it (server/cache/hot-rows.ts).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPORTES_PARA_RETIRAR } from '../../src/core/contract/admin';
import type { TestServer } from './harness';
import { dbKinds, request, startSecondServer, startTestServer } from './harness';
import type { Session } from './quiz-helpers';
import { loginSuperAdmin, registerUser } from './quiz-helpers';

const PROCESO = 'Proceso de la caché';
const FIRST = `¿Quién sanciona las leyes?
A) El Presidente del Gobierno
B) El Rey
ANSWER: B
FUENTE: Art. 91 CE
`;
const SECOND = `¿Quién refrenda los actos del Rey?
A) El Presidente del Gobierno y, en su caso, los Ministros
B) El Tribunal Supremo
ANSWER: A
FUENTE: Art. 64 CE
`;

async function importAiken(
  server: TestServer,
  token: string,
  content: string,
  fields: Record<string, string>,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ seccion: 'Cacheada', tema: 'Tema de la caché', ...fields }))
    form.append(k, v);
  form.append('archivo', new Blob([content]), 'banco.txt');
  const res = await fetch(`${server.url}/api/importar_preguntas.php`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { ok?: boolean; id_proceso?: number };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.id_proceso ?? 0;
}

describe.each(dbKinds)('the in-memory bank follows every change on %s', (kind) => {
  let first: TestServer;
  let second: TestServer;
  let sa: Session;
  let procesoId: number;

  beforeAll(async () => {
    first = await startTestServer(kind);
    // On PGlite the database belongs to one process: the "second server" is the same one.
    second = kind === 'postgres' ? await startSecondServer(first) : first;
    sa = await loginSuperAdmin(first);
    procesoId = await importAiken(first, sa.token, FIRST, { proceso: PROCESO });
  });
  afterAll(async () => {
    if (second !== first) await second.close();
    await first.close();
  });

  async function bank(server: TestServer, etag?: string) {
    const res = await request(server, 'GET', `/api/banco_preguntas.php?id_proceso=${procesoId}`, {
      token: sa.token,
      headers: etag ? { 'if-none-match': etag } : {},
    });
    const preguntas = (res.body.preguntas as { pregunta: string }[] | undefined) ?? [];
    return {
      status: res.status,
      etag: res.headers.get('etag') ?? '',
      texts: preguntas.map((q) => q.pregunta),
    };
  }

  async function testTexts(server: TestServer) {
    const res = await request(
      server,
      'GET',
      `/api/genera_test.php?proceso_id=${procesoId}&numPreguntas=50`,
      {
        token: sa.token,
      },
    );
    expect(res.status).toBe(200);
    return (res.body as unknown as { pregunta: string }[]).map((q) => q.pregunta).toSorted();
  }

  const questionOf = (content: string) => content.split('\n')[0] ?? '';

  /** `check` passes on the server a change was made through at once, on the other within a notification's trip. */
  async function seen(server: TestServer, madeThrough: TestServer, check: () => Promise<void>) {
    if (server === madeThrough) return check();
    await vi.waitFor(check, { timeout: 3_000, interval: 20 });
  }

  it('an import is in the next test and bank of both servers, and the old ETag gets the new bank', async () => {
    // Both servers have the one-question bank in memory.
    const before = await bank(second);
    expect(before.texts).toEqual([questionOf(FIRST)]);
    expect(await testTexts(second)).toEqual([questionOf(FIRST)]);
    expect(await testTexts(first)).toEqual([questionOf(FIRST)]);
    expect((await bank(second, before.etag)).status).toBe(304);

    await importAiken(first, sa.token, SECOND, { id_proceso: String(procesoId) });

    const both = [questionOf(FIRST), questionOf(SECOND)].toSorted();
    for (const server of [first, second]) {
      await seen(server, first, async () => expect(await testTexts(server)).toEqual(both));
      const after = await bank(server, before.etag);
      expect(after.status).toBe(200);
      expect(after.etag).not.toBe(before.etag);
      expect(after.texts.toSorted()).toEqual(both);
    }
  });

  it('a question under review by reports leaves both servers, and comes back when a reporter deletes the account', async () => {
    const reported = questionOf(SECOND);
    const listed = await request(first, 'GET', `/api/banco_preguntas.php?id_proceso=${procesoId}`, {
      token: sa.token,
    });
    const id = (listed.body.preguntas as { id: number; pregunta: string }[]).find(
      (q) => q.pregunta === reported,
    )?.id;
    const reporters: Session[] = [];
    for (let i = 0; i < REPORTES_PARA_RETIRAR; i++) {
      const user = await registerUser(first);
      reporters.push(user);
      const res = await request(first, 'POST', '/api/incidencias.php', {
        token: user.token,
        body: { id_pregunta: id, motivo: 'La respuesta correcta no es esa' },
      });
      expect(res.status).toBe(200);
    }
    for (const server of [first, second]) {
      await seen(server, first, async () =>
        expect(await testTexts(server)).toEqual([questionOf(FIRST)]),
      );
      expect((await bank(server)).texts).toEqual([questionOf(FIRST)]);
    }

    const leaving = reporters[0];
    const deleted = await request(second, 'POST', '/api/eliminar_usuario.php', {
      token: leaving?.token,
      body: { user_id: leaving?.userId },
    });
    expect(deleted.status).toBe(200);
    for (const server of [second, first]) {
      await seen(server, second, async () => expect(await testTexts(server)).toContain(reported));
      expect((await bank(server)).texts).toContain(reported);
    }
  });
});
