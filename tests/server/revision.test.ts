// Generated questions are drafts until an SA reviews them: what the generators
// make is stored 'pendiente de revisión' with its source, and only after revision_preguntas.php
// publishes it does it reach genera_test.php, banco_preguntas.php and the offline banks.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processes } from '../../server/db/schema';
import { MSG, REVISION_MSG } from '../../src/core/contract';
import type { Pendiente } from '../../src/core/contract';
import type { TestServer } from './harness';
import { dbKinds, request, startTestServer } from './harness';
import type { Session } from './quiz-helpers';
import { ENGLISH, loginSuperAdmin, registerUser } from './quiz-helpers';

const CORTES = readFileSync(
  path.resolve(import.meta.dirname, '../fixtures/ai/cortes-generales.txt'),
  'utf8',
);

describe.each(dbKinds)('review of generated questions on %s', (kind) => {
  let server: TestServer;
  let sa: Session;
  let procesoId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    sa = await loginSuperAdmin(server);
    const [first] = await server.database.db.select({ id: processes.id }).from(processes).limit(1);
    procesoId = first?.id ?? 0;
  });
  afterAll(async () => {
    await server?.close();
  });

  const bankVersion = async () =>
    (
      await server.database.db
        .select({ v: processes.bankVersion })
        .from(processes)
        .where(eq(processes.id, procesoId))
    )[0]?.v;
  const bankTexts = async () => {
    const bank = await request(server, 'GET', `/api/banco_preguntas.php?id_proceso=${procesoId}`, {
      token: sa.token,
    });
    return (bank.body.preguntas as { pregunta: string }[]).map((q) => q.pregunta);
  };
  const drafts = async (query = '') => {
    const res = await request(server, 'GET', `/api/revision_preguntas.php${query}`, {
      token: sa.token,
    });
    expect(res.status).toBe(200);
    return res.body.preguntas as Pendiente[];
  };
  const post = (body: Record<string, unknown>, token = sa.token, key: string = randomUUID()) =>
    request(server, 'POST', '/api/revision_preguntas.php', {
      token,
      body,
      headers: { 'idempotency-key': key },
    });
  const generate = async (tema: string, extra: Record<string, unknown> = {}) => {
    const res = await request(server, 'POST', '/api/generar_preguntas.php', {
      token: sa.token,
      body: {
        id_proceso: procesoId,
        seccion: 'Revisión',
        tema,
        num_preguntas: 4,
        texto: CORTES,
        ...extra,
      },
    });
    expect(res.status).toBe(200);
    return res.body as { ids: number[]; pendiente_revision: boolean; preguntas: number };
  };

  it('stores generated questions as drafts with a source, out of every test and bank until published', async () => {
    const version = await bankVersion();
    const made = await generate('Las Cortes (borrador)');
    expect(made.pendiente_revision).toBe(true);
    expect(made.ids).toHaveLength(made.preguntas);
    expect(await bankVersion()).toBe(version);

    const pending = (await drafts(`?id_proceso=${procesoId}`)).filter((d) =>
      made.ids.includes(d.id),
    );
    expect(pending).toHaveLength(made.ids.length);
    for (const d of pending) expect(d.fuente).toMatch(/^Art\. \d+ CE$/);
    const texts = await bankTexts();
    for (const d of pending) expect(texts).not.toContain(d.pregunta);
    const temas = await request(
      server,
      'GET',
      `/api/preguntas_auxiliares.php?id_proceso=${procesoId}&seccion=Revisi%C3%B3n`,
      { token: sa.token },
    );
    expect(temas.body.temas).not.toContain('Las Cortes (borrador)');
    const test = await request(
      server,
      'GET',
      `/api/genera_test.php?proceso_id=${procesoId}&secciones=Revisi%C3%B3n&temas=${encodeURIComponent('Las Cortes (borrador)')}&numPreguntas=10`,
      { token: sa.token },
    );
    expect(test.body).toEqual([]);

    const published = await post({ action: 'publicar', ids: made.ids });
    expect(published.status).toBe(200);
    expect(published.body).toEqual({ success: true, publicadas: made.ids.length });
    expect(await bankVersion()).toBe((version ?? 0) + 1);
    const after = await bankTexts();
    for (const d of pending) expect(after).toContain(d.pregunta);
    expect((await drafts()).some((d) => made.ids.includes(d.id))).toBe(false);
  });

  it('edits a draft (text, options, source, explanation) and publishes it as edited', async () => {
    const made = await generate('Edición de borradores');
    const id = made.ids[0] as number;
    const edited = await post({
      action: 'editar',
      id,
      pregunta: {
        pregunta: '¿Cuántos diputados tiene como mínimo el Congreso?',
        respuestas: [
          { indice: 1, respuesta: '250' },
          { indice: 2, respuesta: '300' },
          { indice: 3, respuesta: '350' },
          { indice: 4, respuesta: '400' },
        ],
        correcta_indice: 2,
        fuente: 'Art. 68.1 CE',
        explicacion: 'El art. 68.1 CE fija un mínimo de 300 y un máximo de 400 diputados.',
      },
    });
    expect(edited.status).toBe(200);
    expect(await post({ action: 'publicar', ids: [id] })).toMatchObject({ status: 200 });
    const bank = await request(server, 'GET', `/api/banco_preguntas.php?id_proceso=${procesoId}`, {
      token: sa.token,
    });
    const stored = (
      bank.body.preguntas as {
        id: number;
        pregunta: string;
        correcta_indice: number;
        fuente: string;
        explicacion: string;
      }[]
    ).find((q) => q.id === id);
    expect(stored).toMatchObject({
      pregunta: '¿Cuántos diputados tiene como mínimo el Congreso?',
      correcta_indice: 2,
      fuente: 'Art. 68.1 CE',
      explicacion: 'El art. 68.1 CE fija un mínimo de 300 y un máximo de 400 diputados.',
    });
  });

  it('refuses to publish a draft without a source, and publishes it once one is given', async () => {
    const made = await generate('Sin fuente', {
      texto:
        'Las Cámaras se reúnen en dos períodos de sesiones al año. El Congreso tiene un mínimo de 300 diputados y un máximo de 400 diputados en total.',
    });
    const refused = await post({ action: 'publicar', ids: made.ids });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      success: false,
      error: REVISION_MSG.sinFuente(made.ids.length),
    });
    expect((await drafts()).filter((d) => made.ids.includes(d.id))).toHaveLength(made.ids.length);
    for (const id of made.ids)
      expect(
        (await post({ action: 'editar', id, pregunta: { fuente: 'Art. 68.1 CE' } })).status,
      ).toBe(200);
    expect((await post({ action: 'publicar', ids: made.ids })).status).toBe(200);
  });

  it('takes the source the SA gives for the text', async () => {
    const made = await generate('Fuente dada', { fuente: 'Ley 39/2015' });
    const sources = (await drafts()).filter((d) => made.ids.includes(d.id)).map((d) => d.fuente);
    expect(sources.length).toBeGreaterThan(0);
    for (const f of sources) expect(f).toMatch(/^(Art\. \d+ )?Ley 39\/2015$/);
  });

  it('discards drafts for good, and a second attempt finds nothing to discard', async () => {
    const made = await generate('Descartadas');
    const gone = await post({ action: 'descartar', ids: made.ids });
    expect(gone.body).toEqual({ success: true, descartadas: made.ids.length });
    const again = await post({ action: 'descartar', ids: made.ids });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ success: false, error: REVISION_MSG.noPendiente });
  });

  it('repeats a write with the same Idempotency-Key without doing it twice', async () => {
    const made = await generate('Idempotencia');
    const key = randomUUID();
    const first = await post({ action: 'descartar', ids: made.ids }, sa.token, key);
    const second = await post({ action: 'descartar', ids: made.ids }, sa.token, key);
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
  });

  it('psychotechnic drafts wait for review too', async () => {
    const res = await request(server, 'POST', '/api/generar_psicotecnicos.php', {
      token: sa.token,
      body: {
        id_proceso: procesoId,
        seccion: 'Psicotécnicos',
        tema: 'psico - series numericas',
        num_preguntas: 3,
      },
    });
    expect(res.status).toBe(200);
    const ids = res.body.ids as number[];
    expect(ids).toHaveLength(3);
    const pending = (await drafts()).filter((d) => ids.includes(d.id));
    expect(pending).toHaveLength(3);
    const texts = await bankTexts();
    for (const d of pending) expect(texts).not.toContain(d.pregunta);
  });

  it('is the SA’s alone, and answers bad input in Spanish', async () => {
    const user = await registerUser(server);
    expect(
      (await request(server, 'GET', '/api/revision_preguntas.php', { token: user.token })).status,
    ).toBe(403);
    expect((await post({ action: 'publicar', ids: [1] }, user.token)).body).toEqual({
      success: false,
      error: MSG.forbidden,
    });
    expect((await request(server, 'GET', '/api/revision_preguntas.php')).status).toBe(401);
    for (const body of [
      { action: 'borrar' },
      { action: 'publicar', ids: [] },
      { action: 'publicar' },
      { action: 'editar', id: 'x' },
    ]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).not.toMatch(ENGLISH);
    }
    // A published question is not a draft any more.
    const [first] = (
      await request(server, 'GET', `/api/banco_preguntas.php?id_proceso=${procesoId}`, {
        token: sa.token,
      })
    ).body.preguntas as { id: number }[];
    expect((await post({ action: 'descartar', ids: [first?.id ?? 1] })).status).toBe(404);
  });
});
